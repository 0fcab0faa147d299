import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeTonBoc,
  encodeTonComment,
  MAX_NANOTON,
  nanoToTon,
  parseTonAddress,
  tonToNano,
} from '../../src/ton/index.ts';
import addresses from '../vectors/ton/addresses.json' with { type: 'json' };
import boc from '../vectors/ton/boc.json' with { type: 'json' };
import { codeOf } from './support.ts';

/** CRC-32C (Castagnoli, reflected polynomial 0x82F63B78), written from RFC 3720 §B.4 for this test. */
function crc32c(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const b of bytes) {
    crc ^= b;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0x82f63b78 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

describe('parseTonAddress (ton-core Address.spec.ts vectors)', () => {
  it.each(addresses.forms)('reads $address as every form', (form) => {
    const info = parseTonAddress(form.address);
    expect(info.given).toBe('friendly');
    expect(info.checksum).toBe('valid');
    expect(info.givenFlags).toEqual({
      bounceable: form.bounceable,
      testOnly: form.testOnly,
      urlSafe: form.urlSafe,
    });
    expect(info.raw).toBe(addresses.raw);
    expect(info.workchain).toBe(0);
    for (const f of addresses.forms) {
      const got = info.forms.find(
        (g) => g.bounceable === f.bounceable && g.testOnly === f.testOnly && g.urlSafe === f.urlSafe,
      );
      expect(got?.address).toBe(f.address);
    }
  });

  it('reads the raw form, which has no checksum', () => {
    const info = parseTonAddress(addresses.raw);
    expect(info.given).toBe('raw');
    expect(info.checksum).toBe('none');
    expect(info.forms).toHaveLength(8);
    expect(info.forms.map((f) => f.address).sort()).toEqual(addresses.forms.map((f) => f.address).sort());
  });

  it('reads a masterchain raw address', () => {
    const info = parseTonAddress(addresses.masterchain.raw);
    expect(info.workchain).toBe(-1);
    expect(parseTonAddress(info.forms[0]?.address ?? '').raw).toBe(addresses.masterchain.raw);
  });

  it('names what is wrong', () => {
    expect(codeOf(() => parseTonAddress(addresses.invalid.shortHash))).toBe('WRONG_LENGTH');
    expect(codeOf(() => parseTonAddress(addresses.invalid.truncatedFriendly))).toBe('WRONG_LENGTH');
    expect(codeOf(() => parseTonAddress(addresses.invalid.transferLink))).toBe('INVALID_ADDRESS');
    expect(codeOf(() => parseTonAddress(''))).toBe('INVALID_ADDRESS');
    expect(codeOf(() => parseTonAddress('EQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4wJ!'))).toBe('INVALID_BASE64');
    expect(codeOf(() => parseTonAddress('EQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4+JB'))).toBe('INVALID_BASE64');
    expect(codeOf(() => parseTonAddress('200:2cf55953e92efbeadab7ba725c3f93a0b23f842cbba72d7b8e6f510a70e422e3'))).toBe(
      'OUT_OF_RANGE',
    );
  });

  it('rejects a changed character by its checksum (which Address.isFriendly would accept)', () => {
    // Flip one character of the id; the CRC16 no longer matches.
    expect(codeOf(() => parseTonAddress('EQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4wJC'))).toBe('BAD_CHECKSUM');
    expect(codeOf(() => parseTonAddress('EQBs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4wJB'))).toBe('BAD_CHECKSUM');
  });

  it('rejects an unknown tag byte', () => {
    // 0x22 tag with a correct CRC16 for its bytes (computed by the library's peer, the spec's CRC16-XMODEM).
    const bytes = Buffer.from(`22${'00'}${'2cf55953e92efbeadab7ba725c3f93a0b23f842cbba72d7b8e6f510a70e422e3'}`, 'hex');
    let crc = 0;
    for (const b of bytes) {
      crc ^= b << 8;
      for (let k = 0; k < 8; k++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
    const full = Buffer.concat([bytes, Buffer.from([crc >> 8, crc & 0xff])]).toString('base64url');
    expect(codeOf(() => parseTonAddress(full))).toBe('UNKNOWN_PREFIX');
  });

  it('round-trips any account id through every form (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.constantFrom(0, -1), (hash, wc) => {
        const raw = `${wc}:${Buffer.from(hash).toString('hex')}`;
        const info = parseTonAddress(raw);
        for (const f of info.forms) expect(parseTonAddress(f.address).raw).toBe(raw);
      }),
      { numRuns: 50 },
    );
  });
});

describe('decodeTonBoc (Trust Wallet tw_ton_sdk vector)', () => {
  for (const input of [boc.bocBase64, boc.bocBase64WithCrc, Buffer.from(boc.bocBase64, 'base64').toString('hex')]) {
    it(`decodes ${input.slice(0, 16)}… into the published cells and hash`, () => {
      const info = decodeTonBoc(input);
      expect(info.roots).toEqual([0]);
      expect(info.cells.map((c) => ({ data: c.dataHex, bits: c.bits }))).toEqual(boc.cells);
      expect(Buffer.from(info.cells[0]?.hashHex ?? '', 'hex').toString('base64url')).toBe(boc.rootHashBase64Url);
      const jetton = info.messages.find((m) => m.jettonTransfer)?.jettonTransfer;
      expect(jetton?.comment).toBe(boc.forwardComment);
      expect(info.messages.find((m) => m.kind === 'external-in')).toBeDefined();
    });
  }

  it('names what is wrong', () => {
    expect(codeOf(() => decodeTonBoc(''))).toBe('INVALID_BOC');
    expect(codeOf(() => decodeTonBoc('te6cc!'))).toBe('INVALID_BASE64');
    expect(codeOf(() => decodeTonBoc('aGVsbG8gd29ybGQ='))).toBe('INVALID_BOC');
    expect(codeOf(() => decodeTonBoc(boc.bocBase64.slice(0, 60)))).toBe('INVALID_BOC');
  });
});

describe('encodeTonComment', () => {
  it('builds the cell and BOC that the TVM whitepaper and BOC spec define', () => {
    const text = 'Hello, TON!';
    const data = Buffer.concat([Buffer.alloc(4), Buffer.from(text, 'utf8')]);
    // Cell representation: d1 = refs + 8*exotic + 32*level = 0, d2 = 2 * bytes for byte-aligned data.
    const repr = Buffer.concat([Buffer.from([0, data.length * 2]), data]);
    const hash = createHash('sha256').update(repr).digest('hex');
    // One-cell BOC: magic, flags (crc32c, size_bytes 1), off_bytes 1, cells 1, roots 1, absent 0,
    // tot_cells_size, root index 0, the cell, then CRC32C of everything before it (little-endian).
    const body = Buffer.concat([Buffer.from('b5ee9c72', 'hex'), Buffer.from([0x41, 1, 1, 1, 0, repr.length, 0]), repr]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32LE(crc32c(body));
    const expected = Buffer.concat([body, crc]);

    const out = encodeTonComment(text);
    expect(out.hashHex).toBe(hash);
    expect(out.hex).toBe(expected.toString('hex'));
    expect(out.base64).toBe(expected.toString('base64'));
    expect(Buffer.from(out.boc).equals(expected)).toBe(true);
  });

  it('round-trips any text, including long ones that span cells (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        const info = decodeTonBoc(encodeTonComment(text).base64);
        expect(info.comments[0]?.text).toBe(text);
      }),
      { numRuns: 60 },
    );
  });
});

describe('TON and nanoton', () => {
  it('converts exactly', () => {
    expect(tonToNano('1')).toBe(1_000_000_000n);
    expect(tonToNano('0.000000001')).toBe(1n);
    expect(nanoToTon('1500000000')).toBe('1.5');
    expect(nanoToTon(MAX_NANOTON)).toBe('1329227995784915872903807060.280344575');
  });

  it('names what is wrong', () => {
    expect(codeOf(() => tonToNano('0.0000000001'))).toBe('TOO_MANY_DECIMALS');
    expect(codeOf(() => tonToNano('1,5x'))).toBe('INVALID_DECIMAL');
    expect(codeOf(() => tonToNano('-1'))).toBe('OUT_OF_RANGE');
    expect(codeOf(() => nanoToTon(MAX_NANOTON + 1n))).toBe('OUT_OF_RANGE');
  });

  it('round-trips every amount (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: MAX_NANOTON }), (n) => {
        expect(tonToNano(nanoToTon(n))).toBe(n);
      }),
    );
  });
});
