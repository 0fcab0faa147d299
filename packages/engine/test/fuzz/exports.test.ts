import { describe, expect, it } from 'vitest';
import { ENTRIES } from './entries.ts';
import { NOT_DECODERS } from './not-decoders.ts';

const SUBPATHS = Object.keys(NOT_DECODERS);

describe('every exported function is fuzzed or says why not', () => {
  it.each(SUBPATHS)('%s', async (subpath) => {
    const mod = (await import(`../../src/${subpath}/index.ts`)) as Record<string, unknown>;
    const functions = Object.keys(mod).filter((k) => typeof mod[k] === 'function');
    const fuzzed = new Set(ENTRIES.filter((e) => e.subpath === subpath).flatMap((e) => e.names));
    const excused = NOT_DECODERS[subpath] ?? {};
    const missing = functions.filter((f) => !fuzzed.has(f) && !(f in excused));
    expect(missing, `add a fuzz entry (test/fuzz/entries.ts) or a reason (test/fuzz/not-decoders.ts)`).toEqual([]);
    // and no entry for a function the subpath no longer exports
    const stale = [...fuzzed].filter((f) => typeof mod[f] !== 'function');
    expect(stale).toEqual([]);
  });

  it('covers every subpath index', async () => {
    const { readdirSync, existsSync } = await import('node:fs');
    const src = new URL('../../src/', import.meta.url);
    const dirs = readdirSync(src, { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(new URL(`${d.name}/index.ts`, src)))
      .map((d) => d.name)
      .sort();
    expect(dirs).toEqual([...SUBPATHS].sort());
  });
});
