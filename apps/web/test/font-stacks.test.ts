import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 0190: in every --font-sans stack the Han faces come right after the system's UI face, so a Han
// character is not looked up through the Latin faces first (each lookup is a synchronous request to the
// browser on Linux, once per size and weight); decision 0186: Droid Sans Fallback is named, last of them.
const css = readFileSync(path.join(import.meta.dirname, '../app/app.css'), 'utf8');
const stacks = [...css.matchAll(/--font-sans:\s*([^;]+);/g)].map((m) =>
  (m[1] ?? '').split(',').map((f) => f.trim().replace(/^"|"$/g, '')),
);
const HAN = /PingFang|Hiragino|YaHei|JhengHei|CJK|Source Han|Droid Sans Fallback/;
const LATIN = ['Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial'];

describe('the font stacks', () => {
  it('are the Simplified and the Traditional one', () => {
    expect(stacks).toHaveLength(2);
  });
  for (const stack of stacks) {
    it(`name the Han faces right after the system's UI face: ${stack.slice(2, 4).join(', ')}…`, () => {
      expect(stack.slice(0, 2)).toEqual(['system-ui', '-apple-system']);
      const han = stack.map((f, i) => (HAN.test(f) ? i : -1)).filter((i) => i >= 0);
      expect(han.length).toBeGreaterThan(3);
      expect(han).toEqual(han.map((_, k) => 2 + k));
      expect(stack[han.at(-1) ?? 0]).toBe('Droid Sans Fallback');
      for (const latin of LATIN) expect(stack.indexOf(latin), latin).toBeGreaterThan(han.at(-1) ?? 0);
      expect(stack.at(-1)).toBe('sans-serif');
    });
  }
});
