import fc from 'fast-check';
import { bytesToHex, fromRlp, type Hex, hexToBytes, toRlp } from 'viem';
import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../src/errors.ts';
import { type RlpItem, readRlp } from '../../src/evm/tx-rlp.ts';

// The transaction decoder's strict RLP reader against viem's encoder and decoder (yellow paper, appendix B).
const item: fc.Arbitrary<RlpItem> = fc.letrec<{ item: RlpItem }>((tie) => ({
  item: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.uint8Array({ maxLength: 70 }).map((b) => bytesToHex(b)),
    fc.array(tie('item'), { maxLength: 5 }),
  ),
})).item;

function codeOf(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    return isEngineError(e) ? e.code : `not an EngineError: ${String(e)}`;
  }
  return undefined;
}

describe('readRlp', () => {
  it('reads back whatever viem encodes, as viem decodes it', () => {
    fc.assert(
      fc.property(item, (x) => {
        const encoded = toRlp(x as Hex);
        expect(readRlp(hexToBytes(encoded))).toEqual(fromRlp(encoded, 'hex'));
      }),
      { numRuns: 500 },
    );
  });

  it('refuses non-canonical encodings that viem accepts', () => {
    // 0x81 0x05: one byte below 0x80 must be its own encoding.
    expect(codeOf(() => readRlp(hexToBytes('0x8105')))).toBe('TX_BAD_RLP');
    // 0xb8 0x01 0xff: a long-form length under 56.
    expect(codeOf(() => readRlp(hexToBytes('0xb801ff')))).toBe('TX_BAD_RLP');
    // 0xb9 0x00 0x40 …: a length with a leading zero byte.
    expect(codeOf(() => readRlp(hexToBytes(`0xb90040${'00'.repeat(64)}`)))).toBe('TX_BAD_RLP');
  });

  it('names a cut item and bytes after the item', () => {
    expect(codeOf(() => readRlp(hexToBytes('0x83aabb')))).toBe('TRUNCATED');
    expect(codeOf(() => readRlp(hexToBytes('0xc3aabb')))).toBe('TRUNCATED');
    expect(codeOf(() => readRlp(hexToBytes('0x8201020304')))).toBe('TX_BAD_RLP');
  });
});
