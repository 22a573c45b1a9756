// The motion lab: edit a spring in any of its parameterisations and see the others,
// its curve, its settling points and each platform's code; compare two springs;
// shape a cubic Bézier timing curve; apply a spring to the running interaction.
// Every number and every sample comes from the engine (in the page, or from the
// server's /api/spring and /api/curve in socket mode): nothing is re-derived here.
'use strict';

const SVG = 'http://www.w3.org/2000/svg';
const $ = (id) => document.getElementById(id);

/// The four ways to write a spring, as rows of editable fields.
const forms = [
  { id: 'response', label: 'SwiftUI .spring', fields: [['response', 'response (s)', 0.01], ['dampingRatio', 'dampingFraction', 0.05]] },
  { id: 'duration', label: 'SwiftUI Spring', fields: [['duration', 'duration (s)', 0.01], ['bounce', 'bounce', 0.05]] },
  { id: 'physical', label: 'Physical', fields: [['mass', 'mass', 0.1], ['stiffness', 'stiffness', 1], ['damping', 'damping', 0.5]] },
  { id: 'uikit', label: 'UIKit animator', fields: [['uikitDuration', 'duration (s)', 0.01], ['dampingRatio', 'dampingRatio', 0.05]] },
];

const presets = {
  linear: [0, 0, 1, 1], easeIn: [0.42, 0, 1, 1], easeOut: [0, 0, 0.58, 1], easeInOut: [0.42, 0, 0.58, 1], 'CA default': [0.25, 0.1, 0.25, 1],
};

const colors = ['#1db954', '#f59b23'];

/// How each interaction takes a spring: the option names and how to fill them.
const appliers = {
  'player-transition': {
    options: ['duration', 'dampingRatio'],
    // UIKit's duration spring, from rest: the duration UIKit needs for this spring.
    values: (spring, atRest) => atRest.uikitDuration === null
      ? { error: 'player-transition uses UIKit’s duration spring, which cannot be over-damped (damping ratio above 1)' }
      : { duration: atRest.uikitDuration, dampingRatio: spring.dampingRatio },
  },
  'lyrics-cards': {
    options: ['springResponse', 'springDampingRatio'],
    values: (spring) => ({ springResponse: spring.response, springDampingRatio: spring.dampingRatio }),
  },
};

export function installLab(studio, hooks) {
  const lab = {
    springs: [{ fields: { response: 0.5, dampingRatio: 0.825 }, initialVelocity: 0, result: null },
      { fields: { response: 0.4, dampingRatio: 0.5 }, initialVelocity: 0, result: null }],
    curve: presets.easeInOut.slice(), curveDuration: 0.3, curveResult: null, compare: false,
  };
  studio.lab = lab;

  // ---- The engine: in the page, or the server -----------------------------------
  async function computeSpring(fields, initialVelocity) {
    const all = Object.assign({}, fields, { initialVelocity });
    if (studio.mode === 'wasm' && studio.wasm) return studio.wasm.spring(all, 300);
    const query = new URLSearchParams(Object.entries(all).map(([k, v]) => [k, String(v)]));
    query.set('samples', '300');
    return (await fetch('/api/spring?' + query)).json();
  }
  async function computeCurve(points, duration) {
    if (studio.mode === 'wasm' && studio.wasm) return studio.wasm.curve(points, duration, 101);
    const [x1, y1, x2, y2] = points;
    return (await fetch(`/api/curve?x1=${x1}&y1=${y1}&x2=${x2}&y2=${y2}&duration=${duration}&samples=101`)).json();
  }

  // ---- Spring editors -----------------------------------------------------------
  function buildEditor(index) {
    const box = $(index === 0 ? 'spring-a' : 'spring-b');
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
        const wrap = document.createElement('label');
        wrap.textContent = label;
        const input = document.createElement('input');
        input.type = 'number';
        input.step = String(step);
        input.dataset.form = form.id;
        input.dataset.field = field;
        input.addEventListener('input', () => edit(index, form));
        wrap.appendChild(input);
        row.appendChild(wrap);
      }
      table.appendChild(row);
    }
    // A labelled input under the table: { class, label, attributes, onInput(input) }.
    const extra = (className, text, attributes, onInput) => {
      const wrap = document.createElement('label');
      wrap.className = className;
      wrap.textContent = text;
      const input = document.createElement('input');
      for (const [key, value] of Object.entries(attributes)) input.setAttribute(key, value);
      input.addEventListener('input', () => onInput(input));
      wrap.appendChild(input);
      table.appendChild(wrap);
    };
    extra('velocity', 'initial velocity (distance/s)', { type: 'number', step: '0.5', value: '0', 'data-field': 'initialVelocity' }, (input) => {
      lab.springs[index].initialVelocity = Number(input.value);
      update(index, null);
    });
    extra('slider', 'damping ratio', { type: 'range', min: '0.05', max: '2', step: '0.01', 'data-role': 'damping-slider' }, (input) => {
      const spring = lab.springs[index].result;
      lab.springs[index].fields = { response: spring && !spring.error ? spring.response : 0.5, dampingRatio: Number(input.value) };
      update(index, null);
    });
    const error = document.createElement('p');
    error.className = 'lab-error';
    error.setAttribute('aria-live', 'polite');
    box.appendChild(table);
    box.appendChild(error);
  }

  function edit(index, form) {
    const box = $(index === 0 ? 'spring-a' : 'spring-b');
    const fields = {};
    for (const [field] of form.fields) {
      const input = box.querySelector(`input[data-form="${form.id}"][data-field="${field}"]`);
      fields[field] = input.value === '' ? NaN : Number(input.value);
    }
    lab.springs[index].fields = fields;
    update(index, form.id);
  }

  /// Recomputes spring `index` and redraws; the row being edited keeps its text.
  async function update(index, editingForm) {
    const spring = lab.springs[index];
    const ticket = spring.ticket = (spring.ticket || 0) + 1;
    let result;
    try {
      result = await computeSpring(spring.fields, spring.initialVelocity);
    } catch (error) {
      result = { error: `the engine did not answer: ${error.message}` };
    }
    if (ticket !== spring.ticket) return;  // a later edit supersedes this answer
    const box = $(index === 0 ? 'spring-a' : 'spring-b');
    box.querySelector('.lab-error').textContent = result.error || '';
    if (result.error) { box.dataset.valid = 'false'; return; }
    box.dataset.valid = 'true';
    spring.result = result;
    const round = (v) => (v === null || v === undefined ? '' : String(Math.round(v * 1e4) / 1e4));
    for (const input of box.querySelectorAll('input[data-form]')) {
      if (input.dataset.form === editingForm) continue;
      const field = input.dataset.field;
      input.value = round(result[field]);
      input.disabled = false;
      if (input.dataset.form === 'uikit' && result.uikitDuration === null) {
        input.value = '';
        input.title = 'UIKit’s duration form cannot express an over-damped spring (damping ratio above 1)';
      }
    }
    box.querySelector('[data-role="damping-slider"]').value = String(result.dampingRatio);
    draw();
  }

  // ---- Drawing ------------------------------------------------------------------
  function element(name, attributes, parent) {
    const node = document.createElementNS(SVG, name);
    for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
    if (parent) parent.appendChild(node);
    return node;
  }

  function draw() {
    const shown = lab.springs.slice(0, lab.compare ? 2 : 1).map((s) => s.result).filter((r) => r && !r.error);
    const svg = $('lab-plot');
    svg.replaceChildren();
    if (!shown.length) return;
    const width = 560, chart = 140, left = 44, gap = 34, top = 10, plotWidth = width - left - 10;
    const duration = Math.max(...shown.map((s) => s.plotDuration));
    const charts = [
      { name: 'value', y: top, pick: (p) => p[1], base: [0, 1] },
      { name: 'velocity', y: top + chart + gap, pick: (p) => p[2], base: [0] },
    ];
    for (const c of charts) {
      const all = shown.flatMap((s) => s.samples.map(c.pick)).concat(c.base);
      let low = Math.min(...all), high = Math.max(...all);
      const pad = Math.max(high - low, 1e-9) * 0.06; low -= pad; high += pad;
      const x = (t) => left + plotWidth * Math.min(t, duration) / duration;
      const y = (v) => c.y + chart - chart * (v - low) / (high - low);
      element('rect', { x: left, y: c.y, width: plotWidth, height: chart, fill: '#121212', stroke: '#3e3e3e' }, svg);
      for (const v of c.base) {
        element('line', { x1: left, x2: left + plotWidth, y1: y(v), y2: y(v), stroke: '#2a2a2a' }, svg);
        element('text', { x: left - 6, y: y(v) + 4, fill: '#b3b3b3', 'text-anchor': 'end', 'font-size': 11 }, svg).textContent = String(v);
      }
      element('text', { x: left + 6, y: c.y + 14, fill: '#b3b3b3', 'font-size': 11 }, svg).textContent = c.name === 'value' ? 'value' : 'velocity (distance/s)';
      shown.forEach((spring, index) => {
        // Each spring's samples span its own plot time; past it the spring is at rest (within 0.001).
        let d = spring.samples.map((p, n) => `${n ? 'L' : 'M'}${x(p[0]).toFixed(2)} ${y(c.pick(p)).toFixed(2)}`).join('');
        if (spring.plotDuration < duration) d += `L${x(duration).toFixed(2)} ${y(c.name === 'value' ? 1 : 0).toFixed(2)}`;
        element('path', { d, fill: 'none', stroke: colors[index], 'stroke-width': 2, class: `curve ${c.name} spring-${index}` }, svg);
      });
    }
    for (let i = 0; i <= 4; i++) {
      const t = duration * i / 4;
      element('text', { x: left + plotWidth * i / 4, y: top + 2 * chart + gap + 16, fill: '#b3b3b3', 'text-anchor': 'middle', 'font-size': 11 }, svg).textContent = `${t.toFixed(3)} s`;
    }
    const settle = $('lab-settle');
    settle.replaceChildren();
    shown.forEach((spring, index) => {
      const marks = [['SwiftUI settlingDuration', spring.swiftUISettlingDuration, '4 3'], ['Core Animation settlingDuration', spring.coreAnimationSettlingDuration, '1 3']];
      if (spring.uikitDuration !== null) marks.push(['UIKit duration', spring.uikitDuration, '8 2 1 2']);
      for (const [name, time, dash] of marks) {
        if (!(time <= duration)) continue;
        const x = left + plotWidth * time / duration;
        const line = element('line', { x1: x, x2: x, y1: top, y2: top + 2 * chart + gap, stroke: colors[index], 'stroke-dasharray': dash, class: `settle spring-${index}` }, svg);
        element('title', {}, line).textContent = `${name}: ${time.toFixed(4)} s`;
      }
      const line = document.createElement('div');
      line.className = `settle-line spring-${index}`;
      line.style.color = colors[index];
      line.textContent = `${index ? 'B' : 'A'}: settles — SwiftUI ${spring.swiftUISettlingDuration.toFixed(3)} s (dashed) · Core Animation ${spring.coreAnimationSettlingDuration.toFixed(3)} s (dotted)`
        + (spring.uikitDuration !== null ? ` · UIKit duration ${spring.uikitDuration.toFixed(3)} s (dash-dot)` : ' · no UIKit duration form');
      settle.appendChild(line);
    });
    const first = lab.springs[0].result;
    $('lab-code').textContent = first && !first.error ? first.code.map((c) => `// ${c.platform}\n${c.code}`).join('\n\n') : '';
    showApply();
  }

  // ---- Bézier curve -------------------------------------------------------------
  const box = { left: 20, top: 20, size: 200 };  // the unit square, y up
  const toScreen = (x, y) => [box.left + x * box.size, box.top + (1 - y) * box.size];
  const fromScreen = (sx, sy) => [(sx - box.left) / box.size, 1 - (sy - box.top) / box.size];

  async function updateCurve() {
    let result;
    try { result = await computeCurve(lab.curve, lab.curveDuration); } catch (error) { result = { error: error.message }; }
    $('curve-error').textContent = result.error || '';
    if (result.error) return;
    lab.curveResult = result;
    const svg = $('curve-plot');
    svg.replaceChildren();
    const [ax, ay] = toScreen(0, 0), [bx, by] = toScreen(1, 1);
    element('rect', { x: box.left, y: box.top, width: box.size, height: box.size, fill: '#121212', stroke: '#3e3e3e' }, svg);
    element('line', { x1: ax, y1: ay, x2: bx, y2: by, stroke: '#2a2a2a' }, svg);
    const d = result.samples.map((p, n) => { const [x, y] = toScreen(p[0], p[1]); return `${n ? 'L' : 'M'}${x.toFixed(2)} ${y.toFixed(2)}`; }).join('');
    element('path', { d, fill: 'none', stroke: colors[0], 'stroke-width': 2.5, class: 'curve timing' }, svg);
    const [x1, y1, x2, y2] = lab.curve;
    const p1 = toScreen(x1, y1), p2 = toScreen(x2, y2);
    element('line', { x1: ax, y1: ay, x2: p1[0], y2: p1[1], stroke: '#b3b3b3' }, svg);
    element('line', { x1: bx, y1: by, x2: p2[0], y2: p2[1], stroke: '#b3b3b3' }, svg);
    [p1, p2].forEach((p, index) => {
      const handle = element('circle', { cx: p[0], cy: p[1], r: 8, fill: '#fff', stroke: colors[0], 'stroke-width': 2, class: 'handle', 'data-handle': index }, svg);
      handle.addEventListener('pointerdown', (event) => startHandleDrag(event, index));
    });
    $('curve-points').textContent = lab.curve.map((v) => Math.round(v * 1000) / 1000).join(', ');
    $('curve-code').textContent = result.code.map((c) => `// ${c.platform}\n${c.code}`).join('\n\n');
  }

  function startHandleDrag(event, index) {
    event.preventDefault();
    const svg = $('curve-plot');
    svg.setPointerCapture(event.pointerId);
    const move = (e) => {
      const rect = svg.getBoundingClientRect();
      const scale = svg.viewBox.baseVal.width / rect.width;
      const sx = svg.viewBox.baseVal.x + (e.clientX - rect.left) * scale, sy = svg.viewBox.baseVal.y + (e.clientY - rect.top) * scale;
      const [x, y] = fromScreen(sx, sy);
      lab.curve[index * 2] = Math.round(Math.min(1, Math.max(0, x)) * 1000) / 1000;
      lab.curve[index * 2 + 1] = Math.round(Math.min(3, Math.max(-2, y)) * 1000) / 1000;
      $('curve-preset').value = '';
      updateCurve();
    };
    const up = () => { svg.removeEventListener('pointermove', move); svg.removeEventListener('pointerup', up); svg.removeEventListener('pointercancel', up); };
    svg.addEventListener('pointermove', move);
    svg.addEventListener('pointerup', up);
    svg.addEventListener('pointercancel', up);
  }

  // ---- Apply and copy -------------------------------------------------------------
  function showApply() {
    const descriptor = hooks.currentDescriptor();
    const button = $('lab-apply'), note = $('lab-apply-note');
    const applier = descriptor && appliers[descriptor.id];
    const spring = lab.springs[0].result;
    button.textContent = `Apply spring A to ${descriptor ? descriptor.id : 'the interaction'}`;
    if (!applier) { button.disabled = true; note.textContent = `${descriptor ? descriptor.id : 'This interaction'} has no spring option to tune.`; return; }
    button.disabled = !spring || !!spring.error;
    const tuned = Object.entries(studio.tuned[descriptor.id] || {}).filter(([k]) => applier.options.includes(k));
    note.textContent = tuned.length
      ? `Running with ${tuned.map(([k, v]) => `${k} ${Math.round(v * 1e4) / 1e4}`).join(', ')}. `
      : `Sets ${applier.options.join(' and ')} and restarts the session.`;
  }

  async function apply() {
    const descriptor = hooks.currentDescriptor();
    const applier = descriptor && appliers[descriptor.id];
    const spring = lab.springs[0].result;
    if (!applier || !spring || spring.error) return;
    // The interaction's spring starts from rest: UIKit's duration for it at rest.
    const atRest = await computeSpring({ response: spring.response, dampingRatio: spring.dampingRatio }, 0);
    const values = applier.values(spring, atRest);
    const note = $('lab-apply-note');
    if (values.error) { note.textContent = values.error; return; }
    for (const [name, value] of Object.entries(values)) {
      const spec = descriptor.options.find((o) => o.name === name);
      const kind = spec && spec.kind;
      if (kind && kind.type === 'number' && !(value >= kind.min && value <= kind.max)) {
        note.textContent = `${descriptor.id} takes ${name} from ${kind.min} to ${kind.max}; this spring needs ${Math.round(value * 1e4) / 1e4}.`;
        return;
      }
    }
    studio.tuned[descriptor.id] = Object.assign(studio.tuned[descriptor.id] || {}, values);
    hooks.restart();
    showApply();
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

  // ---- Start ------------------------------------------------------------------------
  buildEditor(0);
  buildEditor(1);
  $('lab-compare').addEventListener('change', () => {
    lab.compare = $('lab-compare').checked;
    $('spring-b').hidden = !lab.compare;
    draw();
  });
  const preset = $('curve-preset');
  for (const name of Object.keys(presets)) {
    const option = document.createElement('option');
    option.value = name; option.textContent = name;
    preset.appendChild(option);
  }
  preset.value = 'easeInOut';
  preset.addEventListener('change', () => { if (presets[preset.value]) { lab.curve = presets[preset.value].slice(); updateCurve(); } });
  $('curve-duration').addEventListener('input', () => { lab.curveDuration = Number($('curve-duration').value); updateCurve(); });
  $('lab-apply').addEventListener('click', apply);
  $('lab-copy').addEventListener('click', copy);
  $('lab-reset').addEventListener('click', () => {
    const descriptor = hooks.currentDescriptor();
    // Forgets the spring it applied; options set in the panel stay.
    const tuned = descriptor && studio.tuned[descriptor.id];
    if (tuned) for (const name of appliers[descriptor.id]?.options || []) delete tuned[name];
    if (tuned && Object.keys(tuned).length === 0) delete studio.tuned[descriptor.id];
    hooks.restart();
    showApply();
  });
  return {
    /// Called when the engine is ready (or changes mode) and when the interaction changes.
    refresh() {
      update(0, null);
      update(1, null);
      updateCurve();
    },
    showApply,
  };
}
