// A running interaction in an element, what `Crossfade.mount` returns: touches in,
// frames driven, mount operations applied, events out. It drives any session with
// one interface (EngineSessionLike in wasm-engine.js): the engine in the page, or the
// Studio's server. Each call returns a Status: `resume` wakes the frame loop, a
// frame's `pause` stops it until an input resumes it, `refused` is reported with its
// reason (the session goes on). Every call carries the page's time: a touch its
// event's, a frame its requestAnimationFrame time, anything else performance.now().
'use strict';
import { readFrame } from './mount.js';
import { DomTarget } from './dom.js';
import { attachPointers } from './pointer.js';
import { Access } from './access.js';
import { Status } from './tags.js';

/**
 * The page's time → the session's input time (the Studio slows it), told of each touch.
 * @typedef {object} HostClock
 * @property {(seconds: number) => number} time
 * @property {(phase: import('./pointer.js').TouchPhaseName, pointer: number, seconds: number) => void} [touched]
 * @property {() => void} [reset]
 */

/**
 * A frame drawn, as `on('frame')` hears it.
 * @typedef {object} DrawnFrame
 * @property {number} time the session's time, s
 * @property {boolean} pause whether frames stop after it (at rest)
 * @property {number} operations how many mount operations it applied
 * @property {number} events how many events it carried
 * @property {import('./wasm-engine.js').State | null | undefined} state the state that came with it (a socket's)
 * @property {number} engineMilliseconds the engine's share
 * @property {number} applyMilliseconds the DOM's share
 */

/**
 * What `Host` is given beside its element and session.
 * @typedef {object} HostSettings
 * @property {{ width: number, height: number }} viewport the interaction's viewport, pt
 * @property {HostClock} [clock]
 * @property {import('./content.js').ArtworkResolver} [artwork]
 * @property {Partial<import('./wasm-engine.js').Environment>} [environment] the environment the session started with
 * @property {(frame: DrawnFrame) => void} [onFrame] hears every frame drawn
 * @property {(phase: import('./pointer.js').TouchPhaseName, pointer: number, x: number, y: number) => void} [onTouch] hears every touch
 * @property {boolean} [inertPage] while a modal (an open card) is up, the rest of the page is `inert` too
 */

/** The page's clock now, s (the one Pointer Events and animation frames run on). */
const now = () => performance.now() / 1000;

/** The environment's names and what each takes (`setEnvironment` refuses anything else). */
const environmentKinds = /** @type {const} */ ({
  topSafeArea: 'number', leadingSafeArea: 'number', bottomSafeArea: 'number', trailingSafeArea: 'number', textScale: 'number',
  rtl: 'boolean', reduceMotion: 'boolean', appearance: ['light', 'dark'],
});

/**
 * Why `values` is no environment change, or null: an unknown key, or a value of the wrong kind.
 * @param {Record<string, unknown>} values
 * @returns {string | null}
 */
export function environmentRefusal(values) {
  const known = Object.keys(environmentKinds);
  for (const [name, value] of Object.entries(values ?? {})) {
    const kind = /** @type {Record<string, string | readonly string[]>} */ (environmentKinds)[name];
    if (kind === undefined) return `unknown environment key '${name}' (known: ${known.join(', ')})`;
    if (Array.isArray(kind) ? !kind.includes(/** @type {string} */ (value)) : typeof value !== kind || (kind === 'number' && !Number.isFinite(value))) {
      const wanted = Array.isArray(kind) ? kind.map((k) => `'${k}'`).join(' or ') : kind === 'number' ? 'a finite number' : 'true or false';
      return `environment '${name}' must be ${wanted}, not ${typeof value === 'string' ? `'${value}'` : String(value)}`;
    }
  }
  return null;
}

export class Host {
  /**
   * @param {HTMLElement} element
   * @param {import('./wasm-engine.js').EngineSessionLike} session
   * @param {HostSettings} settings
   */
  constructor(element, session, { viewport, clock = { time: (s) => s }, artwork, environment = {}, onFrame = () => {}, onTouch, inertPage = false }) {
    this.element = element;
    this.session = session;
    this.viewport = viewport;
    this.clock = clock;
    this.onFrame = onFrame;
    /** The interaction's id (set by `Crossfade.mount`). */
    this.interaction = '';
    /** @type {import('./wasm-engine.js').Environment} the environment as last set (what `setEnvironment` changes part of) */
    this.environment = { topSafeArea: 0, leadingSafeArea: 0, bottomSafeArea: 0, trailingSafeArea: 0, textScale: 1,
      rtl: false, reduceMotion: false, appearance: 'dark', ...environment };
    this.target = new DomTarget(element, { artwork });
    /** Screen readers and keys: the host core's plan on the elements (when the session gives one). */
    this.access = new Access(this.target, { inertPage });
    /** Frames drawn since the accessibility plan was last asked for. */
    this.framesSinceAccess = Infinity;
    /** Whether a frame was drawn yet (the first one's accessibility plan comes after it is painted). */
    this.drawnOnce = false;
    /** @type {Map<string, Set<(event: any) => void>>} */
    this.listeners = new Map();
    /** @type {Array<() => void>} */
    this.closers = [];
    this.lastFrameTime = -Infinity;
    this.running = false;
    this.paused = false;
    this.isOpen = true;
    /** @type {import('./wasm-engine.js').State | null | undefined} */
    this.frameState = undefined;
    /** @param {number} timestamp */
    this.tick = (timestamp) => this.advance(timestamp / 1000);
    this.detachPointers = attachPointers(element, {
      point: (event) => this.point(event),
      touch: (phase, id, x, y, seconds) => this.touch(phase, id, x, y, seconds),
      lose: (seconds) => this.loseTouches(seconds),
      changed: onTouch,
      taken: () => this.session.touchTaken?.() ?? false,
    });
    /** @param {KeyboardEvent} event */
    const keydown = (event) => this.keydown(event);
    element.addEventListener('keydown', keydown);
    this.onClose(() => element.removeEventListener('keydown', keydown));
    /** Whether the element is on screen and the page shown: frames are drawn only then. */
    this.onScreen = true;
    this.watchVisibility();
    this.wake();
  }

  /**
   * No frames while the element is off screen (an IntersectionObserver) or the page
   * hidden: the engine's time still passes, and the first frame back advances to now.
   */
  watchVisibility() {
    let intersecting = true;
    const update = () => {
      this.onScreen = intersecting && document.visibilityState !== 'hidden';
      if (this.onScreen) this.wake();
    };
    document.addEventListener('visibilitychange', update);
    this.onClose(() => document.removeEventListener('visibilitychange', update));
    if (typeof IntersectionObserver === 'function') {
      const observer = new IntersectionObserver((entries) => {
        intersecting = entries[entries.length - 1].isIntersecting;
        update();
      });
      observer.observe(this.element);
      this.onClose(() => observer.disconnect());
    }
    update();
  }

  /**
   * Throws when the player was destroyed: every call after `destroy()` is an error.
   * @param {string} call
   */
  assertOpen(call) {
    if (!this.isOpen) throw new Error(`crossfade: ${call}() after destroy(): this ${this.interaction || 'player'} was destroyed (mount it again)`);
  }

  /**
   * A Pointer Event's place in the interaction's points (the element may be scaled).
   * @param {PointerEvent} event
   */
  point(event) {
    const rect = this.element.getBoundingClientRect();
    const sx = rect.width / this.viewport.width || 1, sy = rect.height / this.viewport.height || 1;
    return { x: (event.clientX - rect.left) / sx, y: (event.clientY - rect.top) / sy };
  }

  /**
   * A touch at page time `seconds` (its event's).
   * @param {import('./pointer.js').TouchPhaseName} phase
   * @param {number} id
   * @param {number} x
   * @param {number} y
   * @param {number} seconds
   */
  touch(phase, id, x, y, seconds) {
    if (phase === 'down') this.clock.touched?.(phase, id, seconds);
    this.after('touch', this.session.touch(phase, id, x, y, this.clock.time(seconds)));
    if (phase !== 'down') this.clock.touched?.(phase, id, seconds);
  }

  /**
   * Every finger still down is cancelled, at page time `seconds`.
   * @param {number} [seconds]
   */
  loseTouches(seconds = now()) {
    this.after('lose', this.session.loseTouches(this.clock.time(seconds)));
    this.clock.reset?.();
  }

  /**
   * What a call's Status asks: a refusal is reported, `resume` starts the frames again.
   * @param {string} call
   * @param {number} status
   */
  after(call, status) {
    if (status === Status.refused) this.report(`${call}: ${this.session.reason}`);
    else if (status === Status.resume) this.wake();
  }

  /** Starts asking for frames again (after a pause at rest). */
  wake() {
    if (this.running || !this.isOpen || !this.onScreen) return;
    this.running = true;
    requestAnimationFrame(this.tick);
  }

  /**
   * One display frame at page time `seconds`: the one frame call, then on or paused.
   * @param {number} seconds
   */
  advance(seconds) {
    if (!this.isOpen) return;
    const time = Math.max(this.clock.time(seconds), this.lastFrameTime);
    this.lastFrameTime = time;
    const started = performance.now();
    this.paused = false;
    try {
      const status = this.session.frame(time, (buffer, offset, length, status, state) => this.draw(buffer, offset, length, status, state, started));
      if (status === Status.refused) this.report(`frame: ${this.session.reason}`);
    } catch (error) {
      this.report(`frame: ${error instanceof Error ? error.message : error}`);
    }
    if (this.paused || !this.onScreen) this.running = false;
    else requestAnimationFrame(this.tick);
  }

  /**
   * Applies a frame's mount operations and hands its events to the listeners.
   * @param {ArrayBufferLike} buffer
   * @param {number} offset
   * @param {number} length
   * @param {number} status Status.draw, or Status.pause: frames stop after this one
   * @param {import('./wasm-engine.js').State | null} [state]
   * @param {number} [started]
   */
  draw(buffer, offset, length, status, state, started = NaN) {
    const applying = performance.now();
    const read = readFrame(buffer, offset, length, this.target);
    this.frameState = state;
    /** @type {DrawnFrame} */
    const frame = { ...read, pause: status === Status.pause, state, engineMilliseconds: applying - started,
      applyMilliseconds: performance.now() - applying };
    if (frame.pause) this.paused = true;
    // The plan is asked for at rest and every 10th frame while things move (not every frame);
    // the first frame's once that frame is on screen (a task after it: the first paint waits
    // for nothing a screen reader needs at once).
    if (!this.drawnOnce) {
      this.drawnOnce = true;
      this.framesSinceAccess = 0;
      setTimeout(() => {
        if (!this.isOpen) return;
        try {
          this.updateAccess();
        } catch (error) {
          this.report(`accessibility: ${error instanceof Error ? error.message : error}`);
        }
      }, 0);
    } else if (frame.pause || ++this.framesSinceAccess >= 10) this.updateAccess();
    const events = this.target.events.splice(0);
    this.onFrame(frame);
    this.emit('frame', frame);
    for (const event of events) {
      this.emit(event.type, event);
      this.emit('event', event);
    }
  }

  /** Asks the session for the accessibility plan and carries it out when it changed. */
  updateAccess() {
    this.framesSinceAccess = 0;
    const plan = this.session.accessibility?.();
    if (plan) this.access.apply(plan);
  }

  /**
   * A key pressed inside the widget: Tab stays inside an open modal; any other key goes
   * to the engine with the focused layer, which performs what it stands for (the
   * interaction's bindings, only the actions that apply now). A key the widget does not
   * use, or one typed into the app's own controls in a slot, stays the page's.
   * @param {KeyboardEvent} event
   */
  keydown(event) {
    if (!this.isOpen || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || !this.session.key) return;
    if (event.key === 'Tab') {
      if (this.access.trapTab(event)) event.preventDefault();
      return;
    }
    const inSlot = this.target.slottedAt(event.target);
    if (inSlot && event.key !== 'Escape') return;
    const status = this.session.key(event.key, inSlot ? '' : this.access.focusedLayer(event.target), this.clock.time(now()));
    if (status === Status.refused) { this.report(`key: ${this.session.reason}`); return; }
    if (!this.session.keyHandled) return;
    event.preventDefault();
    this.framesSinceAccess = Infinity;
    this.after('key', status);
  }

  /** @param {string} message */
  report(message) {
    this.emit('error', { message });
  }

  /**
   * Performs action `name` (with its `fields`) now; throws the engine's reason when refused.
   * @param {string} name
   * @param {import('./bytes.js').Fields} [fields]
   */
  perform(name, fields = {}) {
    this.assertOpen('perform');
    const status = this.session.perform(name, fields, this.clock.time(now()));
    if (status === Status.refused) throw new Error(this.session.reason);
    this.after('perform', status);
    return this;
  }

  /**
   * Changes the environment (any of topSafeArea, leadingSafeArea, bottomSafeArea,
   * trailingSafeArea, textScale, rtl, reduceMotion, appearance) without restarting a gesture.
   * @param {Partial<import('./wasm-engine.js').Environment>} values
   */
  setEnvironment(values) {
    this.assertOpen('setEnvironment');
    const refusal = environmentRefusal(values);
    if (refusal) throw new Error(refusal);
    const next = { ...this.environment, ...values };
    const status = this.session.setEnvironment(next, this.clock.time(now()));
    if (status === Status.refused) throw new Error(this.session.reason);
    this.after('environment', status);
    this.environment = next;
    return this;
  }

  /**
   * Changes some of the interaction's live options (those its spec marks `live`: a
   * spring's response, a card's content height) without a restart: the running session
   * keeps its state and the next motion uses them; recorded as the trace's `options`
   * event. Throws the engine's reason when refused (an option given only at the start,
   * an unknown one, a value out of range), and nothing changes.
   * @param {import('./bytes.js').Fields} values
   */
  setOptions(values) {
    this.assertOpen('setOptions');
    if (!this.session.setOptions) throw new Error('this session cannot change options while it runs');
    const status = this.session.setOptions(values, this.clock.time(now()));
    if (status === Status.refused) throw new Error(this.session.reason);
    this.after('options', status);
    return this;
  }

  /**
   * The interaction's viewport is now `viewport` (pt), with any of the environment's
   * values that change with it (a rotation's safe areas): one relayout of the running
   * session, which keeps its state (a resize, never a restart), recorded. Throws the
   * engine's reason when refused (a side outside 100…4000 pt).
   * @param {{ width: number, height: number }} viewport
   * @param {Partial<import('./wasm-engine.js').Environment>} [values]
   */
  setViewport(viewport, values = {}) {
    this.assertOpen('setViewport');
    const refusal = environmentRefusal(values);
    if (refusal) throw new Error(refusal);
    const next = { ...this.environment, ...values };
    const sameSize = viewport.width === this.viewport.width && viewport.height === this.viewport.height;
    if (sameSize && Object.entries(values).every(([name, value]) => this.environment[/** @type {keyof typeof next} */ (name)] === value)) return this;
    const status = this.session.setViewport(viewport, next, this.clock.time(now()));
    if (status === Status.refused) throw new Error(this.session.reason);
    this.viewport = { width: viewport.width, height: viewport.height };
    this.environment = next;
    this.after('viewport', status);
    return this;
  }

  /**
   * The app's `element` where the engine has slot `name` (null: the engine draws it).
   * @param {string} name
   * @param {HTMLElement | null} element
   */
  slot(name, element) {
    this.assertOpen('slot');
    const refusal = this.session.check?.('slot', String(name));
    if (refusal) throw new Error(refusal);
    if (element !== null && !(element instanceof HTMLElement)) throw new Error(`slot '${name}': an HTMLElement or null, not ${String(element)}`);
    this.target.slot(name, element);
    if (this.access.plan) this.access.apply(this.access.plan, true);
    return this;
  }

  /**
   * Listens for an engine event by type (`centered`, `opened`…), every event
   * (`event`), a refusal (`error`), or each frame drawn (`frame`: a DrawnFrame).
   * @param {string} type
   * @param {(event: any) => void} listener
   */
  on(type, listener) {
    this.assertOpen('on');
    const refusal = this.session.check?.('event', String(type));
    if (refusal) throw new Error(refusal);
    if (typeof listener !== 'function') throw new Error(`on('${type}'): the listener must be a function, not ${String(listener)}`);
    let set = this.listeners.get(type);
    if (!set) this.listeners.set(type, set = new Set());
    set.add(listener);
    return this;
  }

  /**
   * @param {string} type
   * @param {(event: any) => void} listener
   */
  off(type, listener) {
    this.listeners.get(type)?.delete(listener);
    return this;
  }

  /**
   * @param {string} type
   * @param {unknown} event
   */
  emit(type, event) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  /** The interaction's state summary now (`{ phase, … }`). */
  get state() {
    this.assertOpen('state');
    return this.frameState ?? this.session.state();
  }

  /**
   * The names of the actions that apply now (`open` while the player is closed…):
   * what a page, a menu or a screen reader offers. Null where the session cannot say.
   */
  availableActions() {
    this.assertOpen('availableActions');
    return this.session.availableActions();
  }

  /**
   * The trace recorded since the start (the host core's): `crossfade replay` of it
   * gives the scene shown now. A promise where the session is remote.
   * @returns {object | Promise<object | null>}
   */
  recording() {
    this.assertOpen('recording');
    const text = this.session.recording();
    return typeof text === 'string' ? JSON.parse(text) : text.then((t) => (t ? JSON.parse(t) : null));
  }

  /**
   * The element showing layer `id` (to style it), if it is mounted.
   * @param {string} id
   */
  layer(id) { return this.target.element(id); }

  /** @param {() => void} body */
  onClose(body) { this.closers.push(body); }

  /**
   * Stops the interaction and puts the element back as it was (its children, inline
   * style and classes; the app's slotted elements are detached). Every call after it
   * throws; a second destroy() does nothing.
   */
  destroy() {
    if (!this.isOpen) return;
    this.isOpen = false;
    this.detachPointers();
    for (const body of this.closers) body();
    this.session.close();
    this.access.remove();
    this.target.restore();
  }
}
