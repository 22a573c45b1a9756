// Sharing a session: a file that opens the Studio on the same interaction, device,
// toggles, options and recording (at the instant the timeline showed), and a link for
// the part that fits a URL (everything but the recording). Opening checks everything
// against the interactions the Studio has and says what is wrong; a plain trace file
// (what "Record trace" saves, or any `crossfade replay` trace) opens too.
'use strict';
import { devices } from './model.js';
import { download } from './recording.js';

const $ = (id) => document.getElementById(id);
/// The saved session's format, written in its `crossfadeStudio` member.
export const sessionFormat = 1;

/// The session as a file's contents.
export function savedSession(model) {
  const id = model.interactionId;
  return {
    crossfadeStudio: sessionFormat, interaction: id, device: model.deviceId,
    toggles: { reduceMotion: model.reduceMotion, rtl: model.rtl },
    options: { ...(model.tuned[id] ?? {}) },
    trace: model.lastTrace ?? null,
    time: model.replay ? model.replay.time : null,
  };
}

/// The link that opens the Studio on the same interaction, device, toggles and options.
export function sessionLink(model, base = location.href) {
  const url = new URL(base);
  url.search = '';
  url.hash = '';
  const params = url.searchParams;
  params.set('interaction', model.interactionId);
  params.set('device', model.deviceId);
  if (model.reduceMotion) params.set('reduceMotion', '1');
  if (model.rtl) params.set('rtl', '1');
  const tuned = model.tuned[model.interactionId];
  if (tuned && Object.keys(tuned).length) params.set('options', JSON.stringify(tuned));
  if (model.panel !== 'actions') params.set('panel', model.panel);
  return url.toString();
}

/// What a file (or a link's parameters) asks for, checked: { session } or { error }.
export function readSession(data, interactions) {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return { error: 'the file is no JSON object' };
  const isTrace = data.crossfadeStudio === undefined && Array.isArray(data.events);
  if (!isTrace && data.crossfadeStudio !== sessionFormat) {
    return { error: `the file is neither a saved Studio session ("crossfadeStudio": ${sessionFormat}) nor a trace (with "events")` };
  }
  const trace = isTrace ? data : data.trace ?? null;
  const id = isTrace ? data.interaction : data.interaction;
  const descriptor = interactions.find((d) => d.id === id);
  if (!descriptor) return { error: `interaction ${JSON.stringify(id)} is unknown (known: ${interactions.map((d) => d.id).join(', ')})` };
  if (trace) {
    if (trace.interaction !== id) return { error: `the recording is of ${trace.interaction}, the session of ${id}` };
    if (!Array.isArray(trace.events) || !trace.viewport || !(trace.viewport.width > 0 && trace.viewport.height > 0)) {
      return { error: 'the recording needs "events" and a "viewport" with a width and a height' };
    }
    if (trace.events.some((e) => !e || typeof e.t !== 'number' || !Number.isFinite(e.t))) return { error: 'every recorded event needs a finite "t"' };
  }
  let device = data.device;
  if (isTrace) device = devices.find((d) => d.width === trace.viewport.width && d.height === trace.viewport.height)?.id;
  else if (device !== undefined && !devices.some((d) => d.id === device)) {
    return { error: `device ${JSON.stringify(device)} is unknown (known: ${devices.map((d) => d.id).join(', ')})` };
  }
  const options = isTrace ? {} : data.options ?? {};
  if (typeof options !== 'object' || Array.isArray(options)) return { error: '"options" must be an object of the interaction\'s options' };
  const known = new Set(descriptor.options.map((o) => o.name));
  const unknown = Object.keys(options).filter((name) => !known.has(name));
  if (unknown.length) return { error: `${id} has no option ${unknown.join(', ')}` };
  const toggles = isTrace ? {} : data.toggles ?? {};
  const time = typeof data.time === 'number' && Number.isFinite(data.time) ? data.time : null;
  return { session: { interaction: id, device, options, toggles, trace, time } };
}

/// Reads a link's parameters into a session (without a recording), or { error }.
export function sessionFromLink(search, interactions) {
  const params = new URLSearchParams(search);
  if (!params.has('interaction')) return null;
  let options = {};
  if (params.has('options')) {
    try { options = JSON.parse(params.get('options')); } catch { return { error: 'the link\'s "options" is no JSON' }; }
  }
  const toggles = { reduceMotion: params.get('reduceMotion') === '1', rtl: params.get('rtl') === '1' };
  return readSession({ crossfadeStudio: sessionFormat, interaction: params.get('interaction'), device: params.get('device') ?? undefined,
    options, toggles, trace: null }, interactions);
}

export function installShare(model, studio) {
  const note = (text) => { $('share-note').textContent = text; };
  $('share-save').addEventListener('click', () => {
    download(savedSession(model), `crossfade-studio-${model.interactionId}.json`);
    note(`Saved crossfade-studio-${model.interactionId}.json: open it here (Open…) in any browser to get this session back.`);
  });
  $('share-copy-link').addEventListener('click', () => {
    const link = sessionLink(model);
    $('share-link').href = link;
    $('share-link').textContent = link;
    navigator.clipboard?.writeText(link).catch(() => {});
    note(model.lastTrace ? 'The link carries the interaction, device and options; the recording needs the file.' : 'Link copied.');
  });
  $('share-open').addEventListener('change', async () => {
    const file = $('share-open').files?.[0];
    if (!file) return;
    let data;
    try { data = JSON.parse(await file.text()); } catch (error) { note(`${file.name}: not JSON (${error.message})`); return; }
    const { session, error } = readSession(data, model.interactions);
    if (error) { note(`${file.name}: ${error}`); return; }
    await studio.openSession(session, file.name);
    note(`Opened ${file.name}.`);
    $('share-open').value = '';
  });
}
