// The motion lab's timing curve: a cubic Bézier from a preset or dragged by its
// two handles, drawn from the engine's samples, with each platform's code.
'use strict';
import { element, colors } from './lab-plot.js';

const $ = (id) => document.getElementById(id);
const presets = {
  linear: [0, 0, 1, 1], easeIn: [0.42, 0, 1, 1], easeOut: [0, 0, 0.58, 1], easeInOut: [0.42, 0, 0.58, 1], 'CA default': [0.25, 0.1, 0.25, 1],
};
/// The unit square on the plot, y up.
const square = { left: 20, top: 20, size: 200 };
const toScreen = (x, y) => [square.left + x * square.size, square.top + (1 - y) * square.size];
const fromScreen = (sx, sy) => [(sx - square.left) / square.size, 1 - (sy - square.top) / square.size];

export function installCurve(lab) {
  async function update() {
    let result;
    try { result = await lab.computeCurve(lab.curve, lab.curveDuration); } catch (error) { result = { error: error.message }; }
    $('curve-error').textContent = result.error || '';
    if (result.error) return;
    lab.curveResult = result;
    draw(result);
  }

  function draw(result) {
    const svg = $('curve-plot');
    svg.replaceChildren();
    const [ax, ay] = toScreen(0, 0), [bx, by] = toScreen(1, 1);
    element('rect', { x: square.left, y: square.top, width: square.size, height: square.size, fill: '#121212', stroke: '#3e3e3e' }, svg);
    element('line', { x1: ax, y1: ay, x2: bx, y2: by, stroke: '#2a2a2a' }, svg);
    const d = result.samples.map((p, n) => { const [x, y] = toScreen(p[0], p[1]); return `${n ? 'L' : 'M'}${x.toFixed(2)} ${y.toFixed(2)}`; }).join('');
    element('path', { d, fill: 'none', stroke: colors[0], 'stroke-width': 2.5, class: 'curve timing' }, svg);
    const [x1, y1, x2, y2] = lab.curve;
    const p1 = toScreen(x1, y1), p2 = toScreen(x2, y2);
    element('line', { x1: ax, y1: ay, x2: p1[0], y2: p1[1], stroke: '#b3b3b3' }, svg);
    element('line', { x1: bx, y1: by, x2: p2[0], y2: p2[1], stroke: '#b3b3b3' }, svg);
    [p1, p2].forEach((p, index) => {
      const handle = element('circle', { cx: p[0], cy: p[1], r: 8, fill: '#fff', stroke: colors[0], 'stroke-width': 2, class: 'handle', 'data-handle': index }, svg);
      handle.addEventListener('pointerdown', (event) => drag(event, index));
    });
    $('curve-points').textContent = lab.curve.map((v) => Math.round(v * 1000) / 1000).join(', ');
    $('curve-code').textContent = result.code.map((c) => `// ${c.platform}\n${c.code}`).join('\n\n');
  }

  function drag(event, index) {
    event.preventDefault();
    const svg = $('curve-plot');
    svg.setPointerCapture(event.pointerId);
    const move = (e) => {
      const rect = svg.getBoundingClientRect(), view = svg.viewBox.baseVal;
      const scale = view.width / rect.width;
      const [x, y] = fromScreen(view.x + (e.clientX - rect.left) * scale, view.y + (e.clientY - rect.top) * scale);
      lab.curve[index * 2] = Math.round(Math.min(1, Math.max(0, x)) * 1000) / 1000;
      lab.curve[index * 2 + 1] = Math.round(Math.min(3, Math.max(-2, y)) * 1000) / 1000;
      $('curve-preset').value = '';
      update();
    };
    const up = () => { for (const [type, f] of [['pointermove', move], ['pointerup', up], ['pointercancel', up]]) svg.removeEventListener(type, f); };
    svg.addEventListener('pointermove', move);
    svg.addEventListener('pointerup', up);
    svg.addEventListener('pointercancel', up);
  }

  const preset = $('curve-preset');
  for (const name of Object.keys(presets)) preset.appendChild(new Option(name, name));
  preset.value = 'easeInOut';
  preset.addEventListener('change', () => { if (presets[preset.value]) { lab.curve = presets[preset.value].slice(); update(); } });
  $('curve-duration').addEventListener('input', () => { lab.curveDuration = Number($('curve-duration').value); update(); });
  return { update };
}
