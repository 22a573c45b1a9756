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

/// An identifier as words, the first capitalised (as the registry derives an action's
/// label): `statusBarTap` → "Status bar tap", `player.frame` → "Player frame".
export function humanise(name) {
  const words = String(name).replace(/[._-]+/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/// What a person reads for an action: its registry label, else its name as words.
export function actionLabel(action) {
  return action.label || humanise(shortName(action));
}

/// The actions each key answers to, in the spec's order: each action's own key (a key
/// may belong to several, e.g. → to the library's next page and the player's next
/// track: the first that applies now performs), else a digit 1–9 in order for those without one.
export function keyBindings(actions) {
  const taken = new Set(actions.map((a) => a.key).filter(Boolean));
  const bindings = new Map();
  const bind = (key, action) => { if (!bindings.has(key)) bindings.set(key, []); bindings.get(key).push(action); };
  let digit = 1;
  for (const action of actions) {
    if (action.key) { bind(action.key, action); continue; }
    while (digit <= 9 && taken.has(String(digit))) digit += 1;
    if (digit <= 9) bind(String(digit++), action);
  }
  return bindings;
}

/// The action `key` performs now: of its actions that apply (`available`, the names that
/// apply now; null or undefined: the session cannot say, so all), the first whose group
/// is on screen (`onScreen(group)`), else the first that applies; none when none applies.
export function actionForKey(bindings, key, available, onScreen = () => true) {
  const applying = (bindings.get(key) ?? []).filter((a) => !available || available.has(a.name));
  return applying.find((a) => onScreen(a.group)) ?? applying[0];
}
