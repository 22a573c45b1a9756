// The options panel, generated from the interaction's option specs: first what a
// person changes most (appearance, the environment, the content), then its motion,
// folded: each spring (and each timing curve) in a closed <details> of its own,
// grouped by the child it belongs to (the showcase's `player.…`), with a way into
// the motion lab to tune it. Each control is checked against its spec with a clear
// message; a live option (every spring) changes the running session, any other
// restarts it; either way it goes into recorded traces with the others.
'use strict';
import { numberProblem, humanise } from './checks.js';

const $ = (id) => document.getElementById(id);
/// The toggles above set these.
const toggles = new Set(['reduceMotion', 'rtl']);
/// The environment's options (what the device and the person set, not the interaction), shown first.
const environment = ['appearance', 'textScale', 'topSafeArea', 'bottomSafeArea'];

/// The motion an option tunes: `{ kind: 'spring' | 'curve', name }` (from its spec's
/// `spring` or `curve` part), or null for every other option.
export function motionOf(spec) {
  if (spec.spring?.name) return { kind: 'spring', name: spec.spring.name };
  if (spec.curve?.name) return { kind: 'curve', name: spec.curve.name };
  return null;
}

/// The panel's sections from the option specs: `plain` (the environment's first, then the
/// others in the spec's order), and `motion`: child prefix ('' for the interaction's own) →
/// fold key ('spring player.frame') → { kind, name, specs }.
export function optionSections(specs) {
  const rank = (spec) => (environment.includes(spec.name) ? environment.indexOf(spec.name) : environment.length);
  const plain = specs.filter((spec) => !motionOf(spec)).sort((a, b) => rank(a) - rank(b));
  const motion = new Map();
  for (const spec of specs) {
    const part = motionOf(spec);
    if (!part) continue;
    const dot = part.name.lastIndexOf('.');
    const child = dot < 0 ? '' : part.name.slice(0, dot);
    if (!motion.has(child)) motion.set(child, new Map());
    const key = `${part.kind} ${part.name}`;
    const folds = motion.get(child);
    if (!folds.has(key)) folds.set(key, { ...part, specs: [] });
    folds.get(key).specs.push(spec);
  }
  return { plain, motion };
}

export function optionsView(keys, model, studio) {
  if (!keys.has('interactionId') && !keys.has('interactions') && !keys.has('sessionOptions')) return;
  const descriptor = model.descriptor;
  const box = $('options');
  if (!descriptor) return;
  box.replaceChildren();
  const values = model.sessionOptions;
  const { plain, motion } = optionSections(descriptor.options.filter((spec) => !toggles.has(spec.name)));
  const general = document.createElement('div');
  general.className = 'option-rows general';
  for (const spec of plain) general.append(optionRow(descriptor, spec, values[spec.name] ?? spec.default, model, studio));
  box.append(heading('Appearance, environment and content'), general);
  if (motion.size) {
    box.append(heading('Motion', 'springs and timing curves; each tunes in the motion lab too'));
    for (const [child, folds] of motion) {
      const group = document.createElement('section');
      group.className = 'motion-group';
      group.dataset.child = child;
      if (motion.size > 1) group.append(heading(humanise(child || descriptor.id), '', 'h4'));
      for (const [key, fold] of folds) group.append(motionFold(descriptor, key, fold, values, model, studio));
      box.append(group);
    }
  }
  const reset = document.createElement('button');
  reset.type = 'button';
  reset.id = 'options-defaults';
  reset.textContent = 'Defaults';
  reset.title = 'forget the options set here and in the motion lab';
  reset.addEventListener('click', () => { studio.tune({}, Object.keys(model.tuned[descriptor.id] ?? {})); });
  box.appendChild(reset);
}

function heading(text, hint = '', level = 'h3') {
  const element = document.createElement(level);
  element.className = 'options-heading';
  element.textContent = text;
  if (hint) {
    const small = document.createElement('small');
    small.textContent = ` — ${hint}`;
    element.append(small);
  }
  return element;
}

/// One spring or curve, folded (open only where the person opened it): its values in
/// the summary, its options inside, and a way into the motion lab.
function motionFold(descriptor, key, fold, values, model, studio) {
  const opened = (model.openFolds[descriptor.id] ??= new Set());
  const details = document.createElement('details');
  details.className = 'motion-fold';
  details.dataset[fold.kind] = fold.name;
  details.open = opened.has(key);
  details.addEventListener('toggle', () => { if (details.open) opened.add(key); else opened.delete(key); });
  const summary = document.createElement('summary');
  const own = fold.name.slice(fold.name.lastIndexOf('.') + 1);
  const name = document.createElement('span');
  name.textContent = `${fold.kind} ${humanise(own).toLowerCase()}`;
  const shown = document.createElement('small');
  shown.textContent = fold.specs.map((spec) => `${humanise(partOf(spec)).toLowerCase()} ${values[spec.name] ?? spec.default}`).join(' · ');
  summary.append(name, ' ', shown);
  const rows = document.createElement('div');
  rows.className = 'option-rows';
  for (const spec of fold.specs) rows.append(optionRow(descriptor, spec, values[spec.name] ?? spec.default, model, studio));
  const tune = document.createElement('button');
  tune.type = 'button';
  tune.className = 'tune';
  tune.textContent = 'Tune in the motion lab';
  tune.title = `the motion lab, with ${fold.name} chosen`;
  tune.addEventListener('click', () => tuneInLab(fold, model));
  details.append(summary, rows, tune);
  return details;
}

/// The part of its spring or curve an option sets (`response`, `dampingRatio`, …).
function partOf(spec) {
  return spec.spring?.parameter ?? spec.curve?.parameter ?? spec.name.slice(spec.name.lastIndexOf('.') + 1);
}

/// The motion lab, with `fold`'s spring chosen as the interaction's spring to apply to and
/// loaded into spring A as it runs now (a curve: chosen and loaded into the lab's curve editor, in view).
function tuneInLab(fold, model) {
  model.update({ panel: 'lab' });
  if (fold.kind === 'curve') {
    const target = $('curve-target');
    if ([...target.options].some((option) => option.value === fold.name)) {
      target.value = fold.name;
      target.dispatchEvent(new Event('change'));
      $('curve-load').click();
    }
    $('curve-editor').scrollIntoView({ block: 'nearest' });
    return;
  }
  const target = $('lab-target');
  if (![...target.options].some((option) => option.value === fold.name)) return;
  target.value = fold.name;
  target.dispatchEvent(new Event('change'));
  if (!$('lab-load').disabled) $('lab-load').click();
  target.focus({ preventScroll: true });
}

function optionRow(descriptor, spec, value, model, studio) {
  const row = document.createElement('label');
  row.className = 'option';
  row.dataset.option = spec.name;
  const name = document.createElement('span');
  name.textContent = humanise(motionOf(spec) ? partOf(spec) : spec.name);
  row.title = `${spec.summary} (${spec.name})`;
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
  // A live option changes the running session; any other starts it over (the tab says which).
  const note = studio.tune({ [spec.name]: value });
  error.textContent = note.startsWith('Refused') ? note : '';
}
