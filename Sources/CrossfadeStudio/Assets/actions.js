// The actions panel: every action of the interaction, grouped as its spec groups
// them (a parent's own, then each child's, each under its name in words), each a
// button with its registry label, its key and its fields labelled beside it; what it
// does is its title. The groups, labels, keys and fields all come from the spec.
'use strict';
import { numberProblem, keyLabel, keyBindings, actionLabel, humanise } from './checks.js';

const $ = (id) => document.getElementById(id);

/// Renders the panel when the interaction changes; a button performs through `studio`.
export function actionsView(keys, model, studio) {
  if (keys.has('available')) markAvailable(model.available);
  if (!keys.has('interactionId') && !keys.has('interactions')) return;
  const descriptor = model.descriptor;
  const box = $('actions');
  box.replaceChildren();
  if (!descriptor) return;
  const keyOf = new Map();
  for (const [key, actions] of keyBindings(descriptor.actions)) for (const action of actions) keyOf.set(action.name, key);
  const groups = new Map();
  for (const action of descriptor.actions) {
    if (!groups.has(action.group)) groups.set(action.group, []);
    groups.get(action.group).push(action);
  }
  for (const [group, actions] of groups) {
    const fieldset = document.createElement('fieldset');
    fieldset.className = 'action-group';
    fieldset.dataset.group = group;
    const legend = document.createElement('legend');
    legend.textContent = humanise(group || descriptor.id);
    fieldset.appendChild(legend);
    for (const action of actions) fieldset.appendChild(actionRow(action, keyOf.get(action.name), studio));
    box.appendChild(fieldset);
  }
}

/// Marks the buttons of actions that do not apply now (the engine session says which do;
/// they still work: an action that does not apply changes nothing).
function markAvailable(available) {
  for (const button of $('actions').querySelectorAll('button[data-action]')) {
    const applies = !available || available.has(button.dataset.action);
    button.classList.toggle('unavailable', !applies);
    button.title = button.title.replace(/ \(does not apply now\)$/, '') + (applies ? '' : ' (does not apply now)');
  }
}

function actionRow(action, key, studio) {
  const row = document.createElement('div');
  row.className = 'action';
  const button = document.createElement('button');
  button.type = 'button';
  button.dataset.action = action.name;
  const text = document.createElement('span');
  text.textContent = actionLabel(action);
  button.append(text);
  if (key) {
    const kbd = document.createElement('kbd');
    kbd.textContent = keyLabel(key);
    button.append(' ', kbd);
  }
  button.title = action.summary;
  button.addEventListener('click', () => { perform(action, studio); $('stage').focus({ preventScroll: true }); });
  row.appendChild(button);
  for (const field of action.fields) {
    const label = document.createElement('label');
    label.className = 'field';
    label.title = field.summary;
    const name = document.createElement('span');
    name.textContent = humanise(field.name);
    const input = document.createElement('input');
    input.type = 'number';
    input.dataset.action = action.name;
    input.dataset.field = field.name;
    const kind = field.kind;
    input.min = kind.min ?? '';
    input.max = kind.max ?? '';
    input.step = kind.type === 'integer' ? '1' : 'any';
    input.value = String(Math.max(0, kind.min ?? 0));
    label.append(name, input);
    row.appendChild(label);
  }
  return row;
}

/// Performs `action` with the values of its fields; a value outside its range is
/// refused here with the reason (the session goes on).
export function perform(action, studio) {
  const fields = {};
  for (const input of $('actions').querySelectorAll(`input[data-action="${CSS.escape(action.name)}"]`)) {
    const field = action.fields.find((f) => f.name === input.dataset.field);
    const problem = numberProblem(input.value, field.kind.min ?? -Infinity, field.kind.max ?? Infinity, field.kind.type === 'integer');
    if (problem) { studio.model.log(`${action.name}: ${field.name} ${problem}`); return; }
    fields[field.name] = Number(input.value);
  }
  studio.perform(action.name, fields);
}
