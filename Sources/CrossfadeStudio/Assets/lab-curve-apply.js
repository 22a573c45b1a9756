// Applying the lab's timing curve to a curve of the running interaction (its options
// that are a curve's x1, y1, x2, y2 or duration: the player's fades), as springs are
// applied: live, so the screen stays, the next eased motion uses it, and a recording
// holds the change. "Edit" loads the running curve into the editor; reset returns it
// to its defaults.
'use strict';
import { partsOf } from './lab-apply.js';

const $ = (id) => document.getElementById(id);
const round = (v) => Math.round(v * 1e4) / 1e4;

/// The interaction's timing curves: curve name → the option specs that set it.
export const curvesOf = (descriptor) => partsOf(descriptor, 'curve');

/// The option values that give a curve the editor's control points `points` and
/// `duration` (where the curve has a duration option), or { error } naming the option.
export function curveValues(specs, points, duration) {
  const values = {};
  const index = { x1: 0, y1: 1, x2: 2, y2: 3 };
  for (const spec of specs) {
    const parameter = spec.curve.parameter;
    const value = parameter === 'duration' ? duration : points[index[parameter]];
    const { min, max } = spec.kind;
    if (!(value >= min && value <= max)) return { error: `${spec.name} takes ${min} to ${max}; this curve needs ${round(value)}.` };
    values[spec.name] = value;
  }
  return { values };
}

export function installCurveApply(model, studio, lab, curveEditor) {
  const target = $('curve-target');
  const chosen = () => curvesOf(model.descriptor).get(target.value) ?? [];
  let lastNote = '';

  function targets() {
    const curves = curvesOf(model.descriptor);
    const previous = target.value;
    target.replaceChildren(...[...curves.keys()].map((name) => new Option(name, name)));
    if (curves.has(previous)) target.value = previous;
    lastNote = '';
    show();
  }

  function show() {
    const descriptor = model.descriptor, specs = chosen();
    const id = descriptor?.id ?? 'the interaction';
    for (const button of ['curve-apply', 'curve-load', 'curve-reset']) $(button).disabled = !specs.length;
    target.disabled = !specs.length;
    $('curve-apply').textContent = specs.length ? `Apply the curve to ${id} · ${target.value}` : 'Apply the curve';
    if (!specs.length) { $('curve-apply-note').textContent = `${id} has no timing-curve option (its eased motion follows springs or the finger).`; return; }
    const tuned = specs.filter((s) => model.tuned[descriptor.id]?.[s.name] !== undefined);
    $('curve-apply-note').textContent = (tuned.length
      ? `Running with ${tuned.map((s) => `${s.curve.parameter} ${round(model.tuned[descriptor.id][s.name])}`).join(', ')}.`
      : `Sets ${specs.map((s) => s.name).join(', ')} on the running session.`) + (lastNote ? ` ${lastNote}` : '');
  }

  function apply() {
    const specs = chosen();
    if (!specs.length) return;
    const result = curveValues(specs, lab.curve, lab.curveDuration);
    if (result.error) { $('curve-apply-note').textContent = result.error; return; }
    lastNote = studio.tune(result.values);
    show();
  }

  function reset() {
    lastNote = studio.tune({}, chosen().map((spec) => spec.name));
    show();
  }

  /// The editor takes the chosen curve as it runs now.
  function load() {
    const descriptor = model.descriptor, index = { x1: 0, y1: 1, x2: 2, y2: 3 };
    for (const spec of chosen()) {
      const value = model.tuned[descriptor.id]?.[spec.name] ?? spec.default;
      if (spec.curve.parameter === 'duration') { lab.curveDuration = value; $('curve-duration').value = String(value); }
      else lab.curve[index[spec.curve.parameter]] = value;
    }
    $('curve-preset').value = '';
    curveEditor.update();
  }

  target.addEventListener('change', () => { lastNote = ''; show(); });
  $('curve-apply').addEventListener('click', apply);
  $('curve-reset').addEventListener('click', reset);
  $('curve-load').addEventListener('click', load);
  return { targets, show };
}
