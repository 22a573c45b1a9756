// The Studio's phone (the UI's side, not the engine's): one interaction running on the
// phone through crossfade.js's Host, with its engine session in the page (a WasmSession)
// or on the server (a SocketSession) behind the same interface. It (re)starts the
// engine session from the model, performs actions, records traces and keeps the
// per-frame numbers. Until the first frame it says on the phone what it is doing
// (loading the engine, starting the session, reaching the server), or why it cannot.
'use strict';
import { Crossfade, Host } from '../crossfade/crossfade.js';
import { SocketSession } from './socket-session.js';
import { StudioClock } from './clock.js';
import { drawTouch, layoutPhone } from './stage.js';
import { summaryView } from './readout.js';
import { pushSample, devices } from './model.js';
import { ReplaySession, probe, traceDuration } from './replay.js';

const $ = (id) => document.getElementById(id);

export class Phone {
  constructor(model) {
    this.model = model;
    this.clock = new StudioClock();
    this.socket = null;
  }

  /// The session's options: the toggles, the device's safe areas, then whatever the
  /// options panel or the motion lab set (those win).
  options(descriptor) {
    const model = this.model, options = {};
    const has = (name) => descriptor.options.some((o) => o.name === name);
    if (has('reduceMotion')) options.reduceMotion = model.reduceMotion;
    if (has('rtl')) options.rtl = model.rtl;
    if (has('topSafeArea')) options.topSafeArea = model.device.top;
    if (has('bottomSafeArea')) options.bottomSafeArea = model.device.bottom;
    return Object.assign(options, model.tuned[descriptor.id] || {});
  }

  /// What the phone says until its first frame (`error`: why it shows nothing).
  say(text, error = false) {
    this.model.update({ phoneNotice: { text, error } });
  }

  /// Starts the chosen interaction afresh (a new recording, the layers drawn anew).
  restart() {
    const model = this.model, descriptor = model.descriptor;
    if (!descriptor || model.mode === 'starting') return;
    // In the page, each interaction runs in its own engine module: load it first.
    if (model.mode === 'wasm' && model.wasmFor !== descriptor.id) { this.loadEngine(descriptor.id); return; }
    const options = this.options(descriptor);
    const viewport = { width: model.device.width, height: model.device.height };
    this.unmount();
    if (model.replay) model.update({ replay: null, probe: null });
    this.clock.reset();
    // (A session that replaces a drawn one says nothing: its first frame follows at once.)
    if (model.phoneNotice || !model.host) this.say(`Starting ${descriptor.id}…`);
    let session;
    try {
      session = model.mode === 'wasm' ? model.wasm.open(descriptor.id, options, viewport) : this.socket.open(descriptor.id, options, viewport);
    } catch (error) {
      model.log(`hello: ${error.message}`);
      this.say(`${descriptor.id} did not start: ${error.message}`, true);
      return;
    }
    // The Studio is the demo: it draws the demo's chrome (a page's mount is embedded).
    session.setDemo?.(true);
    const host = new Host($('stage'), session, {
      viewport, clock: this.clock, environment: environmentOf(options),
      onFrame: (frame) => this.frameDrawn(frame),
      onTouch: (phase, id, x, y) => drawTouch(model.touches, phase, id, x, y),
    });
    host.on('error', (error) => model.log(error.message));
    model.update({ host, viewport, sessionOptions: options, state: null, available: undefined });
  }

  /// Ends the session on the phone. Destroying a host puts back the stage's style as it
  /// was when the host mounted (a host restores what it changed), which may be another
  /// device's size and scale: the phone is laid out again for the device it is now.
  unmount() {
    const model = this.model;
    if (!model.host) return;
    model.host.destroy();
    layoutPhone(model);
  }

  /// Another device: the running session takes its size and safe areas as one viewport
  /// change and keeps its state (the player stays open, the card presented), recorded
  /// like any input; with no session running, one starts.
  resize() {
    const model = this.model, host = model.host, descriptor = model.descriptor;
    if (!host?.isOpen || !descriptor || model.mode === 'starting' || model.replay) { this.restart(); return; }
    const viewport = { width: model.device.width, height: model.device.height };
    const options = this.options(descriptor);
    const values = {};
    if ('topSafeArea' in options) values.topSafeArea = options.topSafeArea;
    if ('bottomSafeArea' in options) values.bottomSafeArea = options.bottomSafeArea;
    try {
      host.setViewport(viewport, values);
    } catch (error) {
      model.log(`viewport: ${error.message}`);
      return;
    }
    model.update({ viewport, sessionOptions: options });
  }

  /// Options set in the options panel or the motion lab (`values` by name; `forget`:
  /// names to return to their defaults). Live options (the spec's `live`: every spring)
  /// go to the running session, which keeps its screen and is recorded; any other makes
  /// the session start over, and the note says which option needed it. Returns the note.
  tune(values, forget = []) {
    const model = this.model, descriptor = model.descriptor;
    if (!descriptor) return '';
    const before = model.tuned[descriptor.id];
    const tuned = { ...before };
    const specs = new Map(descriptor.options.map((spec) => [spec.name, spec]));
    const changes = { ...values };
    for (const name of forget) {
      delete tuned[name];
      if (specs.has(name)) changes[name] = specs.get(name).default;
    }
    Object.assign(tuned, values);
    const keep = (options) => {
      if (options && Object.keys(options).length) model.tuned[descriptor.id] = options;
      else delete model.tuned[descriptor.id];
    };
    keep(tuned);
    const fixed = Object.keys(changes).filter((name) => !specs.get(name)?.live);
    const host = model.host;
    if (fixed.length === 0 && host?.isOpen && Object.keys(changes).length > 0) {
      try {
        host.setOptions(changes);
        model.update({ sessionOptions: this.options(descriptor) });
        return 'Applied to the running session (recorded).';
      } catch (error) {
        keep(before);  // the engine refused: the options stay as they ran
        model.log(`options: ${error.message}`);
        return `Refused: ${error.message}`;
      }
    }
    this.restart();
    return fixed.length ? `${fixed.join(', ')} ${fixed.length > 1 ? 'are' : 'is'} given at the start: the session started over.` : '';
  }

  /// Per frame: the state summary and the time per frame (engine, and engine + DOM).
  frameDrawn(frame) {
    const model = this.model;
    const phase = model.state?.phase;
    if (model.phoneNotice) model.update({ phoneNotice: null });
    model.state = model.host.state;
    model.time = frame.time;
    // Which actions apply changes with what the interaction is doing: asked when its
    // phase changes and when it comes to rest (the actions panel marks the others).
    if (frame.pause || model.state?.phase !== phase || model.available === undefined) this.refreshAvailable();
    summaryView(model.state);
    // The timeline's instant drawn: the inspector shows it, with the speeds since just before.
    if (model.replay && Math.abs(frame.time - model.replay.time) < 1e-6) model.update({ replayDrawn: model.replay.time, earlierLayers: this.earlierLayers });
    model.frames += 1;
    if (model.mode === 'wasm') {
      pushSample(model.engineMicros, frame.engineMilliseconds * 1000);
      const total = frame.engineMilliseconds + frame.applyMilliseconds;
      pushSample(model.frameMicros, total * 1000);
      if (total > 1000 / 60) model.longFrames += 1;
    }
  }

  /// Performs action `name` with `fields`; a refusal goes to the log.
  perform(name, fields = {}) {
    try {
      this.model.host?.perform(name, fields);
    } catch (error) {
      this.model.log(`action: ${error.message}`);
    }
    this.refreshAvailable();
  }

  /// The actions that apply now, from the engine session (null where it cannot say: on the server).
  refreshAvailable() {
    const names = this.model.host?.availableActions() ?? null;
    const available = names ? new Set(names) : null;
    const before = this.model.available;
    if (before !== undefined && String(before && [...before]) === String(available && [...available])) return;
    this.model.update({ available });
  }

  /// Recording restarts the session; stopping shows what the host core recorded in the
  /// recording panel (its file name, duration, events, the replay command, a download).
  async toggleRecording() {
    const model = this.model;
    if (!model.recording) {
      model.update({ recording: true });
      this.restart();
      return;
    }
    model.update({ recording: false });
    const trace = await model.host.recording();
    this.recordings = (this.recordings ?? 0) + 1;
    if (trace) {
      model.update({ lastTrace: trace, lastTraceState: model.state, traceFile: `crossfade-${trace.interaction}-${this.recordings}.json`, panel: 'recording' });
    }
  }

  // ---- The timeline: a recording replayed by the page's engine ------------------

  /// Shows `trace` in the phone, replayed by the page's engine, at `time` (s): the
  /// interaction and its engine module are chosen first; the live session ends.
  async openTimeline(trace, time = 0) {
    const model = this.model;
    if (model.mode !== 'wasm') { model.log('the timeline replays in the page\'s engine: this Studio runs on the server (no WebAssembly)'); return; }
    if (model.interactionId !== trace.interaction) model.update({ interactionId: trace.interaction });
    if (model.wasmFor !== trace.interaction) {
      const wasm = await Crossfade.load(Crossfade.engineURL(trace.interaction));
      model.update({ wasm, wasmFor: trace.interaction });
    }
    const device = devices.find((d) => d.width === trace.viewport.width && d.height === trace.viewport.height);
    if (device && device.id !== model.deviceId) model.update({ deviceId: device.id });
    if (!device) model.log(`the recording's viewport ${trace.viewport.width} × ${trace.viewport.height} is no Studio device: drawn in the ${model.device.name}'s frame`);
    if (model.recording) model.update({ recording: false });
    this.replayTrace = trace;
    this.mountReplay();
    this.scrub(time);
  }

  /// A fresh replay of the timeline's trace on the stage (scrubbing back starts here).
  mountReplay() {
    const model = this.model, trace = this.replayTrace;
    this.unmount();
    const session = new ReplaySession(model.wasm, trace);
    // The layers as drawn just before the instant: the inspector's speeds.
    session.onBetween = (time) => {
      const layers = new Map();
      for (const [id, props] of model.layers) layers.set(id, { ...props });
      this.earlierLayers = { time, layers };
    };
    const host = new Host($('stage'), session, {
      viewport: trace.viewport, clock: { time: (seconds) => seconds }, environment: session.feedState.environment,
      onFrame: (frame) => this.frameDrawn(frame),
    });
    host.on('error', (error) => model.log(error.message));
    this.replaySession = session;
    model.update({ host, viewport: trace.viewport, replay: { trace, time: 0, duration: traceDuration(trace) }, state: null, available: new Set() });
  }

  /// The timeline at `time` (s, clamped to the recording): drawn by the engine's replay.
  scrub(time) {
    const model = this.model, replay = model.replay;
    if (!replay) return;
    const t = Math.min(replay.duration, Math.max(0, Number.isFinite(time) ? time : 0));
    if (t < this.replaySession.drawnAt) this.mountReplay();
    this.replaySession.scrub(t);
    this.earlierLayers = null;
    model.host.wake();
    let measured = null;
    try { measured = { time: t, ...probe(model.wasm, replay.trace, t) }; } catch (error) { model.log(`timeline: ${error.message}`); }
    model.update({ replay: { ...model.replay, time: t }, probe: measured, earlierLayers: null, replayDrawn: null });
    for (const refusal of this.replaySession.refusals.splice(0)) model.log(`replay: ${refusal}`);
  }

  /// Back to a live session of the interaction.
  leaveTimeline() {
    this.model.update({ replay: null, probe: null });
    this.restart();
  }

  /// Opens a saved session (share.js checked it): its interaction, device, toggles and
  /// options, then its recording in the timeline at the instant it was saved at.
  async openSession(session, name) {
    const model = this.model;
    const tuned = { ...model.tuned };
    if (Object.keys(session.options).length) tuned[session.interaction] = { ...session.options };
    else delete tuned[session.interaction];
    model.update({
      interactionId: session.interaction, deviceId: session.device ?? model.deviceId, tuned,
      reduceMotion: !!session.toggles.reduceMotion, rtl: !!session.toggles.rtl,
    });
    if (session.trace) {
      model.update({ lastTrace: session.trace, lastTraceState: null, traceFile: name.endsWith('.json') && !name.startsWith('crossfade-studio-') ? name : `crossfade-${session.trace.interaction}-shared.json`, panel: 'recording' });
      await this.openTimeline(session.trace, session.time ?? 0);
    } else {
      this.restart();
    }
  }

  // ---- Where the engine runs --------------------------------------------------

  /// In the page when the engine is there; else on the server, saying why.
  async chooseEngine() {
    const model = this.model;
    const forced = new URLSearchParams(location.search).get('mode');
    let status;
    try {
      status = await (await fetch('api/engine.json', { cache: 'no-store' })).json();
    } catch (error) {
      return this.useSocket('the engine status is unreachable');
    }
    this.moduleBytes = status.modules ?? {};
    if (status.server === false) {
      model.update({ serverless: 'this page is a static export with no Crossfade server behind it, so the engine runs only in the page' });
    } else if (forced === 'socket') {
      return this.useSocket('the page asked for it (?mode=socket)');
    }
    if (status.status === 'ready') {
      const id = model.descriptor?.id ?? model.opens;
      this.say(`Loading the engine (${this.moduleSize(id)})…`);
      try {
        const wasm = await Crossfade.load(Crossfade.engineURL(id));
        this.socket?.disconnect();
        this.socket = null;
        model.update({ wasm, wasmFor: id, mode: 'wasm', modeReason: '' });
        this.restart();
        return;
      } catch (error) {
        return this.useSocket(`the WebAssembly engine did not load: ${error.message}`);
      }
    }
    if (status.status === 'building') {
      this.useSocket('the engine is still being built for the page; it switches over when ready');
      setTimeout(() => { if (!model.recording) this.chooseEngine(); }, 2000);
      return;
    }
    this.useSocket(status.reason || 'the WebAssembly engine is unavailable');
  }

  /// Loads interaction `id`'s engine module, then starts the session on it; a
  /// module that cannot load sends the Studio to the server, saying why.
  async loadEngine(id) {
    const model = this.model;
    if (this.loading === id) return;
    this.loading = id;
    this.say(`Loading the engine for ${id} (${this.moduleSize(id)})…`);
    try {
      const wasm = await Crossfade.load(Crossfade.engineURL(id));
      if (model.descriptor?.id !== id) return;  // another interaction was chosen meanwhile
      model.update({ wasm, wasmFor: id });
      this.restart();
    } catch (error) {
      this.useSocket(`the WebAssembly engine for ${id} did not load: ${error.message}`);
    } finally {
      if (this.loading === id) this.loading = null;
    }
  }

  /// Interaction `id`'s engine module as the page reads its size: "WebAssembly, 540 KB".
  moduleSize(id) {
    const bytes = this.moduleBytes?.[id];
    return bytes ? `WebAssembly, ${Math.round(bytes / 1000)} KB` : 'WebAssembly';
  }

  async useSocket(reason) {
    const model = this.model;
    if (model.serverless) {
      model.update({ mode: 'unavailable', modeReason: `${reason}; ${model.serverless}` });
      this.say(`The engine cannot run here: ${reason}.`, true);
      return;
    }
    if (model.mode === 'socket' && this.socket) { model.update({ modeReason: reason }); return; }
    model.update({ mode: 'socket', modeReason: reason });
    await this.connect();
  }

  async connect() {
    const model = this.model;
    if (!model.host?.isOpen) this.say('Connecting to the server…');
    try {
      this.socket = await SocketSession.connect(`ws://${location.host}/session`);
    } catch (error) {
      model.update({ connection: `${error.message} — retrying` });
      this.say(`The server did not answer (${error.message}); trying again…`, true);
      setTimeout(() => this.connect(), 1000);
      return;
    }
    this.socket.onError = (message) => model.log(message);
    this.socket.onRoundTrip = (ms, micros) => {
      pushSample(model.rtts, ms);
      if (micros !== undefined) pushSample(model.serverMicros, micros);
    };
    this.socket.onClose = (event) => {
      if (model.mode !== 'socket') return;
      model.update({ connection: `disconnected (${event.code}${event.reason ? ': ' + event.reason : ''}) — reconnecting` });
      this.say(`Disconnected from the server (${event.code}); reconnecting…`, true);
      setTimeout(() => this.connect(), 1000);
    };
    model.update({ connection: '' });
    this.restart();
  }
}

/// The environment a session starts in with `options`: their environment values over
/// the engine's defaults (an iPhone 14's safe areas, left to right, motion on, dark).
function environmentOf(options) {
  const environment = { topSafeArea: 47, leadingSafeArea: 0, bottomSafeArea: 34, trailingSafeArea: 0, textScale: 1, rtl: false,
    reduceMotion: false, appearance: 'dark' };
  for (const name of Object.keys(environment)) if (name in options) environment[name] = options[name];
  return environment;
}
