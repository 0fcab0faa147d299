// Every CRC of width 3 to 64 in the Rocksoft model (Williams, "A painless guide to CRC error detection
// algorithms", 1993) as the CRC RevEng catalogue parameterises it: width, poly, init, refin, refout,
// xorout. Table-driven, one byte per step, in 32-bit integers up to width 32 and in two 32-bit halves
// above it (BigInt only to build a table and to read the result, never per byte).
import { EngineError } from '../errors.ts';
import { type BytesOrText, bytesOf } from '../input.ts';
import { ALIASES, ROWS } from './crc-catalogue.ts';
import { CRC_CATALOGUE, type CrcName } from './crc-names.ts';

/** A CRC's parameters as a caller writes them: numbers, bigints or hex strings (`'0x1021'`, `'1021'`). */
export interface CrcParams {
  /** Bits of the CRC, 3 to 64. */
  readonly width: number;
  /** The generator polynomial without its top bit, MSB-first (the catalogue's `poly`). */
  readonly poly: bigint | number | string;
  /** The register's value before the first bit (unreflected); 0 when absent. */
  readonly init?: bigint | number | string | undefined;
  /** Each input byte is read least significant bit first. */
  readonly refin?: boolean | undefined;
  /** The register is reflected before the final XOR. */
  readonly refout?: boolean | undefined;
  /** XORed into the result; 0 when absent. */
  readonly xorout?: bigint | number | string | undefined;
}

/** A checked CRC model: every value within `width` bits. `name` is the catalogue's, for a named CRC. */
export interface CrcModel {
  readonly name?: CrcName | undefined;
  readonly width: number;
  readonly poly: bigint;
  readonly init: bigint;
  readonly refin: boolean;
  readonly refout: boolean;
  readonly xorout: bigint;
}

/** The widths a CRC may have. */
export const CRC_WIDTH = { min: 3, max: 64 } as const;

// The engine's ids from before the catalogue (still HashAlgorithm ids, in URLs and checksum files).
const ENGINE_IDS: Record<string, CrcName> = {
  crc32: 'CRC-32/ISO-HDLC',
  crc32c: 'CRC-32/ISCSI',
  'crc16-arc': 'CRC-16/ARC',
  'crc16-ccitt-false': 'CRC-16/IBM-3740',
  'crc16-modbus': 'CRC-16/MODBUS',
  'crc16-xmodem': 'CRC-16/XMODEM',
  'crc16-kermit': 'CRC-16/KERMIT',
};

let byName: Map<string, CrcName> | undefined;
function names(): Map<string, CrcName> {
  if (!byName) {
    byName = new Map();
    for (const [alias, name] of [...Object.entries(ENGINE_IDS), ...Object.entries(ALIASES)])
      byName.set(alias.toUpperCase(), name);
    for (const name of CRC_CATALOGUE) byName.set(name.toUpperCase(), name);
  }
  return byName;
}

/**
 * The catalogue name of a CRC named by its catalogue name, one of the catalogue's aliases or an engine id
 * (`crc32`, `crc16-modbus`...), in any case; undefined for a name the catalogue does not list.
 *
 * @example crcName('CRC-32/POSIX') // 'CRC-32/CKSUM'
 * @example crcName('x-25') // 'CRC-16/IBM-SDLC'
 * @example crcName('crc32c') // 'CRC-32/ISCSI'
 */
export function crcName(name: string): CrcName | undefined {
  return names().get(name.trim().toUpperCase());
}

const mask = (width: number): bigint => (1n << BigInt(width)) - 1n;

function reflect(value: bigint, width: number): bigint {
  let r = 0n;
  for (let i = 0; i < width; i++) if ((value >> BigInt(i)) & 1n) r |= 1n << BigInt(width - 1 - i);
  return r;
}

function parseValue(value: bigint | number | string | undefined, field: string, width: number): bigint {
  let v: bigint;
  if (value === undefined) v = 0n;
  else if (typeof value === 'bigint') v = value;
  else if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new TypeError(`${field}: expected a safe integer, a bigint or hex text`);
    v = BigInt(value);
  } else {
    const text = value.trim();
    const digits = /^0x/i.test(text) ? text.slice(2) : text;
    const prefix = text.length - digits.length;
    const bad = /[^0-9a-f]/i.exec(digits);
    if (bad || digits === '') {
      const position = bad ? bad.index + prefix : text.length;
      throw new EngineError('INVALID_HEX', `${field}: not a hexadecimal number`, {
        field,
        char: bad?.[0] ?? '',
        position,
      });
    }
    v = BigInt(`0x${digits}`);
  }
  if (v < 0n || v > mask(width)) {
    const max = mask(width).toString(16);
    throw new EngineError('CRC_VALUE_TOO_WIDE', `${field} does not fit in ${width} bits`, { field, width, max });
  }
  return v;
}

/**
 * A CRC model from its catalogue name (or alias, or engine id: see {@link crcName}), or custom parameters
 * checked against the Rocksoft model's rules: a width of 3 to 64 bits, and a poly, init and xorout that fit
 * in it. Hex text may start with `0x`.
 *
 * @throws EngineError OUT_OF_RANGE (params field `width`, min 3, max 64) for a width outside 3..64;
 *   CRC_VALUE_TOO_WIDE (params field, width, max in hex) for a poly, init or xorout wider than the width;
 *   INVALID_HEX (params field, char, position) for text that is not hex. TypeError for a name the catalogue
 *   does not list, or a number that is not a safe integer.
 * @example crcModel('CRC-16/USB').poly // 32773n
 * @example crcModel({ width: 16, poly: '0x1021', init: 'ffff' }).init // 65535n
 * @example crcModel({ width: 65, poly: 1 }) // throws EngineError OUT_OF_RANGE
 * @example crcModel({ width: 8, poly: '0x107' }) // throws EngineError CRC_VALUE_TOO_WIDE
 */
export function crcModel(model: string | CrcParams | CrcModel): CrcModel {
  if (typeof model === 'string') {
    const name = crcName(model);
    if (!name) throw new TypeError(`model: the CRC catalogue has no CRC named "${model}"`);
    const [width, poly, init, xorout, flags] = ROWS[name];
    return {
      name,
      width,
      poly: BigInt(`0x${poly}`),
      init: BigInt(`0x${init}`),
      refin: (flags & 1) !== 0,
      refout: (flags & 2) !== 0,
      xorout: BigInt(`0x${xorout}`),
    };
  }
  const { width } = model;
  if (!Number.isSafeInteger(width) || width < CRC_WIDTH.min || width > CRC_WIDTH.max)
    throw new EngineError('OUT_OF_RANGE', `width must be an integer from ${CRC_WIDTH.min} to ${CRC_WIDTH.max}`, {
      field: 'width',
      ...CRC_WIDTH,
    });
  return {
    name: 'name' in model ? model.name : undefined,
    width,
    poly: parseValue(model.poly, 'poly', width),
    init: parseValue(model.init, 'init', width),
    refin: model.refin === true,
    refout: model.refout === true,
    xorout: parseValue(model.xorout, 'xorout', width),
  };
}

// Tables by width, poly and input reflection: [low halves, high halves] (high only above 32 bits).
const tables = new Map<string, [Uint32Array, Uint32Array | undefined]>();

function tableFor(m: CrcModel): [Uint32Array, Uint32Array | undefined] {
  const id = `${m.width}:${m.poly}:${m.refin}`;
  let t = tables.get(id);
  if (t) return t;
  // Reflected input: an LSB-first register of `width` bits. Otherwise an MSB-first one aligned to the
  // top of 32 (or 64) bits, so that any width shifts whole bytes.
  const bits = m.width > 32 ? 64 : 32;
  const top = 1n << BigInt(bits - 1);
  const all = mask(bits);
  const rpoly = reflect(m.poly, m.width);
  const apoly = m.poly << BigInt(bits - m.width);
  const lo = new Uint32Array(256);
  const hi = bits === 64 ? new Uint32Array(256) : undefined;
  for (let n = 0; n < 256; n++) {
    let c = m.refin ? BigInt(n) : BigInt(n) << BigInt(bits - 8);
    for (let k = 0; k < 8; k++) {
      if (m.refin) c = c & 1n ? (c >> 1n) ^ rpoly : c >> 1n;
      else c = c & top ? ((c << 1n) ^ apoly) & all : (c << 1n) & all;
    }
    lo[n] = Number(c & 0xffffffffn);
    if (hi) hi[n] = Number(c >> 32n);
  }
  t = [lo, hi];
  tables.set(id, t);
  return t;
}

/**
 * An incremental CRC of any model ({@link crcModel}); `digest()` gives the CRC big-endian in
 * ceil(width / 8) bytes, as the catalogue writes its check values, and starts again.
 *
 * @example
 * import { toHex } from '@tinkerbox/engine/encoding';
 * const c = new Crc('CRC-64/XZ');
 * toHex(c.update(new TextEncoder().encode('12345')).update(new TextEncoder().encode('6789')).digest())
 * // '995dc9bbdf1939fa'
 */
export class Crc {
  /** The checked model. */
  readonly model: CrcModel;
  /** Output length in bytes. */
  readonly digestLength: number;
  private readonly lo: Uint32Array;
  private readonly hi: Uint32Array | undefined;
  // The register: low 32 bits (or the whole register up to width 32) and high 32 bits.
  private l = 0;
  private h = 0;

  constructor(model: string | CrcParams | CrcModel) {
    this.model = crcModel(model);
    this.digestLength = Math.ceil(this.model.width / 8);
    [this.lo, this.hi] = tableFor(this.model);
    this.reset();
  }

  private reset(): void {
    const { width, init, refin } = this.model;
    const bits = width > 32 ? 64 : 32;
    const r = refin ? reflect(init, width) : init << BigInt(bits - width);
    this.l = Number(r & 0xffffffffn) | 0;
    this.h = Number(r >> 32n) | 0;
  }

  /** Feeds `data` (bytes, or a string's UTF-8 bytes). */
  update(input: BytesOrText): this {
    const data = bytesOf(input, 'data');
    const lo = this.lo;
    let l = this.l;
    const hiTable = this.hi;
    if (!hiTable) {
      if (this.model.refin) for (let i = 0; i < data.length; i++) l = lo[(l ^ data[i]!) & 0xff]! ^ (l >>> 8);
      else for (let i = 0; i < data.length; i++) l = lo[((l >>> 24) ^ data[i]!) & 0xff]! ^ (l << 8);
      this.l = l;
      return this;
    }
    let h = this.h;
    if (this.model.refin)
      for (let i = 0; i < data.length; i++) {
        const n = (l ^ data[i]!) & 0xff;
        l = ((l >>> 8) | (h << 24)) ^ lo[n]!;
        h = (h >>> 8) ^ hiTable[n]!;
      }
    else
      for (let i = 0; i < data.length; i++) {
        const n = ((h >>> 24) ^ data[i]!) & 0xff;
        h = ((h << 8) | (l >>> 24)) ^ hiTable[n]!;
        l = (l << 8) ^ lo[n]!;
      }
    this.l = l;
    this.h = h;
    return this;
  }

  /** The CRC as a number below 2^width, and starts again. */
  value(): bigint {
    const { width, refin, refout, xorout } = this.model;
    const bits = width > 32 ? 64 : 32;
    let r = (BigInt(this.h >>> 0) << 32n) | BigInt(this.l >>> 0);
    if (bits === 32) r &= 0xffffffffn;
    if (!refin) r >>= BigInt(bits - width);
    if (refin !== refout) r = reflect(r, width);
    this.reset();
    return r ^ xorout;
  }

  /** The CRC big-endian in ceil(width / 8) bytes, and starts again. */
  digest(): Uint8Array {
    let v = this.value();
    const out = new Uint8Array(this.digestLength);
    for (let i = out.length - 1; i >= 0; i--) {
      out[i] = Number(v & 0xffn);
      v >>= 8n;
    }
    return out;
  }
}

/**
 * The CRC of `input` (bytes, or a string's UTF-8 bytes) under a catalogue CRC or custom parameters (see
 * {@link crcModel}), big-endian in ceil(width / 8) bytes. For a file or a stream, {@link digest} and
 * {@link hashStream} take every catalogue name as an algorithm id.
 *
 * @throws EngineError OUT_OF_RANGE, CRC_VALUE_TOO_WIDE or INVALID_HEX for custom parameters (see crcModel).
 * @example
 * import { toHex } from '@tinkerbox/engine/encoding';
 * toHex(crc('CRC-16/X-25', '123456789')) // '906e'
 * @example
 * import { toHex } from '@tinkerbox/engine/encoding';
 * toHex(crc({ width: 5, poly: 0x05, init: 0x1f, refin: true, refout: true, xorout: 0x1f }, '123456789')) // '19'
 * @example crc({ width: 2, poly: 3 }, 'abc') // throws EngineError OUT_OF_RANGE
 */
export function crc(model: string | CrcParams | CrcModel, input: BytesOrText): Uint8Array {
  return new Crc(model).update(input).digest();
}
