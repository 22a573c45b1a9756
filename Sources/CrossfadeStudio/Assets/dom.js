// The page as a mount target: carries out the host core's mount operations on
// absolutely placed elements (one per layer, nested as the layers are, in paint
// order), and puts the app's own elements where the engine has slots.
//
//   const target = new DomTarget(root, { artwork: (reference) => url });
//   readFrame(buffer, offset, length, target);   // mount.js hands it each operation
//   target.slot('cover.3', img);                 // the app's element in slot cover.3
'use strict';
import { drawContent, fitText, css } from './content.js';

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

/// Adds crossfade.js's rules once to the document (or shadow root) holding `element`.
function installStyles(element) {
  const root = element.getRootNode();
  const holder = root instanceof ShadowRoot ? root : document.head;
  if (holder.querySelector(':scope > style[data-crossfade]')) return;
  const style = document.createElement('style');
  style.dataset.crossfade = '';
  style.textContent = styles;
  holder.appendChild(style);
}

export class DomTarget {
  /// `root`: the element the layers go in (its size is the viewport); `artwork`:
  /// how artwork references become image URLs (a function, or nothing: gradients).
  constructor(root, { artwork } = {}) {
    installStyles(root);
    root.classList.add('cf-root');
    this.root = root;
    this.artwork = artwork;
    this.views = new Map();      // handle → { id, kind, el, parent, children, props, slot }
    this.byId = new Map();       // layer id → view (mounted)
    this.slots = new Map();      // slot name → the app's element
    this.roots = [];
    this.events = [];
  }

  create(handle, kind, id) {
    let view = this.views.get(handle);
    if (view) {
      if (view.slot) this.release(view);
      view.el.replaceChildren();
      view.el.removeAttribute('style');
    } else {
      const el = document.createElement('div');
      el.className = 'cf-layer';
      view = { handle, el, children: [] };
      this.views.set(handle, view);
    }
    Object.assign(view, { id, kind, parent: null, props: {}, content: null, slot: null, children: [] });
    view.el.dataset.id = id;
    view.el.dataset.kind = kind;
    this.byId.set(id, view);
  }

  insert(handle, parent, index) {
    const view = this.views.get(handle);
    this.detach(view);
    const holder = parent === null ? null : this.views.get(parent);
    const list = holder ? holder.children : this.roots;
    list.splice(index, 0, handle);
    view.parent = parent;
    const next = list[index + 1];
    (holder ? holder.el : this.root).insertBefore(view.el, next === undefined ? null : this.views.get(next).el);
  }

  update(handle, changes) {
    const view = this.views.get(handle);
    const p = view.props, s = view.el.style;
    if (changes.frame) {
      const [x, y, w, h] = changes.frame, old = p.frame;
      if (!old || old[2] !== w) s.width = `${w}px`;
      if (!old || old[3] !== h) s.height = `${h}px`;
      p.frame = changes.frame;
    }
    if (changes.frame || changes.transform) {
      if (changes.transform) p.transform = changes.transform;
      s.transform = `translate(${p.frame[0]}px,${p.frame[1]}px) matrix(${p.transform.join(',')})`;
    }
    if ('opacity' in changes) s.opacity = p.opacity = changes.opacity;
    if ('zPosition' in changes) p.zPosition = changes.zPosition;
    if (changes.cornerRadius) {
      const { radius, corners } = p.cornerRadius = changes.cornerRadius;
      const r = (bit) => (corners & bit ? radius : 0) + 'px';
      s.borderRadius = `${r(1)} ${r(2)} ${r(8)} ${r(4)}`;
    }
    if ('fill' in changes) s.backgroundColor = css(p.fill = changes.fill) || '';
    if ('clip' in changes) s.overflow = (p.clip = changes.clip) ? 'hidden' : '';
    if ('content' in changes) this.draw(view, changes.content);
    else if (changes.frame && view.content?.fit) fitText(view.el, p.frame[2], view.content);
  }

  remove(handle) {
    const view = this.views.get(handle);
    this.detach(view);
    view.el.remove();
    if (this.byId.get(view.id) === view) this.byId.delete(view.id);
  }

  event(event) { this.events.push(event); }

  detach(view) {
    if (!view.el.parentNode) return;
    const list = view.parent === null ? this.roots : this.views.get(view.parent).children;
    const at = list.indexOf(view.handle);
    if (at >= 0) list.splice(at, 1);
  }

  draw(view, content) {
    view.content = content;
    if (view.slot && content?.name !== view.slot) this.release(view);
    drawContent(view.el, content, view.props.frame, this.artwork);
    if (content?.type === 'slot') {
      view.slot = content.name;
      this.fill(view);
    }
  }

  /// Puts the app's element for the view's slot in it (and hides the engine's own drawing).
  fill(view) {
    const element = this.slots.get(view.slot);
    if (!element) { delete view.el.dataset.filled; return; }
    element.classList.add('cf-slotted');
    view.el.prepend(element);
    view.el.dataset.filled = '';
  }

  release(view) {
    const element = this.slots.get(view.slot);
    if (element && element.parentNode === view.el) element.remove();
    delete view.el.dataset.filled;
    view.slot = null;
  }

  /// The app's `element` for slot `name` (null: the engine draws it again).
  slot(name, element) {
    const view = [...this.byId.values()].find((v) => v.slot === name);
    if (view) this.release(view);
    if (element) this.slots.set(name, element); else this.slots.delete(name);
    if (view) { view.slot = name; this.fill(view); }
  }

  /// Every element, properties and all, is dropped (a new session starts over).
  clear() {
    for (const element of this.slots.values()) element.remove();
    this.root.replaceChildren();
    this.views.clear();
    this.byId.clear();
    this.roots = [];
  }

  /// The element showing layer `id`, if it is mounted.
  element(id) { return this.byId.get(id)?.el ?? null; }

  /// What layer `id` shows now: { frame, transform, opacity, ... } as the engine set them.
  properties(id) { return this.byId.get(id)?.props ?? null; }
}
