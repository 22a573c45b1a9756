// The engine in the page: an engine module (`engine-<id>.wasm`, the same Swift engine
// compiled with Embedded Swift) driven through its C ABI, the one documented in
// Sources/CrossfadeEngineABI/Exports.swift. Its convention, for every call: the result
// is a Status (negative: refused, nothing changed, the reason is the output) or, from
// crossfade_create, a session's handle; whatever a call produces is the output
// (crossfade_output_pointer, crossfade_output_length); what goes in is arguments or one
// message (bytes.js's ByteWriter) in memory from crossfade_alloc; and every call into a
// session carries the page's time t, s. No JSON in the frame loop.
'use strict';
import { ByteReader, ByteWriter, utf8Text } from './bytes.js';
import { EnvironmentFlag, Status, TouchPhase, ValueTag } from './tags.js';
import { readAccessPlan } from './access.js';

/**
 * The environment a session draws for (Swift's InteractionEnvironment).
 * @typedef {object} Environment
 * @property {number} topSafeArea pt
 * @property {number} leadingSafeArea pt
 * @property {number} bottomSafeArea pt
 * @property {number} trailingSafeArea pt
 * @property {number} textScale Dynamic Type's text size, 1 the default
 * @property {boolean} rtl right to left
 * @property {boolean} reduceMotion
 * @property {'light' | 'dark'} appearance
 */

/**
 * An interaction's state summary: `phase` and its own keys, children's nested.
 * @typedef {{ phase?: string } & Record<string, unknown>} State
 */

/**
 * Draws a frame: `length` bytes of mount operations at `offset` in `buffer`
 * (mount.js reads them), and what to do next (Status.draw or Status.pause).
 * @callback DrawFrame
 * @param {ArrayBufferLike} buffer
 * @param {number} offset
 * @param {number} length
 * @param {number} status
 * @param {State | null} [state] the state that came with the frame (a socket's)
 * @returns {void}
 */

/**
 * What a Host drives: a session in the page's engine (WasmSession) or on the Studio's
 * server. Every call returns a Status (Status.refused: `reason` says why; nothing
 * changed); every host call carries the page's time t, s.
 * @typedef {object} EngineSessionLike
 * @property {string} reason the last refusal's reason
 * @property {(phase: import('./pointer.js').TouchPhaseName, pointer: number, x: number, y: number, t: number) => number} touch
 * @property {(t: number) => number} loseTouches
 * @property {(t: number, draw: DrawFrame) => number} frame
 * @property {(name: string, fields: import('./bytes.js').Fields, t: number) => number} perform
 * @property {(environment: Environment, t: number) => number} setEnvironment
 * @property {(viewport: { width: number, height: number }, environment: Environment, t: number) => number} setViewport
 * @property {(options: import('./bytes.js').Fields, t: number) => number} [setOptions] live options at `t` (the interaction's options marked live)
 * @property {() => State | null} state
 * @property {() => string[] | null} availableActions
 * @property {() => string | Promise<string | null>} recording
 * @property {() => void} close
 * @property {(kind: 'slot' | 'event', name: string) => string | null} [check] why a slot name or event type is unknown (naming the known), or null
 * @property {() => boolean} [touchTaken] whether the engine took the last touch as a drag
 * @property {(demo: boolean) => void} [setDemo] the demo's chrome on (the Studio, /example/) or off (embedded, the default)
 * @property {() => import('./access.js').AccessPlan | null} [accessibility] the screen-reader and keyboard plan for what is mounted, null when unchanged
 * @property {(key: string, focused: string, t: number) => number} [key] a key inside the widget at `t`: its status; `keyHandled` says whether it was the widget's
 * @property {boolean} [keyHandled] whether the last `key` performed an action
 */

/**
 * The module's exports: the C ABI.
 * @typedef {{ memory: WebAssembly.Memory } & Record<string, Function>} EngineExports
 */

/**
 * A state summary (StateEncoding.swift): keys in the model's order, children nested.
 * @param {ByteReader} r
 * @returns {State}
 */
function readState(r) {
  /** @type {State} */
  const state = {};
  for (let n = r.u32(); n > 0; n--) {
    const key = r.str(), tag = r.u8();
    switch (tag) {
      case ValueTag.number: state[key] = r.f64(); break;
      case ValueTag.bool: state[key] = r.bool(); break;
      case ValueTag.string: state[key] = r.str(); break;
      case ValueTag.child: state[key] = readState(r); break;
      default: throw new RangeError(`unknown value tag ${tag} in a state`);
    }
  }
  return state;
}

/**
 * The names of the actions that apply now (a u32 count, then each name).
 * @param {ByteReader} r
 * @returns {string[]}
 */
function readNames(r) {
  const names = [];
  for (let n = r.u32(); n > 0; n--) names.push(r.str());
  return names;
}

// The motion lab's binary form (LabEncoding.swift): the shape /api/spring and
// /api/curve give as JSON, so the lab draws either.
const springNumbers = ['response', 'dampingRatio', 'duration', 'bounce', 'mass', 'stiffness', 'damping', 'uikitDuration',
  'initialVelocity', 'swiftUISettlingDuration', 'coreAnimationSettlingDuration', 'plotDuration'];

/** @param {ByteReader} r */
function readSamples(r) {
  const samples = [];
  for (let n = r.u32(); n > 0; n--) samples.push(r.numbers(3));
  return samples;
}

/** @param {ByteReader} r */
function readCode(r) {
  const code = [];
  for (let n = r.u32(); n > 0; n--) code.push({ platform: r.str(), code: r.str() });
  return code;
}

/** @param {ByteReader} r */
function readSpring(r) {
  /** @type {Record<string, unknown>} */
  const spring = {};
  for (const name of springNumbers) {
    const value = r.f64();
    spring[name] = name === 'uikitDuration' && Number.isNaN(value) ? null : value;
  }
  return Object.assign(spring, { samples: readSamples(r), code: readCode(r) });
}

/** @param {ByteReader} r */
function readCurve(r) {
  return { controlPoints: r.numbers(4), samples: readSamples(r), code: readCode(r) };
}

/** An engine module, instantiated: its sessions and its motion lab. */
export class WasmEngine {
  /**
   * Fetches and compiles the engine module at `url`: streamed (compiled while it
   * downloads) when the server says `application/wasm`, else from its bytes (a server
   * with the wrong MIME type still works, a little later). `size` is the download's
   * bytes (its Content-Length when streamed; 0 when the server does not say).
   * @param {string | URL} url
   * @returns {Promise<{ module: WebAssembly.Module, size: number, milliseconds: number }>}
   */
  static async compile(url) {
    const started = performance.now();
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
    const type = response.headers.get('content-type') ?? '';
    let module, size = Number(response.headers.get('content-length')) || 0;
    if (typeof WebAssembly.compileStreaming === 'function' && /^application\/wasm\b/i.test(type)) {
      module = await WebAssembly.compileStreaming(response);
    } else {
      const bytes = await response.arrayBuffer();
      size = bytes.byteLength;
      module = await WebAssembly.compile(bytes);
    }
    return { module, size, milliseconds: performance.now() - started };
  }

  /**
   * An engine from a compiled module (one module serves every engine made from it).
   * @param {WebAssembly.Module} module
   * @param {number} [size] the module's size, bytes
   * @param {number} [loadMilliseconds] how long fetching and compiling it took
   * @returns {Promise<WasmEngine>}
   */
  static async instantiate(module, size = 0, loadMilliseconds = 0) {
    const started = performance.now();
    const instance = await WebAssembly.instantiate(module, {});
    return new WasmEngine(/** @type {EngineExports} */ (/** @type {unknown} */ (instance.exports)), size, loadMilliseconds + performance.now() - started);
  }

  /**
   * Fetches, compiles and instantiates the engine module at `url`.
   * @param {string | URL} url
   * @returns {Promise<WasmEngine>}
   */
  static async load(url) {
    const { module, size, milliseconds } = await WasmEngine.compile(url);
    return WasmEngine.instantiate(module, size, milliseconds);
  }

  /**
   * @param {EngineExports} exports the module's exports
   * @param {number} size the module's size, bytes
   * @param {number} loadMilliseconds how long fetching and compiling it took
   */
  constructor(exports, size, loadMilliseconds) {
    this.e = exports;
    this.size = size;
    this.loadMilliseconds = loadMilliseconds;
    /** Where the page writes its messages in the engine's memory (crossfade_alloc), and how many bytes it holds. */
    this.inbox = 0;
    this.inboxSize = 0;
  }

  /**
   * Calls `body` with `message` copied into the engine's memory (pointer, length): into
   * one inbox from crossfade_alloc, kept for the next message and grown when one needs
   * more (a message a call, no allocation a call).
   * @template R
   * @param {ByteWriter} message
   * @param {(pointer: number, length: number) => R} body
   * @returns {R}
   */
  withMessage(message, body) {
    const bytes = message.bytes;
    if (this.inboxSize < bytes.length) {
      if (this.inbox) this.e.crossfade_free(this.inbox);
      this.inboxSize = Math.max(2 * this.inboxSize, bytes.length);
      this.inbox = this.e.crossfade_alloc(this.inboxSize);
    }
    new Uint8Array(this.e.memory.buffer, this.inbox, bytes.length).set(bytes);
    return body(this.inbox, bytes.length);
  }

  /**
   * Where the last call's output is: [buffer, offset, length].
   * @returns {[ArrayBuffer, number, number]}
   */
  output() { return [this.e.memory.buffer, this.e.crossfade_output_pointer(), this.e.crossfade_output_length()]; }

  /** A reader of the last call's output. */
  reader() { return new ByteReader(...this.output()); }

  /** The last call's output as text (a refusal's reason, a recording). */
  text() {
    const [buffer, offset, length] = this.output();
    return utf8Text(new Uint8Array(buffer, offset, length));
  }

  /**
   * A session of `interaction` with `options` for `viewport` (points), run as a host
   * runs one; throws the engine's reason when it refuses.
   * @param {string} interaction
   * @param {import('./bytes.js').Fields} options
   * @param {{ width: number, height: number }} viewport
   * @returns {WasmSession}
   */
  open(interaction, options, viewport) {
    const message = new ByteWriter().str(interaction).f64(viewport.width).f64(viewport.height).fields(options);
    const handle = this.withMessage(message, (p, n) => this.e.crossfade_create(p, n));
    if (handle < 0) throw new Error(this.text());
    return new WasmSession(this, handle);
  }

  /**
   * The motion lab: a spring from one parameterisation by name ({response,
   * dampingRatio} …, plus initialVelocity); { error } when the engine refuses it.
   * @param {Record<string, number>} fields
   * @param {number} samples
   */
  spring(fields, samples) {
    /** @type {Record<string, number>} */
    const numbers = {};
    for (const [name, value] of Object.entries(fields)) numbers[name] = Number(value);
    const status = this.withMessage(new ByteWriter().fields(numbers), (p, n) => this.e.crossfade_spring(p, n, samples));
    return status === Status.refused ? { error: this.text() } : readSpring(this.reader());
  }

  /**
   * The motion lab: a cubic Bézier timing curve; { error } when the engine refuses it.
   * @param {number[]} controlPoints x1, y1, x2, y2
   * @param {number} duration s
   * @param {number} samples
   */
  curve([x1, y1, x2, y2], duration, samples) {
    const status = this.e.crossfade_curve(x1, y1, x2, y2, duration, samples);
    return status === Status.refused ? { error: this.text() } : readCurve(this.reader());
  }
}

/**
 * The EnvironmentFlag bits of `env`.
 * @param {Environment} env
 */
function environmentFlags(env) {
  return (env.rtl ? EnvironmentFlag.rightToLeft : 0) | (env.reduceMotion ? EnvironmentFlag.reduceMotion : 0)
    | (env.appearance === 'light' ? EnvironmentFlag.lightAppearance : 0);
}

/**
 * One session in the page's engine, as a Host drives it.
 * @implements {EngineSessionLike}
 */
export class WasmSession {
  /**
   * @param {WasmEngine} engine
   * @param {number} handle
   */
  constructor(engine, handle) {
    this.engine = engine;
    this.e = engine.e;
    this.handle = handle;
    this.reason = '';
    this.keyHandled = false;
  }

  /**
   * The call's status; a refusal's reason kept in `reason`.
   * @param {number} status
   * @returns {number}
   */
  result(status) {
    if (status === Status.refused) this.reason = this.engine.text();
    return status;
  }

  /**
   * A Pointer Event's touch (down, move, up or cancel) at its own time t, s.
   * @param {import('./pointer.js').TouchPhaseName} phase
   * @param {number} pointer the event's pointerId
   * @param {number} x pt
   * @param {number} y pt
   * @param {number} t s
   */
  touch(phase, pointer, x, y, t) {
    return this.result(this.e.crossfade_touch(this.handle, TouchPhase[phase] ?? -1, pointer, x, y, t));
  }

  /**
   * Every finger still down is cancelled (the page hidden, the host gone).
   * @param {number} t s
   */
  loseTouches(t) { return this.result(this.e.crossfade_lose_touches(this.handle, t)); }

  /**
   * Advances to the display frame at `t` and hands `draw` its mount operations and
   * what to do next; returns that Status (draw, pause) or refused.
   * @param {number} t s
   * @param {DrawFrame} draw
   */
  frame(t, draw) {
    const status = this.result(this.e.crossfade_frame(this.handle, t));
    if (status !== Status.refused) draw(...this.engine.output(), status);
    return status;
  }

  /**
   * Performs action `name` with its `fields` at `t`.
   * @param {string} name
   * @param {import('./bytes.js').Fields} fields
   * @param {number} t s
   */
  perform(name, fields, t) {
    const message = new ByteWriter().str(name).fields(fields);
    return this.result(this.engine.withMessage(message, (p, n) => this.e.crossfade_perform(this.handle, p, n, t)));
  }

  /**
   * Live options changed at `t` (a spring tuned, a content height): applied without a
   * restart and recorded; an option that cannot change live is refused, naming it.
   * @param {import('./bytes.js').Fields} options
   * @param {number} t s
   */
  setOptions(options, t) {
    const message = new ByteWriter().fields(options);
    return this.result(this.engine.withMessage(message, (p, n) => this.e.crossfade_set_options(this.handle, p, n, t)));
  }

  /**
   * The environment changed at `t`.
   * @param {Environment} env
   * @param {number} t s
   */
  setEnvironment(env, t) {
    return this.result(this.e.crossfade_set_environment(this.handle, env.topSafeArea, env.leadingSafeArea, env.bottomSafeArea,
      env.trailingSafeArea, env.textScale, environmentFlags(env), t));
  }

  /**
   * The element's size changed at `t` (points), with the environment as it is then
   * (a rotation's new safe areas): one relayout; the session keeps its state.
   * @param {{ width: number, height: number }} viewport
   * @param {Environment} env
   * @param {number} t s
   */
  setViewport(viewport, env, t) {
    return this.result(this.e.crossfade_set_viewport(this.handle, viewport.width, viewport.height, env.topSafeArea, env.leadingSafeArea,
      env.bottomSafeArea, env.trailingSafeArea, env.textScale, environmentFlags(env), t));
  }

  /** The state summary now. @returns {State | null} */
  state() { return this.result(this.e.crossfade_state(this.handle)) === Status.refused ? null : readState(this.engine.reader()); }

  /** The names of the actions that apply now (a page offers only these). @returns {string[] | null} */
  availableActions() { return this.result(this.e.crossfade_actions(this.handle)) === Status.refused ? null : readNames(this.engine.reader()); }

  /** The host core's recording: a trace's JSON text, ending now. */
  recording() { return this.result(this.e.crossfade_recording(this.handle)) === Status.refused ? '' : this.engine.text(); }

  /**
   * Why `name` is no slot (`kind` 'slot') or event type ('event') of this interaction,
   * naming the known ones; null when it is one.
   * @param {'slot' | 'event'} kind
   * @param {string} name
   * @returns {string | null}
   */
  check(kind, name) {
    const message = new ByteWriter().str(name);
    const status = this.result(this.engine.withMessage(message, (p, n) => this.e.crossfade_check(this.handle, kind === 'slot' ? 0 : 1, p, n)));
    return status === Status.refused ? this.reason : null;
  }

  /** The page's accessibility plan for what is mounted now, null when unchanged. */
  accessibility() {
    return this.result(this.e.crossfade_accessibility(this.handle)) === Status.refused ? null : readAccessPlan(this.engine.reader());
  }

  /**
   * A key pressed inside the widget (`KeyboardEvent.key`) with focus on layer `focused`
   * ('' for none) at `t`: the action it stands for is performed; `keyHandled` says
   * whether there was one.
   * @param {string} key
   * @param {string} focused
   * @param {number} t s
   */
  key(key, focused, t) {
    const message = new ByteWriter().str(key).str(focused);
    const status = this.result(this.engine.withMessage(message, (p, n) => this.e.crossfade_key(this.handle, p, n, t)));
    this.keyHandled = status !== Status.refused && this.engine.reader().u8() === 1;
    return status;
  }

  /** Whether the engine took the last touch as a drag (its click is then cancelled). */
  touchTaken() { return this.result(this.e.crossfade_touch_taken(this.handle)) !== Status.refused && this.engine.reader().u8() === 1; }

  /**
   * The demo's chrome on (the Studio, /example/) or off (embedded: every session starts so).
   * @param {boolean} demo
   */
  setDemo(demo) {
    if (this.result(this.e.crossfade_set_demo(this.handle, demo ? 1 : 0)) === Status.refused) throw new Error(this.reason);
  }

  close() {
    if (this.handle > 0) this.e.crossfade_destroy(this.handle);
    this.handle = 0;
  }
}
