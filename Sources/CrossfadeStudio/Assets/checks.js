// What the panels check before they reach the engine: a clear reason, in words.
'use strict';

/// Why `text` is not a number from `min` to `max` (whole when `integer`), or ''.
export function numberProblem(text, min, max, integer) {
  const value = Number(text);
  if (String(text).trim() === '' || !Number.isFinite(value)) return 'must be a number';
  if (integer && !Number.isInteger(value)) return 'must be a whole number';
  return value < min || value > max ? `must be between ${min} and ${max}` : '';
}

/// Keys as a person reads them: ArrowUp → ↑, ' ' → Space.
export function keyLabel(key) {
  return { ' ': 'Space', ArrowUp: '↑', ArrowDown: '↓', ArrowLeft: '←', ArrowRight: '→', Escape: 'Esc' }[key] ?? key;
}

/// An action's own name inside its group (`player.open` → `open`).
export function shortName(action) {
  return action.group ? action.name.slice(action.group.length + 1) : action.name;
}

/// The key each action answers to: its spec's own, else a digit 1–9 in order for those without one.
export function keyBindings(actions) {
  const taken = new Set(actions.map((a) => a.key).filter(Boolean));
  const bindings = new Map();
  let digit = 1;
  for (const action of actions) {
    if (action.key && !bindings.has(action.key)) { bindings.set(action.key, action); continue; }
    while (digit <= 9 && taken.has(String(digit))) digit += 1;
    if (!action.key && digit <= 9) bindings.set(String(digit++), action);
  }
  return bindings;
}
