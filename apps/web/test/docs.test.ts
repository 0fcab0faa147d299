import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../../..');
const decisionsDir = path.join(repo, 'docs/decisions');
const records = readdirSync(decisionsDir).filter((f) => /^\d{4}-.+\.md$/.test(f));

/** Text files of the repository that may cite a decision (sources, tests, docs), without generated output. */
function sourceFiles(dir: string): string[] {
  const skip = new Set(['node_modules', 'dist', '.react-router', '.turbo', 'test-results', 'vectors', '.git']);
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return skip.has(e.name) || e.name.startsWith('build') ? [] : sourceFiles(p);
    return /\.(md|ts|tsx|mjs|js|cjs|json)$/.test(e.name) ? [p] : [];
  });
}

describe('docs/decisions', () => {
  it('lists every record in its index, and the index links only records that exist', () => {
    const index = readFileSync(path.join(decisionsDir, 'README.md'), 'utf8');
    const linked = [...index.matchAll(/\]\(([^)]+\.md)\)/g)].map((m) => m[1] as string);
    expect(records.filter((r) => !linked.includes(r))).toEqual([]);
    expect(linked.filter((l) => !existsSync(path.join(decisionsDir, l)))).toEqual([]);
  });

  it('numbers each record once, with its number in its title', () => {
    const numbers = records.map((r) => r.slice(0, 4));
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const r of records) {
      expect(readFileSync(path.join(decisionsDir, r), 'utf8').split('\n')[0], r).toMatch(
        new RegExp(`^# ${r.slice(0, 4)}\\b`),
      );
    }
  });

  it('is cited only by names and numbers that exist', () => {
    const broken: string[] = [];
    const numbers = new Set(records.map((r) => r.slice(0, 4)));
    for (const file of sourceFiles(repo)) {
      const text = readFileSync(file, 'utf8');
      const where = path.relative(repo, file);
      for (const m of text.matchAll(/decisions\/(\d{4}-[\w.-]+?\.md)/g)) {
        if (!records.includes(m[1] as string)) broken.push(`${where}: ${m[1]}`);
      }
      for (const m of text.matchAll(/\b[Dd]ecisions? (\d{4})\b|decisions\/(\d{4})\)/g)) {
        const n = (m[1] ?? m[2]) as string;
        if (!numbers.has(n)) broken.push(`${where}: decision ${n}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
