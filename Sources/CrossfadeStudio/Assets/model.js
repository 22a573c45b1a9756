// The Studio's one model (TodoMVC-style): everything the page shows is here, and
// views render it when it changes. Controllers change it only through `update`,
// which tells each view which keys changed. (It is also `window.crossfade`, what
// the browser test reads.)
'use strict';

/// Real points, safe areas and screen corners (Apple's published sizes; the safe
/// areas are what UIKit reports in portrait), and what cuts into the top of the screen
/// (`cutout`: none, a notch or the Dynamic Island: the status bar is laid out around it).
export const devices = [
  { id: 'se', name: 'iPhone SE (3rd gen.)', width: 375, height: 667, top: 20, bottom: 0, radius: 0, cutout: 'none' },
  { id: '13mini', name: 'iPhone 13 mini', width: 375, height: 812, top: 50, bottom: 34, radius: 44, cutout: 'notch' },
  { id: '14', name: 'iPhone 14', width: 390, height: 844, top: 47, bottom: 34, radius: 47, cutout: 'notch' },
  { id: '15', name: 'iPhone 15', width: 393, height: 852, top: 59, bottom: 34, radius: 55, cutout: 'island' },
  { id: '15promax', name: 'iPhone 15 Pro Max', width: 430, height: 932, top: 59, bottom: 34, radius: 55, cutout: 'island' },
  // The fit range's corners (DESIGN.md): the smallest phone, and an iPad held in landscape
  // (`tablet`: its status bar's time at the left).
  { id: '4s', name: 'iPhone 4s', width: 320, height: 480, top: 20, bottom: 0, radius: 0, cutout: 'none' },
  { id: 'ipad', name: 'iPad (9.7-inch), landscape', width: 1024, height: 768, top: 20, bottom: 0, radius: 18, cutout: 'none', tablet: true },
];

const samples = () => [];

export const model = {
  // What runs: the interactions' specs (from the server, or the export's file), the one chosen.
  interactions: [],
  interactionId: '',
  deviceId: '14',
  /// 'fit' (100 % where the device fits the window, else the largest scale that fits) or a scale.
  zoom: 'fit',
  /// The scale the device is drawn at now.
  scale: 1,
  speed: 1,
  touches: false,
  reduceMotion: false,
  rtl: false,
  /// Options set in the options panel or by the motion lab, per interaction (recorded in traces).
  tuned: {},
  /// The springs and curves unfolded in the options panel, per interaction (a Set of their keys).
  openFolds: {},
  sessionOptions: {},
  viewport: { width: 390, height: 844 },
  /// What the phone says while it has nothing to show (the engine loading, the session
  /// starting, the server being reached), or why it cannot show anything (`error`); null
  /// from the first frame drawn.
  phoneNotice: { text: 'Starting the Studio…', error: false },
  // Where the engine runs: 'starting', 'wasm' (in the page) or 'socket' (the server), and why.
  mode: 'starting',
  modeReason: '',
  /// No Crossfade server behind the page (a static export): why the socket mode is off.
  serverless: '',
  wasm: null,
  connection: '',
  // The session: its state summary and time, the recording.
  state: null,
  // The names of the actions that apply now (a Set; null: the session cannot say; undefined: not asked yet).
  available: undefined,
  time: 0,
  recording: false,
  lastTrace: null,
  lastTraceState: null,
  /// The recording's file name (what the recording panel and its replay command say).
  traceFile: '',
  /// The timeline: { trace, time, duration } while the phone shows a recording replayed, else null.
  replay: null,
  /// The interaction's numbers at the timeline's instant and their speeds: { time, state, rates }.
  probe: null,
  /// The layer the timeline's inspector shows.
  inspected: undefined,
  /// The timeline's instant last drawn in the phone (null while it is being drawn).
  replayDrawn: null,
  /// The layers' values just before that instant: { time, layers } (the inspector's speeds).
  earlierLayers: null,
  errors: [],
  // Per-frame numbers: the engine's time, the engine's and the DOM's together, round trips.
  engineMicros: samples(),
  frameMicros: samples(),
  rtts: samples(),
  serverMicros: samples(),
  frames: 0,
  longFrames: 0,
  /// The open panel of the workbench: 'actions', 'options', 'lab' or 'recording'.
  panel: 'actions',
  lab: null,
  host: null,

  get device() { return devices.find((d) => d.id === this.deviceId) ?? devices.find((d) => d.id === '14') ?? devices[0]; },
  get devices() { return devices; },
  get descriptor() { return this.interactions.find((d) => d.id === this.interactionId); },
  /// The layers the page shows, by id: { frame, transform, opacity, … } as the engine set them.
  get layers() {
    const shown = new Map();
    for (const [id, view] of this.host?.target.byId ?? []) shown.set(id, view.props);
    return shown;
  },

  listeners: new Set(),

  /// Changes the model and tells every view which keys changed.
  update(changes) {
    const keys = new Set();
    for (const [key, value] of Object.entries(changes)) {
      if (this[key] !== value || typeof value === 'object') keys.add(key);
      this[key] = value;
    }
    if (keys.size) for (const listener of this.listeners) listener(keys, this);
  },

  /// Calls `view(keys, model)` now (with every key) and after each change.
  subscribe(view) {
    this.listeners.add(view);
    view(new Set(Object.keys(this)), this);
  },

  log(text) {
    this.errors.push(text);
    this.update({ errors: this.errors });
  },
};

/// Keeps the latest 2,000 values of a per-frame number.
export function pushSample(list, value) {
  list.push(value);
  if (list.length > 2000) list.shift();
}

export function percentile(list, p) {
  if (!list.length) return NaN;
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}
