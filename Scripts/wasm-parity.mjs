// Drives the WebAssembly engine through runs of events and frames exactly as a page
// does — through crossfade.js's own WasmEngine and WasmSession, the page's calls and
// nothing else — and writes what it saw: every frame's output (its mount operations,
// hashed), and at chosen frames and at the end, the state (the engine's bytes, as hex)
// and that frame's own output. WasmParityTests makes the same calls natively (the C
// ABI's functions themselves) and compares, bit for bit.
//   node Scripts/wasm-parity.mjs engine.wasm runs.json out.json
// runs.json: [{"name", "interaction", "viewport": {width, height}, "options": {},
//              "events": [trace events], "fps": 120, "dumpFrames": [k, ...]}]
//            or motion-lab runs: {"name", "spring": {field: number}, "samples"} and
//            {"name", "curve": [x1, y1, x2, y2, duration], "samples"}
import { readFileSync, openSync, writeSync, closeSync } from 'node:fs';
import { WasmEngine } from '../Sources/CrossfadeStudio/crossfade/wasm-engine.js';
import { Status } from '../Sources/CrossfadeStudio/crossfade/tags.js';

const [wasmPath, runsPath, outPath] = process.argv.slice(2);
const bytes = readFileSync(wasmPath);
const module = await WebAssembly.compile(bytes);
const instantiate = async () => new WasmEngine((await WebAssembly.instantiate(module, {})).exports, bytes.byteLength, 0);
let engine = await instantiate();

const hex = ([buffer, offset, length]) => Buffer.from(new Uint8Array(buffer, offset, length)).toString('hex');

// A trace's environment event as the page sets it: every member, the defaults filled in
// (InteractionEnvironment's: 47/34 pt insets, left to right, motion on, text scale 1, dark).
const environment = (e) => ({
  topSafeArea: e.topSafeArea ?? 47, leadingSafeArea: e.leadingSafeArea ?? 0, bottomSafeArea: e.bottomSafeArea ?? 34,
  trailingSafeArea: e.trailingSafeArea ?? 0, textScale: e.textScale ?? 1, rtl: e.rtl ?? false, reduceMotion: e.reduceMotion ?? false,
  appearance: e.appearance ?? 'dark',
});

let results = {};
// A run that traps is reported as such (a fresh instance takes the next run), so
// the test names the run instead of failing as a whole. Each run's result is
// written as it is made (the whole object can pass V8's largest string).
const out = openSync(outPath, 'w');
let separator = '{';
for (const run of JSON.parse(readFileSync(runsPath, 'utf8'))) {
  try {
    runOne(run);
  } catch (error) {
    results[run.name] = ['trapped: ' + error.message];
    engine = await instantiate();
  }
  writeSync(out, separator + JSON.stringify(run.name) + ':' + JSON.stringify(results[run.name]));
  separator = ',';
  results = {};
}
writeSync(out, separator === '{' ? '{}' : '}');
closeSync(out);

function runOne(run) {
  if (run.spring) {
    const view = engine.spring(run.spring, run.samples);
    results[run.name] = [view.error !== undefined ? 'refused: ' + view.error : hex(engine.output())];
    return;
  }
  if (run.curve) {
    const [x1, y1, x2, y2, duration] = run.curve;
    const view = engine.curve([x1, y1, x2, y2], duration, run.samples);
    results[run.name] = [view.error !== undefined ? 'refused: ' + view.error : hex(engine.output())];
    return;
  }
  let session;
  try {
    session = engine.open(run.interaction, run.options || {}, run.viewport);
  } catch (error) {
    results[run.name] = ['create refused: ' + error.message];
    return;
  }
  const dumps = [];
  // Every frame's output goes into a running FNV-1a hash; a dump adds the state and that frame's own bytes.
  let hash = 0x811c9dc5, drawn = 0, lastFrame = '';
  const draw = (buffer, offset, length) => {
    const frame = new Uint8Array(buffer, offset, length);
    for (let i = 0; i < length; i++) hash = Math.imul(hash ^ frame[i], 0x01000193) >>> 0;
    drawn += length;
    lastFrame = Buffer.from(frame).toString('hex');
  };
  const dump = () => {
    session.state();
    dumps.push(hex(engine.output()) + '|' + hash.toString(16) + ':' + drawn + '|' + lastFrame);
  };
  const events = run.events;
  // The environment the page has: the options' at first, then each one set.
  let current = environment(run.options || {});
  const lastEvent = events.length ? events[events.length - 1].t : 0;
  const end = lastEvent + 10;
  const wanted = new Set(run.dumpFrames);
  let next = 0;
  for (let frame = 0; ; frame++) {
    const frameTime = Math.min(frame / run.fps, end);
    while (next < events.length && events[next].t <= frameTime) {
      const event = events[next++];
      let status;
      if (event.kind === 'action') {
        const fields = {};
        for (const [name, value] of Object.entries(event)) if (!['t', 'kind', 'name'].includes(name)) fields[name] = value;
        status = session.perform(event.name, fields, event.t);
      } else if (event.kind === 'viewport' || (event.kind === 'environment' && events[next]?.kind === 'viewport' && events[next].t === event.t)) {
        // A size, with the environment beside it at one instant or the page's as it is: one call.
        const other = events[next];
        const beside = other && other.t === event.t && other.kind !== event.kind && ['viewport', 'environment'].includes(other.kind) ? other : null;
        if (beside) next++;
        const changed = [event, beside].find((e) => e?.kind === 'environment');
        if (changed) current = environment(changed.environment);
        status = session.setViewport([event, beside].find((e) => e?.kind === 'viewport').viewport, current, event.t);
      } else if (event.kind === 'options') {
        status = session.setOptions(event.options, event.t);
      } else if (event.kind === 'environment') {
        current = environment(event.environment);
        status = session.setEnvironment(current, event.t);
      } else {
        status = session.touch(event.kind, event.pointer ?? 1, event.x, event.y, event.t);
      }
      if (status === Status.refused) dumps.push('refused: ' + session.reason);
    }
    const status = session.frame(frameTime, draw);
    if (status === Status.refused) dumps.push('frame refused: ' + session.reason);
    if (wanted.has(frame)) dump();
    if (frameTime >= end) break;
    if (next === events.length && frameTime >= lastEvent && status === Status.pause) break;
  }
  dump();
  session.close();
  results[run.name] = dumps;
}
