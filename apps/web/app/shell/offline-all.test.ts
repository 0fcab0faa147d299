import { describe, expect, it } from 'vitest';
import { megabytes } from './offline-all.tsx';

describe('megabytes', () => {
  // Intl's unit formatter (what the footer used before, and what the offline e2e test reads with) is the reference
  const intl = (tag: string, bytes: number) =>
    new Intl.NumberFormat(tag, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / 1e6);
  it.each([0, 1, 49_999, 50_000, 949_999, 10_362_000, 10_000_000, 999_960_000, 1_234_567_890, 123_456_789_012])(
    'writes %i bytes as Intl does in all three languages',
    (bytes) => {
      for (const tag of ['en-US', 'zh-Hans-CN', 'zh-Hant-HK']) expect(megabytes(bytes)).toBe(intl(tag, bytes));
    },
  );
});
