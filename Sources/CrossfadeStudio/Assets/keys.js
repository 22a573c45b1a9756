// Keyboard shortcuts: each action's key from its spec (a digit for the first
// actions without one). Keys act on the phone whenever the pointer last touched
// it or used a control (a select or checkbox changed with the pointer hands the
// keys back to the phone); a control keeps its own keys only while the user has
// moved to it with the keyboard, and text fields always keep theirs.
'use strict';
import { keyBindings } from './checks.js';
import { perform } from './actions.js';

const $ = (id) => document.getElementById(id);

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
  document.addEventListener('keydown', (event) => {
    // A key the phone's own widget already handled (its focused control, its dialog) is done.
    if (event.defaultPrevented) return;
    if (isTextField(event.target) || (isControl(event.target) && !keysToPhone)) return;
    const descriptor = model.descriptor;
    if (!descriptor || event.ctrlKey || event.metaKey || event.altKey) return;
    const action = keyBindings(descriptor.actions).get(event.key);
    if (!action) return;
    perform(action, studio);
    event.preventDefault();
  });
}
