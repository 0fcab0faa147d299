import { describe, expect, it } from 'vitest';
import { isChunkError } from '../app/shell/freshness.tsx';

describe('isChunkError', () => {
  it('recognises a failed dynamic import in Chromium, Firefox and Safari wording', () => {
    expect(isChunkError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(
      true,
    );
    expect(isChunkError(new TypeError('error loading dynamically imported module: https://x/assets/a.js'))).toBe(true);
    expect(isChunkError(new TypeError('Importing a module script failed.'))).toBe(true);
  });
  it('leaves other errors to the error screen', () => {
    expect(isChunkError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkError(new Error('boom'))).toBe(false);
    expect(isChunkError({ status: 404 })).toBe(false);
    expect(isChunkError(undefined)).toBe(false);
  });
});
