// Pointer Events → the host core's touches: each with its own timestamp (the
// page's clock, the one animation frames run on), every coalesced sample, the
// pointer captured so a drag that leaves the element goes on. A finger never
// stays down: a lost pointer capture cancels its touch, and a hidden page
// cancels them all.
'use strict';

/// Listens on `element`; `point(event)` gives the event's place in points,
/// `touch(phase, pointerId, x, y, seconds)` takes each touch, `lose()` ends them
/// all, `changed(phase, pointerId, x, y)` (optional) hears each one too.
/// Returns a function that stops listening.
export function attachPointers(element, { point, touch, lose, changed = () => {} }) {
  const down = new Set();
  const send = (phase, event) => {
    const { x, y } = point(event);
    touch(phase, event.pointerId, x, y, event.timeStamp / 1000);
    changed(phase, event.pointerId, x, y);
  };
  const handlers = {
    pointerdown(event) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      try { element.setPointerCapture(event.pointerId); } catch { /* a synthetic pointer has nothing to capture */ }
      down.add(event.pointerId);
      send('down', event);
      event.preventDefault();
    },
    pointermove(event) {
      if (!down.has(event.pointerId)) return;
      const samples = event.getCoalescedEvents ? event.getCoalescedEvents() : [];
      for (const sample of samples.length ? samples : [event]) send('move', sample);
    },
    pointerup(event) { end('up', event); },
    pointercancel(event) { end('cancel', event); },
    // Capture lost without an up (the element removed, capture released, a system
    // gesture): the touch is cancelled, so the next one is a new touch, not refused.
    lostpointercapture(event) { end('cancel', event); },
  };
  function end(phase, event) {
    if (!down.delete(event.pointerId)) return;
    send(phase, event);
  }
  function hidden() {
    if (document.visibilityState !== 'hidden' || down.size === 0) return;
    const ids = [...down];
    down.clear();
    lose();
    for (const id of ids) changed('cancel', id, 0, 0);
  }
  for (const [type, handler] of Object.entries(handlers)) element.addEventListener(type, handler);
  document.addEventListener('visibilitychange', hidden);
  return () => {
    for (const [type, handler] of Object.entries(handlers)) element.removeEventListener(type, handler);
    document.removeEventListener('visibilitychange', hidden);
    if (down.size) { down.clear(); lose(); }
  };
}
