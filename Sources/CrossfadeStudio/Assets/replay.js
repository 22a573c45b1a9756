// A recorded trace replayed by the page's engine, for the timeline: a session behind
// the same interface as a live one (crossfade.js's Host draws it), whose frames are
// not the display's but the instant the timeline is scrubbed to. The trace's events
// go in with their own times, as `crossfade replay` feeds them, and one frame is drawn
// at the chosen instant; scrubbing forward feeds the events in between, scrubbing
// back replays from the start (a fresh session and a fresh DOM).
'use strict';
import { Status } from '../crossfade/crossfade.js';

/// The interval over which speeds are measured, s.
export const rateStep = 1 / 120;

/// The environment a trace's event sets: every member, the engine's defaults filled in.
export function fullEnvironment(values = {}) {
  return {
    topSafeArea: values.topSafeArea ?? 47, leadingSafeArea: values.leadingSafeArea ?? 0, bottomSafeArea: values.bottomSafeArea ?? 34,
    trailingSafeArea: values.trailingSafeArea ?? 0, textScale: values.textScale ?? 1, rtl: values.rtl ?? false,
    reduceMotion: values.reduceMotion ?? false, appearance: values.appearance ?? 'dark',
  };
}

/// Where a trace's replay ends: its `end`, or its last event (then at rest: the
/// timeline's last instant is the last event's, plus two seconds to watch it settle).
export function traceDuration(trace) {
  if (typeof trace.end === 'number') return trace.end;
  const last = trace.events.length ? trace.events[trace.events.length - 1].t : 0;
  return last + 2;
}

/// The trace's events fed into `session` from index `next` while their time is at most
/// `time`; returns the next index and any refusals (with the event's time).
export function feed(session, trace, next, time, state) {
  const events = trace.events, refusals = [];
  while (next < events.length && events[next].t <= time) {
    const event = events[next++];
    let status;
    if (event.kind === 'action') {
      const fields = {};
      for (const [name, value] of Object.entries(event)) if (!['t', 'kind', 'name'].includes(name)) fields[name] = value;
      status = session.perform(event.name, fields, event.t);
    } else if (event.kind === 'viewport' || (event.kind === 'environment' && events[next]?.kind === 'viewport' && events[next].t === event.t)) {
      // A size with the environment beside it at the same instant is one relayout.
      const other = events[next];
      const beside = other && other.t === event.t && other.kind !== event.kind && ['viewport', 'environment'].includes(other.kind) ? other : null;
      if (beside) next++;
      const changed = [event, beside].find((e) => e?.kind === 'environment');
      if (changed) state.environment = fullEnvironment(changed.environment);
      status = session.setViewport([event, beside].find((e) => e?.kind === 'viewport').viewport, state.environment, event.t);
    } else if (event.kind === 'options') {
      status = session.setOptions(event.options, event.t);
    } else if (event.kind === 'environment') {
      state.environment = fullEnvironment(event.environment);
      status = session.setEnvironment(state.environment, event.t);
    } else {
      status = session.touch(event.kind, event.pointer ?? 1, event.x, event.y, event.t);
    }
    if (status === Status.refused) refusals.push(`${event.t} s ${event.kind}: ${session.reason}`);
  }
  return { next, refusals };
}

/// The trace's replay at one instant at a time, as a session a Host draws.
export class ReplaySession {
  /// `engine`: the WasmEngine of the trace's interaction.
  constructor(engine, trace) {
    this.trace = trace;
    this.session = engine.open(trace.interaction, trace.options ?? {}, trace.viewport);
    this.session.setDemo?.(true);
    this.feedState = { environment: fullEnvironment(trace.options ?? {}) };
    this.next = 0;
    this.time = 0;
    this.target = 0;
    this.drawnAt = -1;
    this.refusals = [];
    this.reason = '';
    /// Called with the earlier instant once it is drawn (the Studio keeps the layers' values then).
    this.onBetween = () => {};
  }

  /// The instant to draw next (s); it must not be before the last one drawn.
  scrub(time) { this.target = time; }

  // Touches and input from the page do nothing: the phone shows the recording.
  touch() { return Status.resume; }
  loseTouches() { return Status.resume; }
  perform() { return Status.resume; }
  setEnvironment() { return Status.resume; }
  setViewport() { return Status.resume; }
  setOptions() { return Status.resume; }

  /// Draws the instant scrubbed to, and 1/120 s before it first (`onBetween` is called
  /// between the two, so what is drawn can be measured twice: its speed).
  frame(_, draw) {
    const earlier = Math.max(this.drawnAt, this.target - rateStep);
    const instants = earlier < this.target && earlier >= 0 ? [earlier, this.target] : [this.target];
    // A fresh session's clock starts at its first call: its first frame is at the trace's 0.
    if (this.drawnAt < 0 && instants[0] > 0) instants.unshift(0);
    let status = Status.pause;
    for (const t of instants) {
      const { next, refusals } = feed(this.session, this.trace, this.next, t, this.feedState);
      this.next = next;
      this.refusals.push(...refusals);
      status = this.session.frame(t, (buffer, offset, length, _status, state) => draw(buffer, offset, length, Status.pause, state));
      this.reason = this.session.reason;
      if (status === Status.refused) return status;
      if (t === earlier && t !== this.target) this.onBetween(t);
      this.drawnAt = t;
    }
    this.time = this.target;
    return Status.pause;
  }

  state() { return this.session.state(); }
  availableActions() { return []; }
  recording() { return JSON.stringify(this.trace); }
  close() { this.session.close(); }
  check(kind, name) { return this.session.check?.(kind, name) ?? null; }
  accessibility() { return this.session.accessibility?.() ?? null; }
}

/// The interaction's state at `time` and how fast each number in it changes there (per
/// second, over the last `rateStep`), from a replay of its own (no DOM): what the timeline's
/// inspector shows beside the layer.
export function probe(engine, trace, time) {
  const session = engine.open(trace.interaction, trace.options ?? {}, trace.viewport);
  try {
    session.setDemo?.(true);
    const state = { environment: fullEnvironment(trace.options ?? {}) };
    const before = Math.max(0, time - rateStep);
    session.frame(0, () => {});  // the session's clock starts at its first call: the trace's 0
    const next = feed(session, trace, 0, before, state).next;
    session.frame(before, () => {});
    const earlier = flatten(session.state());
    feed(session, trace, next, time, state);
    session.frame(time, () => {});
    const now = flatten(session.state());
    const rates = {};
    for (const [key, value] of Object.entries(now)) {
      if (typeof value === 'number' && typeof earlier[key] === 'number' && time > before) rates[key] = (value - earlier[key]) / (time - before);
    }
    return { state: now, rates };
  } finally {
    session.close();
  }
}

/// A state with its children's keys under their prefix (`player.progress`).
function flatten(state, prefix = '', out = {}) {
  for (const [key, value] of Object.entries(state ?? {})) {
    if (value && typeof value === 'object') flatten(value, `${prefix}${key}.`, out);
    else out[`${prefix}${key}`] = value;
  }
  return out;
}
