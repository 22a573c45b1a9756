// The phone: the device's size at one scale for every device ("fit" makes the
// largest phone fit the window), its own parts over the screen (status bar, notch
// or Dynamic Island, home indicator), and the touches when they are shown.
'use strict';
import { devices } from './model.js';

const $ = (id) => document.getElementById(id);

/// Renders the phone from the model (device, zoom, state's status bar style).
export function stageView(keys, model) {
  if (keys.has('deviceId') || keys.has('zoom') || keys.has('layout')) layoutPhone(model);
  if (keys.has('state') || keys.has('deviceId')) chromeStyle(model);
}

/// The scale every device is drawn at, for the window as it is.
function fitScale(model) {
  const zoom = model.zoom;
  if (zoom !== 'fit') return Number(zoom);
  const frame = $('device-frame').getBoundingClientRect();
  const narrow = window.innerWidth < 900;
  const availableHeight = window.innerHeight - Math.max(0, frame.top + window.scrollY) - 28;
  const availableWidth = narrow ? window.innerWidth - 40 : 470;
  // Every phone at one scale (the largest fits), so phones compare at a glance; a tablet at its own.
  const sized = model.device.tablet ? [model.device] : devices.filter((d) => !d.tablet);
  const largest = sized.reduce((a, d) => ({ width: Math.max(a.width, d.width), height: Math.max(a.height, d.height) }), { width: 0, height: 0 });
  return Math.max(0.3, Math.min(1, availableHeight / largest.height, availableWidth / largest.width));
}

export function layoutPhone(model) {
  const device = model.device;
  const { width, height } = device;
  const scale = fitScale(model);
  model.scale = scale;
  const phone = $('phone');
  phone.style.width = `${width * scale}px`;
  phone.style.height = `${height * scale}px`;
  phone.style.borderRadius = `${device.radius * scale}px`;
  phone.dataset.device = device.id;
  for (const id of ['stage', 'touches-layer', 'chrome']) {
    const el = $(id);
    el.style.width = `${width}px`;
    el.style.height = `${height}px`;
    el.style.transform = `scale(${scale})`;
    el.style.transformOrigin = '0 0';
  }
  drawChrome(device);
}

/// The device's own parts over the screen; not hit-testable.
function drawChrome(device) {
  const w = device.width, top = device.top;
  const y = device.cutout === 'none' ? top / 2 : Math.min(top - 16, 32);
  let parts = '';
  if (device.cutout === 'island') parts += `<rect class="cutout" x="${(w - 126) / 2}" y="11" width="126" height="37" rx="18.5"/>`;
  if (device.cutout === 'notch') {
    parts += `<path class="cutout" d="M${(w - 162) / 2 - 6} 0 h${162 + 12} a6 6 0 0 0 -6 6 v6 a18 18 0 0 1 -18 18 h-${162 - 36} a18 18 0 0 1 -18 -18 v-6 a6 6 0 0 0 -6 -6 z"/>`;
  }
  const edge = device.cutout === 'none' ? 12 : 30;
  parts += `<text class="sb time" x="${edge + 18}" y="${y}" text-anchor="middle" dominant-baseline="central">9:41</text>`;
  const bx = w - edge - 27;
  parts += `<g class="sb icons" transform="translate(${bx - 44} ${y - 6})">`
    + [0, 1, 2, 3].map((i) => `<rect x="${i * 5}" y="${9 - i * 3}" width="3" height="${3 + i * 3}" rx="1"/>`).join('')
    + `</g><g class="sb icons" transform="translate(${bx} ${y - 6})"><rect class="battery" x="0" y="0" width="24" height="12" rx="3.5" fill="none" stroke-width="1"/>`
    + `<rect x="2" y="2" width="20" height="8" rx="2"/><rect x="25" y="4" width="1.5" height="4" rx="0.75"/></g>`;
  if (device.bottom > 0) parts += `<rect class="home" x="${(w - 134) / 2}" y="${device.height - 13}" width="134" height="5" rx="2.5"/>`;
  $('chrome').innerHTML = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${device.height}" viewBox="0 0 ${w} ${device.height}">${parts}</svg>`;
}

/// The status bar's style follows the interaction's `statusBar` state where it has
/// one (and its own clock layer replaces ours); light content otherwise.
function chromeStyle(model) {
  const chrome = $('chrome');
  const style = model.state?.statusBar === 'dark' ? 'dark' : 'light';
  if (chrome.dataset.style !== style) chrome.dataset.style = style;
  const ownClock = String(!!model.host?.layer('statusBar.time'));
  if (chrome.dataset.ownClock !== ownClock) chrome.dataset.ownClock = ownClock;
}

/// Shows (or takes away) the dot of touch `id` at (x, y) points.
export function drawTouch(shown, phase, id, x, y) {
  let dot = document.getElementById(`touch-${id}`);
  if (!shown || phase === 'up' || phase === 'cancel') { dot?.remove(); return; }
  if (!dot) {
    dot = document.createElement('div');
    dot.id = `touch-${id}`;
    dot.className = 'touch';
    $('touches-layer').appendChild(dot);
  }
  dot.style.left = `${x}px`;
  dot.style.top = `${y}px`;
}
