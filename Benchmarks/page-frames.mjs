// What a frame costs the page's engine (issue 28), per interaction, in its own
// WebAssembly module under Node: the engine's advance alone (crossfade_frame)
// and advance + the frame's mount operations (crossfade_frame, crossfade_mount),
// over a scripted session at 120 Hz: the interaction is driven by a finger the
// whole time (long drags back and forth, releases, catches in flight), so every
// frame moves something. Prints µs per frame (median, p90, p99) for people and,
// with --check, exits 1 when a ratio measured in this run is missed:
//   showcase advance + mount ≤ 3 × its advance alone (Now Playing open, a drag on the covers).
// Microseconds differ 3× between machines and with whatever runs beside them, so no
// absolute µs is checked here: CI's budgets are instruction counts against a baseline
// (Scripts/frame-instructions.py: the same frames natively under callgrind).
//   node Benchmarks/page-frames.mjs MODULE_DIR [--check] [--frames N]
// MODULE_DIR holds engine-<interaction>.wasm (`swift run crossfade engine <id>` prints where).
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const args = process.argv.slice(2);
const directory = args[0];
const check = args.includes('--check');
const frames = args.includes('--frames') ? Number(args[args.indexOf('--frames') + 1]) : 3_000;
const encoder = new TextEncoder();

// Each scenario: actions before the drags, where the finger goes (a path over
// time), and the viewport. Positions are points in a 390 × 844 viewport.
const scenarios = {
  'player-transition': { setup: [], drag: (p) => ({ x: 195, y: 780 - 560 * p }) },
  'lyrics-cards': { setup: [], drag: (p) => ({ x: 195, y: 420 + 70 * p }) },
  'card-presentation': { setup: ['present'], drag: (p) => ({ x: 195, y: 140 + 400 * p }) },
  'cover-carousel': { setup: [], drag: (p) => ({ x: 330 - 260 * p, y: 300 }) },
  'library-pager': { setup: [], drag: (p) => ({ x: 350 - 300 * p, y: 420 }) },
  'showcase': { setup: ['player.open'], drag: (p) => ({ x: 330 - 260 * p, y: 330 }) },
};

function load(id) {
  const file = join(directory, `engine-${id}.wasm`);
  if (!existsSync(file)) throw new Error(`${file} is missing: build it with \`swift run crossfade engine ${id}\``);
  return new WebAssembly.Instance(new WebAssembly.Module(readFileSync(file)), {}).exports;
}

function withString(e, text, body) {
  const bytes = encoder.encode(text);
  const pointer = e.crossfade_alloc(bytes.length);
  new Uint8Array(e.memory.buffer, pointer, bytes.length).set(bytes);
  try { return body(pointer, bytes.length); } finally { e.crossfade_free(pointer); }
}

function errorText(e) {
  return new TextDecoder().decode(new Uint8Array(e.memory.buffer, e.crossfade_error_pointer(), e.crossfade_error_length()));
}

/// One session driven for `frames` frames; `mount` says whether each frame also
/// hands over its mount operations. Returns each frame's µs.
function session(id, mount) {
  const e = load(id);
  const handle = withString(e, id, (p, n) => e.crossfade_host_create(p, n, 390, 844));
  if (!handle) throw new Error(`${id}: ${errorText(e)}`);
  let t = 1_000;  // the page's clock, s
  const step = 1 / 120;
  e.crossfade_frame(handle, t);
  if (mount) e.crossfade_mount(handle);
  for (const action of scenarios[id].setup) {
    if (withString(e, action, (p, n) => e.crossfade_perform(handle, p, n)) !== 0) throw new Error(`${id} ${action}: ${errorText(e)}`);
  }
  for (let settle = 0; settle < 240; settle++) {  // two seconds for the setup to come to rest
    t += step;
    e.crossfade_frame(handle, t);
    if (mount) e.crossfade_mount(handle);
  }
  const path = scenarios[id].drag;
  const costs = [];
  // A drag of 48 frames (0.4 s) there and back, released, caught again 12 frames later.
  const cycle = 108;
  for (let frame = 0; frame < frames; frame++) {
    t += step;
    const phase = frame % cycle;
    if (phase < 96) {
      const p = phase < 48 ? phase / 48 : (96 - phase) / 48;
      const { x, y } = path(p);
      e.crossfade_touch(handle, phase === 0 ? 0 : phase === 95 ? 2 : 1, 7, x, y, t - step / 2);
    }
    const start = performance.now();
    e.crossfade_frame(handle, t);
    if (mount) e.crossfade_mount(handle);
    costs.push((performance.now() - start) * 1_000);
  }
  e.crossfade_destroy(handle);
  return costs;
}

function percentile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function summary(costs) {
  const sorted = [...costs].sort((a, b) => a - b);
  return { median: percentile(sorted, 0.5), p90: percentile(sorted, 0.9), p99: percentile(sorted, 0.99) };
}

const results = {};
for (const id of Object.keys(scenarios)) {
  // Warm the module up once (the JIT), then measure each mode.
  session(id, true);
  results[id] = { advance: summary(session(id, false)), withMount: summary(session(id, true)) };
}
const format = (s) => `${s.median.toFixed(1)} µs median, ${s.p90.toFixed(1)} p90, ${s.p99.toFixed(1)} p99`;
for (const [id, r] of Object.entries(results)) {
  console.log(`${id.padEnd(18)} advance ${format(r.advance)} | advance + mount ${format(r.withMount)}`);
}
const failures = [];
const showcase = results.showcase;
if (showcase.withMount.median > 3 * showcase.advance.median) {
  failures.push(`showcase: advance + mount ${showcase.withMount.median.toFixed(1)} µs is over 3 × its advance alone (${showcase.advance.median.toFixed(1)} µs)`);
}
console.log(JSON.stringify(results));
if (failures.length) {
  for (const failure of failures) console.error(`MISSED ${failure}`);
  if (check) process.exit(1);
}
