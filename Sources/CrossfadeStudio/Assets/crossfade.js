// crossfade.js — Crossfade's interactions in any web page, with the page's own
// elements. An ES module with the engine's .wasm beside it: no build step, no
// framework.
//
//   import { Crossfade } from './crossfade.js';
//   const player = await Crossfade.mount(el, 'cover-carousel', { tracks });
//   player.slot('cover.3', img);                  // your element where the engine has slot cover.3
//   player.on('centered', (e) => show(e.index));  // the engine's events, at their instants
//   player.perform('next');                       // the non-gesture equivalents
//   player.setEnvironment({ reduceMotion: true });
//   const trace = player.recording();             // replays with `crossfade replay` to the same scene
//
// The engine runs in the page: Pointer Events (with their timestamps) go through
// the host core's touch normaliser, requestAnimationFrame drives its frames and
// pauses when it is at rest, and each frame's mount operations move, scale, fade,
// round, clip and order absolutely placed elements.
'use strict';
import { WasmEngine } from './engine.js';
import { Host } from './host.js';

export { Host } from './host.js';
export { WasmEngine } from './engine.js';

const engines = new Map();

/// The environment an embedded interaction starts with: no safe areas (a page is
/// not a phone's screen), the element's direction, and the system's Reduce Motion
/// and appearance (followed live unless `fixed` names them).
function systemEnvironment(element, fixed) {
  const media = (query) => typeof matchMedia === 'function' && matchMedia(query).matches;
  return Object.assign({
    topSafeArea: 0, leadingSafeArea: 0, bottomSafeArea: 0, trailingSafeArea: 0, textScale: 1,
    rtl: getComputedStyle(element).direction === 'rtl',
    reduceMotion: media('(prefers-reduced-motion: reduce)'),
    appearance: media('(prefers-color-scheme: light)') ? 'light' : 'dark',
  }, fixed);
}

/// The environment as the interaction's options (those it has are set at the start).
const environmentOptions = ['topSafeArea', 'bottomSafeArea', 'rtl', 'reduceMotion', 'textScale', 'appearance'];

/// `tracks` as the `tracks` option's text: an array of { title, artist, duration
/// (s, or 'm:ss'), artwork, album } or the text itself.
function tracksText(tracks) {
  if (typeof tracks === 'string') return tracks;
  const time = (d) => {
    if (typeof d !== 'number') return String(d);
    const seconds = Math.max(1, Math.round(d));
    return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  };
  const clean = (text) => String(text ?? '').replace(/[|\n]/g, ' ').trim();
  return tracks.map((t) => [t.title, t.artist, time(t.duration), t.artwork, t.album].map(clean).filter((f, i) => i < 4 || f).join(' | ')).join('\n');
}

export const Crossfade = {
  /// Where interaction `id`'s engine module is: `engine-<id>.wasm` beside this file
  /// (each interaction has a module of its own; the showcase's holds the five it
  /// composes; `lab` is the motion lab's, springs and timing curves alone).
  engineURL(id) {
    return new URL(`./engine-${id}.wasm`, import.meta.url);
  },

  /// Loads (once per URL) an engine module.
  load(url) {
    const key = String(url);
    if (!engines.has(key)) engines.set(key, WasmEngine.load(key).catch((error) => { engines.delete(key); throw error; }));
    return engines.get(key);
  },

  /// Mounts interaction `id` into `element` (its size is the interaction's viewport,
  /// in CSS pixels as points) with `options` by name (`tracks` may be an array), and
  /// starts it. `settings`: { engine (a URL or a loaded WasmEngine), environment
  /// (fixed values; the rest follows the system), viewport ({ width, height }),
  /// artwork (reference → image URL, for the engine's own artwork layers) }.
  async mount(element, id, options = {}, settings = {}) {
    const engine = settings.engine instanceof WasmEngine ? settings.engine : await this.load(settings.engine ?? this.engineURL(id));
    const viewport = settings.viewport ?? { width: element.clientWidth, height: element.clientHeight };
    const fixed = settings.environment ?? {};
    const environment = systemEnvironment(element, fixed);
    const given = { ...options };
    if (given.tracks !== undefined) given.tracks = tracksText(given.tracks);
    for (const name of environmentOptions) if (!(name in given)) given[name] = environment[name];
    const session = engine.open(id, given, viewport);
    const host = new Host(element, session, { viewport, artwork: settings.artwork, environment });
    host.interaction = id;
    followSystem(host, fixed);
    return host;
  },

  tracksText,
};

/// Reduce Motion and light/dark follow the system while the page runs (unless fixed).
function followSystem(host, fixed) {
  if (typeof matchMedia !== 'function') return;
  const follow = (query, name, value) => {
    if (name in fixed) return;
    const list = matchMedia(query);
    const changed = () => host.isOpen && host.setEnvironment({ [name]: value(list.matches) });
    list.addEventListener('change', changed);
    host.onClose(() => list.removeEventListener('change', changed));
  };
  follow('(prefers-reduced-motion: reduce)', 'reduceMotion', (on) => on);
  follow('(prefers-color-scheme: light)', 'appearance', (light) => (light ? 'light' : 'dark'));
}

export default Crossfade;
