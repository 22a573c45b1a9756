// A long session of the WebAssembly engine, compressed: hundreds of sessions of
// every interaction created and destroyed one after another, each driven as the
// Studio page drives it (crossfade.js's own wasm-engine.js and mount.js: a host session fed
// touches, a frame and its mount operations and the state at 60 Hz) through long wandering drags, flicks,
// taps, second pointers, every action with random fields (and the actions that apply
// asked before each), and motion-lab requests — at least `minimumSeconds` of simulated use. Seeded: the same
// config gives the same session, call for call. Writes what it saw, memory
// included (`memory.buffer.byteLength` after every session).
//   node Scripts/wasm-soak.mjs engine.wasm config.json report.json
// config.json: {"seed", "minimumSeconds", "registry": [crossfade list --json],
//               "samples": {interaction: [{"viewport", "options"}]}}
import { readFileSync, writeFileSync } from 'node:fs';

// The page's own wasm-engine.js and mount.js (crossfade.js's folder is a package of ES modules).
import { WasmEngine } from '../Sources/CrossfadeStudio/crossfade/wasm-engine.js';
import { readFrame } from '../Sources/CrossfadeStudio/crossfade/mount.js';
import { Status } from '../Sources/CrossfadeStudio/crossfade/tags.js';

const [wasmPath, configPath, reportPath] = process.argv.slice(2);
const config = JSON.parse(readFileSync(configPath, 'utf8'));
const bytes = readFileSync(wasmPath);
const { instance } = await WebAssembly.instantiate(bytes, {});
const exports = instance.exports;
// One engine, and two places a session runs in, as a page with a second session open would have.
const engine = new WasmEngine(exports, bytes.byteLength, 0);
const slots = [null, null];

// SplitMix32-style generator: the whole soak follows from the seed.
let state = config.seed >>> 0;
function random() {
  state = (state + 0x9e3779b9) >>> 0;
  let z = state;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return ((z ^ (z >>> 16)) >>> 0) / 4294967296;
}
const between = (low, high) => low + (high - low) * random();
const pick = (list) => list[Math.floor(random() * list.length)];

const report = {
  sessions: 0, frames: 0, pointerEvents: 0, viewportChanges: 0, refusedPointerEvents: 0, actions: {}, availabilityAsked: 0, labRequests: 0, simulatedSeconds: 0,
  byteLengths: [], highWater: 0, maximumHandle: 0, traps: [], perInteraction: {},
};

function fieldValue(kind) {
  switch (kind.type) {
    case 'number': return between(kind.min, kind.max);
    case 'integer': return Math.floor(between(kind.min, Math.min(kind.max, kind.min + 20) + 1));
    case 'bool': return random() < 0.5;
    case 'choice': return pick(kind.choices);
    default: return '';
  }
}

/// The page's views as mount operations leave them: each layer's frame and parent,
/// enough to aim a touch at one (transforms aside).
class Views {
  constructor() { this.views = new Map(); }
  create(handle, kind, id) { this.views.set(handle, { id, frame: null, parent: null, mounted: false }); }
  insert(handle, parent) { Object.assign(this.views.get(handle), { parent, mounted: true }); }
  update(handle, changes) { if (changes.frame) this.views.get(handle).frame = changes.frame; }
  remove(handle) { this.views.get(handle).mounted = false; }
  event() {}
  /// Every mounted layer's box in the viewport, as its frames add up.
  boxes() {
    const box = (view) => {
      const [x, y, w, h] = view.frame;
      if (view.parent === null) return [x, y, w, h];
      const [px, py] = box(this.views.get(view.parent));
      return [px + x, py + y, w, h];
    };
    return [...this.views.values()].filter((v) => v.mounted && v.frame).map(box);
  }
}

/// One session: the page's hello, then activities until `seconds` of session time.
function session(slot, descriptor, sample, seconds) {
  slots[slot]?.close();
  const session = slots[slot] = engine.open(descriptor.id, sample.options, sample.viewport);
  // Every other session is the Studio's demo; the rest are embedded, as a page's mount is
  // (no demo chrome; the empty state where a sample has no collection).
  session.setDemo(report.sessions % 2 === 0);
  report.maximumHandle = Math.max(report.maximumHandle, session.handle);
  const views = new Views();
  let t = 0;
  const frame = () => {
    t += 1 / 60;
    const status = session.frame(t, (buffer, offset, length) => readFrame(buffer, offset, length, views));
    if (status === Status.refused) throw new Error(`frame at ${t} refused: ${session.reason}`);
    session.state();
    report.frames += 1;
  };
  frame();
  const pointer = (kind, id, x, y) => {
    report.pointerEvents += 1;
    if (session.touch(kind, id, x, y, t) === Status.refused) report.refusedPointerEvents += 1;
  };
  // The element's size (a rotation swaps the sides and brings the landscape safe areas;
  // a resized container takes any size in the fit range), and the environment the page has.
  let viewport = { ...sample.viewport };
  const options = sample.options || {};
  const portrait = { topSafeArea: options.topSafeArea ?? 47, leadingSafeArea: 0, bottomSafeArea: options.bottomSafeArea ?? 34,
    trailingSafeArea: 0, textScale: options.textScale ?? 1, rtl: options.rtl ?? false, reduceMotion: options.reduceMotion ?? false,
    appearance: options.appearance ?? 'dark' };
  const resize = () => {
    const next = random() < 0.5 ? { width: viewport.height, height: viewport.width }
      : { width: Math.round(between(320, 1024)), height: Math.round(between(480, 1366)) };
    const environment = next.width > next.height
      ? { ...portrait, topSafeArea: 0, leadingSafeArea: 47, bottomSafeArea: 21, trailingSafeArea: 47 } : portrait;
    if (session.setViewport(next, environment, t) === Status.refused) throw new Error(`viewport ${JSON.stringify(next)} refused: ${session.reason}`);
    viewport = next;
    report.viewportChanges += 1;
  };
  const target = () => {
    const boxes = views.boxes().filter((b) => b[2] > 1 && b[3] > 1);
    const { width, height } = viewport;
    if (!boxes.length || random() < 0.15) return [between(0, width), between(0, height)];
    const [x, y, w, h] = pick(boxes);
    return [Math.min(width, Math.max(0, between(x, x + w))), Math.min(height, Math.max(0, between(y, y + h)))];
  };
  const activities = {
    // A long drag: 1 to 6 s of moves every frame, wandering, reversing, pausing.
    longDrag() {
      let [x, y] = target();
      pointer('down', 1, x, y);
      let heading = between(0, 2 * Math.PI), speed = between(50, 1200);
      const end = t + between(1, 6);
      while (t < end) {
        frame();
        if (random() < 0.05) heading += Math.PI + between(-0.5, 0.5);
        if (random() < 0.03) speed = random() < 0.3 ? 0 : between(50, 1500);
        heading += between(-0.1, 0.1);
        x += Math.cos(heading) * speed / 60;
        y += Math.sin(heading) * speed / 60;
        pointer('move', 1, x, y);
        if (random() < 0.003) resize();  // the page rotates under the finger
        if (random() < 0.02) {  // a second finger comes and goes
          pointer('down', 2, ...target());
          pointer('up', 2, x + 40, y);
        }
      }
      pointer(random() < 0.1 ? 'cancel' : 'up', 1, x, y);
    },
    // A flick: a few fast moves at 120 Hz, lifted at once.
    flick() {
      let [x, y] = target();
      const heading = between(0, 2 * Math.PI), speed = between(1500, 8000);
      pointer('down', 1, x, y);
      for (let step = 0; step < 2 + Math.floor(random() * 4); step++) {
        t += 1 / 120;
        x += Math.cos(heading) * speed / 120;
        y += Math.sin(heading) * speed / 120;
        pointer('move', 1, x, y);
      }
      pointer('up', 1, x, y);
    },
    tap() {
      const [x, y] = target();
      pointer('down', 1, x, y);
      for (let n = 0; n < 5; n++) frame();
      pointer('up', 1, x + between(-2, 2), y + between(-2, 2));
    },
    // Every action in turn (so all of them run, many times), with random fields.
    action() {
      if (!descriptor.actions.length) return;
      const spec = descriptor.actions[report.perInteraction[descriptor.id].nextAction++ % descriptor.actions.length];
      // The actions that apply now: a list of the interaction's own, never anything else.
      for (const name of session.availableActions() ?? ['(none: refused)']) {
        if (!descriptor.actions.some((action) => action.name === name)) throw new Error(`${descriptor.id}: '${name}' is offered as available, not one of its actions`);
      }
      report.availabilityAsked += 1;
      const fields = {};
      for (const field of spec.fields) fields[field.name] = fieldValue(field.kind);
      const count = report.actions[`${descriptor.id} ${spec.name}`] ||= { performed: 0, refused: 0 };
      if (session.perform(spec.name, fields, t) === Status.refused) count.refused += 1; else count.performed += 1;
    },
    // The motion lab in the same engine.
    lab() {
      report.labRequests += 1;
      if (random() < 0.5) engine.spring({ response: between(0.1, 2), dampingRatio: between(0.05, 2), initialVelocity: between(-5, 5) }, 301);
      else engine.curve([between(0, 1), between(-1, 2), between(0, 1), between(-1, 2)], between(0.1, 3), 301);
    },
    // The element changes size (a rotation, a resized container) while things move or rest.
    resize() {
      resize();
      for (let n = Math.floor(between(1, 20)); n > 0; n--) frame();
    },
    rest() {
      for (let n = Math.floor(between(5, 90)); n > 0; n--) frame();
    },
  };
  const weighted = ['longDrag', 'flick', 'flick', 'tap', 'action', 'action', 'action', 'lab', 'rest', 'rest', 'resize'];
  while (t < seconds) {
    activities[pick(weighted)]();
    frame();
  }
  return t;
}

const started = performance.now();
for (let index = 0; report.simulatedSeconds < config.minimumSeconds; index++) {
  const descriptor = config.registry[index % config.registry.length];
  const samples = config.samples[descriptor.id];
  const perInteraction = report.perInteraction[descriptor.id] ||= { sessions: 0, seconds: 0, nextAction: 0 };
  // Now and then a second session runs beside the first (the first goes on after it).
  try {
    const seconds = session(index % 7 === 3 ? 1 : 0, descriptor, samples[Math.floor(index / config.registry.length) % samples.length], between(2, 9));
    perInteraction.sessions += 1;
    perInteraction.seconds += seconds;
    report.simulatedSeconds += seconds;
  } catch (error) {
    report.traps.push(`session ${index} (${descriptor.id}): ${error.message}`);
    break;
  }
  report.sessions += 1;
  const length = exports.memory.buffer.byteLength;
  report.byteLengths.push(length);
  report.highWater = Math.max(report.highWater, length);
}
for (const session of slots) session?.close();
report.wallSeconds = (performance.now() - started) / 1000;
// Where memory stood after the first session, halfway through, and at the end.
report.initialByteLength = report.byteLengths[0];
report.halfwayByteLength = report.byteLengths[Math.floor(report.byteLengths.length / 2) - 1];
report.threeQuarterByteLength = report.byteLengths[Math.floor(report.byteLengths.length * 3 / 4) - 1];
report.finalByteLength = report.byteLengths[report.byteLengths.length - 1];
delete report.byteLengths;
writeFileSync(reportPath, JSON.stringify(report));
