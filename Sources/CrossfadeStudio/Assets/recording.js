// The recording panel: the last trace recorded (or opened) with its file name,
// duration, events and the `crossfade replay` command; its download; and a timeline
// that scrubs it frame by frame in the phone (the page's engine replays it), with
// one layer's values and the interaction's numbers and their speeds beside it.
'use strict';
import { traceDuration } from './replay.js';

const $ = (id) => document.getElementById(id);
/// The timeline's step: one frame at 60 Hz.
export const frameStep = 1 / 60;
const fixed = (v, digits = 2) => (Math.round(v * 10 ** digits) / 10 ** digits).toFixed(digits);

/// A trace's events by kind: "12 move, 1 down, 1 up".
export function eventSummary(trace) {
  const counts = new Map();
  for (const event of trace.events) counts.set(event.kind, (counts.get(event.kind) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([kind, n]) => `${n} ${kind}`).join(', ') || 'none (the initial scene)';
}

export function installRecording(model, studio) {
  $('rec-download').addEventListener('click', () => { if (model.lastTrace) download(model.lastTrace, model.traceFile); });
  $('rec-copy').addEventListener('click', () => navigator.clipboard?.writeText($('rec-command').textContent).catch(() => {}));
  $('tl-scrub').addEventListener('input', () => studio.scrub(Number($('tl-scrub').value)));
  $('tl-prev').addEventListener('click', () => studio.scrub(Math.max(0, (model.replay?.time ?? 0) - frameStep)));
  $('tl-next').addEventListener('click', () => studio.scrub(Math.min(model.replay?.duration ?? 0, (model.replay?.time ?? 0) + frameStep)));
  $('tl-open').addEventListener('click', () => { if (model.lastTrace) studio.openTimeline(model.lastTrace); });
  $('tl-live').addEventListener('click', () => studio.leaveTimeline());
  $('tl-layer').addEventListener('change', () => model.update({ inspected: $('tl-layer').value }));
  // A layer clicked in the phone while the timeline shows is the one inspected.
  $('stage').addEventListener('click', (event) => {
    if (!model.replay) return;
    const layer = /** @type {Element} */ (event.target).closest?.('[data-id]');
    if (layer) model.update({ inspected: layer.getAttribute('data-id') });
  }, true);
}

/// Renders the panel from the model.
export function recordingView(keys, model) {
  if (keys.has('lastTrace') || keys.has('traceFile')) {
    const trace = model.lastTrace;
    $('recording-empty').hidden = !!trace;
    $('recording-info').hidden = !trace;
    if (trace) {
      $('rec-file').textContent = model.traceFile;
      $('rec-interaction').textContent = `${trace.interaction} · ${trace.viewport.width} × ${trace.viewport.height} pt`;
      $('rec-duration').textContent = `${fixed(traceDuration(trace))} s${typeof trace.end === 'number' ? '' : ' (to rest after the last event)'}`;
      $('rec-events').textContent = `${trace.events.length}: ${eventSummary(trace)}`;
      $('rec-command').textContent = `crossfade replay ${model.traceFile} --at ${fixed(traceDuration(trace))}`;
    }
  }
  if (keys.has('replay') || keys.has('replayDrawn') || keys.has('inspected') || keys.has('probe')) timelineView(model);
}

function timelineView(model) {
  const replay = model.replay;
  $('timeline').hidden = !replay;
  $('tl-open').hidden = !!replay;
  document.body.classList.toggle('replaying', !!replay);
  if (!replay) return;
  const scrub = $('tl-scrub');
  scrub.max = String(replay.duration);
  scrub.step = String(frameStep);
  if (Number(scrub.value) !== replay.time) scrub.value = String(replay.time);
  $('tl-time').textContent = `${fixed(replay.time, 3)} s · frame ${Math.round(replay.time / frameStep)} of ${Math.round(replay.duration / frameStep)}`;
  const ids = [...model.layers.keys()];
  const select = $('tl-layer');
  if (select.options.length !== ids.length || [...select.options].some((o, i) => o.value !== ids[i])) {
    select.replaceChildren(...ids.map((id) => new Option(id, id)));
  }
  const inspected = ids.includes(model.inspected) ? model.inspected : moving(model, ids) ?? ids[0];
  if (inspected !== undefined) select.value = inspected;
  $('tl-inspect').textContent = inspect(model, inspected);
}

/// Until one is chosen, the inspector shows the first layer that moves at the instant.
function moving(model, ids) {
  const earlier = model.earlierLayers?.layers;
  if (!earlier || model.replayDrawn !== model.replay.time) return undefined;
  const same = (a, b) => String(a ?? '') === String(b ?? '');
  return ids.find((id) => {
    const now = model.layers.get(id), then = earlier.get(id);
    return now && then && (!same(now.frame, then.frame) || !same(now.transform, then.transform) || !same(now.opacity, then.opacity));
  });
}

/// One layer's values as drawn now (the engine's frame, transform, opacity, and its box
/// on the screen) with how fast each changes there, then the interaction's numbers and
/// their speeds (a spring's value and velocity).
function inspect(model, id) {
  const lines = [];
  const props = id !== undefined ? model.layers.get(id) : null;
  const replay = model.replay, drawn = model.replayDrawn === replay.time;
  if (props && drawn) {
    const earlier = model.earlierLayers, before = earlier?.layers.get(id);
    const dt = earlier ? replay.time - earlier.time : 0;
    const rate = (now, then) => (dt > 0 && then !== undefined && now !== then ? ` · ${fixed((now - then) / dt, 1)}/s` : '');
    const row = (name, values, previous, digits = 2) =>
      `  ${name.padEnd(10)} ${values.map((v, i) => `${fixed(v, digits)}${rate(v, previous?.[i])}`).join(', ')}`;
    lines.push(id);
    const box = layerBox(model, id);
    if (box) lines.push(`  box        ${box.map((v) => fixed(v)).join(', ')}`);
    if (props.frame) lines.push(row('frame', props.frame, before?.frame));
    lines.push(row('transform', props.transform ?? [1, 0, 0, 1, 0, 0], before?.transform ?? (before ? [1, 0, 0, 1, 0, 0] : undefined), 3));
    lines.push(row('opacity', [props.opacity ?? 1], before ? [before.opacity ?? 1] : undefined, 3));
  }
  const probe = model.probe;
  if (probe && probe.time === replay.time) {
    lines.push('', 'state (value · per second)');
    for (const [key, value] of Object.entries(probe.state)) {
      const rate = probe.rates[key];
      lines.push(`  ${key.padEnd(18)} ${typeof value === 'number' ? fixed(value, 3) : value}${rate ? ` · ${fixed(rate, 3)}/s` : ''}`);
    }
  }
  return lines.join('\n');
}

/// A layer's box on the screen, in the phone's points: x, y, width, height.
export function layerBox(model, id) {
  const el = document.querySelector(`#stage [data-id="${CSS.escape(id)}"]`);
  if (!el) return null;
  const r = el.getBoundingClientRect(), s = $('stage').getBoundingClientRect(), k = model.scale;
  return [(r.left - s.left) / k, (r.top - s.top) / k, r.width / k, r.height / k];
}

/// Saves `data` (a trace or a saved session) as `name`.
export function download(data, name) {
  const blob = new Blob([JSON.stringify(data, null, 1)], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}
