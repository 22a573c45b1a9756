// Pointer Events → the host core's touches: each with its own timestamp (the
// page's clock, the one animation frames run on), every coalesced sample, the
// pointer captured so a drag that leaves the element goes on. A finger never
// stays down: a lost pointer capture cancels its touch, and a hidden page
// cancels them all. A phase is named as the engine names it (`down`, `move`,
// `up`, `cancel`: TouchPhase, from Swift's PointerEvent.Phase) all the way in.
'use strict';

/**
 * A touch's phase, by the engine's own name.
 * @typedef {keyof typeof import('./tags.js').TouchPhase} TouchPhaseName
 */

/**
 * What the element's pointers are handed to.
 * @typedef {object} PointerHandlers
 * @property {(event: PointerEvent) => { x: number, y: number }} point the event's place in points
 * @property {(phase: TouchPhaseName, pointer: number, x: number, y: number, t: number) => void} touch each touch, at the event's own time (s)
 * @property {(t: number) => void} lose every finger still down is gone, at page time `t` (s)
 * @property {(phase: TouchPhaseName, pointer: number, x: number, y: number) => void} [changed] hears each touch too
 * @property {() => boolean} [taken] whether the engine took the last touch as a drag (its click is then cancelled)
 */

/**
 * Listens on `element` and hands each touch on; returns a function that stops listening.
 * @param {HTMLElement} element
 * @param {PointerHandlers} handlers
 * @returns {() => void}
 */
export function attachPointers(element, { point, touch, lose, changed = () => {}, taken = () => false }) {
  /** @type {Set<number>} */
  const down = new Set();
  /** @param {PointerEvent} event */
  const capture = (event) => {
    try { element.setPointerCapture(event.pointerId); } catch { /* a synthetic pointer has nothing to capture */ }
  };
  /** @param {EventTarget | null} target */
  const inSlot = (target) => target instanceof Element && target.closest('.cf-slotted') !== null && element.contains(target);
  /**
   * @param {TouchPhaseName} phase
   * @param {PointerEvent} event
   */
  const send = (phase, event) => {
    const { x, y } = point(event);
    touch(phase, event.pointerId, x, y, event.timeStamp / 1000);
    changed(phase, event.pointerId, x, y);
  };
  /** @type {Record<string, (event: PointerEvent) => void>} */
  const handlers = {
    // A touch on the app's own element in a slot is captured only once it moves, so a
    // tap stays that element's own click (and keeps its focus, text selection…).
    pointerdown(event) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      const slotted = inSlot(event.target);
      if (!slotted) capture(event);
      down.add(event.pointerId);
      send('down', event);
      if (!slotted) event.preventDefault();
    },
    pointermove(event) {
      if (!down.has(event.pointerId)) return;
      if (!element.hasPointerCapture(event.pointerId) && event.buttons !== 0) capture(event);
      const samples = event.getCoalescedEvents ? event.getCoalescedEvents() : [];
      for (const sample of samples.length ? samples : [event]) send('move', sample);
    },
    pointerup(event) { end('up', event); },
    pointercancel(event) { end('cancel', event); },
    // Capture lost without an up (the element removed, capture released, a system
    // gesture): the touch is cancelled, so the next one is a new touch, not refused.
    lostpointercapture(event) { end('cancel', event); },
  };
  /**
   * @param {TouchPhaseName} phase
   * @param {PointerEvent} event
   */
  function end(phase, event) {
    if (!down.delete(event.pointerId)) return;
    send(phase, event);
  }
  /** @param {Event} event */
  function hidden(event) {
    if (document.visibilityState !== 'hidden' || down.size === 0) return;
    const ids = [...down];
    down.clear();
    lose(event.timeStamp / 1000);
    for (const id of ids) changed('cancel', id, 0, 0);
  }
  // A drag the engine took cancels the click it would end in (UIKit's
  // cancelsTouchesInView); a click from the keyboard (detail 0) is never a drag's.
  /** @param {MouseEvent} event */
  function click(event) {
    if (event.detail === 0 || !taken()) return;
    event.stopPropagation();
    event.preventDefault();
  }
  // The app's image or link in a slot is not dragged out by the browser: a drag is the engine's.
  /** @param {DragEvent} event */
  const noDrag = (event) => event.preventDefault();
  for (const [type, handler] of Object.entries(handlers)) element.addEventListener(type, /** @type {EventListener} */ (handler));
  element.addEventListener('click', click, true);
  element.addEventListener('dragstart', noDrag);
  document.addEventListener('visibilitychange', hidden);
  return () => {
    for (const [type, handler] of Object.entries(handlers)) element.removeEventListener(type, /** @type {EventListener} */ (handler));
    element.removeEventListener('click', click, true);
    element.removeEventListener('dragstart', noDrag);
    document.removeEventListener('visibilitychange', hidden);
    if (down.size) { down.clear(); lose(performance.now() / 1000); }
  };
}
