// Keyboard shortcuts: each action's key from its spec (a digit for the first
// actions without one), scoped to what is on screen: a key performs, of its actions
// that apply now, the first whose child is on screen (the showcase's → pages the
// library while the library shows, and changes the track where the player is open),
// else the first that applies; where none applies it does nothing and the browser
// keeps the key. Keys act on the phone whenever the pointer last touched
// it or used a control (a select or checkbox changed with the pointer hands the
// keys back to the phone); a control keeps its own keys only while the user has
// moved to it with the keyboard, and text fields always keep theirs.
'use strict';
import { keyBindings, actionForKey } from './checks.js';
import { perform as performAction } from './actions.js';

const $ = (id) => document.getElementById(id);

/// Whether any layer of child `group` (its layers' ids begin `group.`) shows on the
/// phone: inside the screen, not hidden, not inert behind something modal. The
/// interaction's own actions ('') are always on screen.
function onScreen(group) {
  if (!group) return true;
  const stage = $('stage'), screen = stage.getBoundingClientRect();
  for (const layer of stage.querySelectorAll(`[data-id^="${CSS.escape(group)}."]`)) {
    if (layer.closest('[inert], [aria-hidden="true"]') || !layer.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const box = layer.getBoundingClientRect();
    if (box.width > 0 && box.height > 0 && box.right > screen.left && box.left < screen.right && box.bottom > screen.top && box.top < screen.bottom) return true;
  }
  return false;
}

function isTextField(target) {
  return target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && !['checkbox', 'radio', 'button'].includes(target.type));
}

export function installKeys(model, studio) {
  let pointerUsed = false, keysToPhone = true;
  const isControl = (t) => t instanceof HTMLSelectElement || t instanceof HTMLInputElement || t instanceof HTMLButtonElement;
  document.addEventListener('pointerdown', (event) => {
    pointerUsed = true;
    if ($('stage').contains(event.target)) {
      keysToPhone = true;
      if (document.activeElement !== $('stage')) $('stage').focus({ preventScroll: true });
    } else {
      keysToPhone = !isTextField(event.target);
    }
  }, true);
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Tab') { pointerUsed = false; keysToPhone = false; }
  }, true);
  // A select or checkbox changed with the pointer gives the keys back to the phone.
  document.addEventListener('change', (event) => {
    const target = event.target;
    if (!pointerUsed || !(target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && target.type === 'checkbox'))) return;
    if ($('controls').contains(target) || $('workbench').contains(target)) { keysToPhone = true; $('stage').focus({ preventScroll: true }); }
  }, true);
  const perform = (event) => {
    if (isTextField(event.target) || (isControl(event.target) && !keysToPhone)) return;
    const descriptor = model.descriptor;
    if (!descriptor || event.ctrlKey || event.metaKey || event.altKey) return;
    const action = actionForKey(keyBindings(descriptor.actions), event.key, model.available, onScreen);
    if (!action) return;
    performAction(action, studio);
    event.preventDefault();
  };
  // On the phone itself (none of its controls focused) the Studio picks the action before
  // the phone's own key handling would (which takes the first action bound to the key,
  // on screen or not); a control focused inside the phone keeps its own keys (a slider's
  // arrows, a tab's), and Escape still leaves a modal where no binding applies.
  document.addEventListener('keydown', (event) => { if (event.target === $('stage')) perform(event); }, true);
  document.addEventListener('keydown', (event) => {
    // A key the phone's own widget already handled (its focused control, its dialog) is done.
    if (event.defaultPrevented || event.target === $('stage')) return;
    perform(event);
  });
}
