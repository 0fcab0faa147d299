import { BinaryParser } from 'ripple-binary-codec/dist/serdes/binary-parser.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeXrpTransaction, XRP_TX_MAX_BYTES } from '../../src/xrp/index.ts';
import { codeOf } from '../ton/support.ts';

// Issue 40: '9' × 1.2 million took 10-16 s on /xrptools before it was refused. Both checks here count
// work instead of timing it.

afterEach(() => {
  vi.restoreAllMocks();
});

/** Bytes copied by Uint8Array#slice while `f` runs (the codec's parser copies with slice). */
function bytesCopied(f: () => unknown): number {
  const slice = Uint8Array.prototype.slice;
  let copied = 0;
  vi.spyOn(Uint8Array.prototype, 'slice').mockImplementation(function (this: Uint8Array, start?: number, end?: number) {
    const out = slice.call(this, start, end);
    copied += out.byteLength;
    return out;
  });
  try {
    f();
  } catch {
    // the junk is refused; only the work done before that counts here
  }
  vi.restoreAllMocks();
  return copied;
}

describe('decodeXrpTransaction on a large input', () => {
  it("refuses more than rippled's txMaxSizeBytes (1 MiB) before the codec reads a byte", () => {
    const read = vi.spyOn(BinaryParser.prototype, 'read');
    const peek = vi.spyOn(BinaryParser.prototype, 'peek');
    expect(codeOf(() => decodeXrpTransaction('00'.repeat(XRP_TX_MAX_BYTES + 1)))).toBe('XRP_TX_TOO_LARGE');
    expect(read).not.toHaveBeenCalled();
    expect(peek).not.toHaveBeenCalled();
    // at the limit it is the codec that says no
    expect(codeOf(() => decodeXrpTransaction('99'.repeat(XRP_TX_MAX_BYTES)))).toBe('INVALID_TRANSACTION');
    expect(read).toHaveBeenCalled();
  });

  it('copies each byte of the blob a bounded number of times (linear, not quadratic)', () => {
    const small = bytesCopied(() => decodeXrpTransaction('9'.repeat(100_000)));
    const large = bytesCopied(() => decodeXrpTransaction('9'.repeat(400_000)));
    // 50,000 and 200,000 bytes: a parser that copies what is left after every field copies about n²/8
    expect(small).toBeGreaterThan(0);
    expect(small).toBeLessThan(4 * 50_000);
    expect(large).toBeLessThan(4 * 200_000);
    expect(large / small).toBeLessThan(4 * 2);
  });
});
