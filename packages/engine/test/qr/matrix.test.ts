import qrcode from 'qrcode-generator';
import { describe, expect, it } from 'vitest';
import { qrBlockLayout, qrRawModules } from '../../src/qr/capacity.ts';
import { charCountBits, encodeQr, QR_LEVELS, type QrLevel, qrDataBits } from '../../src/qr/index.ts';
import { qrMatrix } from '../../src/qr/matrix.ts';
import { dataCodewords, optimalSegments, type QrSegment } from '../../src/qr/segments.ts';
import { HAS_QRENCODE, MISSING_QRENCODE, qrencodeMatrix } from './helpers.ts';

// The symbol builder (error correction, interleaving, placement, masking, format and version
// information) is checked against two independent encoders: qrcode-generator 2.0.4, which the engine
// used until it needed ECI, and libqrencode 4.1.1 (the Debian qrencode command).

/** Deterministic pseudo-random text from an alphabet. */
function text(seed: number, length: number, alphabet: string): string {
  let x = seed * 7919 + 1;
  let s = '';
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    s += alphabet[x % alphabet.length];
  }
  return s;
}

function libraryModules(version: number, level: QrLevel, segments: readonly QrSegment[]): Uint8Array {
  const q = qrcode(version as Parameters<typeof qrcode>[0], level);
  const mode = { byte: 'Byte', numeric: 'Numeric', alphanumeric: 'Alphanumeric' } as const;
  for (const s of segments) q.addData(String.fromCharCode(...s.data), mode[s.mode]);
  q.make();
  const n = q.getModuleCount();
  const out = new Uint8Array(n * n);
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) out[r * n + c] = q.isDark(r, c) ? 1 : 0;
  return out;
}

const same = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

describe('block layout (ISO/IEC 18004:2015 Tables 1 and 9)', () => {
  it('splits every version and level into whole blocks', () => {
    for (let v = 1; v <= 40; v++) {
      for (const level of QR_LEVELS) {
        const { total, data, blocks, ecPerBlock } = qrBlockLayout(v, level);
        expect(Number.isInteger(blocks) && blocks >= 1, `v${v}-${level}`).toBe(true);
        expect(data + blocks * ecPerBlock).toBe(total);
      }
    }
  });

  it('matches published totals and block counts', () => {
    // Table 1: total codewords (and remainder bits) of versions 1, 2, 7 and 40.
    expect([1, 2, 7, 40].map((v) => [Math.floor(qrRawModules(v) / 8), qrRawModules(v) % 8])).toEqual([
      [26, 0],
      [44, 7],
      [196, 0],
      [3706, 0],
    ]);
    // Table 9: 5-Q is 2 × (33, 15) + 2 × (34, 16); 40-L is 19 × (146, 118) + 6 × (147, 119);
    // 40-H is 20 × (45, 15) + 61 × (46, 16).
    expect(qrBlockLayout(5, 'Q')).toEqual({ total: 134, data: 62, blocks: 4, ecPerBlock: 18 });
    expect(qrBlockLayout(40, 'L')).toEqual({ total: 3706, data: 2956, blocks: 25, ecPerBlock: 30 });
    expect(qrBlockLayout(40, 'H')).toEqual({ total: 3706, data: 1276, blocks: 81, ecPerBlock: 30 });
  });
});

describe('symbols equal qrcode-generator module for module', () => {
  // qrcode-generator picks its mask with its own penalty rule, so compare at the mask it chose: one of
  // our eight masked symbols must be identical to its symbol.
  it('for every version and level, with numeric, alphanumeric and byte segments', () => {
    for (let v = 1; v <= 40; v++) {
      for (const level of QR_LEVELS) {
        const capacity = qrDataBits(v, level);
        const raw = `${text(v, 6, '0123456789')}${text(v + 40, 9, 'ABCDEFXYZ $%*+-./:')}${text(v + 80, capacity, 'abcxyz!?0A')}`;
        // Trim to about four fifths of the capacity so the padding codewords are exercised too.
        const bytes = new TextEncoder().encode(raw.slice(0, Math.max(3, Math.floor((capacity / 8) * 0.8) - 8)));
        const segments = optimalSegments(bytes, v);
        const theirs = libraryModules(v, level, segments);
        const data = dataCodewords(segments, v, capacity);
        const masks = [0, 1, 2, 3, 4, 5, 6, 7].filter((m) => same(qrMatrix(v, level, data, m).modules, theirs));
        expect(masks, `v${v}-${level}`).toHaveLength(1);
      }
    }
  });
});

describe.skipIf(!HAS_QRENCODE)(
  `symbols equal libqrencode's, mask choice included ${HAS_QRENCODE ? '' : MISSING_QRENCODE}`,
  () => {
    // Both apply the penalty rules of ISO/IEC 18004:2015 7.8.3. qrencode -8 writes one byte segment;
    // text without digits or capitals is one byte segment for us too, so the data codewords agree and
    // whole symbols can be compared.
    it('for a payload at or near the byte capacity of every version and level', () => {
      let seed = 1;
      for (let v = 1; v <= 40; v++) {
        for (const level of QR_LEVELS) {
          const max = Math.floor((qrDataBits(v, level) - 4 - charCountBits('byte', v)) / 8);
          const t = text(seed++, max - (seed % 3), 'abcdefghijklmnopqrstuvwxyz!?~');
          const ours = encodeQr(t, { level });
          expect(ours.segments).toHaveLength(1);
          const theirs = qrencodeMatrix(t, level);
          expect(ours.version, `v${v}-${level}`).toBe(v);
          expect(same(ours.modules, theirs.modules), `v${v}-${level}`).toBe(true);
        }
      }
    });

    it('for short payloads of every length up to 60 bytes', () => {
      for (let n = 1; n <= 60; n++) {
        const level = QR_LEVELS[n % 4]!;
        const t = text(n + 1000, n, 'abcdefghijklmnopqrstuvwxyz_,;');
        expect(encodeQr(t, { level }).segments).toHaveLength(1);
        expect(same(encodeQr(t, { level }).modules, qrencodeMatrix(t, level).modules), `${n} bytes ${level}`).toBe(
          true,
        );
      }
    });
  },
);
