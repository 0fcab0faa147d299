// Installs a global Buffer before @ton/core runs (a bare import keeps its place when imports are sorted).
import './buffer.ts';
import { Address, crc16 } from '@ton/core';
import { toHex } from '../encoding/hex.ts';
import { EngineError } from '../errors.ts';
import { TonBuffer } from './buffer.ts';

/** One user-friendly spelling of an address: the two flags of TEP-2 and the base64 alphabet. */
export interface TonAddressForm {
  readonly bounceable: boolean;
  readonly testOnly: boolean;
  readonly urlSafe: boolean;
  readonly address: string;
}

/** What {@link parseTonAddress} learnt from an address in any of its spellings. */
export interface TonAddressInfo {
  /** `raw` for `workchain:hex`, `friendly` for the 48-character base64 form. */
  readonly given: 'raw' | 'friendly';
  /** The flags and alphabet of a friendly input; absent for a raw one. */
  readonly givenFlags?: {
    readonly bounceable: boolean;
    readonly testOnly: boolean;
    readonly urlSafe: boolean;
  };
  /** `valid` when a friendly input's CRC16 matched; `none` for raw input, which carries no checksum. */
  readonly checksum: 'valid' | 'none';
  readonly workchain: number;
  /** The 32-byte account id, lower-case hex. */
  readonly hashHex: string;
  /** `workchain:hex`, the form used by explorers' APIs. */
  readonly raw: string;
  /** All eight friendly spellings: bounceable × test-only × URL-safe. */
  readonly forms: readonly TonAddressForm[];
}

const FRIENDLY_LENGTH = 48;
const TAG_BOUNCEABLE = 0x11;
const TAG_NON_BOUNCEABLE = 0x51;
const TAG_TEST_ONLY = 0x80;
const RAW_RE = /^(-?\d+):([0-9a-fA-F]*)$/;
const B64_STD = /^[A-Za-z0-9+/]*$/;
const B64_URL = /^[A-Za-z0-9_-]*$/;
const B64_ALPHABET = /[A-Za-z0-9+/_-]/;

function allForms(a: Address): TonAddressForm[] {
  const forms: TonAddressForm[] = [];
  for (const testOnly of [false, true]) {
    for (const bounceable of [true, false]) {
      for (const urlSafe of [true, false]) {
        forms.push({
          bounceable,
          testOnly,
          urlSafe,
          address: a.toString({ bounceable, testOnly, urlSafe }),
        });
      }
    }
  }
  return forms;
}

function parseRaw(s: string): TonAddressInfo {
  const m = RAW_RE.exec(s);
  if (!m) throw new EngineError('INVALID_ADDRESS', `Not a TON address: ${s}`);
  const wc = Number(m[1]);
  if (!Number.isInteger(wc) || wc < -128 || wc > 127) {
    throw new EngineError('OUT_OF_RANGE', `Workchain ${m[1]} does not fit in a friendly address`, {
      min: -128,
      max: 127,
    });
  }
  const hex = m[2] ?? '';
  if (hex.length !== 64) {
    throw new EngineError('WRONG_LENGTH', `The account id must be 64 hex digits, got ${hex.length}`, {
      expected: 64,
      actual: hex.length,
    });
  }
  const a = new Address(wc, TonBuffer.from(hex, 'hex'));
  return {
    given: 'raw',
    checksum: 'none',
    workchain: wc,
    hashHex: hex.toLowerCase(),
    raw: a.toRawString(),
    forms: allForms(a),
  };
}

function parseFriendly(s: string): TonAddressInfo {
  for (let i = 0; i < s.length; i++) {
    const ch = s.charAt(i);
    if (!B64_ALPHABET.test(ch)) {
      throw new EngineError('INVALID_BASE64', `Not base64: ${ch} at ${i + 1}`, {
        char: ch,
        position: i + 1,
      });
    }
  }
  if (s.length !== FRIENDLY_LENGTH) {
    throw new EngineError('WRONG_LENGTH', `A friendly TON address has 48 characters, got ${s.length}`, {
      expected: FRIENDLY_LENGTH,
      actual: s.length,
    });
  }
  const urlSafe = B64_URL.test(s);
  if (!urlSafe && !B64_STD.test(s)) {
    // Both alphabets at once ('-' or '_' next to '+' or '/'): point at the first character of the minority.
    const i = s.search(/[-_]/);
    throw new EngineError('INVALID_BASE64', 'Mixed URL-safe and standard base64', {
      char: s.charAt(i),
      position: i + 1,
    });
  }
  const bytes = TonBuffer.from(s.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (bytes.length !== 36)
    throw new EngineError('INVALID_BASE64', 'Not base64', {
      char: s.charAt(0),
      position: 1,
    });
  const tag = bytes[0] ?? 0;
  const testOnly = (tag & TAG_TEST_ONLY) !== 0;
  const base = tag & ~TAG_TEST_ONLY;
  if (base !== TAG_BOUNCEABLE && base !== TAG_NON_BOUNCEABLE) {
    throw new EngineError('UNKNOWN_PREFIX', `Unknown address tag 0x${tag.toString(16)}`, {
      prefix: `0x${tag.toString(16).padStart(2, '0')}`,
    });
  }
  const expected = crc16(bytes.subarray(0, 34));
  if (!expected.equals(bytes.subarray(34, 36))) {
    throw new EngineError('BAD_CHECKSUM', 'The CRC16 of this TON address does not match');
  }
  const wcByte = bytes[1] ?? 0;
  const wc = wcByte > 127 ? wcByte - 256 : wcByte;
  const hash = bytes.subarray(2, 34);
  const a = new Address(wc, TonBuffer.from(hash));
  return {
    given: 'friendly',
    givenFlags: { bounceable: base === TAG_BOUNCEABLE, testOnly, urlSafe },
    checksum: 'valid',
    workchain: wc,
    hashHex: toHex(hash),
    raw: a.toRawString(),
    forms: allForms(a),
  };
}

/**
 * Reads a TON address in any spelling (raw `wc:hex`, or friendly base64 of either alphabet with any
 * flags) and returns every other spelling, which form was given and the checksum verdict.
 * Follows TEP-2 (ton-blockchain/TEPs 0002-address): tag byte, workchain byte, 32-byte id, CRC16-XMODEM.
 * @throws EngineError INVALID_ADDRESS, INVALID_BASE64 (char, position), WRONG_LENGTH (expected, actual),
 *   UNKNOWN_PREFIX (prefix), BAD_CHECKSUM, OUT_OF_RANGE (min, max) for a workchain beyond int8
 * @example parseTonAddress('EQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4wJB').raw
 * // '0:2cf55953e92efbeadab7ba725c3f93a0b23f842cbba72d7b8e6f510a70e422e3'
 */
export function parseTonAddress(input: string): TonAddressInfo {
  if (typeof input !== 'string') throw new TypeError('parseTonAddress: input must be a string');
  const s = input.trim();
  if (s === '') throw new EngineError('INVALID_ADDRESS', 'Empty address');
  return s.includes(':') ? parseRaw(s) : parseFriendly(s);
}
