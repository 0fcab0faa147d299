// /regex's matching, free of the page and the worker so tests run it directly. The platform's own
// RegExp does the work (decision 0125): what we add is the list of matches with their groups and
// indices, a cap on what is sent back, and the replace preview.

/** The flags the page offers, in the order the platform writes them (`RegExp.prototype.flags`). */
export const REGEX_FLAGS = ['d', 'g', 'i', 'm', 's', 'u', 'v', 'y'] as const;

/** One capture group of a match: its number, its name if it has one, its text and where it is. */
export interface RegexGroup {
  number: number;
  name?: string | undefined;
  /** `undefined` when the group took no part in the match. */
  value: string | undefined;
  start?: number | undefined;
  end?: number | undefined;
}

export interface RegexMatch {
  /** Offsets in UTF-16 code units, as JavaScript counts them. */
  start: number;
  end: number;
  text: string;
  groups: RegexGroup[];
}

export interface RegexJob {
  pattern: string;
  flags: string;
  text: string;
  /** `null`: no replace preview. */
  replacement: string | null;
  /** At most this many matches come back in full; the count goes on. */
  limit: number;
}

export type RegexResult =
  | { ok: false; message: string }
  | { ok: true; matches: RegexMatch[]; total: number; capped: boolean; replaced: string | null };

/** Compiles the pattern, or gives the platform's SyntaxError message when it is invalid. */
export function compileRegex(pattern: string, flags: string): RegExp | { message: string } {
  try {
    return new RegExp(pattern, flags);
  } catch (e) {
    if (e instanceof SyntaxError) return { message: shortPattern(e.message) };
    throw e;
  }
}

function groupsOf(m: RegExpExecArray, names: readonly (string | undefined)[]): RegexGroup[] {
  const out: RegexGroup[] = [];
  for (let i = 1; i < m.length; i++) {
    const at = m.indices?.[i];
    out.push({ number: i, name: names[i - 1], value: m[i], start: at?.[0], end: at?.[1] });
  }
  return out;
}

/**
 * The name of each capture group in the order of its opening parenthesis (`undefined` for an unnamed
 * one), read from a pattern the platform has already accepted: escapes and character classes (nested
 * ones under `v`) are skipped, `(?:`, `(?=`, `(?!`, `(?<=`, `(?<!` and modifier groups capture nothing.
 */
export function captureNames(pattern: string, unicodeSets: boolean): (string | undefined)[] {
  const names: (string | undefined)[] = [];
  let inClass = 0;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') i++;
    else if (c === '[' && (inClass === 0 || unicodeSets)) inClass++;
    else if (c === ']' && inClass > 0) inClass--;
    else if (c === '(' && inClass === 0) {
      if (pattern[i + 1] !== '?') names.push(undefined);
      else if (pattern[i + 2] === '<' && pattern[i + 3] !== '=' && pattern[i + 3] !== '!') {
        const close = pattern.indexOf('>', i + 3);
        names.push(pattern.slice(i + 3, close));
      }
    }
  }
  return names;
}

/**
 * Every match of `pattern` in `text` (one without the `g` flag), the first `limit` in full, with
 * their groups and the groups' indices (the `d` flag is always added for those), and the text with
 * the replacement applied (`$1`, `$<name>`, `$&` as String.prototype.replace reads them).
 */
export function runRegex({ pattern, flags, text, replacement, limit }: RegexJob): RegexResult {
  const re = compileRegex(pattern, flags.includes('d') ? flags : `${flags}d`);
  if (!(re instanceof RegExp)) return { ok: false, message: re.message };
  const names = captureNames(pattern, re.flags.includes('v'));
  const matches: RegexMatch[] = [];
  let total = 0;
  const take = (m: RegExpExecArray) => {
    total++;
    if (matches.length < limit)
      matches.push({ start: m.index, end: m.index + m[0].length, text: m[0], groups: groupsOf(m, names) });
  };
  try {
    if (re.global) for (const m of text.matchAll(re)) take(m);
    else {
      const m = re.exec(text);
      if (m) take(m);
    }
    const replaced = replacement === null ? null : text.replace(re, replacement);
    return { ok: true, matches, total, capped: total > matches.length, replaced };
  } catch (e) {
    // V8 compiles a pattern to machine code on its first runs, and can refuse it only then ("Regular
    // expression too large", a 200 KB pattern in the hostile sweep): bad input, said beside the field
    if (e instanceof SyntaxError) return { ok: false, message: shortPattern(e.message) };
    throw e;
  }
}

/** The platform's message with the pattern it quotes (`/…/flags`) cut to 60 characters. */
function shortPattern(message: string): string {
  return message.replace(/\/(.{60})[\s\S]{2,}\/([a-z]*):/, '/$1…/$2:');
}

/** What is wrong with a pattern, read from the browser's SyntaxError (V8, SpiderMonkey and JavaScriptCore). */
export type RegexProblemKind =
  | 'unterminatedGroup'
  | 'unmatchedParen'
  | 'nothingToRepeat'
  | 'unterminatedClass'
  | 'rangeOrder'
  | 'quantifier'
  | 'escape'
  | 'groupName'
  | 'group'
  | 'flags'
  | 'tooLarge';

const PROBLEMS: [RegexProblemKind, RegExp][] = [
  ['unterminatedGroup', /unterminated group|unterminated parenthetical|missing \)/i],
  ['unmatchedParen', /unmatched '?\)|unmatched parenthes/i],
  ['nothingToRepeat', /nothing to repeat/i],
  ['unterminatedClass', /unterminated character class|missing terminating \]/i],
  ['rangeOrder', /out of order|invalid range in character class/i],
  ['quantifier', /quantifier/i],
  ['escape', /escape|\\ at end of pattern/i],
  ['groupName', /group (specifier )?name|capture group name|named reference/i],
  ['group', /invalid (regexp )?group/i],
  ['flags', /flag/i],
  ['tooLarge', /too large|too complex|too much recursion/i],
];

/**
 * The browser's message for an invalid pattern as the page says it: a known problem by its kind (the page
 * words it in the visitor's language), else the browser's own reason without the pattern and flags it
 * quotes (the `d` flag there is the tool's, not the visitor's).
 */
export function regexProblem(message: string): { kind: RegexProblemKind } | { kind: 'other'; reason: string } {
  const reason = message.replace(/^Invalid regular expression: \/[\s\S]*\/[a-z]*: /, '');
  for (const [kind, test] of PROBLEMS) if (test.test(reason)) return { kind };
  return { kind: 'other', reason };
}
