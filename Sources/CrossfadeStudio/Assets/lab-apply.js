// Applying the lab's spring A to a spring of the running interaction: every
// spring the interaction's specs name (its options that are a spring's response,
// damping ratio or UIKit duration), the first one chosen to begin with. Applying
// sets those options on the running session (springs are live: the screen stays,
// the next motion uses them, and the recording holds the change); reset returns
// them to their defaults; "Edit" loads the running spring into spring A.
'use strict';
import { loadSpring } from './lab-editor.js';

const $ = (id) => document.getElementById(id);
const round = (v) => Math.round(v * 1e4) / 1e4;

/// The interaction's springs (`part` 'spring') or timing curves ('curve'): each one's name →
/// the option specs that set it, from the specs' `spring` or `curve` part.
export function partsOf(descriptor, part) {
  const parts = new Map();
  for (const spec of descriptor?.options ?? []) {
    const name = spec[part]?.name;
    if (!name) continue;
    if (!parts.has(name)) parts.set(name, []);
    parts.get(name).push(spec);
  }
  return parts;
}

/// The interaction's springs: spring name → the option specs that set it.
export const springsOf = (descriptor) => partsOf(descriptor, 'spring');

/// The option values that give a spring the lab's `spring` (and `atRest`: the same
/// spring from rest, whose UIKit duration a duration option takes), or { error }.
export function springValues(specs, spring, atRest) {
  const values = {};
  for (const spec of specs) {
    const parameter = spec.spring.parameter;
    const value = parameter === 'response' ? spring.response : parameter === 'dampingRatio' ? spring.dampingRatio : atRest.uikitDuration;
    if (value === null) return { error: `${spec.name} is UIKit’s duration spring, which cannot be over-damped (damping ratio above 1)` };
    const { min, max } = spec.kind;
    if (!(value >= min && value <= max)) return { error: `${spec.name} takes ${min} to ${max}; this spring needs ${round(value)}.` };
    values[spec.name] = value;
  }
  return { values };
}

export function installApply(model, studio, lab) {
  const target = $('lab-target');
  const chosen = () => springsOf(model.descriptor).get(target.value) ?? [];
  /// What the last apply or reset did (applied live at a time, or started over, or refused).
  let lastNote = '';

  function targets() {
    const springs = springsOf(model.descriptor);
    const previous = target.value;
    target.replaceChildren(...[...springs.keys()].map((name) => new Option(name, name)));
    if (springs.has(previous)) target.value = previous;
    show();
  }

  function show() {
    const descriptor = model.descriptor, specs = chosen(), spring = lab.springs[0].result;
    const id = descriptor?.id ?? 'the interaction';
    $('lab-apply').textContent = specs.length ? `Apply spring A to ${id} · ${target.value}` : `Apply spring A to ${id}`;
    $('lab-apply').disabled = !specs.length || !spring;
    $('lab-load').disabled = !specs.length;
    target.disabled = !specs.length;
    if (!specs.length) { $('lab-apply-note').textContent = `${id} has no spring option to tune.`; return; }
    const tuned = specs.filter((s) => model.tuned[descriptor.id]?.[s.name] !== undefined);
    $('lab-apply-note').textContent = tuned.length
      ? `Running with ${tuned.map((s) => `${s.name} ${round(model.tuned[descriptor.id][s.name])}`).join(', ')}.`
      : `Sets ${specs.map((s) => s.name).join(' and ')} ${specs.every((s) => s.live) ? 'on the running session' : 'and restarts the session'}.`;
    if (lastNote) $('lab-apply-note').textContent += ` ${lastNote}`;
  }

  async function apply() {
    const descriptor = model.descriptor, specs = chosen(), spring = lab.springs[0].result;
    if (!specs.length || !spring) return;
    // The interaction's spring starts from rest: UIKit's duration for it at rest.
    const atRest = await lab.computeSpring({ response: spring.response, dampingRatio: spring.dampingRatio }, 0);
    const result = springValues(specs, spring, atRest);
    if (result.error) { $('lab-apply-note').textContent = result.error; return; }
    lastNote = studio.tune(result.values);
    show();
  }

  /// Forgets the chosen spring's options (options set for other springs stay).
  function reset() {
    lastNote = studio.tune({}, chosen().map((spec) => spec.name));
    show();
  }

  /// Spring A becomes the chosen spring as it runs now.
  function load() {
    const descriptor = model.descriptor, fields = {};
    for (const spec of chosen()) {
      const value = model.tuned[descriptor.id]?.[spec.name] ?? spec.default;
      fields[spec.spring.parameter === 'duration' ? 'uikitDuration' : spec.spring.parameter] = value;
    }
    loadSpring(0, fields, lab);
  }

  target.addEventListener('change', () => { lastNote = ''; show(); });
  $('lab-apply').addEventListener('click', apply);
  $('lab-reset').addEventListener('click', reset);
  $('lab-load').addEventListener('click', load);
  return { targets, show };
}
