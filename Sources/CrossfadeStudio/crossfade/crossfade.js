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
//
// This folder is the library, apart from the Studio app that uses it: crossfade.js
// and what it loads (host.js, wasm-engine.js, mount.js, dom.js, content.js,
// pointer.js, bytes.js, tags.js — generated from the engine's Swift) and the engine
// modules beside them, found from import.meta.url (or `Crossfade.engineBase`). Its JSDoc
// types are checked by `tsc -p` on this folder's jsconfig.json. The custom elements are
// element.js (registered by elements.js); the npm package bundles the lot (package.json).
'use strict';
import { WasmEngine } from './wasm-engine.js';
import { Host, environmentRefusal } from './host.js';

export { Host } from './host.js';
export { WasmEngine, WasmSession } from './wasm-engine.js';
export { Status } from './tags.js';

/** @type {Map<string, ReturnType<typeof WasmEngine.compile>>} engine modules by URL, each fetched and compiled once */
const modules = new Map();

/** @type {Map<string, Promise<WasmEngine>>} engines by URL, each instantiated once (one serves every widget of its interaction) */
const engines = new Map();

/** @type {WeakMap<HTMLElement, Host>} the player mounted in each element (one at a time) */
const mounted = new WeakMap();

/** What `mount`'s fourth argument takes, by name. */
const settingNames = ['engine', 'environment', 'viewport', 'artwork', 'demo', 'inertPage'];

/**
 * The environment an embedded interaction starts with: no safe areas (a page is
 * not a phone's screen), the element's direction, and the system's Reduce Motion
 * and appearance (followed live unless `fixed` names them).
 * @param {HTMLElement} element
 * @param {Partial<import('./wasm-engine.js').Environment>} fixed
 * @returns {import('./wasm-engine.js').Environment}
 */
function systemEnvironment(element, fixed) {
  /** @param {string} query */
  const media = (query) => typeof matchMedia === 'function' && matchMedia(query).matches;
  return Object.assign({
    topSafeArea: 0, leadingSafeArea: 0, bottomSafeArea: 0, trailingSafeArea: 0, textScale: 1,
    rtl: getComputedStyle(element).direction === 'rtl',
    reduceMotion: media('(prefers-reduced-motion: reduce)'),
    appearance: media('(prefers-color-scheme: light)') ? 'light' : 'dark',
  }, fixed);
}

/** The environment as the interaction's options (those it has are set at the start). */
const environmentOptions = /** @type {const} */ (['topSafeArea', 'bottomSafeArea', 'rtl', 'reduceMotion', 'textScale', 'appearance']);

/**
 * A track as a page gives it.
 * @typedef {{ title: string, artist: string, duration: number | string, artwork?: string, album?: string }} Track
 */

/**
 * `tracks` as the `tracks` option's text: an array of { title, artist, duration
 * (s, or 'm:ss'), artwork, album } or the text itself.
 * @param {Track[] | string} tracks
 * @returns {string}
 */
function tracksText(tracks) {
  if (typeof tracks === 'string') return tracks;
  /** @param {number | string} d */
  const time = (d) => {
    if (typeof d !== 'number') return String(d);
    const seconds = Math.max(1, Math.round(d));
    return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  };
  /** @param {unknown} text */
  const clean = (text) => String(text ?? '').replace(/[|\n]/g, ' ').trim();
  return tracks.map((t) => [t.title, t.artist, time(t.duration), t.artwork, t.album].map(clean).filter((f, i) => i < 4 || f).join(' | ')).join('\n');
}

/**
 * What `mount`'s fourth argument takes.
 * @typedef {object} MountSettings
 * @property {string | URL | WasmEngine} [engine] the engine module's URL, or an engine already loaded
 * @property {Partial<import('./wasm-engine.js').Environment>} [environment] fixed values; the rest follows the system
 * @property {{ width: number, height: number }} [viewport] a fixed viewport (default: the element's size, followed as it changes)
 * @property {import('./content.js').ArtworkResolver} [artwork] an artwork reference → an image URL, for the engine's own artwork layers
 * @property {boolean} [demo] draw the demo's chrome and data (the Studio's and /example/'s choice); a mount is embedded by default
 * @property {boolean} [inertPage] while the interaction's modal is open (a presented card, the open player), the rest
 *   of the page is `inert` as well as the widget's own content behind it (default: only the widget's)
 */

export const Crossfade = {
  /**
   * The folder the engine modules are fetched from (a URL, absolute or relative to the
   * page): beside this file by default (the Studio, `crossfade
   * export-site`), the npm package's `engines/` in its bundle. Set it to serve them
   * yourself: `Crossfade.engineBase = '/static/crossfade/'`.
   * @type {string | URL}
   */
  engineBase: new URL('./', import.meta.url),

  /**
   * Where interaction `id`'s engine module is: `engine-<id>.wasm` in `engineBase`
   * (each interaction has a module of its own; the showcase's holds the five it
   * composes; `lab` is the motion lab's, springs and timing curves alone).
   * @param {string} id
   */
  engineURL(id) {
    const base = String(this.engineBase);
    return new URL(`engine-${id}.wasm`, new URL(base.endsWith('/') ? base : `${base}/`, globalThis.document?.baseURI));
  },

  /**
   * Fetches and compiles (once per URL) an engine module, streamed while it downloads;
   * what `load` instantiates. Call it early (or `preload`) to overlap the download with
   * the page's own work.
   * @param {string | URL} url
   */
  compile(url) {
    const key = String(url);
    let module = modules.get(key);
    if (!module) modules.set(key, module = WasmEngine.compile(key).catch((error) => { modules.delete(key); throw error; }));
    return module;
  },

  /**
   * Starts fetching and compiling interaction `id`'s engine module now (a widget that
   * mounts later finds it compiled); a failure is reported by the mount that needs it.
   * @param {string} id
   */
  preload(id) {
    this.compile(this.engineURL(id)).catch(() => {});
  },

  /**
   * Loads (once per URL) an engine module: one compiled module and one instance for
   * every widget of that interaction on the page.
   * @param {string | URL} url
   * @returns {Promise<WasmEngine>}
   */
  load(url) {
    const key = String(url);
    let engine = engines.get(key);
    if (!engine) {
      const loading = this.compile(key).then(({ module, size, milliseconds }) => WasmEngine.instantiate(module, size, milliseconds));
      engines.set(key, engine = loading.catch((error) => { engines.delete(key); throw error; }));
    }
    return engine;
  },

  /**
   * Mounts interaction `id` into `element` (its size is the interaction's viewport,
   * in CSS pixels as points) with `options` by name (`tracks` may be an array), and
   * starts it.
   * @param {HTMLElement} element
   * @param {string} id
   * @param {Record<string, import('./bytes.js').Scalar | Track[]>} [options]
   * @param {MountSettings} [settings]
   * @returns {Promise<Host>}
   */
  async mount(element, id, options = {}, settings = {}) {
    if (!(element instanceof HTMLElement)) throw new Error(`mount: an HTMLElement to mount into, not ${String(element)}`);
    if (mounted.get(element)?.isOpen) {
      throw new Error(`mount: this element already holds a mounted ${mounted.get(element)?.interaction} (destroy() it first)`);
    }
    for (const name of Object.keys(settings)) {
      if (!settingNames.includes(name)) throw new Error(`mount: unknown setting '${name}' (known: ${settingNames.join(', ')})`);
    }
    const refusal = environmentRefusal(settings.environment ?? {});
    if (refusal) throw new Error(`mount: ${refusal}`);
    for (const name of /** @type {const} */ (['rtl', 'reduceMotion', 'appearance'])) {
      const value = options[name];
      const wrong = value !== undefined && environmentRefusal({ [name]: value });
      if (wrong) throw new Error(`mount: option ${wrong.replace(/^environment /, '')}`);
    }
    const engine = settings.engine instanceof WasmEngine ? settings.engine : await this.load(settings.engine ?? this.engineURL(id));
    const viewport = settings.viewport ?? { width: element.clientWidth, height: element.clientHeight };
    const fixed = settings.environment ?? {};
    const environment = systemEnvironment(element, fixed);
    /** @type {import('./bytes.js').Fields} */
    const given = {};
    for (const [name, value] of Object.entries(options)) {
      if (value === undefined) continue;
      given[name] = name === 'tracks' ? tracksText(/** @type {Track[] | string} */ (value)) : /** @type {import('./bytes.js').Scalar} */ (value);
    }
    for (const name of environmentOptions) if (!(name in given)) given[name] = environment[name];
    if (mounted.get(element)?.isOpen) throw new Error(`mount: this element already holds a mounted ${mounted.get(element)?.interaction} (destroy() it first)`);
    const session = engine.open(id, given, viewport);
    if (settings.demo) session.setDemo(true);
    if (settings.inertPage !== undefined && typeof settings.inertPage !== 'boolean') {
      throw new Error(`mount: inertPage must be true or false, not ${String(settings.inertPage)}`);
    }
    const host = new Host(element, session, { viewport, artwork: settings.artwork, environment, inertPage: settings.inertPage });
    host.interaction = id;
    mounted.set(element, host);
    followSystem(host, fixed);
    if (!settings.viewport) followSize(host, element);
    return host;
  },

  tracksText,
};

/**
 * The interaction's viewport follows the element's size (a ResizeObserver): a narrower
 * container, a rotation, a resized window is a viewport change of the running session,
 * which keeps its state. An element hidden or collapsed (a side of 0) keeps the last
 * size; a size the engine refuses (a side outside 100…4000 pt) is reported as an
 * `error` and the session keeps its viewport.
 * @param {Host} host
 * @param {HTMLElement} element
 */
function followSize(host, element) {
  if (typeof ResizeObserver !== 'function') return;
  const observer = new ResizeObserver(() => {
    const width = element.clientWidth, height = element.clientHeight;
    if (!host.isOpen || width === 0 || height === 0) return;
    try {
      host.setViewport({ width, height });
    } catch (error) {
      host.report(error instanceof Error ? error.message : String(error));
    }
  });
  observer.observe(element);
  host.onClose(() => observer.disconnect());
}

/**
 * Reduce Motion and light/dark follow the system while the page runs (unless fixed).
 * @param {Host} host
 * @param {Partial<import('./wasm-engine.js').Environment>} fixed
 */
function followSystem(host, fixed) {
  if (typeof matchMedia !== 'function') return;
  /**
   * @param {string} query
   * @param {'reduceMotion' | 'appearance'} name
   * @param {(matches: boolean) => boolean | string} value
   */
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
