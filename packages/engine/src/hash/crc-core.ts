// The CRC register of every CRC of width 3 to 64 in the Rocksoft model (Williams, "A painless guide to
// CRC error detection algorithms", 1993) as the CRC RevEng catalogue parameterises it: width, poly, init,
// refin, refout, xorout. Table-driven, one byte per step, in 32-bit integers up to width 32 and in two
// 32-bit halves above it (BigInt only to build a table and to read the result, never per byte). This is
// what digest() and createHash() load for a CRC: the catalogue's aliases and the checks of custom
// parameters are in crc.ts.
import { type BytesOrText, bytesOf } from '../input.ts';
import { ROWS } from './crc-catalogue.ts';
import { ENGINE_IDS } from './crc-ids.ts';
import type { CrcName } from './crc-names.ts';

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

let rows: Map<string, string[]> | undefined;

/** The model of a catalogue CRC by its catalogue name or engine id (exact spelling); undefined for others. */
export function catalogueModel(id: string): CrcModel | undefined {
  rows ??= new Map(ROWS.split(',').map((row) => [row.slice(0, row.indexOf(' ')), row.split(' ')]));
  const row = rows.get(ENGINE_IDS[id] ?? id);
  if (!row) return undefined;
  const [name, width, poly, init, xorout, flags] = row as [CrcName, string, string, string, string, string];
  return {
    name,
    width: Number(width),
    poly: BigInt(`0x${poly}`),
    init: BigInt(`0x${init}`),
    refin: (Number(flags) & 1) !== 0,
    refout: (Number(flags) & 2) !== 0,
    xorout: BigInt(`0x${xorout}`),
  };
}

export const mask = (width: number): bigint => (1n << BigInt(width)) - 1n;

function reflect(value: bigint, width: number): bigint {
  let r = 0n;
  for (let i = 0; i < width; i++) if ((value >> BigInt(i)) & 1n) r |= 1n << BigInt(width - 1 - i);
  return r;
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

/** The CRC register of a checked model: see the public {@link Crc} (crc.ts), which takes names and params. */
export class CrcRegister {
  /** The checked model. */
  readonly model: CrcModel;
  /** Output length in bytes. */
  readonly digestLength: number;
  private readonly lo: Uint32Array;
  private readonly hi: Uint32Array | undefined;
  // The register: low 32 bits (or the whole register up to width 32) and high 32 bits.
  private l = 0;
  private h = 0;

  constructor(model: CrcModel) {
    this.model = model;
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
