// The motion lab: edit a spring in any of its parameterisations and see the others,
// its curve, its settling points and each platform's code; compare two springs;
// shape a cubic Bézier timing curve; apply a spring to any spring of the running
// interaction. Every number and sample comes from the engine (in the page, or the
// server's /api/spring and /api/curve in socket mode): nothing is re-derived here.
'use strict';
import { buildEditor, showSpring } from './lab-editor.js';
import { drawPlot } from './lab-plot.js';
import { installCurve } from './lab-curve.js';
import { installApply, springsOf } from './lab-apply.js';
import { installCurveApply } from './lab-curve-apply.js';
import { boundedSamples } from './lab-plot.js';
import { Crossfade } from '../crossfade/crossfade.js';

const $ = (id) => document.getElementById(id);

/// The motion lab's own engine module (engine-lab.wasm: springs and curves, no
/// interaction), loaded the first time the lab asks in the page mode; each
/// interaction's module leaves the lab out.
const labEngine = () => Crossfade.load(Crossfade.engineURL('lab'));

export function installLab(model, studio) {
  const lab = {
    springs: [{ fields: { response: 0.5, dampingRatio: 0.825 }, initialVelocity: 0, result: null },
      { fields: { response: 0.4, dampingRatio: 0.5 }, initialVelocity: 0, result: null }],
    curve: [0.42, 0, 0.58, 1], curveDuration: 0.3, curveResult: null, compare: false,
  };
  model.lab = lab;

  /// A spring's view from the engine: { response, dampingRatio, …, samples, code } or { error }.
  lab.computeSpring = async (fields, initialVelocity) => {
    const all = { ...fields, initialVelocity };
    if (model.mode === 'wasm') return (await labEngine()).spring(all, 300);
    const query = new URLSearchParams(Object.entries(all).map(([k, v]) => [k, String(v)]));
    query.set('samples', '300');
    return (await fetch('api/spring?' + query)).json();
  };
  lab.computeCurve = async ([x1, y1, x2, y2], duration) => {
    if (model.mode === 'wasm') return (await labEngine()).curve([x1, y1, x2, y2], duration, 101);
    return (await fetch(`api/curve?x1=${x1}&y1=${y1}&x2=${x2}&y2=${y2}&duration=${duration}&samples=101`)).json();
  };

  /// Recomputes spring `index` and redraws; the row being edited keeps its text.
  lab.update = async (index, editingForm) => {
    const spring = lab.springs[index];
    const ticket = spring.ticket = (spring.ticket || 0) + 1;
    let result;
    try {
      result = await lab.computeSpring(spring.fields, spring.initialVelocity);
    } catch (error) {
      result = { error: `the engine did not answer: ${error.message}` };
    }
    if (ticket !== spring.ticket) return;  // a later edit supersedes this answer
    if (!result.error) spring.result = result;
    showSpring(index, result, editingForm);
    redraw();
  };

  const apply = installApply(model, studio, lab);
  /// Where the engine limits what it draws of the chosen spring (its spec's `clamp`), or null.
  const bounds = () => springsOf(model.descriptor).get($('lab-target').value)?.[0]?.clamp ?? null;
  function redraw() {
    const shown = lab.springs.slice(0, lab.compare ? 2 : 1).map((s) => s.result).filter((r) => r && !r.error);
    drawPlot(shown, bounds());
    boundsNote(shown[0], bounds());
    const first = lab.springs[0].result;
    $('lab-code').textContent = first ? first.code.map((c) => `// ${c.platform}\n${c.code}`).join('\n\n') : '';
    apply.show();
  }

  buildEditor(0, lab);
  buildEditor(1, lab);
  $('lab-compare').addEventListener('change', () => {
    lab.compare = $('lab-compare').checked;
    $('spring-b').hidden = !lab.compare;
    redraw();
  });
  $('lab-copy').addEventListener('click', copy);
  const curve = installCurve(lab);
  const curveApply = installCurveApply(model, studio, lab, curve);
  $('lab-target').addEventListener('change', redraw);
  return {
    /// When the engine is ready (or changes mode).
    refresh() {
      lab.update(0, null);
      lab.update(1, null);
      curve.update();
    },
    /// When the interaction changes: the springs it offers.
    interactionChanged: () => { apply.targets(); curveApply.targets(); redraw(); },
  };
}

/// Says what the phone draws of spring A where the chosen spring is limited: how far the
/// bare spring goes past its ends, how far the phone draws it, and why.
function boundsNote(spring, bounds) {
  const note = $('lab-bounds');
  if (!spring || !bounds) { note.textContent = ''; return; }
  const values = spring.samples.map((p) => p[1]);
  const drawn = boundedSamples(spring.samples, bounds).map((p) => p[1]);
  const fixed = (v) => (Math.round(v * 1000) / 1000).toFixed(3);
  const peak = Math.max(...values), low = Math.min(...values);
  const passes = peak > bounds.upper || low < bounds.lower;
  note.textContent = `${$('lab-target').value} is drawn within ${bounds.lower}…${bounds.upper} of its travel${bounds.soft ? ' (a soft limit)' : ''}: ${bounds.reason}. `
    + (passes ? `Spring A reaches ${fixed(low)}…${fixed(peak)}; the phone draws ${fixed(Math.min(...drawn))}…${fixed(Math.max(...drawn))} (dashed).`
      : `Spring A stays within it (${fixed(low)}…${fixed(peak)}).`);
}

async function copy() {
  const text = $('lab-code').textContent;
  try {
    await navigator.clipboard.writeText(text);
    $('lab-copy').textContent = 'Copied';
  } catch (error) {
    const range = document.createRange();
    range.selectNodeContents($('lab-code'));
    getSelection().removeAllRanges();
    getSelection().addRange(range);
    $('lab-copy').textContent = 'Selected: press ⌘C / Ctrl+C';
  }
  setTimeout(() => { $('lab-copy').textContent = 'Copy Swift'; }, 1500);
}
