// The one reader of a frame's mount operations (MountEncoding.swift writes every byte
// this reads): the operations are handed, in order, to a target — the page's elements
// (dom.js), or a record in a test — as the host core's MountTarget.
//
//   const frame = readFrame(buffer, offset, length, target);
//   // target.create(handle, kind, id) · target.insert(handle, parent, index)
//   // target.update(handle, changes) · target.remove(handle) · target.event(event)
//   // target.region(handle, region) · target.scroll(handle, scroll)   (each optional)
//   frame.time, frame.operations, frame.events
'use strict';
import { ByteReader } from './bytes.js';
import { Change, ContentKind, ContentTag, FontWeight, Operation, PathElement, TextAlignment, TextFlag, TouchRegion } from './tags.js';

/**
 * What a view shows, by its ContentKind's name.
 * @typedef {'plain' | 'text' | 'path' | 'artwork' | 'slot'} ViewKind
 */

/**
 * A colour: red, green, blue, alpha, each 0…1.
 * @typedef {[number, number, number, number]} Color
 */

/**
 * The engine's album cover over an artwork's gradient: shapes in a unit square,
 * each filled, and the album's name in `ink`, its size and inset shares of the width.
 * @typedef {{ ink: Color, title: string, titleSize: number, titleInset: number, shapes: Array<{ elements: Array<Array<string | number>>, fill: Color }> }} Cover
 */

/**
 * What a layer draws inside its frame.
 * @typedef {{ type: 'text', text: string, size: number, weight: number, color: Color, align: 'left' | 'center' | 'right', fit: boolean }
 *   | { type: 'artwork', reference: string, colors: Color[], cover: Cover | null }
 *   | { type: 'path', elements: Array<Array<string | number>>, stroke: Color | null, lineWidth: number, fill: Color | null }
 *   | { type: 'slot', name: string }} Content
 */

/**
 * The properties an update sets (only those that changed are present).
 * @typedef {object} Changes
 * @property {number[]} [frame] x, y, width, height in the parent, pt
 * @property {number[]} [transform] a, b, c, d, tx, ty, about the frame's centre
 * @property {number} [opacity]
 * @property {number} [zPosition]
 * @property {{ radius: number, corners: number }} [cornerRadius] corners: Corner bits
 * @property {Color | null} [fill]
 * @property {boolean} [clip]
 * @property {Content | null} [content]
 */

/**
 * Something that happened in the interaction: `t` its instant (s), `type` (`centered`,
 * `opened`…), `source` the child that sent it (empty on its own), then its own fields.
 * @typedef {{ t: number, type: string, source: string } & import('./bytes.js').Fields} EngineEvent
 */

/**
 * Which touches a view leaves to the page, by TouchRegion's name (the host core decides).
 * @typedef {keyof typeof TouchRegion} RegionName
 */

/**
 * Where the engine has scrolled a slot's content: the app's element there moves by
 * minus the offset and is the content's size (pt).
 * @typedef {{ x: number, y: number, width: number, height: number }} SlotScroll
 */

/**
 * What carries out mount operations.
 * @typedef {object} MountTarget
 * @property {(handle: number, kind: ViewKind, id: string) => void} create
 * @property {(handle: number, parent: number | null, index: number) => void} insert
 * @property {(handle: number, changes: Changes) => void} update
 * @property {(handle: number) => void} remove
 * @property {(event: EngineEvent) => void} event
 * @property {(handle: number | null, region: RegionName) => void} [region] a view's (null: the root's) touch region changed
 * @property {(handle: number, scroll: SlotScroll) => void} [scroll] a scrolled slot moved
 */

/** @type {ViewKind[]} */
const kinds = [];
for (const [name, value] of Object.entries(ContentKind)) kinds[value] = /** @type {ViewKind} */ (name);
/** @type {RegionName[]} */
const regions = [];
for (const [name, value] of Object.entries(TouchRegion)) regions[value] = /** @type {RegionName} */ (name);
/** @type {number[]} CSS font weights by FontWeight */
const weights = [];
for (const [name, value] of Object.entries(FontWeight)) weights[value] = { regular: 400, medium: 500, semibold: 600, bold: 700 }[name] ?? 400;
/** CSS text alignment by TextAlignment. */
const alignments = /** @type {Array<'left' | 'center' | 'right'>} */ ([]);
alignments[TextAlignment.leading] = 'left';
alignments[TextAlignment.center] = 'center';
alignments[TextAlignment.trailing] = 'right';

/** @param {ByteReader} r @returns {Color} */
const color = (r) => /** @type {Color} */ (r.numbers(4));
/** @param {ByteReader} r @returns {Color | null} */
const optionalColor = (r) => (r.bool() ? color(r) : null);

/**
 * @param {ByteReader} r
 * @returns {Content | null}
 */
function readContent(r) {
  const tag = r.u8();
  switch (tag) {
    case ContentTag.none: return null;
    case ContentTag.text: {
      const text = r.str(), size = r.f64(), weight = weights[r.u8()], fill = color(r), align = r.u8();
      return { type: 'text', text, size, weight, color: fill, align: alignments[align & ~TextFlag.fitsWidth], fit: (align & TextFlag.fitsWidth) !== 0 };
    }
    case ContentTag.artwork: {
      const reference = r.str(), colors = [];
      for (let n = r.u32(); n > 0; n--) colors.push(color(r));
      return { type: 'artwork', reference, colors, cover: r.bool() ? readCover(r) : null };
    }
    case ContentTag.path: {
      const elements = [];
      for (let n = r.u32(); n > 0; n--) elements.push(readPathElement(r));
      return { type: 'path', elements, stroke: optionalColor(r), lineWidth: r.f64(), fill: optionalColor(r) };
    }
    case ContentTag.slot: return { type: 'slot', name: r.str() };
    default: throw new RangeError(`mount.js: unknown content tag ${tag}`);
  }
}

/**
 * The engine's cover over an artwork's gradient: its ink, title and shapes (unit square).
 * @param {ByteReader} r
 * @returns {Cover}
 */
function readCover(r) {
  const ink = color(r), title = r.str(), titleSize = r.f64(), titleInset = r.f64(), shapes = [];
  for (let n = r.u32(); n > 0; n--) {
    const elements = [];
    for (let m = r.u32(); m > 0; m--) elements.push(readPathElement(r));
    shapes.push({ elements, fill: color(r) });
  }
  return { ink, title, titleSize, titleInset, shapes };
}

/**
 * A path element as SVG's path data: a command letter and its numbers.
 * @param {ByteReader} r
 * @returns {Array<string | number>}
 */
function readPathElement(r) {
  const tag = r.u8();
  switch (tag) {
    case PathElement.move: return ['M', ...r.numbers(2)];
    case PathElement.line: return ['L', ...r.numbers(2)];
    case PathElement.quad: return ['Q', ...r.numbers(4)];
    case PathElement.cubic: return ['C', ...r.numbers(6)];
    case PathElement.close: return ['Z'];
    default: throw new RangeError(`mount.js: unknown path element ${tag}`);
  }
}

/**
 * An update's changed properties: only the fields its mask names, in Change's order.
 * @param {ByteReader} r
 * @returns {Changes}
 */
function readChanges(r) {
  const mask = r.u16();
  /** @type {Changes} */
  const changes = {};
  if (mask & Change.frame) changes.frame = r.numbers(4);
  if (mask & Change.transform) changes.transform = r.numbers(6);
  if (mask & Change.opacity) changes.opacity = r.f64();
  if (mask & Change.zPosition) changes.zPosition = r.f64();
  if (mask & Change.cornerRadius) changes.cornerRadius = { radius: r.f64(), corners: r.u8() };
  if (mask & Change.fill) changes.fill = optionalColor(r);
  if (mask & Change.clip) changes.clip = r.bool();
  if (mask & Change.content) changes.content = readContent(r);
  return changes;
}

/**
 * @param {ByteReader} r
 * @returns {EngineEvent}
 */
function readEvent(r) {
  const event = { t: r.f64(), type: r.str(), source: r.str() };
  return r.fields(event);
}

/**
 * Reads one frame from `length` bytes at `offset` of `buffer`, handing each operation
 * to `target` in order (a parent handle of 0 is the root: null).
 * @param {ArrayBufferLike} buffer
 * @param {number} offset
 * @param {number} length
 * @param {MountTarget} target
 * @returns {{ time: number, operations: number, events: number }} the frame's time (s) and its two counts
 */
export function readFrame(buffer, offset, length, target) {
  const r = new ByteReader(buffer, offset, length);
  const time = r.f64();
  const operations = r.u32();
  for (let n = 0; n < operations; n++) {
    const code = r.u8();
    switch (code) {
      case Operation.create: { const handle = r.u32(), kind = kinds[r.u8()]; target.create(handle, kind, r.str()); break; }
      case Operation.insert: { const handle = r.u32(), parent = r.u32(); target.insert(handle, parent || null, r.u32()); break; }
      case Operation.update: { const handle = r.u32(); target.update(handle, readChanges(r)); break; }
      case Operation.remove: target.remove(r.u32()); break;
      default: throw new RangeError(`mount.js: unknown operation ${code}`);
    }
  }
  const events = r.u32();
  for (let n = 0; n < events; n++) target.event(readEvent(r));
  for (let n = r.u32(); n > 0; n--) {
    const handle = r.u32(), region = regions[r.u8()];
    target.region?.(handle || null, region);
  }
  for (let n = r.u32(); n > 0; n--) {
    const handle = r.u32(), [x, y, width, height] = r.numbers(4);
    target.scroll?.(handle, { x, y, width, height });
  }
  if (!r.atEnd) throw new RangeError(`mount.js: ${length - r.at} bytes left over`);
  return { time, operations, events };
}
