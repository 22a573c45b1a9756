// The one reader of the engine's mount operations (MountEncoding.swift writes every
// byte this reads): a frame's operations are handed, in order, to a target — the
// page's elements (dom.js), or a record in a test — as a host core's MountTarget.
//
//   const frame = readFrame(memory.buffer, pointer, length, target);
//   // target.create(handle, kind, id) · target.insert(handle, parent, index)
//   // target.update(handle, changes) · target.remove(handle) · target.event(event)
//   frame.time, frame.pause
'use strict';

/// What a view shows (MountEncoding's kinds, ContentKind in Swift).
export const kinds = ['plain', 'text', 'path', 'artwork', 'slot'];

/// The bits of an update's mask, in the order its fields follow.
export const Changes = {
  frame: 1, transform: 2, opacity: 4, zPosition: 8, cornerRadius: 16, fill: 32, clip: 64, content: 128,
};

const decoder = new TextDecoder();
const weights = [400, 500, 600, 700];
const alignments = ['left', 'center', 'right'];
const fields = ['frame', 'transform', 'opacity', 'zPosition', 'cornerRadius', 'fill', 'clip', 'content'];

class Reader {
  constructor(buffer, offset, length) {
    this.view = new DataView(buffer, offset, length);
    this.bytes = new Uint8Array(buffer, offset, length);
    this.at = 0;
  }
  u8() { return this.view.getUint8(this.at++); }
  u16() { const v = this.view.getUint16(this.at, true); this.at += 2; return v; }
  u32() { const v = this.view.getUint32(this.at, true); this.at += 4; return v; }
  f64() { const v = this.view.getFloat64(this.at, true); this.at += 8; return v; }
  str() { const n = this.u32(); const s = decoder.decode(this.bytes.subarray(this.at, this.at + n)); this.at += n; return s; }
  numbers(n) { const out = new Array(n); for (let i = 0; i < n; i++) out[i] = this.f64(); return out; }
  /// [red, green, blue, alpha], each 0…1.
  color() { return this.numbers(4); }
  optionalColor() { return this.u8() ? this.color() : null; }
}

function readContent(r) {
  switch (r.u8()) {
    case 0: return null;
    case 1: {
      const text = r.str(), size = r.f64(), weight = weights[r.u8()], color = r.color(), align = r.u8();
      return { type: 'text', text, size, weight, color, align: alignments[align & 0x7f], fit: (align & 0x80) !== 0 };
    }
    case 2: {
      const reference = r.str(), colors = [];
      for (let n = r.u32(); n > 0; n--) colors.push(r.color());
      return { type: 'artwork', reference, colors };
    }
    case 3: {
      const elements = [];
      for (let n = r.u32(); n > 0; n--) {
        const code = r.u8();
        elements.push(code === 0 ? ['M', r.f64(), r.f64()] : code === 1 ? ['L', r.f64(), r.f64()]
          : code === 2 ? ['Q', ...r.numbers(4)] : code === 3 ? ['C', ...r.numbers(6)] : ['Z']);
      }
      return { type: 'path', elements, stroke: r.optionalColor(), lineWidth: r.f64(), fill: r.optionalColor() };
    }
    case 4: return { type: 'slot', name: r.str() };
    default: throw new Error('mount.js: unknown content tag');
  }
}

const readers = {
  frame: (r) => r.numbers(4),
  transform: (r) => r.numbers(6),
  opacity: (r) => r.f64(),
  zPosition: (r) => r.f64(),
  cornerRadius: (r) => ({ radius: r.f64(), corners: r.u8() }),
  fill: (r) => r.optionalColor(),
  clip: (r) => r.u8() === 1,
  content: readContent,
};

/// An update's changed properties: only the fields its mask names are present.
function readChanges(r) {
  const mask = r.u16();
  const changes = {};
  for (let bit = 0; bit < fields.length; bit++) {
    if (mask & (1 << bit)) changes[fields[bit]] = readers[fields[bit]](r);
  }
  return changes;
}

function readEvent(r) {
  const event = { t: r.f64(), type: r.str(), source: r.str() };
  for (let n = r.u8(); n > 0; n--) {
    const name = r.str(), kind = r.u8();
    event[name] = kind === 0 ? r.f64() : kind === 1 ? r.u8() === 1 : r.str();
  }
  return event;
}

/// Reads one frame from `length` bytes at `offset` of `buffer`, handing each
/// operation to `target` in order (a handle of 0 as a parent is the root: null).
/// Returns { time, pause, operations, events } (the two counts).
export function readFrame(buffer, offset, length, target) {
  const r = new Reader(buffer, offset, length);
  const time = r.f64();
  const pause = (r.u8() & 1) === 1;
  const operations = r.u32();
  for (let n = 0; n < operations; n++) {
    switch (r.u8()) {
      case 1: { const handle = r.u32(), kind = kinds[r.u8()]; target.create(handle, kind, r.str()); break; }
      case 2: { const handle = r.u32(), parent = r.u32(); target.insert(handle, parent || null, r.u32()); break; }
      case 3: { const handle = r.u32(); target.update(handle, readChanges(r)); break; }
      case 4: target.remove(r.u32()); break;
      default: throw new Error('mount.js: unknown operation');
    }
  }
  const events = r.u32();
  for (let n = 0; n < events; n++) target.event(readEvent(r));
  if (r.at !== length) throw new Error(`mount.js: ${length - r.at} bytes left over`);
  return { time, pause, operations, events };
}
