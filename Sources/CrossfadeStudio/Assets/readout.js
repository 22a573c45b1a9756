// The engine readout: the state summary and where a moving thing is heading, the
// session time, and what a frame costs — the engine's time, the engine and the
// DOM together, or the round trip to the server. The state changes every frame:
// its one-line summary follows each frame, the rest renders ten times a second.
'use strict';
import { percentile } from './model.js';

const $ = (id) => document.getElementById(id);

export function installReadout(model) {
  let shown = null;
  setInterval(() => {
    if (model.state !== shown) {
      shown = model.state;
      showState(model.state, model.time);
      model.update({ state: model.state });  // views that follow the state (the status bar's style)
    }
    showCosts(model);
  }, 100);
}

/// The log: the latest error first.
export function logView(keys, model) {
  if (keys.has('errors')) $('log').textContent = model.errors.slice(-40).reverse().join('\n');
}

function showState(state, time) {
  $('state').textContent = JSON.stringify(state, null, 1);
  $('time').textContent = `${time.toFixed(3)} s`;
  summaryView(state);
}

/// The state in one line; while it moves, with its progress and where it is heading
/// (`state` alone names where it rests now). Cheap: called every frame.
export function summaryView(state) {
  const moving = state && state.phase && state.phase !== 'idle';
  const progress = state && typeof state.progress === 'number' ? ` · progress ${state.progress.toFixed(2)}` : '';
  const heading = moving && typeof state.target === 'string' ? ` → ${state.target}` : '';
  const text = state ? `${state.phase ?? ''}${moving ? ' (moving)' : ''}${heading}${progress}` : '';
  const summary = $('summary');
  if (summary.textContent !== text) summary.textContent = text;
}

const micros = (list) => `median ${percentile(list, 0.5).toFixed(0)} µs · p99 ${percentile(list, 0.99).toFixed(0)} µs`;

function showCosts(model) {
  if (model.mode === 'wasm') {
    if (model.engineMicros.length) $('work').textContent = micros(model.engineMicros);
    if (model.frameMicros.length) $('frame-cost').textContent = micros(model.frameMicros);
    $('rtt').textContent = `none (no network) · ${model.longFrames} of ${model.frames} frames over 16.7 ms`;
  } else if (model.mode === 'socket') {
    if (model.rtts.length) $('rtt').textContent = `median ${percentile(model.rtts, 0.5).toFixed(1)} ms · p99 ${percentile(model.rtts, 0.99).toFixed(1)} ms`;
    if (model.serverMicros.length) $('work').textContent = `${micros(model.serverMicros)} (server)`;
  }
}
