// The public CRC API: catalogue names and aliases, custom parameters checked as user input, and Crc over
// the register of crc-core.ts.
import { EngineError } from '../errors.ts';
import type { BytesOrText } from '../input.ts';
import { ALIASES } from './crc-catalogue.ts';
import { type CrcModel, CrcRegister, catalogueModel, mask } from './crc-core.ts';
import { ENGINE_IDS } from './crc-ids.ts';
import { CRC_CATALOGUE, type CrcName } from './crc-names.ts';

export type { CrcModel } from './crc-core.ts';

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

/** The widths a CRC may have. */
export const CRC_WIDTH = { min: 3, max: 64 } as const;

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
 * The other names the catalogue gives a CRC ("Alias"), as it spells them.
 *
 * @example crcAliases('CRC-32/CKSUM') // ['CKSUM', 'CRC-32/POSIX']
 * @example crcAliases('CRC-3/GSM') // []
 */
export function crcAliases(name: CrcName): string[] {
  return Object.keys(ALIASES).filter((alias) => ALIASES[alias] === name);
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
    const m = name && catalogueModel(name);
    if (!m) throw new TypeError(`model: the CRC catalogue has no CRC named "${model}"`);
    return m;
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

/**
 * An incremental CRC of any model ({@link crcModel}); `digest()` gives the CRC big-endian in
 * ceil(width / 8) bytes, as the catalogue writes its check values, and starts again.
 *
 * @throws EngineError OUT_OF_RANGE, CRC_VALUE_TOO_WIDE or INVALID_HEX for custom parameters (see crcModel).
 * @example
 * import { toHex } from '@tinkerbox/engine/encoding';
 * const c = new Crc('CRC-64/XZ');
 * toHex(c.update(new TextEncoder().encode('12345')).update(new TextEncoder().encode('6789')).digest())
 * // '995dc9bbdf1939fa'
 * @example new Crc('CRC-32/CKSUM').update('123456789').value() // 1985902208n
 */
export class Crc extends CrcRegister {
  constructor(model: string | CrcParams | CrcModel) {
    super(crcModel(model));
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
