// What a layer shows inside its box: text (measured text drawn exactly as wide as
// the engine laid it out), a vector path, artwork (the app's image when it says
// where, else the engine's gradient), or a slot, where the app's element goes.
'use strict';

const SVG = 'http://www.w3.org/2000/svg';
/** @type {Record<string, string>} */
const justify = { left: 'flex-start', center: 'center', right: 'flex-end' };

/**
 * How the page turns an artwork reference into an image URL (nothing: the engine's gradient).
 * @typedef {(reference: string) => string | null | undefined} ArtworkResolver
 */

/**
 * A colour [red, green, blue, alpha] (each 0…1) as CSS, or null.
 * @param {import('./mount.js').Color | null | undefined} color
 * @returns {string | null}
 */
export function css(color) {
  if (!color) return null;
  /** @param {number} v */
  const c = (v) => Math.round(Math.min(1, Math.max(0, v)) * 255);
  return `rgba(${c(color[0])},${c(color[1])},${c(color[2])},${Math.round(Math.min(1, Math.max(0, color[3])) * 1e6) / 1e6})`;
}

/**
 * Replaces what `el` shows with `content` (null: nothing), in a box of `frame`.
 * @param {HTMLElement} el
 * @param {import('./mount.js').Content | null} content
 * @param {number[] | undefined} frame
 * @param {ArtworkResolver | undefined} artwork
 */
export function drawContent(el, content, frame, artwork) {
  for (const node of el.querySelectorAll(':scope > .cf-text, :scope > svg, :scope > .cf-artwork')) node.remove();
  if (!content) return;
  if (content.type === 'text') el.prepend(text(content, frame));
  else if (content.type === 'path') el.prepend(path(content));
  else if (content.type === 'artwork') el.prepend(image(content, artwork));
}

/**
 * @param {TextContent} content
 * @param {number[] | undefined} frame
 */
function text(content, frame) {
  const node = document.createElement('div');
  node.className = 'cf-text';
  node.textContent = content.text;
  const s = node.style;
  s.fontSize = `${content.size}px`;
  s.fontWeight = String(content.weight);
  s.color = css(content.color) ?? '';
  s.justifyContent = justify[content.align];
  s.textAlign = content.align;
  // Lines the engine broke (by its measured widths) are drawn as given: no wrapping of our own.
  if (content.text.includes('\n')) s.whiteSpace = 'pre';
  if (content.fit && frame) fit(node, frame[2], content);
  return node;
}

/** @typedef {Extract<import('./mount.js').Content, { type: 'text' }>} TextContent */

/** @param {Extract<import('./mount.js').Content, { type: 'path' }>} content */
function path(content) {
  const svg = document.createElementNS(SVG, 'svg');
  // A drawing (an icon, a chevron): what it means is on its layer (access.js), not on the picture.
  svg.setAttribute('aria-hidden', 'true');
  const node = document.createElementNS(SVG, 'path');
  node.setAttribute('d', content.elements.map((e) => e[0] + e.slice(1).join(' ')).join(''));
  node.setAttribute('fill', css(content.fill) || 'none');
  node.setAttribute('stroke', css(content.stroke) || 'none');
  node.setAttribute('stroke-width', String(content.lineWidth));
  node.setAttribute('stroke-linecap', 'round');
  node.setAttribute('stroke-linejoin', 'round');
  svg.appendChild(node);
  return svg;
}

/**
 * The app's image when the page resolves the reference; else the engine's
 * gradient, and its cover (shapes and the album's name) over it.
 * @param {Extract<import('./mount.js').Content, { type: 'artwork' }>} content
 * @param {ArtworkResolver | undefined} artwork
 */
function image(content, artwork) {
  const node = document.createElement('div');
  node.className = 'cf-artwork';
  const url = typeof artwork === 'function' ? artwork(content.reference) : null;
  const gradient = content.colors.length > 1 ? `linear-gradient(135deg, ${content.colors.map(css).join(', ')})` : css(content.colors[0]);
  node.style.background = url ? `center / cover no-repeat url("${encodeURI(url)}"), ${gradient || '#333'}` : gradient || '';
  if (!url && content.cover) node.appendChild(cover(content.cover));
  return node;
}

/**
 * The cover's shapes, stretched from the unit square over the artwork, and its
 * title at its share of the artwork's width (container units: it follows the size).
 * @param {import('./mount.js').Cover} art
 */
function cover(art) {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('viewBox', '0 0 1 1');
  svg.setAttribute('preserveAspectRatio', 'none');
  for (const shape of art.shapes) {
    const node = document.createElementNS(SVG, 'path');
    node.setAttribute('d', shape.elements.map((e) => e[0] + e.slice(1).join(' ')).join(''));
    node.setAttribute('fill', css(shape.fill) || 'none');
    svg.appendChild(node);
  }
  const wrapper = document.createElement('div');
  wrapper.className = 'cf-cover';
  wrapper.appendChild(svg);
  if (art.title) {
    const title = document.createElement('div');
    title.className = 'cf-cover-title';
    title.textContent = art.title;
    title.style.fontSize = `${art.titleSize * 100}cqw`;
    title.style.left = title.style.bottom = `${art.titleInset * 100}cqw`;
    title.style.color = css(art.ink) ?? '';
    wrapper.appendChild(title);
  }
  return wrapper;
}

/**
 * Measured text (`fit`) is drawn on one line exactly `width` wide: the engine laid
 * it out by its own advance widths, so it is scaled horizontally from whatever
 * width this browser's font gives it (a few per cent with Helvetica or Arial).
 * @param {HTMLElement} el
 * @param {number} width
 * @param {TextContent} content
 */
export function fitText(el, width, content) {
  const node = /** @type {HTMLElement | null} */ (el.querySelector(':scope > .cf-text'));
  if (node) fit(node, width, content);
}

/**
 * @param {HTMLElement} node
 * @param {number} width
 * @param {TextContent} content
 */
function fit(node, width, content) {
  let span = /** @type {HTMLElement | null} */ (node.firstElementChild);
  if (!span) {
    span = document.createElement('span');
    span.className = 'cf-fit';
    span.textContent = content.text;
    node.replaceChildren(span);
    span.style.transformOrigin = `${content.align} center`;
  }
  const natural = naturalWidth(content);
  span.style.transform = natural > 0 && width > 0 ? `scaleX(${width / natural})` : '';
}

// The font's width is measured on a canvas (cached), not read back from the page:
// reading a fresh element's width forces a layout for every label a frame adds. Each
// font has a context of its own, set once: parsing a font is most of a measurement.
/** @type {{ contexts: Map<string, CanvasRenderingContext2D | null>, widths: Map<string, number> }} */
const measure = { contexts: new Map(), widths: new Map() };
const family = '-apple-system, "Helvetica Neue", Helvetica, Arial, sans-serif';

/** @param {string} font */
function measuring(font) {
  let context = measure.contexts.get(font);
  if (context === undefined) {
    context = document.createElement('canvas').getContext('2d');
    if (context) {
      context.font = font;
      const kerning = /** @type {{ fontKerning?: string }} */ (/** @type {unknown} */ (context));
      if ('fontKerning' in kerning) kerning.fontKerning = 'none';  // as the .cf-fit rule draws it
    }
    if (measure.contexts.size > 64) measure.contexts.clear();
    measure.contexts.set(font, context);
  }
  return context;
}

/** @param {TextContent} content */
function naturalWidth(content) {
  const key = `${content.weight} ${content.size} ${content.text}`;
  let width = measure.widths.get(key);
  if (width === undefined) {
    const context = measuring(`${content.weight} ${content.size}px ${family}`);
    if (!context) return 0;
    width = context.measureText(content.text).width;
    if (measure.widths.size > 4000) measure.widths.clear();
    measure.widths.set(key, width);
  }
  return width;
}
