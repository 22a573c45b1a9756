// Crossfade Studio: draws the engine's layers and feeds it pointer events, actions
// and one frame tick per animation frame (shared/DESIGN.md, "The Studio").
//
// Two modes, one page: by default the engine runs in the page as WebAssembly
// (engine.js), with no network in the frame loop; where that engine is not
// available (or with ?mode=socket) the server drives it over a WebSocket and
// sends a diff per frame. Drawing, input, recording and the readout are shared.
import { WasmEngine } from './engine.js';
import { installLab } from './lab.js';

const studio = {
  mode: 'starting', modeReason: '', interactions: [], elements: new Map(), layers: new Map(),
  viewport: { width: 390, height: 844 }, timeScale: 1, chosenScale: 1, keysToPhone: true, clock: { pageBase: 0, simBase: 0 },
  down: new Map(), state: null, lastTrace: null, lastTraceState: null, recording: false, errors: [],
  frameSent: [], rtts: [], serverMicros: [], engineMicros: [], longFrames: 0, frames: 0,
  wasm: null, ws: null, connected: false,
  // Options the motion lab applied, per interaction (they go into recorded traces).
  tuned: {},
};
window.crossfade = studio;

const $ = (id) => document.getElementById(id);

// ---- Time: the page's clock, scaled for slow motion, continuous across changes.
function simTime(pageSeconds) {
  return studio.clock.simBase + (pageSeconds - studio.clock.pageBase) * studio.timeScale;
}
// Input and animation-frame timestamps come from the same clock but may arrive a
// fraction of a millisecond out of order: what the engine gets never goes back.
function sendTime(pageSeconds) {
  studio.lastSent = Math.max(studio.lastSent ?? -Infinity, simTime(pageSeconds));
  return studio.lastSent;
}
// Slow motion slows the animations, never the finger: while a pointer is down the
// clock runs at ×1 (so a gesture's speeds, and what it decides, are the same at
// every speed), and the chosen speed resumes when the last finger lifts. The
// engine and a recorded trace only ever see this one continuous clock, so a trace
// recorded in slow motion replays to the same scene (DESIGN.md, trace section).
function rebaseClock(scale, pageSeconds) {
  studio.clock.simBase = simTime(pageSeconds);
  studio.clock.pageBase = pageSeconds;
  studio.timeScale = scale;
}
function setTimeScale(scale) {
  studio.chosenScale = scale;
  if (studio.down.size === 0) rebaseClock(scale, performance.now() / 1000);
}

// ---- The engine in the page --------------------------------------------------
// The host core in the engine does what the server's session does: touches go
// through its normaliser on the page's own clock (measured from the session's
// first input), and it records every accepted input into a trace that
// `crossfade replay` replays to the same scene.
const local = {
  hello(interaction, options, viewport) {
    const error = studio.wasm.create(interaction, options, viewport);
    if (error) { log('hello: ' + error); return; }
    clearStage();
    applyChanges(studio.wasm.scene());
    showState(studio.wasm.state(), 0);
  },
  pointer(kind, id, x, y, pageSeconds) {
    const error = studio.wasm.touch(kind, id, x, y, pageSeconds);
    if (error) log(error);
  },
  frame(pageSeconds) {
    const started = performance.now();
    const error = studio.wasm.frame(pageSeconds);
    const changes = studio.wasm.changes();
    const state = studio.wasm.state();
    const engineMilliseconds = performance.now() - started;
    if (error) log(error);
    const t = studio.wasm.time();
    applyChanges(changes);
    showState(state, t);
    const total = performance.now() - started;
    pushSample(studio.engineMicros, engineMilliseconds * 1000);
    studio.frames += 1;
    if (total > 1000 / 60) studio.longFrames += 1;
  },
  action(name, fields) {
    const error = studio.wasm.perform(name, fields);
    if (error) log('action: ' + error);
  },
  // The host core's recording ends where recording stopped (the session time of
  // the scene on screen), so a replay stops there too instead of running on to rest.
  requestTrace() {
    const text = studio.wasm.recording();
    studio.lastTrace = text ? JSON.parse(text) : null;
    studio.lastTraceState = studio.state;
    if (studio.lastTrace) download(studio.lastTrace);
  },
};

// ---- The engine on the server ---------------------------------------------
const remote = {
  send(message) {
    if (studio.ws && studio.ws.readyState === WebSocket.OPEN) studio.ws.send(JSON.stringify(message));
  },
  connect() {
    const ws = new WebSocket(`ws://${location.host}/session`);
    studio.ws = ws;
    ws.onopen = () => { studio.connected = true; $('connection').textContent = ''; hello(); };
    ws.onmessage = (event) => remote.receive(JSON.parse(event.data));
    ws.onclose = (event) => {
      studio.connected = false;
      if (studio.mode !== 'socket') return;
      $('connection').textContent = `disconnected (${event.code}${event.reason ? ': ' + event.reason : ''}) — reconnecting`;
      setTimeout(() => remote.connect(), 1000);
    };
  },
  hello(interaction, options, viewport) {
    studio.frameSent = [];
    this.send({ type: 'hello', interaction, options, viewport });
  },
  pointer(kind, id, x, y, pageSeconds) { this.send({ type: 'pointer', kind, pointer: id, x, y, t: pageSeconds }); },
  frame(pageSeconds) {
    if (!studio.connected || studio.frameSent.length >= 8) return;
    studio.frameSent.push(performance.now());
    this.send({ type: 'frame', t: pageSeconds });
  },
  action(name, fields) { this.send(Object.assign({ type: 'action', name }, fields)); },
  requestTrace() { this.send({ type: 'trace' }); },
  receive(message) {
    switch (message.type) {
      case 'scene':
        clearStage();
        applyChanges({ changed: message.layers, removed: [] });
        showState(message.state, message.t);
        break;
      case 'diff': {
        const sent = studio.frameSent.shift();
        if (sent !== undefined) pushSample(studio.rtts, performance.now() - sent);
        if (message.serverMicros !== undefined) pushSample(studio.serverMicros, message.serverMicros);
        applyChanges(message);
        showState(message.state, message.t);
        break;
      }
      case 'trace':
        studio.lastTrace = message.trace;
        studio.lastTraceState = studio.state;
        if (message.trace) download(message.trace);
        break;
      case 'error':
        log(message.message);
        break;
    }
  },
};

const engine = () => (studio.mode === 'wasm' ? local : remote);

// ---- Devices: real points, safe areas and screen corners -----------------------
// (Apple's published sizes; the safe areas are what UIKit reports in portrait.)
const devices = [
  { id: 'se', name: 'iPhone SE (3rd gen.)', width: 375, height: 667, top: 20, bottom: 0, radius: 0, cutout: 'none' },
  { id: '13mini', name: 'iPhone 13 mini', width: 375, height: 812, top: 50, bottom: 34, radius: 44, cutout: 'notch' },
  { id: '14', name: 'iPhone 14', width: 390, height: 844, top: 47, bottom: 34, radius: 47, cutout: 'notch' },
  { id: '15', name: 'iPhone 15', width: 393, height: 852, top: 59, bottom: 34, radius: 55, cutout: 'island' },
  { id: '15promax', name: 'iPhone 15 Pro Max', width: 430, height: 932, top: 59, bottom: 34, radius: 55, cutout: 'island' },
];
studio.devices = devices;
const currentDevice = () => devices.find((d) => d.id === $('device').value) || devices[2];

// ---- Sessions ----------------------------------------------------------------
function currentDescriptor() {
  return studio.interactions.find((d) => d.id === $('interaction').value);
}

// The session's options: the two toggles, the device's safe areas, then whatever
// the options panel or the motion lab set (those win).
function sessionOptions(descriptor) {
  const options = {};
  const has = (name) => descriptor.options.some((o) => o.name === name);
  const device = currentDevice();
  if (has('reduceMotion')) options.reduceMotion = $('reduceMotion').checked;
  if (has('rtl')) options.rtl = $('rtl').checked;
  if (has('topSafeArea')) options.topSafeArea = device.top;
  if (has('bottomSafeArea')) options.bottomSafeArea = device.bottom;
  return Object.assign(options, studio.tuned[descriptor.id] || {});
}

function explainToggle(id, descriptor) {
  const has = descriptor.options.some((o) => o.name === id);
  $(id).disabled = !has;
  const why = $(`${id}-why`);
  why.textContent = has ? '' : `${descriptor.id} has no ${id === 'rtl' ? 'right-to-left layout' : 'Reduce Motion variant'} yet`;
  $(id).closest('label').title = why.textContent;
}

function hello() {
  const descriptor = currentDescriptor();
  if (!descriptor) return;
  const options = sessionOptions(descriptor);
  explainToggle('reduceMotion', descriptor);
  explainToggle('rtl', descriptor);
  const device = currentDevice();
  studio.viewport = { width: device.width, height: device.height };
  studio.sessionOptions = options;
  layoutPhone();
  clearStage();
  studio.lastSent = -Infinity;
  engine().hello(descriptor.id, options, studio.viewport);
  renderActions(descriptor);
  renderOptions(descriptor, options);
  studio.labView?.showApply();
}

// ---- Options: generated from the interaction's option specs ----------------------
function renderOptions(descriptor, options) {
  const box = $('options');
  box.querySelectorAll(':scope > :not(legend)').forEach((n) => n.remove());
  for (const spec of descriptor.options) {
    if (spec.name === 'reduceMotion' || spec.name === 'rtl') continue;  // the toggles above
    const row = document.createElement('label');
    row.className = 'option';
    row.title = spec.summary;
    row.dataset.option = spec.name;
    const name = document.createElement('span');
    name.textContent = spec.name;
    row.appendChild(name);
    const value = options[spec.name] ?? spec.default;
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
    row.append(input, error);
    input.addEventListener('change', () => setOption(descriptor, spec, input, error));
    box.appendChild(row);
  }
  const reset = document.createElement('button');
  reset.type = 'button';
  reset.textContent = 'Defaults';
  reset.title = 'forget the options set here and in the motion lab';
  reset.addEventListener('click', () => { delete studio.tuned[descriptor.id]; hello(); });
  box.appendChild(reset);
}

// Checks a value against its spec (a clear message, nothing restarts), then
// restarts the session with it; it goes into recorded traces with the others.
// Why `text` is not a number from `min` to `max` (whole when `integer`), or ''.
function numberProblem(text, min, max, integer) {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) return 'must be a number';
  if (integer && !Number.isInteger(value)) return 'must be a whole number';
  return value < min || value > max ? `must be between ${min} and ${max}` : '';
}

function setOption(descriptor, spec, input, error) {
  const kind = spec.kind;
  let value;
  if (kind.type === 'bool') value = input.checked;
  else if (kind.type === 'choice' || kind.type === 'string') value = input.value;
  else {
    value = Number(input.value);
    const problem = numberProblem(input.value, kind.min, kind.max, kind.type === 'integer');
    if (problem) { error.textContent = `${spec.name} ${problem}`; input.setAttribute('aria-invalid', 'true'); return; }
  }
  error.textContent = '';
  input.removeAttribute('aria-invalid');
  (studio.tuned[descriptor.id] ??= {})[spec.name] = value;
  hello();
}

// ---- Drawing -------------------------------------------------------------------
// Every device at one scale (points → pixels the same for all): "fit" makes the
// largest phone fit the window; the zoom control picks a fixed one.
function layoutPhone() {
  const { width, height } = studio.viewport;
  const zoom = $('zoom').value;
  let scale = Number(zoom);
  if (zoom === 'fit') {
    const frame = $('device-frame').getBoundingClientRect();
    const narrow = window.innerWidth < 900;
    const availableHeight = window.innerHeight - Math.max(0, frame.top + window.scrollY) - 28;
    const availableWidth = narrow ? window.innerWidth - 40 : 470;
    const largest = devices.reduce((a, d) => ({ width: Math.max(a.width, d.width), height: Math.max(a.height, d.height) }), { width: 0, height: 0 });
    scale = Math.max(0.3, Math.min(1, availableHeight / largest.height, availableWidth / largest.width));
  }
  studio.scale = scale;
  const device = currentDevice();
  const phone = $('phone');
  phone.style.width = `${width * scale}px`;
  phone.style.height = `${height * scale}px`;
  phone.style.borderRadius = `${device.radius * scale}px`;
  phone.dataset.device = device.id;
  for (const id of ['stage', 'touches-layer', 'chrome']) {
    const el = $(id);
    el.style.width = `${width}px`;
    el.style.height = `${height}px`;
    el.style.transform = `scale(${scale})`;
    el.style.transformOrigin = '0 0';
  }
  drawChrome(device);
}

// The device's own parts over the screen: status bar (time, signal, battery), the
// notch or Dynamic Island, the home indicator. Not hit-testable.
function drawChrome(device) {
  const chrome = $('chrome');
  const ns = 'http://www.w3.org/2000/svg';
  const w = device.width, top = device.top;
  const y = device.cutout === 'none' ? top / 2 : Math.min(top - 16, 32);
  let parts = '';
  if (device.cutout === 'island') parts += `<rect class="cutout" x="${(w - 126) / 2}" y="11" width="126" height="37" rx="18.5"/>`;
  if (device.cutout === 'notch') parts += `<path class="cutout" d="M${(w - 162) / 2 - 6} 0 h${162 + 12} a6 6 0 0 0 -6 6 v6 a18 18 0 0 1 -18 18 h-${162 - 36} a18 18 0 0 1 -18 -18 v-6 a6 6 0 0 0 -6 -6 z"/>`;
  const edge = device.cutout === 'none' ? 12 : 30;
  parts += `<text class="sb time" x="${edge + 18}" y="${y}" text-anchor="middle" dominant-baseline="central">9:41</text>`;
  const bx = w - edge - 27;
  parts += `<g class="sb icons" transform="translate(${bx - 44} ${y - 6})">`
    + [0, 1, 2, 3].map((i) => `<rect x="${i * 5}" y="${9 - i * 3}" width="3" height="${3 + i * 3}" rx="1"/>`).join('')
    + `</g><g class="sb icons" transform="translate(${bx} ${y - 6})"><rect class="battery" x="0" y="0" width="24" height="12" rx="3.5" fill="none" stroke-width="1"/>`
    + `<rect x="2" y="2" width="20" height="8" rx="2"/><rect x="25" y="4" width="1.5" height="4" rx="0.75"/></g>`;
  if (device.bottom > 0) parts += `<rect class="home" x="${(w - 134) / 2}" y="${device.height - 8 - 5}" width="134" height="5" rx="2.5"/>`;
  chrome.innerHTML = `<svg xmlns="${ns}" width="${w}" height="${device.height}" viewBox="0 0 ${w} ${device.height}">${parts}</svg>`;
  updateChromeStyle();
}

// The status bar's style follows the interaction's `statusBar` state where it has one
// (and its own clock layer replaces ours); light content otherwise.
function updateChromeStyle() {
  const style = studio.state?.statusBar === 'dark' ? 'dark' : 'light';
  const chrome = $('chrome');
  if (chrome.dataset.style !== style) chrome.dataset.style = style;
  const ownClock = studio.elements.has('statusBar.time');
  if (chrome.dataset.ownClock !== String(ownClock)) chrome.dataset.ownClock = String(ownClock);
}

function clearStage() {
  $('stage').replaceChildren();
  studio.elements.clear();
  studio.layers.clear();
}

function applyChanges({ changed, removed }) {
  removed.forEach(removeLayer);
  changed.forEach(applyLayer);
}

function removeLayer(id) {
  const el = studio.elements.get(id);
  if (el) el.remove();
  studio.elements.delete(id);
  studio.layers.delete(id);
}

function applyLayer(patch) {
  let el = studio.elements.get(patch.id);
  const layer = Object.assign(studio.layers.get(patch.id) || {}, patch);
  studio.layers.set(patch.id, layer);
  if (!el) {
    el = document.createElement('div');
    el.className = 'layer';
    el.dataset.id = patch.id;
    studio.elements.set(patch.id, el);
  }
  if ('parent' in patch || !el.parentNode) {
    const parent = layer.parent ? studio.elements.get(layer.parent) : $('stage');
    (parent || $('stage')).appendChild(el);
  }
  const s = el.style;
  if (patch.frame) {
    const [x, y, w, h] = patch.frame;
    s.left = `${x}px`; s.top = `${y}px`; s.width = `${w}px`; s.height = `${h}px`;
  }
  if (patch.transform) s.transform = `matrix(${patch.transform.join(',')})`;
  if ('opacity' in patch) s.opacity = patch.opacity;
  if ('order' in patch) s.zIndex = patch.order;
  if ('cornerRadius' in patch || 'corners' in patch) {
    const r = layer.cornerRadius || 0, m = layer.corners || 0;
    const c = (bit) => (m & bit ? r : 0) + 'px';
    s.borderRadius = `${c(1)} ${c(2)} ${c(8)} ${c(4)}`;
  }
  if ('fill' in patch && layer.content?.type !== 'artwork') s.background = layer.fill || 'transparent';
  if ('clip' in patch) s.overflow = layer.clip ? 'hidden' : 'visible';
  if ('content' in patch) drawContent(el, layer);
  else if (patch.frame && layer.content?.fit) fitText(el.querySelector(':scope > .text'), layer.frame[2], layer.content);
}

function drawContent(el, layer) {
  el.querySelectorAll(':scope > .text, :scope > svg').forEach((n) => n.remove());
  const content = layer.content;
  if (!content) return;
  if (content.type === 'text') {
    const text = document.createElement('div');
    text.className = 'text';
    text.textContent = content.text;
    text.style.fontSize = `${content.size}px`;
    text.style.fontWeight = content.weight;
    text.style.color = content.color;
    text.style.justifyContent = { left: 'flex-start', center: 'center', right: 'flex-end' }[content.align];
    text.style.textAlign = content.align;
    // Lines the engine broke (measured widths) are drawn as given: no wrapping of our own.
    if (content.text.includes('\n')) text.style.whiteSpace = 'pre';
    el.prepend(text);
    if (content.fit) fitText(text, layer.frame[2], content);
  } else if (content.type === 'artwork') {
    el.style.background = `linear-gradient(135deg, ${content.colors.join(', ')})`;
  } else if (content.type === 'path') {
    const ns = 'http://www.w3.org/2000/svg';
    const svg = document.createElementNS(ns, 'svg');
    const path = document.createElementNS(ns, 'path');
    path.setAttribute('d', content.d);
    path.setAttribute('fill', content.fill || 'none');
    path.setAttribute('stroke', content.stroke || 'none');
    path.setAttribute('stroke-width', content.width);
    path.setAttribute('stroke-linecap', 'round');
    path.setAttribute('stroke-linejoin', 'round');
    svg.appendChild(path);
    el.prepend(svg);
  }
}

// Measured text (`fit`): the engine laid it out by its own advance widths, so it is
// drawn on one line exactly as wide as its frame, scaled horizontally from whatever
// width this browser's font gives it (a few per cent at most with Helvetica or Arial).
// The font's width is measured on a canvas (cached), not read back from the page:
// reading a fresh element's width forces a layout for every label a frame adds.
const textMeasure = { context: null, family: null, widths: new Map() };

function naturalWidth(text, content) {
  const key = `${content.weight} ${content.size} ${content.text}`;
  let width = textMeasure.widths.get(key);
  if (width === undefined) {
    if (!textMeasure.context) {
      textMeasure.context = document.createElement('canvas').getContext('2d');
      textMeasure.family = getComputedStyle(text).fontFamily;  // the .text rule's family, read once
    }
    const context = textMeasure.context;
    context.font = `${content.weight} ${content.size}px ${textMeasure.family}`;
    if ('fontKerning' in context) context.fontKerning = 'none';  // as the .fit rule draws it
    width = context.measureText(content.text).width;
    if (textMeasure.widths.size > 4000) textMeasure.widths.clear();
    textMeasure.widths.set(key, width);
  }
  return width;
}

function fitText(text, width, content) {
  const span = document.createElement('span');
  span.className = 'fit';
  span.textContent = content.text;
  text.replaceChildren(span);
  const natural = naturalWidth(text, content);
  const origin = { left: 'left', center: 'center', right: 'right' }[text.style.textAlign] || 'left';
  span.style.transformOrigin = `${origin} center`;
  if (natural > 0 && width > 0) span.style.transform = `scaleX(${width / natural})`;
}

// ---- Input -------------------------------------------------------------------
function stagePoint(event) {
  const rect = $('stage').getBoundingClientRect();
  return { x: (event.clientX - rect.left) / studio.scale, y: (event.clientY - rect.top) / studio.scale };
}

function sendPointer(kind, event) {
  const { x, y } = stagePoint(event);
  engine().pointer(kind, event.pointerId, x, y, sendTime(event.timeStamp / 1000));
  drawTouch(kind, event.pointerId, x, y);
}

function drawTouch(kind, id, x, y) {
  let dot = document.getElementById(`touch-${id}`);
  if (!$('touches').checked || kind === 'up' || kind === 'cancel') { if (dot) dot.remove(); return; }
  if (!dot) {
    dot = document.createElement('div');
    dot.id = `touch-${id}`;
    dot.className = 'touch';
    $('touches-layer').appendChild(dot);
  }
  dot.style.left = `${x}px`;
  dot.style.top = `${y}px`;
}

function installPointerHandlers() {
  const stage = $('stage');
  stage.addEventListener('pointerdown', (event) => {
    stage.setPointerCapture(event.pointerId);
    if (studio.down.size === 0 && studio.timeScale !== 1) rebaseClock(1, event.timeStamp / 1000);
    studio.down.set(event.pointerId, true);
    sendPointer('down', event);
    studio.keysToPhone = true;
    if (document.activeElement !== stage) stage.focus({ preventScroll: true });
    event.preventDefault();
  });
  stage.addEventListener('pointermove', (event) => {
    if (!studio.down.has(event.pointerId)) return;
    const events = event.getCoalescedEvents ? event.getCoalescedEvents() : [event];
    for (const e of (events.length ? events : [event])) sendPointer('move', e);
  });
  // A lost pointer capture is a cancel (the finger must never stay down), as is
  // the page being hidden with fingers down.
  for (const [type, kind] of [['pointerup', 'up'], ['pointercancel', 'cancel'], ['lostpointercapture', 'cancel']]) {
    stage.addEventListener(type, (event) => {
      if (!studio.down.has(event.pointerId)) return;
      studio.down.delete(event.pointerId);
      sendPointer(kind, event);
      if (studio.down.size === 0 && studio.chosenScale !== 1) rebaseClock(studio.chosenScale, event.timeStamp / 1000);
    });
  }
}

document.addEventListener('visibilitychange', () => {
  if (document.visibilityState !== 'hidden') return;
  for (const id of [...studio.down.keys()]) {
    studio.down.delete(id);
    engine().pointer('cancel', id, 0, 0, sendTime(performance.now() / 1000));
    drawTouch('cancel', id, 0, 0);
  }
});

// ---- Actions and keys ----------------------------------------------------------
const keyForAction = {
  next: 'ArrowRight', previous: 'ArrowLeft', toggle: ' ', open: 'ArrowUp', close: 'ArrowDown',
  // The showcase: the same keys for its player and its playback.
  'player.open': 'ArrowUp', 'player.close': 'ArrowDown', 'carousel.togglePlay': ' ', 'carousel.next': 'ArrowRight', 'carousel.previous': 'ArrowLeft',
};

// An action's fields come from the inputs beside its button (one per field of its
// spec); a value outside the field's range is refused here with the reason.
function performAction(name) {
  const fields = {};
  for (const input of $('actions').querySelectorAll(`input[data-action="${name}"]`)) {
    const problem = numberProblem(input.value, Number(input.min), Number(input.max), input.step === '1');
    if (problem) { log(`${name}: ${input.dataset.field} ${problem}`); return; }
    fields[input.dataset.field] = Number(input.value);
  }
  engine().action(name, fields);
}

function renderActions(descriptor) {
  const box = $('actions');
  box.querySelectorAll('button, input, span').forEach((n) => n.remove());
  descriptor.actions.forEach((action, index) => {
    const name = action.name;
    const button = document.createElement('button');
    button.type = 'button';
    const key = keyForAction[name] === ' ' ? 'Space' : (keyForAction[name] || '').replace('Arrow', '') || String(index + 1);
    button.textContent = `${name} (${key})`;
    button.title = action.summary;
    button.addEventListener('click', () => { performAction(name); $('stage').focus({ preventScroll: true }); });
    box.appendChild(button);
    for (const field of action.fields || []) {
      const input = document.createElement('input');
      input.type = 'number';
      input.dataset.action = name;
      input.dataset.field = field.name;
      input.title = `${name}: ${field.name}, ${field.summary}`;
      input.setAttribute('aria-label', input.title);
      const kind = field.kind || {};
      input.min = Math.max(kind.min ?? 0, name.endsWith('seek') ? 0 : -Infinity);
      input.max = kind.max ?? 1e9;
      input.step = kind.type === 'integer' ? '1' : 'any';
      input.value = field.name === 'time' ? '12' : field.name === 'index' ? '1' : String(Math.max(0, kind.min ?? 0));
      box.appendChild(input);
    }
  });
}

// Shortcuts act on the phone whenever the pointer last interacted with it or
// used a control (a select or checkbox changed with the pointer hands the keys
// back to the phone); a control keeps its own keys only while the user has moved
// to it with the keyboard to edit it, and text fields always keep theirs.
function isTextField(target) {
  return target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && !['checkbox', 'radio', 'button'].includes(target.type));
}

function keysBelongToControl(target) {
  if (isTextField(target)) return true;
  const control = target instanceof HTMLSelectElement || target instanceof HTMLInputElement || target instanceof HTMLButtonElement;
  return control && !studio.keysToPhone;
}

function installKeys() {
  let pointerUsed = false;
  document.addEventListener('pointerdown', (event) => {
    pointerUsed = true;
    if (!$('stage').contains(event.target)) studio.keysToPhone = !isTextField(event.target);
  }, true);
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Tab') { pointerUsed = false; studio.keysToPhone = false; }
  }, true);
  // A select or checkbox changed with the pointer gives the keys back to the phone.
  document.addEventListener('change', (event) => {
    const target = event.target;
    if (!pointerUsed || !(target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && target.type === 'checkbox'))) return;
    if ($('controls').contains(target) || $('lab').contains(target)) { studio.keysToPhone = true; $('stage').focus({ preventScroll: true }); }
  }, true);
  document.addEventListener('keydown', (event) => {
    if (keysBelongToControl(event.target)) return;
    const descriptor = currentDescriptor();
    if (!descriptor) return;
    const names = descriptor.actions.map((a) => a.name);
    let name = names.find((a) => keyForAction[a] === event.key);
    const digit = Number(event.key);
    if (!name && digit >= 1 && digit <= names.length) name = names[digit - 1];
    if (name) { performAction(name); event.preventDefault(); }
  });
}

// ---- Recording -------------------------------------------------------------------
function toggleRecording() {
  const button = $('record');
  if (!studio.recording) {
    studio.recording = true;
    button.textContent = '■ Stop & download';
    button.classList.add('recording');
    hello();
  } else {
    studio.recording = false;
    button.textContent = '● Record trace';
    button.classList.remove('recording');
    engine().requestTrace();
  }
}

function download(trace) {
  const blob = new Blob([JSON.stringify(trace, null, 1)], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = `crossfade-${trace.interaction}-trace.json`;
  document.body.appendChild(a);
  a.click();
  a.remove();
}

// ---- Readout ---------------------------------------------------------------------
function pushSample(list, value) {
  list.push(value);
  if (list.length > 2000) list.shift();
}

function percentile(list, p) {
  if (!list.length) return NaN;
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

function showState(state, t) {
  studio.state = state;
  $('state').textContent = JSON.stringify(state, null, 1);
  $('time').textContent = `${t.toFixed(3)} s`;
  // While it moves, say so with its progress: `state` alone names where it rests now.
  const moving = state && state.phase && state.phase !== 'idle';
  const progress = state && typeof state.progress === 'number' ? ` · progress ${state.progress.toFixed(2)}` : '';
  const heading = moving && typeof state.target === 'string' ? ` → ${state.target}` : '';
  $('summary').textContent = state ? `${state.phase ?? ''}${moving ? ' (moving)' : ''}${heading}${progress}` : '';
  updateChromeStyle();
}

function showMode() {
  const text = studio.mode === 'wasm'
    ? `in the page (WebAssembly, ${Math.round(studio.wasm.size / 1000)} KB, loaded in ${studio.wasm.loadMilliseconds.toFixed(0)} ms)`
    : `on the server (WebSocket)${studio.modeReason ? ' — ' + studio.modeReason : ''}`;
  $('mode').textContent = text;
  document.body.dataset.mode = studio.mode;
}

function updateReadout() {
  if (studio.mode === 'wasm') {
    if (studio.engineMicros.length) {
      $('work').textContent = `median ${percentile(studio.engineMicros, 0.5).toFixed(0)} µs · p99 ${percentile(studio.engineMicros, 0.99).toFixed(0)} µs`;
    }
    $('rtt').textContent = `none (no network) · ${studio.longFrames} of ${studio.frames} frames over 16.7 ms`;
  } else {
    if (studio.rtts.length) $('rtt').textContent = `median ${percentile(studio.rtts, 0.5).toFixed(1)} ms · p99 ${percentile(studio.rtts, 0.99).toFixed(1)} ms`;
    if (studio.serverMicros.length) $('work').textContent = `median ${percentile(studio.serverMicros, 0.5).toFixed(0)} µs · p99 ${percentile(studio.serverMicros, 0.99).toFixed(0)} µs (server)`;
  }
}

function log(text) {
  studio.errors.push(text);
  const el = $('log');
  el.textContent = (text + '\n' + el.textContent).slice(0, 4000);
}

// ---- Frames ------------------------------------------------------------------------
function tick(timestamp) {
  if (studio.mode === 'wasm' || studio.mode === 'socket') engine().frame(sendTime(timestamp / 1000));
  if (Math.floor(timestamp / 250) !== Math.floor((studio.lastReadout || 0) / 250)) updateReadout();
  studio.lastReadout = timestamp;
  requestAnimationFrame(tick);
}

// ---- Starting: in the page if the engine is there, else on the server -------------
async function chooseEngine() {
  const forced = new URLSearchParams(location.search).get('mode');
  if (forced === 'socket') return useSocket('the page asked for it (?mode=socket)');
  let status;
  try {
    status = await (await fetch('/api/engine', { cache: 'no-store' })).json();
  } catch (error) {
    return useSocket('the engine status is unreachable');
  }
  if (status.status === 'ready') {
    try {
      studio.wasm = await WasmEngine.load('/engine.wasm');
      studio.mode = 'wasm';
      studio.modeReason = '';
      showMode();
      hello();
      studio.labView.refresh();
      return;
    } catch (error) {
      return useSocket(`the WebAssembly engine did not load: ${error.message}`);
    }
  }
  if (status.status === 'building') {
    useSocket('the engine is still being built for the page; it switches over when ready');
    setTimeout(async () => {
      const next = await (await fetch('/api/engine', { cache: 'no-store' })).json().catch(() => ({}));
      if (next.status !== 'building' && studio.mode === 'socket' && !studio.recording) { studio.ws?.close(); studio.mode = 'starting'; chooseEngine(); }
      else if (next.status === 'building') chooseEngine();
    }, 2000);
    return;
  }
  useSocket(status.reason || 'the WebAssembly engine is unavailable');
}

function useSocket(reason) {
  if (studio.mode === 'socket' && studio.connected) { studio.modeReason = reason; showMode(); return; }
  studio.mode = 'socket';
  studio.modeReason = reason;
  showMode();
  remote.connect();
  studio.labView.refresh();
}

async function boot() {
  studio.interactions = await (await fetch('/api/interactions')).json();
  const picker = $('interaction');
  for (const descriptor of studio.interactions) {
    const option = document.createElement('option');
    option.value = descriptor.id;
    option.textContent = descriptor.id;
    option.title = descriptor.summary;
    picker.appendChild(option);
  }
  // The Studio opens on the showcase (all five in one player); ?interaction=ID opens another.
  const wanted = new URLSearchParams(location.search).get('interaction') || 'showcase';
  if (studio.interactions.some((d) => d.id === wanted)) picker.value = wanted;
  const deviceSelect = $('device');
  for (const device of devices) deviceSelect.appendChild(new Option(`${device.name} · ${device.width} × ${device.height}`, device.id, false, device.id === '14'));
  // A new device brings its own safe areas: forget ones typed into the options panel.
  deviceSelect.addEventListener('change', () => {
    for (const options of Object.values(studio.tuned)) { delete options.topSafeArea; delete options.bottomSafeArea; }
  });
  for (const id of ['interaction', 'device', 'reduceMotion', 'rtl']) $(id).addEventListener('change', hello);
  $('zoom').addEventListener('change', layoutPhone);
  $('speed').addEventListener('change', () => setTimeScale(Number($('speed').value)));
  $('drawer-toggle').addEventListener('click', () => document.body.classList.toggle('drawer-open'));
  $('record').addEventListener('click', toggleRecording);
  window.addEventListener('resize', layoutPhone);
  const now = performance.now() / 1000;
  studio.clock = { pageBase: now, simBase: now };
  installPointerHandlers();
  installKeys();
  studio.labView = installLab(studio, { currentDescriptor, restart: hello });
  await chooseEngine();
  requestAnimationFrame(tick);
}

boot();
