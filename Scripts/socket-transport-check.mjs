// Checks the Studio's socket session (Sources/CrossfadeStudio/Assets/socket-session.js,
// the page's end of the server's SocketSession) against a fake socket: a frame's mount
// operations are drawn with the state and status that came before them, in their own
// session only — a restart between a frame's state (text) and its operations (binary)
// drops them, since the page's new tree does not know the earlier session's handles —
// and every host call carries the page's time. Prints one line per check; exits 1 on a failure.
//   node Scripts/socket-transport-check.mjs
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
globalThis.WebSocket = { OPEN: 1 };
const { SocketSession } = await import(join(here, '../Sources/CrossfadeStudio/Assets/socket-session.js'));
const { Status } = await import(join(here, '../Sources/CrossfadeStudio/crossfade/tags.js'));

let failures = 0;
const check = (ok, what) => { console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`); if (!ok) failures++; };

function transport() {
  const ws = { readyState: 1, sent: [], send(text) { this.sent.push(JSON.parse(text)); } };
  const t = new SocketSession(ws);
  const errors = [];
  t.onError = (message) => errors.push(message);
  return { t, ws, errors };
}
const frameText = (session, state, first = false, pause = false) => JSON.stringify({ type: 'frame', session, state, pause, first, serverMicros: 1 });
const ops = (n) => new Uint8Array([n, n, n]).buffer;

{
  const { t } = transport();
  t.open('showcase', {}, { width: 390, height: 844 });
  t.receive(frameText(1, { phase: 'idle' }, true));
  t.receive(ops(1));
  const drawn = [];
  t.frame(0.016, (buffer, offset, length, status, state) => drawn.push([length, status, state.phase]));
  check(drawn.length === 1 && drawn[0][0] === 3 && drawn[0][1] === Status.draw && drawn[0][2] === 'idle', `a session's first frame, queued until the page draws, is drawn with its state: ${JSON.stringify(drawn)}`);
}
{
  const { t, ws } = transport();
  t.open('showcase', {}, { width: 390, height: 844 });
  const drawn = [];
  t.frame(0.016, (buffer, offset, length, status) => drawn.push(status));
  t.receive(frameText(1, { phase: 'idle' }, true, true));
  t.receive(ops(1));
  check(JSON.stringify(drawn) === JSON.stringify([Status.pause]), `a frame the server says to pause after is drawn with Status.pause: ${JSON.stringify(drawn)}`);
  const statuses = [t.touch('down', 1, 10, 20, 5.5), t.perform('next', { x: 1 }, 6.25), t.setEnvironment({ rtl: true }, 7), t.loseTouches(8)];
  check(statuses.every((s) => s === Status.resume), `inputs ask the host to keep its frames going: ${statuses}`);
  const times = ws.sent.filter((m) => m.type !== 'hello' && m.type !== 'frame').map((m) => [m.type, m.t]);
  check(JSON.stringify(times) === JSON.stringify([['pointer', 5.5], ['action', 6.25], ['environment', 7], ['lose', 8]]),
    `every host call carries the page's time: ${JSON.stringify(times)}`);
  const environment = { topSafeArea: 0, leadingSafeArea: 47, bottomSafeArea: 21, trailingSafeArea: 47, textScale: 1, rtl: false, reduceMotion: false, appearance: 'dark' };
  const status = t.setViewport({ width: 844, height: 390 }, environment, 9);
  const sent = ws.sent[ws.sent.length - 1];
  check(status === Status.resume && sent.type === 'viewport' && sent.t === 9 && sent.viewport.width === 844 && sent.viewport.height === 390
    && sent.environment.leadingSafeArea === 47,
    `a viewport change is sent with its environment at the page's time, and the frames go on: ${JSON.stringify(sent)}`);
}
{
  const { t } = transport();
  t.open('showcase', {}, { width: 390, height: 844 });
  const drawn = [];
  t.frame(0, (buffer) => drawn.push(new Uint8Array(buffer)[0]));
  t.receive(frameText(1, { phase: 'dragging' }));
  t.open('showcase', {}, { width: 390, height: 844 });          // a restart between the state and its operations
  t.receive(ops(7));                                               // session 1's operations arrive late
  t.receive(frameText(2, { phase: 'idle' }, true));
  t.receive(ops(9));
  t.frame(0.016, (buffer) => drawn.push(new Uint8Array(buffer)[0]));
  check(JSON.stringify(drawn) === '[9]', `operations of the session before a restart are dropped, the new session's drawn: ${JSON.stringify(drawn)}`);
}
{
  const { t } = transport();
  t.open('showcase', {}, { width: 390, height: 844 });
  const drawn = [];
  t.frame(0, (buffer) => drawn.push(new Uint8Array(buffer)[0]));
  t.receive(ops(5));                                               // no state came before it
  t.receive(frameText(1, { phase: 'idle' }, true));
  t.receive(ops(6));
  t.receive(ops(6));                                               // a second binary for one state
  check(JSON.stringify(drawn) === '[6]', `operations with no state of their session before them are dropped: ${JSON.stringify(drawn)}`);
}
process.exit(failures ? 1 : 0);
