// Crossfade Studio: draws the engine's layers and sends it pointer events and
// one frame tick per animation frame over a WebSocket (shared/DESIGN.md).
'use strict';

const studio = {
  interactions: [], ws: null, connected: false,
  elements: new Map(), layers: new Map(),
  viewport: { width: 390, height: 844 }, timeScale: 1,
  clock: { pageBase: 0, simBase: 0 },
  down: new Map(), frameSent: [], rtts: [], serverMicros: [],
  state: null, lastTrace: null, recording: false, errors: [],
};
window.crossfade = studio;

const $ = (id) => document.getElementById(id);

// ---- Time: the page's clock, scaled for slow motion, continuous across changes.
function simTime(pageSeconds) {
  return studio.clock.simBase + (pageSeconds - studio.clock.pageBase) * studio.timeScale;
}
// Input timestamps and animation-frame timestamps come from the same clock but
// may arrive a fraction of a millisecond out of order: what is sent never goes back.
function sendTime(pageSeconds) {
  studio.lastSent = Math.max(studio.lastSent || -Infinity, simTime(pageSeconds));
  return studio.lastSent;
}
function setTimeScale(scale) {
  const now = performance.now() / 1000;
  studio.clock.simBase = simTime(now);
  studio.clock.pageBase = now;
  studio.timeScale = scale;
}

// ---- Connection
function send(message) {
  if (studio.ws && studio.ws.readyState === WebSocket.OPEN) studio.ws.send(JSON.stringify(message));
}

function connect() {
  const ws = new WebSocket(`ws://${location.host}/session`);
  studio.ws = ws;
  ws.onopen = () => { studio.connected = true; hello(); };
  ws.onmessage = (event) => receive(JSON.parse(event.data));
  ws.onclose = (event) => {
    studio.connected = false;
    log(`disconnected (${event.code}${event.reason ? ': ' + event.reason : ''}) — reconnecting`);
    setTimeout(connect, 1000);
  };
}

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
  $('reduceMotion').disabled = !has('reduceMotion');
  $('rtl').disabled = !has('rtl');
  const [width, height] = $('device').value.split('x').map(Number);
  studio.viewport = { width, height };
  layoutPhone();
  clearStage();
  studio.frameSent = [];
  studio.lastSent = -Infinity;
  send({ type: 'hello', interaction: descriptor.id, options, viewport: studio.viewport });
  renderActions(descriptor);
}

function receive(message) {
  switch (message.type) {
    case 'scene':
      clearStage();
      message.layers.forEach(applyLayer);
      showState(message);
      break;
    case 'diff': {
      const sent = studio.frameSent.shift();
      if (sent !== undefined) pushSample(studio.rtts, performance.now() - sent);
      if (message.serverMicros !== undefined) pushSample(studio.serverMicros, message.serverMicros);
      message.removed.forEach(removeLayer);
      message.changed.forEach(applyLayer);
      showState(message);
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
}

// ---- Drawing
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
  if ('radius' in patch || 'corners' in patch) {
    const r = layer.radius || 0, m = layer.corners || 0;
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

// ---- Input
function stagePoint(event) {
  const rect = $('stage').getBoundingClientRect();
  return { x: (event.clientX - rect.left) / studio.scale, y: (event.clientY - rect.top) / studio.scale };
}

function sendPointer(kind, event) {
  const { x, y } = stagePoint(event);
  send({ type: 'pointer', kind, pointer: event.pointerId, x, y, t: sendTime(event.timeStamp / 1000) });
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

// ---- Actions and keys
const keyForAction = { next: 'ArrowRight', previous: 'ArrowLeft', toggle: ' ', open: 'ArrowUp', close: 'ArrowDown' };

function performAction(name) {
  const message = { type: 'action', name };
  if (name === 'seek') message.time = Number($('seek-time')?.value || 0);
  send(message);
}

function renderActions(descriptor) {
  const box = $('actions');
  box.querySelectorAll('button, input, span').forEach((n) => n.remove());
  descriptor.actions.forEach((name, index) => {
    const button = document.createElement('button');
    button.type = 'button';
    const key = keyForAction[name] === ' ' ? 'Space' : (keyForAction[name] || '').replace('Arrow', '') || String(index + 1);
    button.textContent = `${name} (${key})`;
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
    let name = descriptor.actions.find((a) => keyForAction[a] === event.key);
    const digit = Number(event.key);
    if (!name && digit >= 1 && digit <= descriptor.actions.length) name = descriptor.actions[digit - 1];
    if (name) { performAction(name); event.preventDefault(); }
  });
}

// ---- Recording
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
    send({ type: 'trace' });
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

// ---- Readout
function pushSample(list, value) {
  list.push(value);
  if (list.length > 600) list.shift();
}

function percentile(list, p) {
  if (!list.length) return NaN;
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

function showState(message) {
  studio.state = message.state;
  $('state').textContent = JSON.stringify(message.state, null, 1);
  $('time').textContent = `${message.t.toFixed(3)} s`;
}

function updateReadout() {
  if (studio.rtts.length) $('rtt').textContent = `median ${percentile(studio.rtts, 0.5).toFixed(1)} ms · p99 ${percentile(studio.rtts, 0.99).toFixed(1)} ms`;
  if (studio.serverMicros.length) $('work').textContent = `median ${percentile(studio.serverMicros, 0.5).toFixed(0)} µs · p99 ${percentile(studio.serverMicros, 0.99).toFixed(0)} µs`;
}

function log(text) {
  studio.errors.push(text);
  const el = $('log');
  el.textContent = (text + '\n' + el.textContent).slice(0, 4000);
}

// ---- Frames
function tick(timestamp) {
  if (studio.connected && studio.frameSent.length < 8) {
    studio.frameSent.push(performance.now());
    send({ type: 'frame', t: sendTime(timestamp / 1000) });
  }
  if (Math.floor(timestamp / 250) !== Math.floor((studio.lastReadout || 0) / 250)) updateReadout();
  studio.lastReadout = timestamp;
  requestAnimationFrame(tick);
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
  connect();
  requestAnimationFrame(tick);
}

boot();
