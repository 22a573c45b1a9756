// The phone: the device's size at 100 % where it fits the window ("fit"; else the
// largest scale that fits), its own parts over the screen (the status bar laid out
// as that device lays it out, the notch or Dynamic Island, the home indicator), what
// the phone is doing while nothing is drawn yet, and the touches when they are shown.
'use strict';

const $ = (id) => document.getElementById(id);

/// Renders the phone from the model (device, zoom, state's status bar style, what it is doing before its first frame).
export function stageView(keys, model) {
  if (keys.has('deviceId') || keys.has('zoom') || keys.has('layout')) layoutPhone(model);
  if (keys.has('state') || keys.has('deviceId')) chromeStyle(model);
  if (keys.has('phoneNotice')) noticeView(model.phoneNotice);
}

/// The phone's notice: what it is doing until its first frame, or why it shows nothing.
function noticeView(notice) {
  const element = $('phone-notice');
  element.hidden = !notice;
  element.textContent = notice?.text ?? '';
  element.classList.toggle('error', !!notice?.error);
}

/// The scale the device is drawn at: 100 % when it fits the space beside the panels,
/// else the largest scale at which it fits (a zoom chosen in the menu is taken as it is).
function fitScale(model) {
  const zoom = model.zoom;
  if (zoom !== 'fit') return Number(zoom);
  const { width, height } = model.device;
  const phone = $('phone').getBoundingClientRect();
  const narrow = window.innerWidth < 900;
  // Below the phone: its bezel (11 px) and a little air.
  const availableHeight = window.innerHeight - Math.max(0, phone.top + window.scrollY) - 16;
  // Beside it: the window less the controls and the workbench at their narrowest (a tablet may take that much).
  const availableWidth = narrow ? window.innerWidth - 40 : Math.max(470, window.innerWidth - 760);
  return Math.max(0.3, Math.min(1, availableHeight / height, availableWidth / width));
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

/// The widths of the cutouts at the top of the screen, pt (0: none).
const cutoutWidth = { none: 0, notch: 174, island: 126 };
/// The signal bars and the battery, side by side: their width, pt.
const iconsWidth = 70.5;

/// Where the status bar's time and icons sit on `device` (centres and left edges, pt):
/// beside a notch or an island each sits in the middle of its "ear"; a phone without
/// one centres the time, an iPad puts it at the left; the icons keep to the right.
export function statusBarLayout(device) {
  const w = device.width, cutout = cutoutWidth[device.cutout] ?? 0;
  if (cutout) {
    const ear = (w - cutout) / 2;
    return { y: Math.min(device.top - 16, 32), time: { x: ear / 2, anchor: 'middle' }, icons: w - ear / 2 - iconsWidth / 2 };
  }
  const time = device.tablet ? { x: 20, anchor: 'start' } : { x: w / 2, anchor: 'middle' };
  return { y: device.top / 2, time, icons: w - 8 - iconsWidth };
}

/// The device's own parts over the screen; not hit-testable.
function drawChrome(device) {
  const w = device.width;
  const { y, time, icons } = statusBarLayout(device);
  let parts = '';
  if (device.cutout === 'island') parts += `<rect class="cutout" x="${(w - 126) / 2}" y="11" width="126" height="37" rx="18.5"/>`;
  if (device.cutout === 'notch') {
    parts += `<path class="cutout" d="M${(w - 162) / 2 - 6} 0 h${162 + 12} a6 6 0 0 0 -6 6 v6 a18 18 0 0 1 -18 18 h-${162 - 36} a18 18 0 0 1 -18 -18 v-6 a6 6 0 0 0 -6 -6 z"/>`;
  }
  parts += `<text class="sb time" x="${time.x}" y="${y}" text-anchor="${time.anchor}" dominant-baseline="central">9:41</text>`;
  parts += `<g class="sb icons" transform="translate(${icons} ${y - 6})">`
    + [0, 1, 2, 3].map((i) => `<rect x="${i * 5}" y="${9 - i * 3}" width="3" height="${3 + i * 3}" rx="1"/>`).join('')
    + `</g><g class="sb icons" transform="translate(${icons + 44} ${y - 6})"><rect class="battery" x="0" y="0" width="24" height="12" rx="3.5" fill="none" stroke-width="1"/>`
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
