// The engine on the Studio's server, behind the same interface as the engine in
// the page (engine.js's EngineSession): the page sends the viewport, touches with
// their timestamps and one frame tick per animation frame over a WebSocket; the
// server runs the host core and answers each tick with the frame's state (text)
// and its mount operations (binary, the same bytes crossfade_mount gives, read by
// mount.js). Replies come later, so `frame` hands them to `draw` when they arrive.
'use strict';

/// At most this many frame ticks wait for their answer (a slow link skips frames).
const inFlight = 8;

export class SocketTransport {
  /// Opens a socket to the Studio's server; resolves once it is open.
  static connect(url) {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      ws.binaryType = 'arraybuffer';
      ws.onopen = () => resolve(new SocketTransport(ws));
      ws.onerror = () => reject(new Error(`cannot connect to ${url}`));
    });
  }

  constructor(ws) {
    this.ws = ws;
    this.sent = [];
    this.queued = [];
    this.waiting = [];
    this.lastState = null;
    this.onError = () => {};
    this.onRoundTrip = () => {};
    this.onClose = () => {};
    ws.onmessage = (event) => this.receive(event.data);
    ws.onclose = (event) => this.onClose(event);
  }

  send(message) {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(message));
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

  touch(phase, pointer, x, y, seconds) { this.send({ type: 'pointer', kind: phase, pointer, x, y, t: seconds }); return null; }

  loseTouches() { this.send({ type: 'lose' }); return null; }

  frame(seconds, draw) {
    this.draw = draw;
    for (const frame of this.queued.splice(0)) draw(...frame);
    if (this.sent.length >= inFlight) return null;
    this.sent.push(performance.now());
    this.send({ type: 'frame', t: seconds });
    return null;
  }

  perform(name, fields = {}) { this.send({ type: 'action', name, ...fields }); return null; }

  environment(values) { this.send({ type: 'environment', environment: values }); return null; }

  state() { return this.lastState; }

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

  /// A frame's mount operations, drawn with the state that came just before them.
  deliver(buffer) {
    if (this.pendingSession !== this.session) return;  // an earlier session's, or no state came before it
    this.pendingSession = undefined;
    const frame = [buffer, 0, buffer.byteLength, this.pending?.state];
    if (!this.draw) { this.queued.push(frame); return; }
    try { this.draw(...frame); } catch (error) { this.onError(`frame: ${error.message}`); }
  }
}
