// Drives the WebAssembly engine through runs of events and frames exactly as
// the native parity test does, and writes what it saw: at chosen frames and at
// the end, the state and the whole scene in the engine's binary form, as hex,
// and the mount operations the page would apply (every frame's, hashed; the
// frame's own, as hex).
//   node Scripts/wasm-parity.mjs engine.wasm runs.json out.json
// runs.json (or motion-lab runs, see below): [{"name", "interaction", "viewport": {width, height}, "options": {},
//              "events": [trace events], "fps": 120, "dumpFrames": [k, ...], "mountEveryFrame": bool}]
import { readFileSync, openSync, writeSync, closeSync } from 'node:fs';

const [wasmPath, runsPath, outPath] = process.argv.slice(2);
const module = await WebAssembly.compile(readFileSync(wasmPath));
let e = (await WebAssembly.instantiate(module, {})).exports;
const encoder = new TextEncoder();

function withString(text, body) {
  const bytes = encoder.encode(text);
  const pointer = e.crossfade_alloc(bytes.length);
  new Uint8Array(e.memory.buffer, pointer, bytes.length).set(bytes);
  try { return body(pointer, bytes.length); } finally { e.crossfade_free(pointer); }
}
const errorText = () => new TextDecoder().decode(new Uint8Array(e.memory.buffer, e.crossfade_error_pointer(), e.crossfade_error_length()));
const output = (length) => Buffer.from(new Uint8Array(e.memory.buffer, e.crossfade_output_pointer(), length)).toString('hex');

function stage(kind, name, value) {
  withString(name, (p, n) => {
    if (typeof value === 'number') e[`crossfade_${kind}_number`](p, n, value);
    else if (typeof value === 'boolean') e[`crossfade_${kind}_bool`](p, n, value ? 1 : 0);
    else withString(String(value), (vp, vn) => e[`crossfade_${kind}_string`](p, n, vp, vn));
  });
}

const phases = { down: 0, move: 1, up: 2, cancel: 3 };
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
    e = (await WebAssembly.instantiate(module, {})).exports;
  }
  writeSync(out, separator + JSON.stringify(run.name) + ':' + JSON.stringify(results[run.name]));
  separator = ',';
  results = {};
}
writeSync(out, separator === '{' ? '{}' : '}');
closeSync(out);

function runOne(run) {
  if (run.spring) {  // the motion lab: {"name", "spring": {field: number}, "samples"}
    for (const [name, value] of Object.entries(run.spring)) stage('field', name, value);
    const length = e.crossfade_spring(run.samples);
    results[run.name] = [length < 0 ? 'refused: ' + errorText() : output(length)];
    return;
  }
  if (run.curve) {  // {"name", "curve": [x1, y1, x2, y2, duration], "samples"}
    const length = e.crossfade_curve(...run.curve, run.samples);
    results[run.name] = [length < 0 ? 'refused: ' + errorText() : output(length)];
    return;
  }
  for (const [name, value] of Object.entries(run.options || {})) stage('option', name, value);
  const handle = withString(run.interaction, (p, n) => e.crossfade_create(p, n, run.viewport.width, run.viewport.height));
  if (!handle) { results[run.name] = ['create refused: ' + errorText()]; return; }
  const dumps = [];
  // The mount operations (MountEncoding) of every frame (`mountEveryFrame`), or of
  // each dump frame, go into a running FNV-1a hash; a dump adds it and that frame's own bytes.
  let hash = 0x811c9dc5, mounted = 0, lastMount = '';
  const mount = () => {
    const length = e.crossfade_mount(handle);
    const bytes = new Uint8Array(e.memory.buffer, e.crossfade_output_pointer(), length);
    for (let i = 0; i < length; i++) hash = Math.imul(hash ^ bytes[i], 0x01000193) >>> 0;
    mounted += length;
    lastMount = Buffer.from(bytes).toString('hex');
  };
  const dump = () => dumps.push(output(e.crossfade_state(handle)) + '|' + output(e.crossfade_scene(handle))
    + '|' + hash.toString(16) + ':' + mounted + '|' + lastMount);
  const events = run.events;
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
        for (const [name, value] of Object.entries(event)) if (!['t', 'kind', 'name'].includes(name)) stage('field', name, value);
        status = withString(event.name, (p, n) => e.crossfade_action(handle, p, n, event.t));
      } else {
        status = e.crossfade_pointer(handle, phases[event.kind], event.pointer ?? 1, event.x, event.y, event.t);
      }
      if (status !== 0) dumps.push('refused: ' + errorText());
    }
    if (e.crossfade_advance(handle, frameTime) !== 0) dumps.push('frame refused: ' + errorText());
    if (run.mountEveryFrame || wanted.has(frame)) mount();
    if (wanted.has(frame)) dump();
    if (frameTime >= end) break;
    if (next === events.length && frameTime >= lastEvent && e.crossfade_is_at_rest(handle) === 1) break;
  }
  dump();
  e.crossfade_destroy(handle);
  results[run.name] = dumps;
}
