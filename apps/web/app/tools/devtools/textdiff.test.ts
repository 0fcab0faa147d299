import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n/locales.ts';
import { diffParts, runDiff, unifiedDiff } from './textdiff.logic.ts';
import { textdiffMessages } from './textdiff.messages.ts';

const PAIRS: [string, string, string][] = [
  ['small edit', 'one\ntwo\nthree\n', 'one\n2\nthree\nfour\n'],
  ['no newline at the end', 'alpha\nbeta', 'alpha\nBETA\ngamma'],
  ['newline added at the end', 'x\ny', 'x\ny\n'],
  ['from empty', '', '第一行\n第二行\n'],
  [
    'hunks far apart',
    Array.from({ length: 40 }, (_, i) => `line ${i}`).join('\n'),
    Array.from({ length: 40 }, (_, i) => (i === 3 || i === 35 ? `LINE ${i}` : `line ${i}`)).join('\n'),
  ],
];

/** Applies our diff with a real program to the left text in a scratch folder; gives the file after. */
function applyWith(tool: 'patch' | 'git', left: string, diff: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'textdiff-'));
  try {
    writeFileSync(join(dir, 'text.txt'), left);
    writeFileSync(join(dir, 'change.diff'), diff);
    if (tool === 'patch') execFileSync('patch', ['-s', 'text.txt', 'change.diff'], { cwd: dir });
    else execFileSync('git', ['apply', '--unsafe-paths', 'change.diff'], { cwd: dir });
    return readFileSync(join(dir, 'text.txt'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('textdiff', () => {
  it('has every word of its page in every language', () => {
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(textdiffMessages[locale]))
        if (typeof text === 'string') expect(text.trim(), `${locale} ${key}`).not.toBe('');
    }
  });

  for (const [name, left, right] of PAIRS) {
    it(`writes a unified diff that GNU patch and git apply turn into the right text (${name})`, () => {
      const diff = unifiedDiff(left, right, 3);
      expect(applyWith('patch', left, diff)).toBe(right);
      expect(applyWith('git', left, diff)).toBe(right);
    });
  }

  it('writes no diff for equal texts', () => {
    expect(unifiedDiff('same\n', 'same\n', 3)).toBe('');
  });

  it('splits by line, word and character', () => {
    const job = {
      left: 'the cat sat\n',
      right: 'the dog sat\n',
      ignoreWhitespace: false,
      ignoreCase: false,
      context: 3,
    };
    expect(diffParts({ ...job, mode: 'line' })).toEqual([
      { kind: 'del', text: 'the cat sat\n' },
      { kind: 'ins', text: 'the dog sat\n' },
    ]);
    expect(diffParts({ ...job, mode: 'word' })).toEqual([
      { kind: 'same', text: 'the ' },
      { kind: 'del', text: 'cat' },
      { kind: 'ins', text: 'dog' },
      { kind: 'same', text: ' sat\n' },
    ]);
    // "cat" -> "dog": no letter in common, so one run each way
    expect(diffParts({ ...job, mode: 'char' }).filter((p) => p.kind !== 'same')).toEqual([
      { kind: 'del', text: 'cat' },
      { kind: 'ins', text: 'dog' },
    ]);
  });

  it('ignores case and surrounding whitespace when asked', () => {
    const job = { left: 'Hello\n  world\n', right: 'hello\nworld  \n', mode: 'line' as const, context: 3 };
    expect(runDiff({ ...job, ignoreWhitespace: false, ignoreCase: false })).toMatchObject({ added: 1, removed: 1 });
    expect(runDiff({ ...job, ignoreWhitespace: true, ignoreCase: true })).toMatchObject({ added: 0, removed: 0 });
    expect(runDiff({ ...job, ignoreWhitespace: true, ignoreCase: false })).toMatchObject({ added: 1, removed: 1 });
    // the unified diff stays exact whatever is ignored
    expect(runDiff({ ...job, ignoreWhitespace: true, ignoreCase: true }).unified).toContain('-  world');
  });
});
