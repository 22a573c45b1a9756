// The motion lab's spring editors: the four ways to write a spring as rows of
// fields (edit any, the others follow), the initial velocity and a damping slider.
'use strict';

const $ = (id) => document.getElementById(id);
const box = (index) => $(index === 0 ? 'spring-a' : 'spring-b');

/// The four ways to write a spring: [field, label, step] per row.
const forms = [
  { id: 'response', label: 'SwiftUI .spring', fields: [['response', 'response (s)', 0.01], ['dampingRatio', 'dampingFraction', 0.05]] },
  { id: 'duration', label: 'SwiftUI Spring', fields: [['duration', 'duration (s)', 0.01], ['bounce', 'bounce', 0.05]] },
  { id: 'physical', label: 'Physical', fields: [['mass', 'mass', 0.1], ['stiffness', 'stiffness', 1], ['damping', 'damping', 0.5]] },
  { id: 'uikit', label: 'UIKit animator', fields: [['uikitDuration', 'duration (s)', 0.01], ['dampingRatio', 'dampingRatio', 0.05]] },
];

/// A labelled input: { class, label, attributes } calling `onInput(input)`.
function labelled(className, text, attributes, onInput) {
  const wrap = document.createElement('label');
  wrap.className = className;
  wrap.textContent = text;
  const input = document.createElement('input');
  for (const [key, value] of Object.entries(attributes)) input.setAttribute(key, value);
  input.addEventListener('input', () => onInput(input));
  wrap.appendChild(input);
  return wrap;
}

export function buildEditor(index, lab) {
  const table = document.createElement('div');
  table.className = 'forms';
  for (const form of forms) {
    const row = document.createElement('div');
    row.className = 'form-row';
    row.dataset.form = form.id;
    const name = document.createElement('span');
    name.className = 'form-name';
    name.textContent = form.label;
    row.appendChild(name);
    for (const [field, label, step] of form.fields) {
      row.appendChild(labelled('', label, { type: 'number', step: String(step), 'data-form': form.id, 'data-field': field },
        () => edit(index, form, lab)));
    }
    table.appendChild(row);
  }
  table.appendChild(labelled('velocity', 'initial velocity (distance/s)', { type: 'number', step: '0.5', value: '0', 'data-field': 'initialVelocity' },
    (input) => { lab.springs[index].initialVelocity = Number(input.value); lab.update(index, null); }));
  table.appendChild(labelled('slider', 'damping ratio', { type: 'range', min: '0.05', max: '2', step: '0.01', 'data-role': 'damping-slider' },
    (input) => {
      const spring = lab.springs[index].result;
      lab.springs[index].fields = { response: spring ? spring.response : 0.5, dampingRatio: Number(input.value) };
      lab.update(index, null);
    }));
  const error = document.createElement('p');
  error.className = 'lab-error';
  error.setAttribute('aria-live', 'polite');
  box(index).append(table, error);
}

function edit(index, form, lab) {
  const fields = {};
  for (const [field] of form.fields) {
    const input = box(index).querySelector(`input[data-form="${form.id}"][data-field="${field}"]`);
    fields[field] = input.value === '' ? NaN : Number(input.value);
  }
  lab.springs[index].fields = fields;
  lab.update(index, form.id);
}

/// Shows the engine's answer for spring `index`: every form's fields (but the one
/// being edited), or the engine's reason for refusing it.
export function showSpring(index, result, editingForm) {
  const editor = box(index);
  editor.querySelector('.lab-error').textContent = result.error || '';
  editor.dataset.valid = result.error ? 'false' : 'true';
  if (result.error) return;
  const round = (v) => (v === null || v === undefined ? '' : String(Math.round(v * 1e4) / 1e4));
  for (const input of editor.querySelectorAll('input[data-form]')) {
    if (input.dataset.form === editingForm) continue;
    input.value = round(result[input.dataset.field]);
    input.title = '';
    if (input.dataset.form === 'uikit' && result.uikitDuration === null) {
      input.value = '';
      input.title = 'UIKit’s duration form cannot express an over-damped spring (damping ratio above 1)';
    }
  }
  editor.querySelector('[data-role="damping-slider"]').value = String(result.dampingRatio);
}

/// Puts `fields` (one parameterisation, by name) into spring `index` and recomputes it.
export function loadSpring(index, fields, lab) {
  lab.springs[index].fields = fields;
  lab.update(index, null);
}
