// The engine in the page: engine.wasm (the same Swift engine, compiled with
// Embedded Swift) driven through its C ABI. A session is the host core's: Pointer
// Events go through its touch normaliser on the page's clock, frames through its
// frame clock, and each frame hands back mount operations (read by mount.js) —
// no JSON in the frame loop. It records every input as a replayable trace.
'use strict';

const decoder = new TextDecoder();
const encoder = new TextEncoder();
const phases = { down: 0, move: 1, up: 2, cancel: 3 };

class Reader {
  constructor(buffer, pointer, length) {
    this.view = new DataView(buffer, pointer, length);
    this.bytes = new Uint8Array(buffer, pointer, length);
    this.at = 0;
  }
  u8() { return this.view.getUint8(this.at++); }
  u32() { const v = this.view.getUint32(this.at, true); this.at += 4; return v; }
  f64() { const v = this.view.getFloat64(this.at, true); this.at += 8; return v; }
  str() { const n = this.u32(); const s = decoder.decode(this.bytes.subarray(this.at, this.at + n)); this.at += n; return s; }
}

/// A state summary (SceneEncoding.writeState): keys in the model's order, children nested.
function readState(r) {
  const state = {};
  for (let n = r.u32(); n > 0; n--) {
    const key = r.str(), kind = r.u8();
    state[key] = kind === 0 ? r.f64() : kind === 1 ? r.u8() === 1 : kind === 3 ? readState(r) : r.str();
  }
  return state;
}

// The motion lab's binary form (LabEncoding.swift): the shape /api/spring and
// /api/curve give as JSON, so the lab draws either.
const springNumbers = ['response', 'dampingRatio', 'duration', 'bounce', 'mass', 'stiffness', 'damping', 'uikitDuration',
  'initialVelocity', 'swiftUISettlingDuration', 'coreAnimationSettlingDuration', 'plotDuration'];
function readSamples(r) {
  const samples = [];
  for (let n = r.u32(); n > 0; n--) samples.push([r.f64(), r.f64(), r.f64()]);
  return samples;
}
function readCode(r) {
  const code = [];
  for (let n = r.u32(); n > 0; n--) code.push({ platform: r.str(), code: r.str() });
  return code;
}
function readSpring(r) {
  const spring = {};
  for (const name of springNumbers) spring[name] = r.f64();
  if (Number.isNaN(spring.uikitDuration)) spring.uikitDuration = null;
  return Object.assign(spring, { samples: readSamples(r), code: readCode(r) });
}
function readCurve(r) {
  return { controlPoints: [r.f64(), r.f64(), r.f64(), r.f64()], samples: readSamples(r), code: readCode(r) };
}

export class WasmEngine {
  /// Fetches and instantiates the engine module at `url`.
  static async load(url) {
    const started = performance.now();
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
    const bytes = await response.arrayBuffer();
    const { instance } = await WebAssembly.instantiate(bytes, {});
    return new WasmEngine(instance.exports, bytes.byteLength, performance.now() - started);
  }

  constructor(exports, size, loadMilliseconds) {
    this.e = exports;
    this.size = size;
    this.loadMilliseconds = loadMilliseconds;
  }

  withString(text, body) {
    const bytes = encoder.encode(text);
    const pointer = this.e.crossfade_alloc(bytes.length);
    new Uint8Array(this.e.memory.buffer, pointer, bytes.length).set(bytes);
    try { return body(pointer, bytes.length); } finally { this.e.crossfade_free(pointer); }
  }

  error() {
    return decoder.decode(new Uint8Array(this.e.memory.buffer, this.e.crossfade_error_pointer(), this.e.crossfade_error_length()));
  }

  stage(kind, name, value) {
    this.withString(name, (p, n) => {
      if (typeof value === 'number') this.e[`crossfade_${kind}_number`](p, n, value);
      else if (typeof value === 'boolean') this.e[`crossfade_${kind}_bool`](p, n, value ? 1 : 0);
      else this.withString(String(value), (vp, vn) => this.e[`crossfade_${kind}_string`](p, n, vp, vn));
    });
  }

  read(length, body) { return body(new Reader(this.e.memory.buffer, this.e.crossfade_output_pointer(), length)); }

  /// A session of `interaction` with `options` for `viewport` (points), run as a
  /// host runs one; throws the engine's reason when it refuses.
  open(interaction, options, viewport) {
    for (const [name, value] of Object.entries(options)) this.stage('option', name, value);
    const handle = this.withString(interaction, (p, n) => this.e.crossfade_host_create(p, n, viewport.width, viewport.height));
    if (!handle) throw new Error(this.error());
    return new EngineSession(this, handle);
  }

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

/// One session in the engine: the transport crossfade.js's host drives.
/// Each call returns null, or the engine's reason for refusing.
export class EngineSession {
  constructor(engine, handle) {
    this.engine = engine;
    this.e = engine.e;
    this.handle = handle;
  }

  /// A Pointer Event (phase down, move, up or cancel) at the page's time, s.
  touch(phase, identity, x, y, seconds) {
    return this.e.crossfade_touch(this.handle, phases[phase], identity, x, y, seconds) >= 0 ? null : this.engine.error();
  }

  /// Every finger still down is cancelled (the page hidden, the host gone).
  loseTouches() { this.e.crossfade_lose_touches(this.handle); return null; }

  /// Advances to the display frame at `seconds` and hands `draw` the frame's mount
  /// operations: draw(buffer, offset, length).
  frame(seconds, draw) {
    const refused = this.e.crossfade_frame(this.handle, seconds) < 0 ? this.engine.error() : null;
    const length = this.e.crossfade_mount(this.handle);
    draw(this.e.memory.buffer, this.e.crossfade_output_pointer(), length);
    return refused;
  }

  perform(name, fields = {}) {
    for (const [field, value] of Object.entries(fields)) this.engine.stage('field', field, value);
    return this.engine.withString(name, (p, n) => this.e.crossfade_perform(this.handle, p, n)) === 0 ? null : this.engine.error();
  }

  /// { topSafeArea, leadingSafeArea, bottomSafeArea, trailingSafeArea, textScale, rtl, reduceMotion, appearance }.
  environment(env) {
    const flags = (env.rtl ? 1 : 0) | (env.reduceMotion ? 2 : 0) | (env.appearance === 'light' ? 4 : 0);
    const status = this.e.crossfade_environment(this.handle, env.topSafeArea, env.leadingSafeArea, env.bottomSafeArea,
      env.trailingSafeArea, env.textScale, flags);
    return status >= 0 ? null : this.engine.error();
  }

  state() { return this.engine.read(this.e.crossfade_state(this.handle), readState); }

  /// The session's time now, s (since its first input).
  time() { return this.e.crossfade_time(this.handle); }

  /// The host core's recording: a trace's JSON text, ending now.
  recording() {
    const length = this.e.crossfade_recording(this.handle);
    return decoder.decode(new Uint8Array(this.e.memory.buffer, this.e.crossfade_output_pointer(), Math.max(0, length)));
  }

  close() {
    if (this.handle) this.e.crossfade_destroy(this.handle);
    this.handle = 0;
  }
}
