import { charCountBits, type QrMode } from './capacity.ts';

/** One run of the data in a single mode. `data` holds the bytes (for numeric and alphanumeric, ASCII). */
export interface QrSegment {
  readonly mode: QrMode;
  /** Characters for numeric/alphanumeric, bytes for byte mode: the value of the character-count field. */
  readonly count: number;
  readonly data: Uint8Array;
}

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';
const MODES: readonly QrMode[] = ['byte', 'alphanumeric', 'numeric'];

function isNumericByte(b: number): boolean {
  return b >= 0x30 && b <= 0x39;
}
function isAlnumByte(b: number): boolean {
  return b < 0x80 && ALNUM.includes(String.fromCharCode(b));
}

/**
 * Data bits (without header) of a segment, ISO/IEC 18004:2015 7.4.3-7.4.5.
 * @example segmentDataBits('alphanumeric', 11) // 61
 */
export function segmentDataBits(mode: QrMode, count: number): number {
  if (mode === 'numeric') return 10 * Math.floor(count / 3) + [0, 4, 7][count % 3]!;
  if (mode === 'alphanumeric') return 11 * Math.floor(count / 2) + 6 * (count % 2);
  return 8 * count;
}

/**
 * Total bits of the segments in a symbol of `version` (mode indicators, count fields, data).
 * @example segmentsBits([{ mode: 'numeric', count: 3, data: new Uint8Array([49, 50, 51]) }], 1) // 24
 */
export function segmentsBits(segments: readonly QrSegment[], version: number): number {
  let bits = 0;
  for (const s of segments) bits += 4 + charCountBits(s.mode, version) + segmentDataBits(s.mode, s.count);
  return bits;
}

/**
 * Bits of an ECI header (ISO/IEC 18004:2015 7.4.2): the mode indicator 0111 and the assignment number
 * in one, two or three bytes (0-127, 128-16383, 16384-999999).
 * @example eciHeaderBits(26) // 12
 * @example eciHeaderBits(999999) // 28
 */
export function eciHeaderBits(eci: number): number {
  return 4 + (eci < 128 ? 8 : eci < 16384 ? 16 : 24);
}

const MODE_INDICATOR: Record<QrMode, number> = { numeric: 0b0001, alphanumeric: 0b0010, byte: 0b0100 };

/**
 * The data codewords of a symbol with `capacityBits`: an optional ECI header, the segments, the
 * terminator, zero bits to a byte boundary and the pad codewords 11101100 00010001 (7.4.9).
 * The caller has checked that the bits fit.
 */
export function dataCodewords(
  segments: readonly QrSegment[],
  version: number,
  capacityBits: number,
  eci?: number,
): Uint8Array {
  const out = new Uint8Array(capacityBits / 8);
  let pos = 0;
  const put = (value: number, bits: number) => {
    for (let i = bits - 1; i >= 0; i--, pos++) if ((value >>> i) & 1) out[pos >>> 3]! |= 0x80 >>> (pos & 7);
  };
  if (eci !== undefined) {
    // 7.4.2.2 Table 4: 0bbbbbbb, 10bbbbbb bbbbbbbb or 110bbbbb bbbbbbbb bbbbbbbb.
    put(0b0111, 4);
    if (eci < 128) put(eci, 8);
    else if (eci < 16384) put(0x8000 | eci, 16);
    else put(0xc00000 | eci, 24);
  }
  for (const s of segments) {
    put(MODE_INDICATOR[s.mode], 4);
    put(s.count, charCountBits(s.mode, version));
    const d = s.data;
    if (s.mode === 'byte') for (const b of d) put(b, 8);
    else if (s.mode === 'numeric') {
      for (let i = 0; i < d.length; i += 3) {
        const group = String.fromCharCode(...d.subarray(i, i + 3));
        put(Number(group), [0, 4, 7, 10][group.length]!);
      }
    } else {
      for (let i = 0; i < d.length; i += 2) {
        const a = ALNUM.indexOf(String.fromCharCode(d[i]!));
        if (i + 1 < d.length) put(a * 45 + ALNUM.indexOf(String.fromCharCode(d[i + 1]!)), 11);
        else put(a, 6);
      }
    }
  }
  if (pos > capacityBits) throw new Error(`${pos} bits do not fit ${capacityBits}: the caller must choose the version`);
  pos += Math.min(4, capacityBits - pos);
  pos = Math.ceil(pos / 8) * 8;
  for (let pad = 0xec; pos < capacityBits; pad ^= 0xec ^ 0x11) put(pad, 8);
  return out;
}

/**
 * Splits bytes into numeric, alphanumeric and byte segments with the fewest bits for a symbol of
 * `version` (the count-field widths change at versions 10 and 27). Dynamic programming over modes in
 * sixths of a bit, the method of Project Nayuki's "optimal text segmentation"; `units` gives the byte
 * length of each character so that a UTF-8 sequence is never split across modes.
 * @example optimalSegments(new TextEncoder().encode('abc123456789'), 1).map((s) => s.mode) // ['byte', 'numeric']
 */
export function optimalSegments(bytes: Uint8Array, version: number, units?: readonly number[]): QrSegment[] {
  const n = units ? units.length : bytes.length;
  if (n === 0) return [];
  const lenAt = (i: number) => (units ? units[i]! : 1);
  // each mode's header, in sixths of a bit, in MODES' order (0 byte, 1 alphanumeric, 2 numeric)
  const [h0, h1, h2] = MODES.map((m) => (4 + charCountBits(m, version)) * 6) as [number, number, number];
  // from[3i + j]: the mode character i is encoded in, when after it the encoder is in mode j (a header
  // for j is already paid when the two differ). Scalars and one typed array, nothing allocated per
  // character: with three arrays made per character, encodeQr took 463 ms in Node on a 2-core machine
  // to refuse 200,000 characters; 111-150 ms now.
  const from = new Uint8Array(n * 3);
  /** The cheaper way to be in mode j after character i: stay (cost s), or switch from mode ka or kb. */
  const pick = (i: number, j: number, s: number, a: number, ka: number, b: number, kb: number) => {
    let c = s;
    let back = j;
    if (a < c) {
      c = a;
      back = ka;
    }
    if (b < c) {
      c = b;
      back = kb;
    }
    from[i * 3 + j] = back;
    return c;
  };
  let p0 = h0;
  let p1 = h1;
  let p2 = h2;
  let off = 0;
  for (let i = 0; i < n; i++) {
    const len = lenAt(i);
    const b = bytes[off]!;
    const single = len === 1;
    const s0 = p0 + len * 8 * 6;
    const s1 = single && isAlnumByte(b) ? p1 + 33 : Number.POSITIVE_INFINITY;
    const s2 = single && isNumericByte(b) ? p2 + 20 : Number.POSITIVE_INFINITY;
    // Switching: end the run in mode k (rounded up to whole bits) and start a new header in mode j;
    // k in the order 0, 1, 2 and a strict "<", so ties go as they always have. An infinite run ends
    // infinite and is never chosen.
    const e0 = Math.ceil(s0 / 6) * 6;
    const e1 = Math.ceil(s1 / 6) * 6;
    const e2 = Math.ceil(s2 / 6) * 6;
    p0 = pick(i, 0, s0, e1 + h0, 1, e2 + h0, 2);
    p1 = pick(i, 1, s1, e0 + h1, 0, e2 + h1, 2);
    p2 = pick(i, 2, s2, e0 + h2, 0, e1 + h2, 1);
    off += len;
  }
  const last = [p0, p1, p2];
  let state = 0;
  for (let j = 1; j < 3; j++) if (last[j]! < last[state]!) state = j;
  const modes = new Uint8Array(n);
  for (let i = n - 1; i >= 0; i--) {
    state = from[i * 3 + state]!;
    modes[i] = state;
  }
  const out: QrSegment[] = [];
  off = 0;
  let i = 0;
  while (i < n) {
    const m = modes[i]!;
    const start = off;
    let count = 0;
    while (i < n && modes[i] === m) {
      const len = lenAt(i);
      off += len;
      count += m === 0 ? len : 1;
      i++;
    }
    out.push({ mode: MODES[m]!, count, data: bytes.subarray(start, off) });
  }
  return out;
}

/**
 * Byte length of each code point of `text` in UTF-8 (lone surrogates become U+FFFD, 3 bytes, as TextEncoder does).
 * @example utf8Units('a€😀') // [1, 3, 4]
 */
export function utf8Units(text: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) out.push(1);
    else if (c < 0x800) out.push(2);
    // a surrogate pair is one code point of 4 bytes (past the end charCodeAt is NaN, no low surrogate)
    else if ((c & 0xfc00) === 0xd800 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      out.push(4);
      i++;
    }
    // the rest of the BMP, and a lone surrogate, which becomes U+FFFD
    else out.push(3);
  }
  return out;
}
