// The custom elements: <crossfade-cover-carousel> and one per interaction, a mount
// that needs no script of the page's own. Registering them is elements.js's one side
// effect; this module only defines their classes.
//
//   <crossfade-cover-carousel snap-response="0.4" style="height: 480px">
//     <img slot="cover.0" src="a.jpg" alt="…">
//   </crossfade-cover-carousel>
//
// Attributes and properties are the interaction's options (`snap-response` ↔
// `snapResponse`, parsed by the option's kind, interactions.js); a live option changes
// the running widget, any other mounts it again. Light-DOM children with `slot="…"` fill
// the engine's slots. The engine's events are DOM CustomEvents (bubbling, composed,
// `detail` the event); `ready` (detail.player) when mounted; `error` (detail.message, not
// bubbling, like an <img>'s) for a value refused or a failed load — never a throw. The
// element follows its own size; connecting mounts, disconnecting destroys.
'use strict';
import { Crossfade } from './crossfade.js';
import { interactionOptions } from './interactions.js';

/**
 * `snapResponse` → `snap-response`.
 * @param {string} option
 */
export const attributeName = (option) => option.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The element's own attributes beside the options: the engine module's URL, the demo's chrome and data. */
const ownAttributes = ['engine-url', 'demo'];

/**
 * An attribute's text as option `name`'s value; throws naming the attribute.
 * @param {string} name
 * @param {import('./interactions.js').OptionKind} kind
 * @param {string} text
 * @returns {import('./bytes.js').Scalar}
 */
function parseOption(name, kind, text) {
  const refuse = (/** @type {string} */ wanted) => new Error(`attribute ${attributeName(name)}="${text}": ${wanted}`);
  switch (kind.kind) {
    case 'number':
    case 'integer': {
      const value = Number(text);
      if (text.trim() === '' || !Number.isFinite(value)) throw refuse('not a number');
      if (kind.kind === 'integer' && !Number.isInteger(value)) throw refuse('not a whole number');
      return value;
    }
    case 'bool':
      if (text === '' || text === 'true') return true;
      if (text === 'false') return false;
      throw refuse('true or false (or the attribute alone)');
    case 'choice':
      if (!kind.choices?.includes(text)) throw refuse(`one of ${kind.choices?.join(', ')}`);
      return text;
    default:
      return text;
  }
}

/** What an interaction's element is: the player it mounted, its options, its lifecycle. */
export class CrossfadeElement extends HTMLElement {
  /** The interaction this element shows (each registered subclass's own). */
  static interaction = '';

  static get observedAttributes() {
    return [...Object.keys(interactionOptions[this.interaction] ?? {}).map(attributeName), ...ownAttributes];
  }

  constructor() {
    super();
    /** @type {Record<string, import('./bytes.js').Scalar | import('./crossfade.js').Track[]>} the options given, by attribute or property */
    this.values = {};
    /** @type {import('./host.js').Host | null} the running interaction (null until `ready`, and after disconnecting) */
    this.player = null;
    /** Counts mounts begun: a mount that finishes after a newer one (or a disconnect) is dropped. */
    this.generation = 0;
    this.restartQueued = false;
    /** The mounts one after another (a second mount into the element waits for the first to settle). */
    this.pending = Promise.resolve();
    /** @type {ResizeObserver | null} waits for a size before the first mount */
    this.sizeWatch = null;
    this.childWatch = new MutationObserver((records) => this.slotAdded(records));
  }

  /** The interaction's id. */
  get interaction() { return /** @type {typeof CrossfadeElement} */ (this.constructor).interaction; }

  connectedCallback() {
    // A property set before the element was defined shadows the accessor: take it in.
    for (const name of Object.keys(interactionOptions[this.interaction] ?? {})) {
      if (Object.prototype.hasOwnProperty.call(this, name)) {
        const value = /** @type {any} */ (this)[name];
        delete (/** @type {any} */ (this)[name]);
        this.values[name] = value;
      }
    }
    // The engine's download and compilation start now, while the page goes on (even before a size).
    const engine = this.getAttribute('engine-url');
    Crossfade.compile(engine ?? Crossfade.engineURL(this.interaction)).catch(() => {});
    if (getComputedStyle(this).display === 'inline') this.style.display = 'block';
    this.childWatch.observe(this, { childList: true });
    this.mount();
  }

  disconnectedCallback() {
    this.childWatch.disconnect();
    // Moved within the page (disconnected and connected in one task): keep the player.
    queueMicrotask(() => { if (!this.isConnected) this.unmount(); });
  }

  /**
   * @param {string} attribute
   * @param {string | null} _old
   * @param {string | null} text
   */
  attributeChangedCallback(attribute, _old, text) {
    if (ownAttributes.includes(attribute)) { this.restart(); return; }
    const options = interactionOptions[this.interaction];
    const name = Object.keys(options).find((option) => attributeName(option) === attribute);
    if (!name) return;
    if (text === null) { this.change(name, undefined); return; }
    try {
      this.change(name, parseOption(name, options[name], text));
    } catch (error) {
      this.fail(error);
    }
  }

  /**
   * Option `name` is now `value` (undefined: its default): a live option goes to the
   * running player, any other mounts it again.
   * @param {string} name
   * @param {import('./bytes.js').Scalar | import('./crossfade.js').Track[] | undefined} value
   */
  change(name, value) {
    if (value === undefined) delete this.values[name];
    else this.values[name] = value;
    const live = interactionOptions[this.interaction][name]?.live;
    if (this.player?.isOpen && live && value !== undefined && !Array.isArray(value)) {
      try { this.player.setOptions({ [name]: value }); } catch (error) { this.fail(error); }
      return;
    }
    this.restart();
  }

  /** Mounts again once this task's changes are all in (several attributes set together: one mount). */
  restart() {
    if (!this.isConnected || this.restartQueued) return;
    this.restartQueued = true;
    queueMicrotask(() => {
      this.restartQueued = false;
    /** The mounts one after another (a second mount into the element waits for the first to settle). */
    this.pending = Promise.resolve();
      if (this.isConnected && (this.player || this.generation > 0)) this.mount();
    });
  }

  /** Mounts the interaction into this element (once it has a size), its slotted children in their slots. */
  mount() {
    const generation = ++this.generation;
    this.pending = this.pending.then(() => this.mountOnce(generation));
    return this.pending;
  }

  /** @param {number} generation this mount's: nothing happens when a newer one began */
  async mountOnce(generation) {
    if (generation !== this.generation) return;
    this.player?.destroy();
    this.player = null;
    if (this.clientWidth === 0 || this.clientHeight === 0) { this.waitForSize(); return; }
    try {
      const engine = this.getAttribute('engine-url') ?? undefined;
      const player = await Crossfade.mount(this, this.interaction, { ...this.values }, { engine, demo: this.hasAttribute('demo') });
      if (generation !== this.generation || !this.isConnected) { player.destroy(); return; }
      this.player = player;
      player.on('event', (event) => this.dispatchEvent(new CustomEvent(event.type, { detail: event, bubbles: true, composed: true })));
      player.on('error', (/** @type {{ message: string }} */ { message }) => this.fail(message));
      for (const child of player.target.saved.children) this.fill(child);
      this.dispatchEvent(new CustomEvent('ready', { detail: { player }, bubbles: true, composed: true }));
    } catch (error) {
      if (generation === this.generation) this.fail(error);
    }
  }

  /** No size yet (display: none, a collapsed container): the first mount waits for one. */
  waitForSize() {
    if (this.sizeWatch || typeof ResizeObserver !== 'function') return;
    this.sizeWatch = new ResizeObserver(() => {
      if (this.clientWidth === 0 || this.clientHeight === 0 || !this.isConnected) return;
      this.sizeWatch?.disconnect();
      this.sizeWatch = null;
      this.mount();
    });
    this.sizeWatch.observe(this);
  }

  /** Destroys the player; the element's children are back as they were. */
  unmount() {
    this.generation++;
    this.sizeWatch?.disconnect();
    this.sizeWatch = null;
    this.player?.destroy();
    this.player = null;
  }

  /**
   * A child with a `slot` attribute goes into that slot (an unknown slot: an `error` event).
   * @param {Node} child
   */
  fill(child) {
    if (!(child instanceof HTMLElement) || !child.hasAttribute('slot') || !this.player) return;
    try { this.player.slot(/** @type {string} */ (child.getAttribute('slot')), child); } catch (error) { this.fail(error); }
  }

  /** @param {MutationRecord[]} records children the page added after the mount */
  slotAdded(records) {
    for (const record of records) for (const node of record.addedNodes) if (node.parentNode === this) this.fill(node);
  }

  /**
   * Reports `error` as an `error` event on the element (and the console), never a throw.
   * @param {unknown} error
   */
  fail(error) {
    const message = error instanceof Error ? error.message : String(error);
    console.warn(`<${this.localName}>: ${message}`);
    this.dispatchEvent(new CustomEvent('error', { detail: { message } }));
  }
}

/** @type {Map<string, typeof CrossfadeElement>} */
const classes = new Map();

/**
 * The element class of interaction `id`, its options as properties.
 * @param {string} id
 * @returns {typeof CrossfadeElement}
 */
export function elementClass(id) {
  let made = classes.get(id);
  if (made) return made;
  const options = interactionOptions[id];
  if (!options) throw new Error(`crossfade: unknown interaction '${id}' (known: ${Object.keys(interactionOptions).join(', ')})`);
  made = class extends CrossfadeElement { static interaction = id; };
  for (const name of Object.keys(options)) {
    if (name in HTMLElement.prototype) continue;  // (an attribute only: the element's own property wins)
    Object.defineProperty(made.prototype, name, {
      get() { return /** @type {CrossfadeElement} */ (this).values[name]; },
      set(value) { /** @type {CrossfadeElement} */ (this).change(name, value ?? undefined); },
      enumerable: true, configurable: true,
    });
  }
  classes.set(id, made);
  return made;
}

/**
 * `crossfade-<id>`, the element's name for interaction `id`.
 * @param {string} id
 */
export const elementName = (id) => `crossfade-${id}`;

/**
 * Registers every interaction's element (those not yet registered) in `registry`.
 * @param {CustomElementRegistry} [registry]
 */
export function defineElements(registry = customElements) {
  for (const id of Object.keys(interactionOptions)) {
    if (!registry.get(elementName(id))) registry.define(elementName(id), elementClass(id));
  }
}
