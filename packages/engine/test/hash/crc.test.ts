import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../src/errors.ts';
import {
  CHECKSUM_ALGORITHMS,
  CRC_CATALOGUE,
  Crc,
  type CrcName,
  crc,
  crcModel,
  crcName,
  createHash,
  digest,
  digestSync,
  HASH_ALGORITHMS,
  hashAlgorithmInfo,
  hashStream,
  isCrcName,
  readChecksumLine,
} from '../../src/hash/index.ts';

// The CRC RevEng catalogue's own lines (test/vectors/hash/crc-catalogue.txt, source in its header and in
// test/vectors/README.md): the check (CRC of ASCII "123456789") and residue of every entry.
interface Entry {
  // CRC-82/DARC too, which is no CrcName (wider than 64 bits): only IN_RANGE reaches the engine
  name: CrcName;
  width: number;
  poly: bigint;
  init: bigint;
  refin: boolean;
  refout: boolean;
  xorout: bigint;
  check: bigint;
  residue: bigint;
  aliases: string[];
}
const CATALOGUE: Entry[] = readFileSync(new URL('../vectors/hash/crc-catalogue.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l.startsWith('width='))
  .map((line) => {
    const f = Object.fromEntries(
      [...line.matchAll(/(\w+)=("[^"]*"|\S+)/g)].map((m) => [m[1], m[2]!.replace(/"/g, '')]),
    );
    return {
      name: f.name as CrcName,
      width: Number(f.width),
      poly: BigInt(f.poly!),
      init: BigInt(f.init!),
      refin: f.refin === 'true',
      refout: f.refout === 'true',
      xorout: BigInt(f.xorout!),
      check: BigInt(f.check!),
      residue: BigInt(f.residue!),
      aliases: f.alias ? f.alias.split(',') : [],
    };
  });
const IN_RANGE = CATALOGUE.filter((e) => e.width >= 3 && e.width <= 64);
const CHECK = new TextEncoder().encode('123456789');
const hex = (v: bigint, width: number) => v.toString(16).padStart(Math.ceil(width / 8) * 2, '0');
const toHex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const reflect = (v: bigint, w: number) => {
  let r = 0n;
  for (let i = 0; i < w; i++) if ((v >> BigInt(i)) & 1n) r |= 1n << BigInt(w - 1 - i);
  return r;
};

function codeOf(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    return isEngineError(e) ? e.code : (e as Error).name;
  }
  return undefined;
}

describe('the CRC RevEng catalogue', () => {
  it('lists every entry of width 3 to 64 (only CRC-82/DARC is wider), spelled as the catalogue spells it', () => {
    expect(CATALOGUE.length).toBe(112);
    expect(CATALOGUE.filter((e) => e.width > 64).map((e) => e.name)).toEqual(['CRC-82/DARC']);
    expect([...CRC_CATALOGUE]).toEqual(IN_RANGE.map((e) => e.name));
    for (const name of CRC_CATALOGUE) {
      expect(CHECKSUM_ALGORITHMS).toContain(name);
      expect(HASH_ALGORITHMS).toContain(name);
      expect(isCrcName(name)).toBe(true);
    }
  });

  it.each(IN_RANGE)('$name: the parameters and the check value', (e) => {
    const { name, width, poly, init, refin, refout, xorout } = e;
    expect(crcModel(e.name)).toEqual({ name, width, poly, init, refin, refout, xorout });
    expect(toHex(crc(e.name, CHECK))).toBe(hex(e.check, e.width));
    // the same parameters given by hand, as hex text
    const custom = {
      width: e.width,
      poly: `0x${e.poly.toString(16)}`,
      init: e.init.toString(16),
      refin: e.refin,
      refout: e.refout,
      xorout: e.xorout,
    };
    expect(toHex(crc(custom, CHECK))).toBe(hex(e.check, e.width));
    expect(hashAlgorithmInfo(e.name).digestLength).toBe(Math.ceil(e.width / 8));
    for (const alias of e.aliases) expect(crcName(alias)).toBe(e.name);
  });

  it.each(IN_RANGE)('$name: the residue', (e) => {
    // The catalogue's residue: the register (unreflected) set to xorout, reflected if refout, then
    // `width` zero bits read, then reflected if refin. The engine reads whole bytes, so the start is
    // divided by x^k first (k = the bits the last byte has beyond the width; the polynomial is odd), and
    // ceil(width / 8) zero bytes then read exactly `width` bits' worth of x.
    const full = e.poly | (1n << BigInt(e.width));
    expect(e.poly & 1n).toBe(1n);
    let start = e.refout ? reflect(e.xorout, e.width) : e.xorout;
    const bytes = Math.ceil(e.width / 8);
    for (let k = bytes * 8 - e.width; k > 0; k--) start = (start & 1n ? start ^ full : start) >> 1n;
    const register = new Crc({ width: e.width, poly: e.poly, init: start }).update(new Uint8Array(bytes)).value();
    expect(e.refin ? reflect(register, e.width) : register).toBe(e.residue);
  });

  it('gives the same CRC for any split of the input, and after digest() starts again', () => {
    for (const e of IN_RANGE) {
      const c = new Crc(e.name);
      for (let cut = 0; cut <= CHECK.length; cut++) {
        const v = c.update(CHECK.subarray(0, cut)).update(CHECK.subarray(cut)).value();
        expect(v, `${e.name} cut at ${cut}`).toBe(e.check);
      }
    }
  });

  it('every catalogue CRC is a checksum algorithm for digest, digestSync, createHash and hashStream', async () => {
    for (const e of IN_RANGE) {
      const want = hex(e.check, e.width);
      expect(toHex(await digest(e.name, CHECK))).toBe(want);
      expect(toHex(digestSync(e.name, CHECK))).toBe(want);
      const h = await createHash(e.name);
      const { digests } = await hashStream(new Blob([CHECK.subarray(0, 4), CHECK.subarray(4)]).stream(), [h]);
      expect(toHex(digests[0]!)).toBe(want);
      expect(hashAlgorithmInfo(e.name).checksum).toBe(true);
    }
  });

  it('the engine ids from before the catalogue are aliases of catalogue CRCs and compute the same', async () => {
    const pairs = [
      ['crc32', 'CRC-32/ISO-HDLC'],
      ['crc32c', 'CRC-32/ISCSI'],
      ['crc16-arc', 'CRC-16/ARC'],
      ['crc16-ccitt-false', 'CRC-16/IBM-3740'],
      ['crc16-modbus', 'CRC-16/MODBUS'],
      ['crc16-xmodem', 'CRC-16/XMODEM'],
      ['crc16-kermit', 'CRC-16/KERMIT'],
    ] as const;
    const data = randomBytes(3000);
    for (const [id, name] of pairs) {
      expect(crcName(id)).toBe(name);
      expect(toHex(await digest(id, data))).toBe(toHex(await digest(name, data)));
      expect(toHex(await digest(id, data))).toBe(toHex(crc(name, data)));
    }
  });

  it('names a CRC in a checksum line by its catalogue name (by its older engine id where it has one)', () => {
    expect(readChecksumLine('CRC-16/ARC (123456789.txt) = bb3d').algorithm).toBe('crc16-arc');
    expect(readChecksumLine('CRC-32/ISO-HDLC (a) = cbf43926').algorithm).toBe('crc32');
    expect(readChecksumLine('CRC-64/XZ (a) = 995dc9bbdf1939fa').algorithm).toBe('CRC-64/XZ');
  });
});

// Williams' bitwise CRC ("A painless guide", section 9: the simple shift register, one bit at a time, no
// table and no byte alignment), written from the paper for this test; the catalogue's check values test it.
function bitwise(e: Entry, data: Uint8Array): bigint {
  const top = 1n << BigInt(e.width - 1);
  const all = (1n << BigInt(e.width)) - 1n;
  let reg = e.init;
  for (const byte of data) {
    for (let i = 0; i < 8; i++) {
      const bit = e.refin ? (byte >> i) & 1 : (byte >> (7 - i)) & 1;
      const out = (reg & top) !== 0n;
      reg = (reg << 1n) & all;
      if (out !== (bit === 1)) reg ^= e.poly;
    }
  }
  return (e.refout ? reflect(reg, e.width) : reg) ^ e.xorout;
}

describe('against a bitwise CRC on random data', () => {
  it('the bitwise reference gives every check value', () => {
    for (const e of IN_RANGE) expect(bitwise(e, CHECK), e.name).toBe(e.check);
  });
  it.each(IN_RANGE)('$name', (e) => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.nat(200), (data, cut) => {
        const c = new Crc(e.name);
        const at = cut % (data.length + 1);
        expect(c.update(data.subarray(0, at)).update(data.subarray(at)).value()).toBe(bitwise(e, data));
      }),
      { numRuns: 25 },
    );
  });
});

describe('cross-checks with independent implementations', () => {
  const python = (code: string, input: Buffer) => execFileSync('python3', ['-c', code], { input }).toString().trim();

  it("python3's zlib.crc32 and binascii.crc32 give CRC-32/ISO-HDLC, binascii.crc_hqx CRC-16/XMODEM and IBM-3740", () => {
    for (const length of [0, 1, 7, 8, 9, 255, 1000, 65_537]) {
      const data = randomBytes(length);
      const [z, b, x0, xf] = python(
        'import sys,zlib,binascii;d=sys.stdin.buffer.read();print(zlib.crc32(d),binascii.crc32(d),binascii.crc_hqx(d,0),binascii.crc_hqx(d,0xffff))',
        data,
      )
        .split(' ')
        .map(BigInt);
      expect(new Crc('CRC-32/ISO-HDLC').update(data).value()).toBe(z);
      expect(new Crc('PKZIP').update(data).value()).toBe(b);
      expect(new Crc('CRC-16/XMODEM').update(data).value()).toBe(x0);
      expect(new Crc('CRC-16/IBM-3740').update(data).value()).toBe(xf);
      // the same through the checksum API (hash-wasm for CRC-32, our table for the rest)
      expect(BigInt(`0x${toHex(crc('CRC-32/ISO-HDLC', data))}`)).toBe(z);
    }
  });

  it('POSIX cksum (coreutils) gives CRC-32/CKSUM over the file followed by its length', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'crc-'));
    try {
      for (const length of [0, 1, 3, 255, 256, 4097, 70_001]) {
        const data = randomBytes(length);
        const file = join(dir, `f${length}`);
        writeFileSync(file, data);
        const [sum, size] = execFileSync('cksum', [file]).toString().split(' ');
        expect(Number(size)).toBe(length);
        // POSIX cksum: the CRC of the data, then of its length in the fewest octets, least significant first
        const octets: number[] = [];
        for (let n = length; n > 0; n = Math.floor(n / 256)) octets.push(n % 256);
        const h = await createHash('CRC-32/CKSUM');
        const { digests } = await hashStream(new Blob([data, Uint8Array.from(octets)]).stream(), [h]);
        expect(BigInt(`0x${toHex(digests[0]!)}`)).toBe(BigInt(sum!));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('custom parameters', () => {
  it('refuses a width outside 3..64 with OUT_OF_RANGE', () => {
    for (const width of [0, 1, 2, 65, 82, 8.5, Number.NaN])
      expect(codeOf(() => crcModel({ width, poly: 1 }))).toBe('OUT_OF_RANGE');
    expect(codeOf(() => crcModel({ width: 3, poly: 3 }))).toBeUndefined();
    expect(codeOf(() => crcModel({ width: 64, poly: '0xffffffffffffffff' }))).toBeUndefined();
  });

  it('refuses a poly, init or xorout wider than the width with CRC_VALUE_TOO_WIDE, naming the field', () => {
    const fields = ['poly', 'init', 'xorout'] as const;
    for (const field of fields) {
      const params = { width: 16, poly: 0x1021, [field]: '0x10000' };
      let err: unknown;
      try {
        crcModel(params);
      } catch (e) {
        err = e;
      }
      expect(isEngineError(err) && err.code).toBe('CRC_VALUE_TOO_WIDE');
      expect(isEngineError(err) && err.params).toMatchObject({ field, width: 16, max: 'ffff' });
    }
    expect(codeOf(() => crcModel({ width: 64, poly: 1n << 64n }))).toBe('CRC_VALUE_TOO_WIDE');
    expect(codeOf(() => crcModel({ width: 8, poly: -1 }))).toBe('CRC_VALUE_TOO_WIDE');
  });

  it('refuses text that is not hex with INVALID_HEX, and an unknown name with a TypeError', () => {
    expect(codeOf(() => crcModel({ width: 16, poly: '0x10g1' }))).toBe('INVALID_HEX');
    expect(codeOf(() => crcModel({ width: 16, poly: '' }))).toBe('INVALID_HEX');
    expect(codeOf(() => crcModel('CRC-16/NOPE'))).toBe('TypeError');
  });
});
