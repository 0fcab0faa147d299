import { describe, expect, it } from 'vitest';
import { ENTRIES } from './entries.ts';
import { NOT_DECODERS } from './not-decoders.ts';

const SUBPATHS = Object.keys(NOT_DECODERS);

describe('every exported function is fuzzed or says why not', () => {
  it.each(SUBPATHS)('%s', async (subpath) => {
    const index = new URL(`../../src/${subpath}/index.ts`, import.meta.url).href;
    const mod = (await import(/* @vite-ignore */ index)) as Record<string, unknown>;
    const functions = Object.keys(mod).filter((k) => typeof mod[k] === 'function');
    const fuzzed = new Set(ENTRIES.filter((e) => e.subpath === subpath).flatMap((e) => e.names));
    const excused = NOT_DECODERS[subpath] ?? {};
    const missing = functions.filter((f) => !fuzzed.has(f) && !(f in excused));
    expect(missing, `add a fuzz entry (test/fuzz/entries.ts) or a reason (test/fuzz/not-decoders.ts)`).toEqual([]);
    // and no entry for a function the subpath no longer exports
    const stale = [...fuzzed].filter((f) => typeof mod[f] !== 'function');
    expect(stale).toEqual([]);
  });

  it('covers every published subpath (package.json exports), lean entries such as hash/sha included', async () => {
    const { readFileSync } = await import('node:fs');
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      exports: Record<string, unknown>;
    };
    const published = Object.keys(pkg.exports)
      .filter((k) => k !== '.' && k !== './package.json')
      .map((k) => k.slice(2))
      .sort();
    expect(published).toEqual([...SUBPATHS].sort());
  });
});
