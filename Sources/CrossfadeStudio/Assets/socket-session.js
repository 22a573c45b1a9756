// A session on the Studio's server, over its WebSocket: the page's end of the server's
// SocketSession (Swift), behind the same interface as a session in the page's engine
// (EngineSessionLike, crossfade.js's wasm-engine.js), so crossfade.js's Host drives
// either. The page sends the viewport, touches with their timestamps, actions and
// environment and viewport changes with the page's time, and one frame tick per animation frame;
// the server runs the host core and answers each tick with the frame's state and
// whether to pause (text), then its mount operations (binary, the bytes crossfade_frame
// gives, read by mount.js). Replies come later, so `frame` hands them to `draw` when
// they arrive; every input returns Status.resume (the server decides at its frames).
'use strict';
import { Status } from '../crossfade/crossfade.js';

/// At most this many frame ticks wait for their answer (a slow link skips frames).
const inFlight = 8;

export class SocketSession {
  /// Opens a socket to the Studio's server; resolves once it is open.
  static connect(url) {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      ws.binaryType = 'arraybuffer';
      ws.onopen = () => resolve(new SocketSession(ws));
      ws.onerror = () => reject(new Error(`cannot connect to ${url}`));
    });
  }

  constructor(ws) {
    this.ws = ws;
    this.sent = [];
    this.queued = [];
    this.waiting = [];
    this.lastState = null;
    this.reason = '';
    this.onError = () => {};
    this.onRoundTrip = () => {};
    this.onClose = () => {};
    ws.onmessage = (event) => this.receive(event.data);
    ws.onclose = (event) => this.onClose(event);
  }

  send(message) {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(message));
    return Status.resume;
  }

  /// Starts a session on the server (its first frame, the whole tree, follows).
  open(interaction, options, viewport) {
    this.sent = [];
    this.queued = [];
    this.pending = null;
    this.draw = null;
    // Replies to an earlier session still on their way are dropped: each names its session.
    this.session = (this.session ?? 0) + 1;
    this.send({ type: 'hello', interaction, options, viewport, form: 'mount', session: this.session });
    return this;
  }

  touch(phase, pointer, x, y, t) { return this.send({ type: 'pointer', kind: phase, pointer, x, y, t }); }

  loseTouches(t) { return this.send({ type: 'lose', t }); }

  frame(t, draw) {
    this.draw = draw;
    for (const frame of this.queued.splice(0)) draw(...frame);
    if (this.sent.length >= inFlight) return Status.draw;
    this.sent.push(performance.now());
    this.send({ type: 'frame', t });
    return Status.draw;
  }

  perform(name, fields, t) { return this.send({ type: 'action', name, t, ...fields }); }

  setEnvironment(environment, t) { return this.send({ type: 'environment', environment, t }); }

  setViewport(viewport, environment, t) {
    return this.send({ type: 'viewport', viewport: { width: viewport.width, height: viewport.height }, environment, t });
  }

  setOptions(options, t) { return this.send({ type: 'options', options, t }); }

  state() { return this.lastState; }

  /// The actions that apply now: the server does not say (the Studio offers them all).
  availableActions() { return null; }

  /// The host core's recording on the server, as the trace's text (a promise).
  recording() {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.send({ type: 'trace' });
    });
  }

  /// The session ends (the next hello starts another on the same socket).
  close() { this.draw = null; }

  /// Closes the socket.
  disconnect() {
    this.ws.onclose = null;
    this.ws.close();
  }

  receive(data) {
    if (data instanceof ArrayBuffer) return this.deliver(data);
    const message = JSON.parse(data);
    switch (message.type) {
      case 'frame':
        // The binary message with its mount operations follows; it belongs to this
        // message's session (a restart may come between the two: then it is dropped).
        this.pendingSession = message.session;
        if (message.session !== this.session) break;
        this.pending = message;
        this.lastState = message.state;
        if (!message.first) {
          const sent = this.sent.shift();
          if (sent !== undefined) this.onRoundTrip(performance.now() - sent, message.serverMicros);
        }
        break;
      case 'trace':
        this.waiting.shift()?.(message.trace ? JSON.stringify(message.trace) : null);
        break;
      case 'error':
        this.onError(message.message);
        break;
    }
  }

  /// A frame's mount operations, drawn with the state and status that came just before them.
  deliver(buffer) {
    if (this.pendingSession !== this.session) return;  // an earlier session's, or no state came before it
    this.pendingSession = undefined;
    const status = this.pending?.pause ? Status.pause : Status.draw;
    const frame = [buffer, 0, buffer.byteLength, status, this.pending?.state];
    if (!this.draw) { this.queued.push(frame); return; }
    try { this.draw(...frame); } catch (error) { this.onError(`frame: ${error.message}`); }
  }
}
