// The options panel, generated from the interaction's option specs: a control per
// option (springs grouped under their spring's name), each checked against its
// spec with a clear message; a live option (every spring) changes the running
// session, any other restarts it; either way it goes into recorded traces.
'use strict';
import { numberProblem } from './checks.js';

const $ = (id) => document.getElementById(id);
/// The toggles above set these.
const toggles = new Set(['reduceMotion', 'rtl']);

export function optionsView(keys, model, studio) {
  if (!keys.has('interactionId') && !keys.has('interactions') && !keys.has('sessionOptions')) return;
  const descriptor = model.descriptor;
  const box = $('options');
  if (!descriptor) return;
  box.replaceChildren();
  const values = model.sessionOptions;
  let spring = null;
  for (const spec of descriptor.options) {
    if (toggles.has(spec.name)) continue;
    if (spec.spring && spec.spring.name !== spring) {
      spring = spec.spring.name;
      const heading = document.createElement('h3');
      heading.className = 'spring-heading';
      heading.textContent = `spring ${spring}`;
      box.appendChild(heading);
    } else if (!spec.spring) {
      spring = null;
    }
    box.appendChild(optionRow(descriptor, spec, values[spec.name] ?? spec.default, model, studio));
  }
  const reset = document.createElement('button');
  reset.type = 'button';
  reset.textContent = 'Defaults';
  reset.title = 'forget the options set here and in the motion lab';
  reset.addEventListener('click', () => { studio.tune({}, Object.keys(model.tuned[descriptor.id] ?? {})); });
  box.appendChild(reset);
}

function optionRow(descriptor, spec, value, model, studio) {
  const row = document.createElement('label');
  row.className = 'option';
  row.title = spec.summary;
  row.dataset.option = spec.name;
  const name = document.createElement('span');
  name.textContent = spec.spring ? spec.name.slice(spec.name.lastIndexOf('.') + 1) : spec.name;
  const kind = spec.kind;
  let input;
  if (kind.type === 'bool') {
    input = document.createElement('input');
    input.type = 'checkbox';
    input.checked = !!value;
    row.classList.add('check');
  } else if (kind.type === 'choice') {
    input = document.createElement('select');
    for (const choice of kind.choices) input.appendChild(new Option(choice, choice, false, choice === value));
  } else if (kind.type === 'string') {
    input = document.createElement('textarea');
    input.rows = 3;
    input.value = value;
    input.placeholder = spec.summary;
    input.maxLength = kind.maxBytes ?? 1048576;
  } else {
    input = document.createElement('input');
    input.type = 'number';
    input.min = kind.min; input.max = kind.max;
    input.step = kind.type === 'integer' ? '1' : 'any';
    input.value = value;
  }
  input.name = spec.name;
  const error = document.createElement('small');
  error.className = 'option-error';
  row.append(name, input, error);
  input.addEventListener('change', () => setOption(descriptor, spec, input, error, model, studio));
  return row;
}

function setOption(descriptor, spec, input, error, model, studio) {
  const kind = spec.kind;
  let value;
  if (kind.type === 'bool') value = input.checked;
  else if (kind.type === 'choice' || kind.type === 'string') value = input.value;
  else {
    value = Number(input.value);
    const problem = numberProblem(input.value, kind.min, kind.max, kind.type === 'integer');
    if (problem) { error.textContent = `${spec.name} ${problem}`; input.setAttribute('aria-invalid', 'true'); return; }
  }
  input.removeAttribute('aria-invalid');
  error.textContent = studio.tune({ [spec.name]: value });
}
