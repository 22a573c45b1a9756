// The engine in the page: loads engine.wasm (the same Swift engine, compiled with
// Embedded Swift) and drives it through its C ABI. Pointer events, actions and
// frame times go straight in; each frame hands back only the layers that
// changed, in a compact binary form decoded here (no JSON in the frame loop).
'use strict';

const textDecoder = new TextDecoder();
const textEncoder = new TextEncoder();

class ByteReader {
  constructor(memory, pointer, length) {
    this.view = new DataView(memory.buffer, pointer, length);
    this.bytes = new Uint8Array(memory.buffer, pointer, length);
    this.offset = 0;
  }
  u8() { return this.view.getUint8(this.offset++); }
  u32() { const v = this.view.getUint32(this.offset, true); this.offset += 4; return v; }
  f64() { const v = this.view.getFloat64(this.offset, true); this.offset += 8; return v; }
  string() { const n = this.u32(); const s = textDecoder.decode(this.bytes.subarray(this.offset, this.offset + n)); this.offset += n; return s; }
  rect() { return [this.f64(), this.f64(), this.f64(), this.f64()]; }
  color() {
    const c = (v) => Math.round(Math.min(1, Math.max(0, v)) * 255);
    const r = this.f64(), g = this.f64(), b = this.f64(), a = this.f64();
    return `rgba(${c(r)},${c(g)},${c(b)},${Math.round(Math.min(1, Math.max(0, a)) * 1e6) / 1e6})`;
  }
  optionalColor() { return this.u8() ? this.color() : null; }
}

const weights = [400, 500, 600, 700];
const aligns = ['left', 'center', 'right'];

function readContent(r) {
  switch (r.u8()) {
    case 1: {
      const text = { type: 'text', text: r.string(), size: r.f64(), weight: weights[r.u8()], color: r.color() };
      const align = r.u8();  // the high bit: drawn exactly as wide as the frame
      text.align = aligns[align & 0x7f];
      if (align & 0x80) text.fit = true;
      return text;
    }
    case 2: {
      const ref = r.string(); const colors = [];
      for (let n = r.u32(); n > 0; n--) colors.push(r.color());
      return { type: 'artwork', ref, colors };
    }
    case 3: {
      let d = '';
      for (let n = r.u32(); n > 0; n--) {
        switch (r.u8()) {
          case 0: d += `M${r.f64()} ${r.f64()}`; break;
          case 1: d += `L${r.f64()} ${r.f64()}`; break;
          case 2: d += `Q${r.f64()} ${r.f64()} ${r.f64()} ${r.f64()}`; break;
          case 3: d += `C${r.f64()} ${r.f64()} ${r.f64()} ${r.f64()} ${r.f64()} ${r.f64()}`; break;
          default: d += 'Z';
        }
      }
      return { type: 'path', d, stroke: r.optionalColor(), width: r.f64(), fill: r.optionalColor() };
    }
    case 4: return { type: 'slot', name: r.string() };
    default: return null;
  }
}

/// One layer patch (SceneEncoding.writePatch): only the fields its mask names.
function readPatch(r) {
  const mask = r.u8() | (r.u8() << 8);
  const patch = { id: r.string() };
  if (mask & 1) patch.parent = r.string() || null;
  if (mask & 2) patch.order = r.u32();
  if (mask & 4) patch.frame = r.rect();
  if (mask & 8) patch.transform = [r.f64(), r.f64(), r.f64(), r.f64(), r.f64(), r.f64()];
  if (mask & 16) patch.opacity = r.f64();
  if (mask & 32) patch.zPosition = r.f64();
  if (mask & 64) { patch.cornerRadius = r.f64(); patch.corners = r.u8(); }
  if (mask & 128) patch.fill = r.optionalColor();
  if (mask & 256) patch.clip = r.u8() === 1;
  if (mask & 512) patch.content = readContent(r);
  if (mask & 1024) patch.box = r.rect();
  return patch;
}

function readLayers(r) {
  const changed = [];
  for (let n = r.u32(); n > 0; n--) changed.push(readPatch(r));
  const removed = [];
  for (let n = r.u32(); n > 0; n--) removed.push(r.string());
  return { changed, removed };
}

function readState(r) {
  const state = {};
  for (let n = r.u32(); n > 0; n--) {
    const key = r.string();
    const kind = r.u8();
    state[key] = kind === 0 ? r.f64() : kind === 1 ? r.u8() === 1 : kind === 3 ? readState(r) : r.string();
  }
  return state;
}

// The motion lab's binary form (LabEncoding.swift): the same shape as /api/spring
// and /api/curve give as JSON, so the lab draws either.
function readSamples(r) {
  const samples = [];
  for (let n = r.u32(); n > 0; n--) samples.push([r.f64(), r.f64(), r.f64()]);
  return samples;
}
function readCode(r) {
  const code = [];
  for (let n = r.u32(); n > 0; n--) code.push({ platform: r.string(), code: r.string() });
  return code;
}
const springNumbers = ['response', 'dampingRatio', 'duration', 'bounce', 'mass', 'stiffness', 'damping', 'uikitDuration',
  'initialVelocity', 'swiftUISettlingDuration', 'coreAnimationSettlingDuration', 'plotDuration'];
function readSpring(r) {
  const spring = {};
  for (const name of springNumbers) spring[name] = r.f64();
  if (Number.isNaN(spring.uikitDuration)) spring.uikitDuration = null;
  spring.samples = readSamples(r);
  spring.code = readCode(r);
  return spring;
}
function readCurve(r) {
  const controlPoints = [r.f64(), r.f64(), r.f64(), r.f64()];
  return { controlPoints, samples: readSamples(r), code: readCode(r) };
}

export class WasmEngine {
  static async load(url) {
    const started = performance.now();
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    const bytes = await response.arrayBuffer();
    const { instance } = await WebAssembly.instantiate(bytes, {});
    return new WasmEngine(instance.exports, bytes.byteLength, performance.now() - started);
  }

  constructor(exports, size, loadMilliseconds) {
    this.e = exports;
    this.size = size;
    this.loadMilliseconds = loadMilliseconds;
    this.handle = 0;
  }

  withString(text, body) {
    const bytes = textEncoder.encode(text);
    const pointer = this.e.crossfade_alloc(bytes.length);
    new Uint8Array(this.e.memory.buffer, pointer, bytes.length).set(bytes);
    try { return body(pointer, bytes.length); } finally { this.e.crossfade_free(pointer); }
  }

  error() {
    return textDecoder.decode(new Uint8Array(this.e.memory.buffer, this.e.crossfade_error_pointer(), this.e.crossfade_error_length()));
  }

  stage(kind, name, value) {
    this.withString(name, (p, n) => {
      if (typeof value === 'number') this.e[`crossfade_${kind}_number`](p, n, value);
      else if (typeof value === 'boolean') this.e[`crossfade_${kind}_bool`](p, n, value ? 1 : 0);
      else this.withString(String(value), (vp, vn) => this.e[`crossfade_${kind}_string`](p, n, vp, vn));
    });
  }

  /// Starts a session as a host runs one (the host core: touches, one clock,
  /// recording); returns an error text, or null.
  create(interaction, options, viewport) {
    if (this.handle) this.e.crossfade_destroy(this.handle);
    for (const [name, value] of Object.entries(options)) this.stage('option', name, value);
    this.handle = this.withString(interaction, (p, n) => this.e.crossfade_host_create(p, n, viewport.width, viewport.height));
    return this.handle ? null : this.error();
  }

  /// A Pointer Event through the host core's touch normaliser, at the page's own time (s).
  touch(kind, identity, x, y, pageSeconds) {
    const phase = { down: 0, move: 1, up: 2, cancel: 3 }[kind];
    return this.e.crossfade_touch(this.handle, phase, identity, x, y, pageSeconds) >= 0 ? null : this.error();
  }

  /// Advances to the display frame at page time `pageSeconds`.
  frame(pageSeconds) { return this.e.crossfade_frame(this.handle, pageSeconds) >= 0 ? null : this.error(); }

  /// An action now, on the session's clock.
  perform(name, fields) {
    for (const [field, value] of Object.entries(fields)) this.stage('field', field, value);
    return this.withString(name, (p, n) => this.e.crossfade_perform(this.handle, p, n)) === 0 ? null : this.error();
  }

  /// The session's time now, s (since its first input).
  time() { return this.e.crossfade_time(this.handle); }

  /// The host core's recording: a trace's JSON text, ending now.
  recording() {
    const length = this.e.crossfade_recording(this.handle);
    return length < 0 ? null : textDecoder.decode(new Uint8Array(this.e.memory.buffer, this.e.crossfade_output_pointer(), length));
  }

  pointer(kind, pointer, x, y, t) {
    const phase = { down: 0, move: 1, up: 2, cancel: 3 }[kind];
    return this.e.crossfade_pointer(this.handle, phase, pointer, x, y, t) === 0 ? null : this.error();
  }

  action(name, fields, t) {
    for (const [field, value] of Object.entries(fields)) this.stage('field', field, value);
    return this.withString(name, (p, n) => this.e.crossfade_action(this.handle, p, n, t)) === 0 ? null : this.error();
  }

  advance(t) { return this.e.crossfade_advance(this.handle, t) === 0 ? null : this.error(); }

  read(length, body) { return body(new ByteReader(this.e.memory, this.e.crossfade_output_pointer(), length)); }
  scene() { return this.read(this.e.crossfade_scene(this.handle), readLayers); }
  changes() { return this.read(this.e.crossfade_changes(this.handle), readLayers); }
  state() { return this.read(this.e.crossfade_state(this.handle), readState); }

  /// The motion lab: a spring from one parameterisation by name ({response,
  /// dampingRatio} …, plus initialVelocity); { error } when the engine refuses it.
  spring(fields, samples) {
    for (const [name, value] of Object.entries(fields)) this.stage('field', name, Number(value));
    const length = this.e.crossfade_spring(samples);
    return length < 0 ? { error: this.error() } : this.read(length, readSpring);
  }

  curve([x1, y1, x2, y2], duration, samples) {
    const length = this.e.crossfade_curve(x1, y1, x2, y2, duration, samples);
    return length < 0 ? { error: this.error() } : this.read(length, readCurve);
  }
}
