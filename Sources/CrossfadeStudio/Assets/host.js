// A running interaction in an element: touches in, frames driven, mount operations
// applied, events out. It drives any session with one interface — the engine in
// the page (engine.js) or the Studio's server (its socket transport):
//   touch(phase, id, x, y, seconds) · loseTouches() · frame(seconds, draw)
//   perform(name, fields) · environment(values) · state() · recording() · close()
// Each returns null or the reason it was refused; `frame` calls
// draw(buffer, offset, length[, state]) with the frame's mount operations, at once
// or when they arrive.
'use strict';
import { readFrame } from './mount.js';
import { DomTarget } from './dom.js';
import { attachPointers } from './pointer.js';

export class Host {
  /// `clock.time(seconds)`: the page's time (s) → the session's input time (the
  /// Studio slows it), told of each touch by `clock.touched(phase, id, seconds)`;
  /// `onFrame(frame)` hears every frame drawn; `onTouch(phase, id, x, y)` every touch.
  constructor(element, session, { viewport, clock = { time: (s) => s }, artwork, environment = {}, onFrame = () => {}, onTouch } = {}) {
    this.element = element;
    this.session = session;
    this.viewport = viewport;
    this.clock = clock;
    this.onFrame = onFrame;
    /// The environment as last set (what `setEnvironment` changes part of).
    this.environment = { topSafeArea: 0, leadingSafeArea: 0, bottomSafeArea: 0, trailingSafeArea: 0, textScale: 1,
      rtl: false, reduceMotion: false, appearance: 'dark', ...environment };
    this.target = new DomTarget(element, { artwork });
    this.listeners = new Map();
    this.closers = [];
    this.lastFrameTime = -Infinity;
    this.running = false;
    this.isOpen = true;
    this.frameState = undefined;
    this.tick = (timestamp) => this.advance(timestamp / 1000);
    this.detachPointers = attachPointers(element, {
      point: (event) => this.point(event),
      touch: (phase, id, x, y, seconds) => this.touch(phase, id, x, y, seconds),
      lose: () => this.loseTouches(),
      changed: onTouch,
    });
    this.wake();
  }

  /// A Pointer Event's place in the interaction's points (the element may be scaled).
  point(event) {
    const rect = this.element.getBoundingClientRect();
    const sx = rect.width / this.viewport.width || 1, sy = rect.height / this.viewport.height || 1;
    return { x: (event.clientX - rect.left) / sx, y: (event.clientY - rect.top) / sy };
  }

  touch(phase, id, x, y, seconds) {
    if (phase === 'down') this.clock.touched?.(phase, id, seconds);
    this.report(this.session.touch(phase, id, x, y, this.clock.time(seconds)));
    if (phase !== 'down') this.clock.touched?.(phase, id, seconds);
    this.wake();
  }

  loseTouches() {
    this.report(this.session.loseTouches());
    this.clock.reset?.();
    this.wake();
  }

  /// Starts asking for frames again (after a pause at rest).
  wake() {
    if (this.running || !this.isOpen) return;
    this.running = true;
    requestAnimationFrame(this.tick);
  }

  /// One display frame at page time `seconds`.
  advance(seconds) {
    if (!this.isOpen) return;
    const time = Math.max(this.clock.time(seconds), this.lastFrameTime);
    this.lastFrameTime = time;
    const started = performance.now();
    this.paused = false;
    try {
      this.report(this.session.frame(time, (buffer, offset, length, state) => this.draw(buffer, offset, length, state, started)));
    } catch (error) {
      this.report(`frame: ${error.message}`);
    }
    if (this.paused) this.running = false;
    else requestAnimationFrame(this.tick);
  }

  /// Applies a frame's mount operations and hands its events to the listeners.
  draw(buffer, offset, length, state, started = NaN) {
    const applying = performance.now();
    const frame = readFrame(buffer, offset, length, this.target);
    frame.state = this.frameState = state;
    frame.engineMilliseconds = applying - started;
    frame.applyMilliseconds = performance.now() - applying;
    if (frame.pause) this.paused = true;
    const events = this.target.events.splice(0);
    this.onFrame(frame);
    this.emit('frame', frame);
    for (const event of events) {
      this.emit(event.type, event);
      this.emit('event', event);
    }
  }

  report(error) {
    if (error) this.emit('error', { message: error });
  }

  /// Performs action `name` (with its `fields`) now; throws the engine's reason when refused.
  perform(name, fields = {}) {
    const error = this.session.perform(name, fields);
    this.wake();
    if (error) throw new Error(error);
    return this;
  }

  /// Changes the environment (any of topSafeArea, leadingSafeArea, bottomSafeArea,
  /// trailingSafeArea, textScale, rtl, reduceMotion, appearance) without restarting a gesture.
  setEnvironment(values) {
    const next = { ...this.environment, ...values };
    const error = this.session.environment(next);
    this.wake();
    if (error) throw new Error(error);
    this.environment = next;
    return this;
  }

  /// The app's `element` where the engine has slot `name` (null: the engine draws it).
  slot(name, element) {
    this.target.slot(name, element);
    return this;
  }

  /// Listens for an engine event by type (`centered`, `opened`…), every event
  /// (`event`), a refusal (`error`), or each frame drawn (`frame`: { time, pause,
  /// operations, engineMilliseconds, applyMilliseconds }).
  on(type, listener) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type).add(listener);
    return this;
  }

  off(type, listener) {
    this.listeners.get(type)?.delete(listener);
    return this;
  }

  emit(type, event) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  /// The interaction's state summary now (`{ phase, … }`).
  get state() { return this.frameState ?? this.session.state(); }

  /// The trace recorded since the start (the host core's): `crossfade replay` of it
  /// gives the scene shown now. A promise where the session is remote.
  recording() {
    const text = this.session.recording();
    return typeof text === 'string' ? JSON.parse(text) : text.then((t) => (t ? JSON.parse(t) : null));
  }

  /// The element showing layer `id` (to style it), if it is mounted.
  layer(id) { return this.target.element(id); }

  onClose(body) { this.closers.push(body); }

  /// Stops the interaction and takes its elements away (the app's slotted elements are detached).
  destroy() {
    if (!this.isOpen) return;
    this.isOpen = false;
    this.detachPointers();
    for (const body of this.closers) body();
    this.session.close();
    this.target.clear();
  }
}
