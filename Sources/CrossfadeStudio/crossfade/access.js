// Screen readers and keyboards: the host core's plan (PageAccessibility, decided in
// Swift and read from `crossfade_accessibility`) carried out on the page's elements —
// ARIA roles, names and values, hidden layers `aria-hidden` and `inert`, the modal
// dialog taking, keeping and giving back focus, a polite live region — and keys
// pressed inside the widget handed to the engine, which says what they do.
//
//   const access = new Access(target, { inertPage: false, key: (key, focused) => handled });
//   access.apply(plan);          // a plan from session.accessibility()
'use strict';
import { AccessibilityFlag, AriaRole } from './tags.js';

/**
 * One element as ARIA (PageAccessibility.Node): its layer, role, name, value and flags.
 * @typedef {{ id: string, role: number, name: string, value: string, flags: number, range: number[] | null }} AccessNode
 */

/**
 * The page's plan (AccessibilityEncoding.swift writes every byte this reads).
 * @typedef {object} AccessPlan
 * @property {AccessNode[]} nodes the exposed elements, in reading order
 * @property {string[]} hidden the layers hidden from screen readers and Tab
 * @property {string[]} tabLists the layers holding tabs
 * @property {string} modal the modal dialog's layer ('' none)
 * @property {string} modalLabel its name
 * @property {string} announcement what the live region says now ('' nothing new)
 */

/**
 * Reads a plan, or null when it is unchanged.
 * @param {import('./bytes.js').ByteReader} r
 * @returns {AccessPlan | null}
 */
export function readAccessPlan(r) {
  if (r.u8() === 0) return null;
  /** @type {AccessNode[]} */
  const nodes = [];
  for (let n = r.u32(); n > 0; n--) {
    const id = r.str(), role = r.u8(), name = r.str(), value = r.str(), flags = r.u8();
    nodes.push({ id, role, name, value, flags, range: r.u8() ? r.numbers(3) : null });
  }
  const strings = () => { const list = []; for (let n = r.u32(); n > 0; n--) list.push(r.str()); return list; };
  const hidden = strings(), tabLists = strings();
  return { nodes, hidden, tabLists, modal: r.str(), modalLabel: r.str(), announcement: r.str() };
}

/** What can take focus inside the widget: its own controls and the app's elements in slots. */
const focusable = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The attributes a node's element gets (`el`: a button or tab holding a slot the app
 * filled is named by the app's content, not by the engine's label).
 * @param {AccessNode} node
 * @param {HTMLElement} el
 * @returns {Record<string, string>}
 */
function attributes(node, el) {
  const flag = (/** @type {number} */ bit) => (node.flags & bit) !== 0;
  /** @type {Record<string, string>} */
  const a = {};
  switch (node.role) {
    case AriaRole.button: a.role = 'button'; if (flag(AccessibilityFlag.opens)) a['aria-expanded'] = 'false'; break;
    case AriaRole.slider:
      a.role = 'slider';
      a['aria-valuetext'] = node.value;
      if (node.range) [a['aria-valuenow'], a['aria-valuemin'], a['aria-valuemax']] = node.range.map(String);
      break;
    case AriaRole.carousel: a.role = 'group'; a['aria-roledescription'] = 'carousel'; break;
    case AriaRole.tab: a.role = 'tab'; a['aria-selected'] = String(flag(AccessibilityFlag.selected)); break;
    case AriaRole.tabPanel: a.role = 'tabpanel'; break;
    case AriaRole.heading: a.role = 'heading'; a['aria-level'] = '2'; break;
    case AriaRole.image: a.role = 'img'; break;
    case AriaRole.group: a.role = 'group'; break;
    default: break;
  }
  // A button or tab takes its name from its content: where the app filled its slot, the app's words name it.
  const named = (node.role === AriaRole.button || node.role === AriaRole.tab) && flag(AccessibilityFlag.holdsSlot) && el.querySelector('.cf-slotted') !== null;
  if (node.role !== AriaRole.text && !named) a['aria-label'] = node.name;
  if (flag(AccessibilityFlag.focusable)) a.tabindex = flag(AccessibilityFlag.tabStop) ? '0' : '-1';
  return a;
}

export class Access {
  /**
   * @param {import('./dom.js').DomTarget} target the page's elements, by layer
   * @param {{ inertPage?: boolean }} settings inertPage: while a modal is open, the rest of the page is `inert` too
   */
  constructor(target, { inertPage = false }) {
    this.target = target;
    this.inertPage = inertPage;
    /** @type {Map<HTMLElement, Record<string, string>>} the attributes set on each element */
    this.applied = new Map();
    /** @type {AccessPlan | null} */
    this.plan = null;
    /** @type {Element | null} what had focus when the modal opened */
    this.opener = null;
    /** @type {HTMLElement[]} the page's elements made inert while the modal is open */
    this.pageInert = [];
    this.live = document.createElement('div');
    this.live.className = 'cf-live';
    this.live.setAttribute('aria-live', 'polite');
    this.live.setAttribute('aria-atomic', 'true');
  }

  /**
   * The layer whose element holds `element` and is a node of the plan, if any.
   * @param {EventTarget | null} element
   * @returns {string}
   */
  focusedLayer(element) {
    if (!(element instanceof Element) || !this.plan) return '';
    const el = element.closest('.cf-layer[data-id]');
    const id = el instanceof HTMLElement ? el.dataset.id ?? '' : '';
    return this.plan.nodes.some((n) => n.id === id) ? id : '';
  }

  /**
   * Carries out `plan`: only the attributes that differ are written (focus and the
   * screen reader's place stay), then focus follows the modal and the roving tab.
   * @param {AccessPlan} plan
   * @param {boolean} [again] the same plan again (the app filled a slot): nothing is announced
   */
  apply(plan, again = false) {
    const root = this.target.root;
    const before = this.plan;
    const active = document.activeElement;
    const focusedBefore = active && root.contains(active) ? this.focusedLayer(active) : '';
    this.plan = plan;
    /** @type {Map<HTMLElement, Record<string, string>>} */
    const wanted = new Map();
    const add = (/** @type {string} */ id, /** @type {(el: HTMLElement) => Record<string, string>} */ values) => {
      const el = this.target.element(id);
      if (el) wanted.set(el, { ...wanted.get(el), ...values(el) });
    };
    for (const id of plan.tabLists) add(id, () => ({ role: 'tablist' }));
    for (const node of plan.nodes) add(node.id, (el) => attributes(node, el));
    for (const id of plan.hidden) add(id, () => ({ 'aria-hidden': 'true', inert: '' }));
    if (plan.modal) add(plan.modal, () => ({ role: 'dialog', 'aria-modal': 'true', 'aria-label': plan.modalLabel, tabindex: '-1' }));
    for (const [el, values] of this.applied) {
      const next = wanted.get(el) ?? {};
      for (const name of Object.keys(values)) if (!(name in next)) el.removeAttribute(name);
    }
    for (const [el, values] of wanted) {
      const old = this.applied.get(el) ?? {};
      for (const [name, value] of Object.entries(values)) if (old[name] !== value || el.getAttribute(name) !== value) el.setAttribute(name, value);
    }
    this.applied = wanted;
    if (!this.live.isConnected) root.appendChild(this.live);
    if (again) return;
    if (plan.announcement) this.live.textContent = plan.announcement;
    this.follow(before, plan, focusedBefore);
  }

  /**
   * Focus after a plan: into a modal that opened (remembering what had it), back to
   * that when it closed, and along a tab list to its newly selected tab.
   * @param {AccessPlan | null} before
   * @param {AccessPlan} plan
   * @param {string} focusedBefore the layer that had focus, '' for none
   */
  follow(before, plan, focusedBefore) {
    const root = this.target.root;
    if (plan.modal && before && plan.modal !== before.modal) {
      this.opener = document.activeElement;
      this.setPageInert(true);
      const dialog = this.target.element(plan.modal);
      const first = dialog ? this.focusables(dialog)[0] ?? dialog : null;
      first?.focus({ preventScroll: true });
      return;
    }
    if (!plan.modal && before?.modal) {
      this.setPageInert(false);
      const opener = this.opener;
      this.opener = null;
      if (opener instanceof HTMLElement && opener.isConnected && !opener.closest('[inert]') && opener !== document.body) {
        opener.focus({ preventScroll: true });
        return;
      }
      const stop = this.focusables(root)[0];
      if (stop && (!document.activeElement || document.activeElement === document.body || root.contains(document.activeElement))) {
        stop.focus({ preventScroll: true });
      }
      return;
    }
    // A tab that is no longer its list's Tab stop hands focus to the one that is.
    const was = focusedBefore ? plan.nodes.find((n) => n.id === focusedBefore) : undefined;
    if (was && was.role === AriaRole.tab && !(was.flags & AccessibilityFlag.tabStop)) {
      const list = this.target.element(was.id)?.parentElement;
      const stop = list?.querySelector(':scope > [role="tab"][tabindex="0"]');
      if (stop instanceof HTMLElement) stop.focus({ preventScroll: true });
    }
  }

  /**
   * What Tab reaches inside `container`, in document order (nothing inert, hidden or undrawn).
   * @param {Element} container
   * @returns {HTMLElement[]}
   */
  focusables(container) {
    /** @type {HTMLElement[]} */
    const found = [];
    for (const el of container.querySelectorAll(focusable)) {
      // (Not inert or hidden, and drawn: the engine's own layers under a slot the app filled are not.)
      if (el instanceof HTMLElement && !el.closest('[inert]') && !el.closest('[aria-hidden="true"]') && el.getClientRects().length > 0) found.push(el);
    }
    return found;
  }

  /**
   * Tab inside an open modal stays in it (the last control wraps to the first).
   * @param {KeyboardEvent} event
   * @returns {boolean} whether focus was moved
   */
  trapTab(event) {
    const dialog = this.plan?.modal ? this.target.element(this.plan.modal) : null;
    if (!dialog) return false;
    const list = this.focusables(dialog);
    if (list.length === 0) { dialog.focus({ preventScroll: true }); return true; }
    const at = list.indexOf(/** @type {HTMLElement} */ (document.activeElement));
    const next = at < 0 ? (event.shiftKey ? list.length - 1 : 0)
      : event.shiftKey ? (at === 0 ? list.length - 1 : -1) : (at === list.length - 1 ? 0 : -1);
    if (next < 0) return false;
    list[next].focus({ preventScroll: true });
    return true;
  }

  /**
   * With `inertPage`, the page around the widget is inert while the modal is open:
   * every sibling of the widget and of its ancestors that was not already.
   * @param {boolean} on
   */
  setPageInert(on) {
    if (!on) {
      for (const el of this.pageInert) el.inert = false;
      this.pageInert = [];
      return;
    }
    if (!this.inertPage || this.pageInert.length) return;
    for (let el = /** @type {Element | null} */ (this.target.root); el && el !== document.body; el = el.parentElement) {
      for (const sibling of el.parentElement?.children ?? []) {
        if (sibling !== el && sibling instanceof HTMLElement && !sibling.inert && sibling.tagName !== 'SCRIPT') {
          sibling.inert = true;
          this.pageInert.push(sibling);
        }
      }
    }
  }

  /** Forgets every element (a new session's tree starts over). */
  reset() {
    this.applied.clear();
    this.plan = null;
  }

  /** Takes back everything it set (the widget is destroyed). */
  remove() {
    for (const [el, values] of this.applied) for (const name of Object.keys(values)) el.removeAttribute(name);
    this.applied.clear();
    this.setPageInert(false);
    this.live.remove();
  }
}
