import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n/locales.ts';
import {
  type DiffPart,
  diffParts,
  foldParts,
  runDiff,
  type ShownPart,
  splitLines,
  unifiedDiff,
} from './textdiff.logic.ts';
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
      whitespace: 'exact' as const,
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

  it('ignores case and whitespace when asked', () => {
    const job = { left: 'Hello\n  world\n', right: 'hello\nworld  \n', mode: 'line' as const, context: 3 };
    expect(runDiff({ ...job, whitespace: 'exact', ignoreCase: false })).toMatchObject({ added: 1, removed: 1 });
    expect(runDiff({ ...job, whitespace: 'all', ignoreCase: true })).toMatchObject({ added: 0, removed: 0 });
    expect(runDiff({ ...job, whitespace: 'all', ignoreCase: false })).toMatchObject({ added: 1, removed: 1 });
    // the unified diff stays exact whatever is ignored
    expect(runDiff({ ...job, whitespace: 'all', ignoreCase: true }).unified).toContain('-  world');
  });
});

/** GNU diff (diffutils 3.8 here) run on the two texts as files: its stdout. Exit status 1 means "they differ". */
function gnuDiff(args: string[], left: string, right: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'textdiff-gnu-'));
  try {
    writeFileSync(join(dir, 'a'), left);
    writeFileSync(join(dir, 'b'), right);
    const r = spawnSync('diff', [...args, 'a', 'b'], { cwd: dir, encoding: 'utf8' });
    if (r.status !== 0 && r.status !== 1) throw new Error(`diff ${args.join(' ')}: ${r.stderr}`);
    return r.stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The lines GNU diff's normal output removes from the left and adds on the right (1-based), from its `2,3c2` commands. */
function gnuChanged(normal: string) {
  const removed: number[] = [];
  const added: number[] = [];
  const range = (from: string, to: string | undefined) =>
    Array.from({ length: Number(to ?? from) - Number(from) + 1 }, (_, i) => Number(from) + i);
  for (const m of normal.matchAll(/^(\d+)(?:,(\d+))?([acd])(\d+)(?:,(\d+))?$/gm)) {
    const [, a1 = '', a2, op, b1 = '', b2] = m;
    if (op !== 'a') removed.push(...range(a1, a2));
    if (op !== 'd') added.push(...range(b1, b2));
  }
  return { removed, added };
}

/** The lines our parts remove from the left and add on the right (1-based). */
function ourChanged(parts: DiffPart[]) {
  const removed: number[] = [];
  const added: number[] = [];
  let l = 1;
  let r = 1;
  for (const p of parts) {
    const n = splitLines(p.kind === 'same' && p.left !== undefined ? p.left : p.text).length;
    const m = p.kind === 'same' ? splitLines(p.text).length : n;
    if (p.kind === 'del') for (let i = 0; i < n; i++) removed.push(l++);
    else if (p.kind === 'ins') for (let i = 0; i < n; i++) added.push(r++);
    else {
      l += n;
      r += m;
    }
  }
  return { removed, added };
}

/** The left and right lines (1-based) that `diff -U N`'s hunks show. */
function gnuShown(unified: string) {
  const left = new Set<number>();
  const right = new Set<number>();
  for (const m of unified.matchAll(/^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/gm)) {
    const [, a = '', an = '1', b = '', bn = '1'] = m;
    for (let i = 0; i < Number(an); i++) left.add(Number(a) + i);
    for (let i = 0; i < Number(bn); i++) right.add(Number(b) + i);
  }
  return { left: [...left].sort((x, y) => x - y), right: [...right].sort((x, y) => x - y) };
}

/**
 * The runs of left lines `diff -U N` leaves out, before, between and after its hunks. A hunk of no left
 * lines (`-20,0`) starts after line 20.
 */
function gnuGaps(unified: string, lineCount: number): number[] {
  const gaps: number[] = [];
  let next = 1;
  for (const m of unified.matchAll(/^@@ -(\d+)(?:,(\d+))? /gm)) {
    const start = Number(m[1]);
    const count = Number(m[2] ?? '1');
    const first = count === 0 ? start + 1 : start;
    gaps.push(first - next);
    next = first + count;
  }
  gaps.push(lineCount + 1 - next);
  return gaps.filter((g) => g > 0);
}

/** The lines of one side with something shown (not folded away), 1-based. */
function ourShown(parts: ShownPart[], side: 'left' | 'right') {
  const lines = new Set<number>();
  let line = 1;
  for (const p of parts) {
    if (p.kind === (side === 'left' ? 'ins' : 'del')) continue;
    const text = side === 'left' && 'left' in p && p.left !== undefined ? p.left : p.text;
    for (const ch of text) {
      if (p.kind !== 'fold') lines.add(line);
      if (ch === '\n') line++;
    }
  }
  return [...lines].sort((x, y) => x - y);
}

// Whitespace of every kind GNU diff knows: runs of spaces, tabs, trailing blanks, a CR, one more space at the
// start, spaces inside a word, Unicode spaces, a missing newline at the end; and real changes between them.
const SPACES_LEFT = [
  'a  b c',
  '\tindented',
  'trailing   ',
  'crlf\r',
  'same',
  'x y',
  'ab cd',
  'gone',
  'one two',
  'Case Line',
  ' lead',
  'full\u3000width\u00a0space',
  'end',
].join('\n');
const SPACES_RIGHT = [
  'a b\tc',
  '  indented',
  'trailing',
  'crlf',
  'same',
  'xy',
  'a b c d',
  'one  two ',
  'new line',
  'case line',
  'lead',
  'fullwidthspace',
  'end\n',
].join('\n');

describe('textdiff options as GNU diff has them', () => {
  const job = { left: SPACES_LEFT, right: SPACES_RIGHT, mode: 'line' as const, context: 3 };
  for (const [whitespace, flags] of [
    ['exact', []],
    ['amount', ['-b']],
    ['all', ['-w']],
  ] as const) {
    for (const ignoreCase of [false, true]) {
      const args = [...flags, ...(ignoreCase ? ['-i'] : [])];
      it(`changes the lines diff ${args.join(' ') || '(no options)'} changes`, () => {
        const want = gnuChanged(gnuDiff(args, SPACES_LEFT, SPACES_RIGHT));
        const parts = diffParts({ ...job, whitespace, ignoreCase });
        expect(ourChanged(parts)).toEqual(want);
        // Both texts are still there to read, each as written.
        const left = parts.map((p) => (p.kind === 'ins' ? '' : (p.left ?? p.text))).join('');
        expect(left).toBe(SPACES_LEFT);
        expect(parts.map((p) => (p.kind === 'del' ? '' : p.text)).join('')).toBe(SPACES_RIGHT);
      });
    }
  }

  it('tells -b from -w and both from plain diff, as diff does', () => {
    // spot checks of what the fixture holds, so that the loop above compares something
    // -b: x y/xy, ab cd/a b c d, gone, Case Line, " lead", and U+3000 and U+00A0, which are not ASCII
    // whitespace; -w: gone, Case Line and those two
    expect(gnuChanged(gnuDiff(['-b'], SPACES_LEFT, SPACES_RIGHT)).removed).toEqual([6, 7, 8, 10, 11, 12]);
    expect(gnuChanged(gnuDiff(['-w'], SPACES_LEFT, SPACES_RIGHT)).removed).toEqual([8, 10, 12]);
    expect(gnuChanged(gnuDiff(['-w', '-i'], SPACES_LEFT, SPACES_RIGHT)).removed).toEqual([8, 12]);
  });

  // 30 numbered lines with changes at 3, 10 and 12 (one line between), an insertion after 20 and 28 removed;
  // and the same with changes inside lines only (at 3, 10, 12 and 25), which a word diff also finds line by line.
  const LONG_LEFT = Array.from({ length: 30 }, (_, i) => `line ${i + 1}\n`).join('');
  const LONG_RIGHT = Array.from({ length: 30 }, (_, i) => {
    const n = i + 1;
    if (n === 3 || n === 10 || n === 12) return `LINE ${n}\n`;
    if (n === 20) return 'line 20\nadded a\nadded b\n';
    return n === 28 ? '' : `line ${n}\n`;
  }).join('');
  const WORDS_RIGHT = Array.from({ length: 30 }, (_, i) =>
    [3, 10, 12, 25].includes(i + 1) ? `LINE ${i + 1}\n` : `line ${i + 1}\n`,
  ).join('');

  for (const context of [0, 1, 2, 3, 5]) {
    it(`shows the lines diff -U${context} shows and folds the rest, by line and by word`, () => {
      for (const [mode, right] of [
        ['line', LONG_RIGHT],
        ['word', WORDS_RIGHT],
        ['line', WORDS_RIGHT],
      ] as const) {
        const gnu = gnuDiff([`-U${context}`], LONG_LEFT, right);
        const want = gnuShown(gnu);
        const parts = diffParts({ left: LONG_LEFT, right, mode, whitespace: 'exact', ignoreCase: false, context });
        const shown = foldParts(parts, context);
        expect(ourShown(shown, 'left'), `${mode} left`).toEqual(want.left);
        expect(ourShown(shown, 'right'), `${mode} right`).toEqual(want.right);
        // Each fold holds one of the runs of lines diff leaves out between its hunks, in order.
        const folds = shown.flatMap((p) => (p.kind === 'fold' ? [p.lines] : []));
        expect(folds, `${mode} folds`).toEqual(gnuGaps(gnu, 30));
        // Nothing is lost: opening every fold gives the texts back.
        expect(shown.map((p) => (p.kind === 'ins' ? '' : p.text)).join('')).toBe(LONG_LEFT);
        expect(shown.map((p) => (p.kind === 'del' ? '' : p.text)).join('')).toBe(right);
        // The unified diff's hunks are diff's, line for line.
        const hunks = (d: string) => d.slice(d.indexOf('@@'));
        expect(hunks(unifiedDiff(LONG_LEFT, right, context))).toBe(hunks(gnu));
      }
    });
  }

  it('folds nothing when the texts are the same, and keeps the left spelling of what it folds', () => {
    expect(foldParts([{ kind: 'same', text: LONG_LEFT }], 1)).toEqual([{ kind: 'same', text: LONG_LEFT }]);
    const left = `${'a  b\n'.repeat(5)}old\n`;
    const right = `${'a b\n'.repeat(5)}new\n`;
    const shown = foldParts(diffParts({ ...job, left, right, whitespace: 'amount', ignoreCase: false }), 1);
    expect(shown[0]).toEqual({ kind: 'fold', lines: 4, text: 'a b\n'.repeat(4), left: 'a  b\n'.repeat(4) });
    expect(shown[1]).toEqual({ kind: 'same', text: 'a b\n', left: 'a  b\n' });
  });
});
