// Bytes across the engine's boundary, read and written in one place: what the engine
// writes (a frame's mount operations, a state, the motion lab's numbers) and the
// messages the page writes for it (a session's options, an action's fields).
// Little-endian; f64 as its IEEE 754 bit pattern (the page sees the engine's exact
// values); a string is a u32 UTF-8 length and the bytes; fields are a u32 count and,
// for each, a string name, a ValueTag and the value. The engine's side is
// ByteWriter.swift and ByteReader.swift (CrossfadeEngineABI).
'use strict';
import { ValueTag } from './tags.js';

const decoder = new TextDecoder();
const encoder = new TextEncoder();

/**
 * A field's value: a number, a flag or a string (Swift's `Scalar`).
 * @typedef {number | boolean | string} Scalar
 */

/**
 * Named scalars: an action's fields, a session's options, an event's own fields.
 * @typedef {Record<string, Scalar>} Fields
 */

/**
 * The text of UTF-8 `bytes` (the one place the page decodes the engine's strings).
 * @param {Uint8Array} bytes
 * @returns {string}
 */
export function utf8Text(bytes) {
  return decoder.decode(bytes);
}

/** Reads what the engine wrote, front to back; reading past the end throws. */
export class ByteReader {
  /**
   * @param {ArrayBufferLike} buffer the engine's memory (or a socket's message)
   * @param {number} offset where the bytes start
   * @param {number} length how many there are
   */
  constructor(buffer, offset, length) {
    this.view = new DataView(buffer, offset, length);
    this.bytes = new Uint8Array(buffer, offset, length);
    /** The next byte to read. */
    this.at = 0;
  }

  /** @returns {number} */
  u8() { return this.view.getUint8(this.at++); }

  /** @returns {number} */
  u16() { const v = this.view.getUint16(this.at, true); this.at += 2; return v; }

  /** @returns {number} */
  u32() { const v = this.view.getUint32(this.at, true); this.at += 4; return v; }

  /** @returns {number} */
  f64() { const v = this.view.getFloat64(this.at, true); this.at += 8; return v; }

  /** @returns {boolean} */
  bool() { return this.u8() !== 0; }

  /** @returns {string} */
  str() {
    const n = this.u32();
    if (this.at + n > this.bytes.length) throw new RangeError(`a string of ${n} bytes runs past the end`);
    const s = utf8Text(this.bytes.subarray(this.at, this.at + n));
    this.at += n;
    return s;
  }

  /**
   * `n` f64s in a row.
   * @param {number} n
   * @returns {number[]}
   */
  numbers(n) {
    const out = new Array(n);
    for (let i = 0; i < n; i++) out[i] = this.f64();
    return out;
  }

  /**
   * One scalar after its tag.
   * @returns {Scalar}
   */
  scalar() {
    const tag = this.u8();
    switch (tag) {
      case ValueTag.number: return this.f64();
      case ValueTag.bool: return this.bool();
      case ValueTag.string: return this.str();
      default: throw new RangeError(`unknown value tag ${tag}`);
    }
  }

  /**
   * Named scalars into `into` (a u32 count, then name, tag and value each).
   * @template {object} T
   * @param {T} into
   * @returns {T & Fields}
   */
  fields(into) {
    const fields = /** @type {T & Fields} */ (into);
    for (let n = this.u32(); n > 0; n--) {
      const name = this.str();
      /** @type {Record<string, Scalar>} */ (fields)[name] = this.scalar();
    }
    return fields;
  }

  /** Whether every byte has been read. */
  get atEnd() { return this.at === this.bytes.length; }
}

/** Writes a message for the engine: grows as it goes; `bytes` is what was written. */
export class ByteWriter {
  constructor() {
    this.buffer = new ArrayBuffer(256);
    this.view = new DataView(this.buffer);
    this.length = 0;
  }

  /** @param {number} count */
  reserve(count) {
    if (this.length + count <= this.buffer.byteLength) return;
    const grown = new ArrayBuffer(Math.max(this.buffer.byteLength * 2, this.length + count));
    new Uint8Array(grown).set(new Uint8Array(this.buffer, 0, this.length));
    this.buffer = grown;
    this.view = new DataView(grown);
  }

  /** @param {number} value */
  u8(value) { this.reserve(1); this.view.setUint8(this.length++, value); return this; }

  /** @param {number} value */
  u32(value) { this.reserve(4); this.view.setUint32(this.length, value, true); this.length += 4; return this; }

  /** @param {number} value */
  f64(value) { this.reserve(8); this.view.setFloat64(this.length, value, true); this.length += 8; return this; }

  /** @param {string} text */
  str(text) {
    const bytes = encoder.encode(text);
    this.u32(bytes.length);
    this.reserve(bytes.length);
    new Uint8Array(this.buffer, this.length, bytes.length).set(bytes);
    this.length += bytes.length;
    return this;
  }

  /**
   * Named scalars: a u32 count, then each name, its ValueTag and its value.
   * @param {Fields} fields
   */
  fields(fields) {
    const entries = Object.entries(fields);
    this.u32(entries.length);
    for (const [name, value] of entries) {
      this.str(name);
      if (typeof value === 'number') this.u8(ValueTag.number).f64(value);
      else if (typeof value === 'boolean') this.u8(ValueTag.bool).u8(value ? 1 : 0);
      else this.u8(ValueTag.string).str(String(value));
    }
    return this;
  }

  /** The bytes written so far. */
  get bytes() { return new Uint8Array(this.buffer, 0, this.length); }
}
