// The page as a mount target: carries out the host core's mount operations on
// absolutely placed elements (one per layer, nested as the layers are, in paint
// order), and puts the app's own elements where the engine has slots.
//
//   const target = new DomTarget(root, { artwork: (reference) => url });
//   readFrame(buffer, offset, length, target);   // mount.js hands it each operation
//   target.slot('cover.3', img);                 // the app's element in slot cover.3
'use strict';
import { drawContent, fitText, css } from './content.js';
import { Corner } from './tags.js';

const styles = `
.cf-root { position: relative; overflow: hidden; touch-action: none; user-select: none; -webkit-user-select: none; }
.cf-layer { position: absolute; left: 0; top: 0; transform-origin: 50% 50%; pointer-events: none; box-sizing: border-box; }
.cf-layer > .cf-text { position: absolute; inset: 0; display: flex; align-items: center; overflow: hidden; line-height: 1.2;
  font-family: -apple-system, "Helvetica Neue", Helvetica, Arial, sans-serif; }
.cf-layer > .cf-text > .cf-fit { display: inline-block; white-space: nowrap; font-kerning: none; }
.cf-layer > .cf-artwork { position: absolute; inset: 0; border-radius: inherit; background-size: cover; background-position: center; }
.cf-layer > svg { position: absolute; inset: 0; overflow: visible; }
.cf-layer > .cf-slotted { position: absolute; inset: 0; width: 100%; height: 100%; display: block; box-sizing: border-box; }
.cf-layer[data-filled] > .cf-layer { display: none; }
`;

/**
 * Adds crossfade.js's rules once to the document (or shadow root) holding `element`.
 * @param {HTMLElement} element
 */
function installStyles(element) {
  const root = element.getRootNode();
  const holder = root instanceof ShadowRoot ? root : document.head;
  if (holder.querySelector(':scope > style[data-crossfade]')) return;
  const style = document.createElement('style');
  style.dataset.crossfade = '';
  style.textContent = styles;
  holder.appendChild(style);
}

/**
 * One view the engine's layer is drawn with.
 * @typedef {object} View
 * @property {number} handle
 * @property {HTMLElement} el
 * @property {string} id
 * @property {import('./mount.js').ViewKind} kind
 * @property {number | null} parent
 * @property {number[]} children handles, back to front
 * @property {Props} props
 * @property {import('./mount.js').Content | null} content
 * @property {string | null} slot the slot it shows, when it is one
 */

/**
 * A view's properties as the engine last set them.
 * @typedef {object} Props
 * @property {number[]} [frame]
 * @property {number[]} [transform]
 * @property {number} [opacity]
 * @property {number} [zPosition]
 * @property {{ radius: number, corners: number }} [cornerRadius]
 * @property {import('./mount.js').Color | null} [fill]
 * @property {boolean} [clip]
 */

/** @typedef {import('./mount.js').MountTarget} MountTarget */

/** @implements {MountTarget} */
export class DomTarget {
  /**
   * @param {HTMLElement} root the element the layers go in (its size is the viewport)
   * @param {{ artwork?: import('./content.js').ArtworkResolver }} [settings] how artwork references become image URLs (nothing: gradients)
   */
  constructor(root, settings = {}) {
    installStyles(root);
    root.classList.add('cf-root');
    this.root = root;
    this.artwork = settings.artwork;
    /** @type {Map<number, View>} by handle */
    this.views = new Map();
    /** @type {Map<string, View>} by layer id (mounted) */
    this.byId = new Map();
    /** @type {Map<string, HTMLElement>} the app's elements by slot name */
    this.slots = new Map();
    /** @type {number[]} the root's views, back to front */
    this.roots = [];
    /** @type {import('./mount.js').EngineEvent[]} the events read since they were last taken */
    this.events = [];
  }

  /**
   * @param {number} handle
   * @param {import('./mount.js').ViewKind} kind
   * @param {string} id
   */
  create(handle, kind, id) {
    let view = this.views.get(handle);
    if (view) {
      if (view.slot) this.release(view);
      view.el.replaceChildren();
      view.el.removeAttribute('style');
    } else {
      const el = document.createElement('div');
      el.className = 'cf-layer';
      view = { handle, el, id, kind, parent: null, props: {}, content: null, slot: null, children: [] };
      this.views.set(handle, view);
    }
    Object.assign(view, { id, kind, parent: null, props: {}, content: null, slot: null, children: [] });
    view.el.dataset.id = id;
    view.el.dataset.kind = kind;
    this.byId.set(id, view);
  }

  /**
   * @param {number} handle
   * @param {number | null} parent
   * @param {number} index
   */
  insert(handle, parent, index) {
    const view = this.view(handle);
    this.detach(view);
    const holder = parent === null ? null : this.view(parent);
    const list = holder ? holder.children : this.roots;
    list.splice(index, 0, handle);
    view.parent = parent;
    const next = list[index + 1];
    (holder ? holder.el : this.root).insertBefore(view.el, next === undefined ? null : this.view(next).el);
  }

  /**
   * @param {number} handle
   * @param {import('./mount.js').Changes} changes
   */
  update(handle, changes) {
    const view = this.view(handle);
    const p = view.props, s = view.el.style;
    if (changes.frame) {
      const [, , w, h] = changes.frame, old = p.frame;
      if (!old || old[2] !== w) s.width = `${w}px`;
      if (!old || old[3] !== h) s.height = `${h}px`;
      p.frame = changes.frame;
    }
    if (changes.frame || changes.transform) {
      if (changes.transform) p.transform = changes.transform;
      const [x, y] = p.frame ?? [0, 0];
      s.transform = `translate(${x}px,${y}px) matrix(${(p.transform ?? [1, 0, 0, 1, 0, 0]).join(',')})`;
    }
    if (changes.opacity !== undefined) s.opacity = String(p.opacity = changes.opacity);
    if (changes.zPosition !== undefined) p.zPosition = changes.zPosition;
    if (changes.cornerRadius) {
      const { radius, corners } = p.cornerRadius = changes.cornerRadius;
      /** @param {number} bit */
      const r = (bit) => (corners & bit ? radius : 0) + 'px';
      s.borderRadius = `${r(Corner.topLeft)} ${r(Corner.topRight)} ${r(Corner.bottomRight)} ${r(Corner.bottomLeft)}`;
    }
    if (changes.fill !== undefined) s.backgroundColor = css(p.fill = changes.fill) || '';
    if (changes.clip !== undefined) s.overflow = (p.clip = changes.clip) ? 'hidden' : '';
    if (changes.content !== undefined) this.draw(view, changes.content);
    else if (changes.frame && view.content?.type === 'text' && view.content.fit) fitText(view.el, changes.frame[2], view.content);
  }

  /** @param {number} handle */
  remove(handle) {
    const view = this.view(handle);
    this.detach(view);
    view.el.remove();
    if (this.byId.get(view.id) === view) this.byId.delete(view.id);
  }

  /** @param {import('./mount.js').EngineEvent} event */
  event(event) { this.events.push(event); }

  /**
   * The view of `handle`: a handle the engine never created is its bug, said plainly.
   * @param {number} handle
   * @returns {View}
   */
  view(handle) {
    const view = this.views.get(handle);
    if (!view) throw new RangeError(`dom.js: no view #${handle}`);
    return view;
  }

  /** @param {View} view */
  detach(view) {
    if (!view.el.parentNode) return;
    const list = view.parent === null ? this.roots : this.view(view.parent).children;
    const at = list.indexOf(view.handle);
    if (at >= 0) list.splice(at, 1);
  }

  /**
   * @param {View} view
   * @param {import('./mount.js').Content | null} content
   */
  draw(view, content) {
    view.content = content;
    if (view.slot && !(content?.type === 'slot' && content.name === view.slot)) this.release(view);
    drawContent(view.el, content, view.props.frame, this.artwork);
    if (content?.type === 'slot') {
      view.slot = content.name;
      this.fill(view);
    }
  }

  /**
   * Puts the app's element for the view's slot in it (and hides the engine's own drawing).
   * @param {View} view
   */
  fill(view) {
    const element = view.slot === null ? undefined : this.slots.get(view.slot);
    if (!element) { delete view.el.dataset.filled; return; }
    element.classList.add('cf-slotted');
    view.el.prepend(element);
    view.el.dataset.filled = '';
  }

  /** @param {View} view */
  release(view) {
    const element = view.slot === null ? undefined : this.slots.get(view.slot);
    if (element && element.parentNode === view.el) element.remove();
    delete view.el.dataset.filled;
    view.slot = null;
  }

  /**
   * The app's `element` for slot `name` (null: the engine draws it again).
   * @param {string} name
   * @param {HTMLElement | null} element
   */
  slot(name, element) {
    const view = [...this.byId.values()].find((v) => v.slot === name);
    if (view) this.release(view);
    if (element) this.slots.set(name, element); else this.slots.delete(name);
    if (view) { view.slot = name; this.fill(view); }
  }

  /** Every element, properties and all, is dropped (a new session starts over). */
  clear() {
    for (const element of this.slots.values()) element.remove();
    this.root.replaceChildren();
    this.views.clear();
    this.byId.clear();
    this.roots = [];
  }

  /**
   * The element showing layer `id`, if it is mounted.
   * @param {string} id
   * @returns {HTMLElement | null}
   */
  element(id) { return this.byId.get(id)?.el ?? null; }

  /**
   * What layer `id` shows now: { frame, transform, opacity, ... } as the engine set them.
   * @param {string} id
   * @returns {Props | null}
   */
  properties(id) { return this.byId.get(id)?.props ?? null; }
}
