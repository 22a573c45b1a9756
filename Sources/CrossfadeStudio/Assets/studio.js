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
  viewport: { width: 390, height: 844 }, timeScale: 1, clock: { pageBase: 0, simBase: 0 },
  down: new Map(), state: null, lastTrace: null, recording: false, errors: [],
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
function setTimeScale(scale) {
  const now = performance.now() / 1000;
  studio.clock.simBase = simTime(now);
  studio.clock.pageBase = now;
  studio.timeScale = scale;
}

// ---- The engine in the page --------------------------------------------------
// Times are measured from the session's first timed input, as the server does,
// and every accepted input is recorded into a trace `crossfade replay` replays.
const local = {
  origin: null, now: 0, trace: null,
  sessionTime(pageSeconds) {
    if (this.origin === null) this.origin = pageSeconds;
    return pageSeconds - this.origin;
  },
  record(event) {
    if (!this.trace) return;
    if (this.trace.events.length >= 100000 || event.t > 3600) {
      if (!this.full) log('recording stopped: a trace holds at most 100000 events and 3600 s; the session goes on unrecorded');
      this.full = true;
      return;
    }
    this.trace.events.push(event);
  },
  hello(interaction, options, viewport) {
    const error = studio.wasm.create(interaction, options, viewport);
    if (error) { log('hello: ' + error); return; }
    this.origin = null; this.now = 0; this.full = false;
    this.trace = { interaction, viewport, options, events: [] };
    clearStage();
    applyChanges(studio.wasm.scene());
    showState(studio.wasm.state(), 0);
  },
  pointer(kind, id, x, y, pageSeconds) {
    const t = this.sessionTime(pageSeconds);
    const error = studio.wasm.pointer(kind, id, x, y, t);
    if (error) { log(error); return; }
    this.now = t;
    const event = { t, kind, x, y };
    if (id !== 1) event.pointer = id;
    this.record(event);
  },
  frame(pageSeconds) {
    const t = this.sessionTime(pageSeconds);
    const started = performance.now();
    const error = studio.wasm.advance(t);
    const changes = studio.wasm.changes();
    const state = studio.wasm.state();
    const engineMilliseconds = performance.now() - started;
    if (error) log(error);
    this.now = t;
    applyChanges(changes);
    showState(state, t);
    const total = performance.now() - started;
    pushSample(studio.engineMicros, engineMilliseconds * 1000);
    studio.frames += 1;
    if (total > 1000 / 60) studio.longFrames += 1;
  },
  action(name, fields) {
    const error = studio.wasm.action(name, fields, this.now);
    if (error) { log('action: ' + error); return; }
    this.record(Object.assign({ t: this.now, kind: 'action', name }, fields));
  },
  requestTrace() {
    studio.lastTrace = this.trace ? JSON.parse(JSON.stringify(this.trace)) : null;
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
    ws.onopen = () => { studio.connected = true; $('log').textContent = ''; hello(); };
    ws.onmessage = (event) => remote.receive(JSON.parse(event.data));
    ws.onclose = (event) => {
      studio.connected = false;
      if (studio.mode !== 'socket') return;
      log(`disconnected (${event.code}${event.reason ? ': ' + event.reason : ''}) — reconnecting`);
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
        if (message.trace) download(message.trace);
        break;
      case 'error':
        log(message.message);
        break;
    }
  },
};

const engine = () => (studio.mode === 'wasm' ? local : remote);

// ---- Sessions ----------------------------------------------------------------
function currentDescriptor() {
  return studio.interactions.find((d) => d.id === $('interaction').value);
}

function hello() {
  const descriptor = currentDescriptor();
  if (!descriptor) return;
  const options = {};
  const has = (name) => descriptor.options.some((o) => o.name === name);
  if (has('reduceMotion')) options.reduceMotion = $('reduceMotion').checked;
  if (has('rtl')) options.rtl = $('rtl').checked;
  Object.assign(options, studio.tuned[descriptor.id] || {});
  $('reduceMotion').disabled = !has('reduceMotion');
  $('rtl').disabled = !has('rtl');
  const [width, height] = $('device').value.split('x').map(Number);
  studio.viewport = { width, height };
  layoutPhone();
  clearStage();
  studio.lastSent = -Infinity;
  engine().hello(descriptor.id, options, studio.viewport);
  renderActions(descriptor);
  studio.labView?.showApply();
}

// ---- Drawing -------------------------------------------------------------------
function layoutPhone() {
  const { width, height } = studio.viewport;
  const available = Math.max(300, window.innerHeight - 140);
  const scale = Math.min(1, available / height);
  studio.scale = scale;
  const phone = $('phone');
  phone.style.width = `${width * scale}px`;
  phone.style.height = `${height * scale}px`;
  for (const id of ['stage', 'touches-layer']) {
    const el = $(id);
    el.style.width = `${width}px`;
    el.style.height = `${height}px`;
    el.style.transform = `scale(${scale})`;
    el.style.transformOrigin = '0 0';
  }
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
    el.prepend(text);
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
    studio.down.set(event.pointerId, true);
    sendPointer('down', event);
    event.preventDefault();
  });
  stage.addEventListener('pointermove', (event) => {
    if (!studio.down.has(event.pointerId)) return;
    const events = event.getCoalescedEvents ? event.getCoalescedEvents() : [event];
    for (const e of (events.length ? events : [event])) sendPointer('move', e);
  });
  for (const [type, kind] of [['pointerup', 'up'], ['pointercancel', 'cancel']]) {
    stage.addEventListener(type, (event) => {
      if (!studio.down.has(event.pointerId)) return;
      studio.down.delete(event.pointerId);
      sendPointer(kind, event);
    });
  }
}

// ---- Actions and keys ----------------------------------------------------------
const keyForAction = { next: 'ArrowRight', previous: 'ArrowLeft', toggle: ' ', open: 'ArrowUp', close: 'ArrowDown' };

function performAction(name) {
  const fields = {};
  if (name === 'seek') fields.time = Number($('seek-time')?.value || 0);
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
    button.addEventListener('click', () => performAction(name));
    box.appendChild(button);
    if (name === 'seek') {
      const input = document.createElement('input');
      input.type = 'number'; input.id = 'seek-time'; input.value = '12'; input.step = '0.5'; input.min = '0';
      input.title = 'seek time, seconds';
      box.appendChild(input);
    }
  });
}

function installKeys() {
  document.addEventListener('keydown', (event) => {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
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
  const wanted = new URLSearchParams(location.search).get('interaction');
  if (wanted && studio.interactions.some((d) => d.id === wanted)) picker.value = wanted;
  for (const id of ['interaction', 'device', 'reduceMotion', 'rtl']) $(id).addEventListener('change', hello);
  $('speed').addEventListener('change', () => setTimeScale(Number($('speed').value)));
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
