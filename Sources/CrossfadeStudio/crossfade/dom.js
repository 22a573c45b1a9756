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
import { styles } from './styles.js';

/** CSS `touch-action` by TouchRegion's name (`passThrough` also takes no pointers). */
const touchActions = { passThrough: 'auto', auto: 'auto', panX: 'pan-x', panY: 'pan-y', manipulation: 'manipulation', none: 'none' };

/** @type {CSSStyleSheet | null} the rules as one constructable stylesheet, shared by every document and shadow root */
let sheet = null;

/**
 * Adds crossfade.js's rules once to the document (or shadow root) holding `element`:
 * nothing when the page links `crossfade.css` (a strict Content-Security-Policy's
 * way), else one constructable stylesheet (which a strict `style-src` allows), else
 * (a browser without them) a <style>.
 * @param {HTMLElement} element
 */
function installStyles(element) {
  const root = element.getRootNode();
  const holder = root instanceof ShadowRoot ? root : document;
  if (holder.querySelector('link[rel~="stylesheet"][href$="crossfade.css"], style[data-crossfade]')) return;
  if ('adoptedStyleSheets' in holder && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    if (!sheet) { sheet = new CSSStyleSheet(); sheet.replaceSync(styles); }
    if (!holder.adoptedStyleSheets.includes(sheet)) holder.adoptedStyleSheets = [...holder.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.dataset.crossfade = '';
  style.textContent = styles;
  (root instanceof ShadowRoot ? root : document.head).appendChild(style);
}

/**
 * What mounting changes on the page's element, to put back when it is destroyed.
 * @typedef {{ children: Node[], style: string, hadClass: boolean }} Saved
 */

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
 * @property {import('./mount.js').SlotScroll | null} [scroll] where the engine has scrolled the slot's content
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
    /** @type {Saved} what the element was, put back by `restore` */
    this.saved = { children: [...root.childNodes], style: root.style.cssText, hadClass: root.classList.contains('cf-root') };
    root.replaceChildren();
    root.classList.add('cf-root');
    this.root = root;
    this.artwork = settings.artwork;
    /** @type {Map<number, View>} by handle */
    this.views = new Map();
    /** @type {Map<string, View>} by layer id (mounted) */
    this.byId = new Map();
    /** @type {Map<string, HTMLElement>} the app's elements by slot name */
    this.slots = new Map();
    /** @type {Map<HTMLElement, string>} each slotted element's own inline style, put back when it leaves */
    this.slottedStyles = new Map();
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
      view.el.style.cssText = '';
    } else {
      const el = document.createElement('div');
      el.className = 'cf-layer';
      view = { handle, el, id, kind, parent: null, props: {}, content: null, slot: null, scroll: null, children: [] };
      this.views.set(handle, view);
    }
    Object.assign(view, { id, kind, parent: null, props: {}, content: null, slot: null, scroll: null, children: [] });
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
   * Which touches the view (null: the root) leaves to the page, as the host core decided.
   * @param {number | null} handle
   * @param {import('./mount.js').RegionName} region
   */
  region(handle, region) {
    const el = handle === null ? this.root : this.view(handle).el;
    el.style.touchAction = touchActions[region] ?? 'none';
    if (handle !== null) el.style.pointerEvents = region === 'passThrough' ? '' : 'auto';
  }

  /**
   * Where the engine has scrolled slot view `handle`'s content: the app's element there follows.
   * @param {number} handle
   * @param {import('./mount.js').SlotScroll} scroll
   */
  scroll(handle, scroll) {
    const view = this.view(handle);
    view.scroll = scroll;
    this.follow(view);
  }

  /**
   * Moves the app's element in a scrolled slot by minus the engine's offset, at the content's size.
   * @param {View} view
   */
  follow(view) {
    const element = view.slot === null ? undefined : this.slots.get(view.slot);
    if (!element || element.parentNode !== view.el || !view.scroll) return;
    const { x, y, width, height } = view.scroll;
    Object.assign(element.style, { transform: `translate(${-x}px,${-y}px)`, width: `${width}px`, height: `${height}px`, bottom: 'auto', right: 'auto' });
  }

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
    if (!this.slottedStyles.has(element)) this.slottedStyles.set(element, element.style.cssText);
    element.classList.add('cf-slotted');
    view.el.prepend(element);
    view.el.dataset.filled = '';
    this.follow(view);
  }

  /** @param {View} view */
  release(view) {
    const element = view.slot === null ? undefined : this.slots.get(view.slot);
    if (element && element.parentNode === view.el) this.detachSlotted(element);
    delete view.el.dataset.filled;
    view.slot = null;
  }

  /**
   * Takes the app's element out, as it was before it was slotted.
   * @param {HTMLElement} element
   */
  detachSlotted(element) {
    element.remove();
    element.classList.remove('cf-slotted');
    const style = this.slottedStyles.get(element);
    if (style !== undefined) element.style.cssText = style;
    this.slottedStyles.delete(element);
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
    for (const element of this.slots.values()) if (element.classList.contains('cf-slotted')) this.detachSlotted(element);
    this.root.replaceChildren();
    this.views.clear();
    this.byId.clear();
    this.roots = [];
  }

  /** Puts the page's element back as it was before mounting: its children, its inline style, its classes. */
  restore() {
    this.clear();
    this.slots.clear();
    const { children, style, hadClass } = this.saved;
    this.root.replaceChildren(...children);
    this.root.style.cssText = style;
    if (!hadClass) this.root.classList.remove('cf-root');
  }

  /**
   * The slotted element under `target`, if the event's target is inside one.
   * @param {EventTarget | null} target
   * @returns {HTMLElement | null}
   */
  slottedAt(target) {
    return target instanceof Element ? /** @type {HTMLElement | null} */ (target.closest('.cf-slotted')) : null;
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
