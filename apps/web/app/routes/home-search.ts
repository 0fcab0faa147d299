import type { ToolName } from '../tools/names.ts';
import type { SearchableTool } from '../tools/search-terms.ts';

export interface SearchHit {
  tool: SearchableTool;
  /** Sub-items that matched, shown with their parent. */
  subItems: string[];
  /** How well it matched: higher first (see RANK); 0 for the unranked list of an empty query. */
  score: number;
}

/** What a match is worth, best first. Equal scores keep the registry's order. */
export const RANK = {
  /** The name or id is the query: "base 64" → Base64, "sha3" → /sha3. */
  exact: 100,
  /** A word of the name is the query: "sha3" → "SHA-3 and Keccak". */
  nameWord: 90,
  /** The name or id is the query's words in another order: "256 sha" → SHA-256. */
  reordered: 85,
  /** The name starts with the query: "sha3" → "SHA3-256 checker", before "SHA-384". */
  namePrefix: 80,
  /** The name, id or path starts with the query once spaces and hyphens go: "sha3" → "SHA-384". */
  squashedPrefix: 70,
  /** The name contains the query. */
  nameContains: 60,
  /** A keyword is the query. */
  keyword: 50,
  /** A keyword contains the query. */
  keywordContains: 40,
  /** Every word of the query is in the description. */
  description: 30,
  /** A sub-item (an algorithm the tool offers) matches. */
  subItem: 20,
  /** Every word is, give or take a typo, a word of the name, id, keywords or sub-items: "sah256" → SHA-256. */
  typo: 15,
  /** Every word is somewhere in the tool's texts, though not together. */
  scattered: 10,
  /** Every word is, give or take a typo, a word of the description. */
  typoDescription: 5,
} as const;

let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * The edit distance of two strings, counting a swap of two neighbours as one edit (optimal string
 * alignment: "sah" → "sha" is 1, plain Levenshtein says 2). Gives up early: anything above `max` is
 * `max + 1`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length + 1;
  if (rows[0].length < n) rows = [new Int32Array(n * 2), new Int32Array(n * 2), new Int32Array(n * 2)];
  // three rolling rows, reused across calls: the search calls this thousands of times a keystroke
  let [prev2, prev, row] = rows;
  for (let j = 0; j < n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    for (let j = 1; j < n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (prev2[j - 2] as number) + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    const spare = prev2;
    prev2 = prev;
    prev = row;
    row = spare;
  }
  return Math.min(prev[b.length] as number, max + 1);
}
/** How many typos a query word of this length may carry: none up to 3 characters ("md4" is not MD5). */
export function typosAllowed(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

/** What a typo against only the start of a word costs beyond one against a whole word. */
const PREFIX_TYPO = 0.25;
/** What a typo matched only in a keyword or sub-item costs beyond one in a word of the name. */
const KEYWORD_TYPO = 0.2;

/**
 * The fewest typos that turn `word` into one of `targets` or into the start of one (so a half-typed
 * "sah2" finds "sha256"), or `Infinity` when every target needs more than the word may carry. A typo
 * against a whole word counts a quarter less than against a word's start: "trpn" is TRON before
 * "transaction".
 */
function typos(word: string, targets: readonly string[]): number {
  const max = typosAllowed(word);
  let best = Number.POSITIVE_INFINITY;
  for (const t of targets) {
    if (t.includes(word)) return 0;
    if (max === 0) continue;
    for (const len of [word.length - 1, word.length, word.length + 1]) {
      if (len < t.length) best = Math.min(best, editDistance(word, t.slice(0, len), max) + PREFIX_TYPO);
    }
    best = Math.min(best, editDistance(word, t, max));
  }
  return Math.floor(best) > max ? Number.POSITIVE_INFINITY : best;
}

/** The words of a text for typo matching: split on spaces and punctuation, each squashed. */
function wordsOf(texts: readonly string[]): string[] {
  return texts.flatMap((x) => nameWords(x)).filter(Boolean);
}

/**
 * The typo tier: the whole query against whole names and ids, else every query word against the words
 * of the names, id, keywords and sub-items (RANK.typo), else of the descriptions (RANK.typoDescription);
 * one point less for each typo beyond the first, a little less for a typo only in a word's start or
 * only in a keyword, so "trpn" lists TRON tools before the tools that merely mention TRON.
 */
function typoScore(tool: SearchableTool, own: readonly ToolName[], query: string): number {
  const words = query.toLowerCase().split(/\s+/).map(squash).filter(Boolean);
  const { whole, named, near, far } = targetsOf(tool, own);
  const total = (targets: readonly string[]) => {
    let sum = 0;
    for (const w of words) sum += typos(w, targets);
    return sum;
  };
  // a word of the name (or the id) matched with a typo counts a fifth of a typo more than a keyword
  const d = Math.min(typos(squash(query), whole), total(named), total(near) + KEYWORD_TYPO);
  if (Number.isFinite(d)) return RANK.typo - Math.max(0, d - 1);
  const f = total(far);
  return Number.isFinite(f) ? RANK.typoDescription - Math.max(0, f - 1) : 0;
}

interface Targets {
  whole: string[];
  named: string[];
  near: string[];
  far: string[];
}
/** The typo tier's words of each tool, kept per tool and names (the same objects every keystroke). */
const targetCache = new WeakMap<SearchableTool, { own: readonly ToolName[]; targets: Targets }>();

function targetsOf(tool: SearchableTool, own: readonly ToolName[]): Targets {
  const hit = targetCache.get(tool);
  if (hit && hit.own.length === own.length && hit.own.every((n, i) => n === own[i])) return hit.targets;
  const whole = [squash(tool.id), ...own.map((n) => squash(n.name))];
  const targets = {
    whole,
    named: [...whole, ...wordsOf(own.map((n) => n.name))],
    near: [...whole, ...wordsOf([...own.map((n) => n.name), ...tool.keywords, ...(tool.subItems ?? [])])],
    far: wordsOf(own.map((n) => n.description)),
  };
  targetCache.set(tool, { own, targets });
  return targets;
}

/** Lower case, with the spaces, hyphens, underscores, dots and slashes gone: "Base 64" → "base64". */
export function squash(text: string): string {
  return text.toLowerCase().replace(/[\s\-_./]+/g, '');
}

/** The words of a name, each squashed: "SHA-3 and Keccak" → ["sha3", "and", "keccak"]. */
function nameWords(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[\s/,()]+/)
    .filter(Boolean)
    .map(squash);
}

/** Every order of up to four words, each joined without spaces: ["256", "sha"] → ["256sha", "sha256"]. */
function orders(words: readonly string[]): string[] {
  if (words.length <= 1 || words.length > 4) return words.length === 1 ? [...words] : [];
  return words.flatMap((w, i) => orders([...words.slice(0, i), ...words.slice(i + 1)]).map((rest) => w + rest));
}

/** Lower case, with runs of spaces and hyphens read as one hyphen: "SHA 3" → "sha-3". */
function dashed(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[\s\-_]+/g, '-');
}

function scoreOf(tool: SearchableTool, toolNames: ToolName[], query: string): number {
  const q = squash(query);
  const qDashed = dashed(query);
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const names = toolNames.map((n) => n.name);
  const squashedNames = names.map(squash);
  if (q === '') return 0;
  if (squash(tool.id) === q || squashedNames.includes(q)) return RANK.exact;
  if (names.some((n) => nameWords(n).includes(q))) return RANK.nameWord;
  if (words.length > 1) {
    const whole = [squash(tool.id), ...squashedNames];
    if (orders(words.map(squash)).some((o) => whole.includes(o))) return RANK.reordered;
  }
  if (names.some((n) => dashed(n).startsWith(qDashed) || n.toLowerCase().startsWith(query.toLowerCase().trim()))) {
    return RANK.namePrefix;
  }
  if ([...squashedNames, squash(tool.id), squash(tool.path)].some((n) => n.startsWith(q))) return RANK.squashedPrefix;
  if (squashedNames.some((n) => n.includes(q))) return RANK.nameContains;
  const keywords = tool.keywords.map(squash);
  if (keywords.includes(q)) return RANK.keyword;
  if (keywords.some((k) => k.includes(q))) return RANK.keywordContains;
  const descriptions = toolNames.map((n) => n.description.toLowerCase());
  if (descriptions.some((d) => words.every((w) => d.includes(w)))) return RANK.description;
  return 0;
}

/**
 * Searches each tool's name and description in every language, its id, keywords and sub-items,
 * ranked: the name or id being the query first, then names starting with it, then names containing
 * it, then keywords, then descriptions, then sub-items, then the same with typos (one typo in a word
 * of 4 to 7 characters, two from 8: "sah256" and "base46" find SHA-256 and Base64). Spaces and hyphens
 * do not count ("base 64" finds Base64, "sha 256" SHA-256), case neither. An empty query lists every
 * tool in registry order. The home page passes every language's names, the palette its language's.
 */
export function searchTools(
  tools: readonly SearchableTool[],
  names: ReadonlyArray<Record<string, ToolName>>,
  query: string,
): SearchHit[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return tools.map((tool) => ({ tool, subItems: [], score: 0 }));
  const hits: SearchHit[] = [];
  for (const tool of tools) {
    const own = names.map((n) => n[tool.id]).filter((n): n is ToolName => n !== undefined);
    const subs = tool.subItems ?? [];
    const q = squash(query);
    const matchedSubs = subs.filter((s) => words.every((w) => s.toLowerCase().includes(w)) || squash(s).includes(q));
    let score = scoreOf(tool, own, query);
    if (score === 0 && matchedSubs.length > 0) score = RANK.subItem;
    if (score === 0) {
      const all = [tool.id, tool.path, ...tool.keywords, ...subs, ...own.flatMap((n) => [n.name, n.description])]
        .join('\n')
        .toLowerCase();
      if (words.every((w) => all.includes(w))) score = RANK.scattered;
    }
    if (score === 0) score = typoScore(tool, own, query);
    if (score > 0) hits.push({ tool, subItems: matchedSubs, score });
  }
  // Array.prototype.sort is stable: equal scores keep the registry's order.
  hits.sort((a, b) => b.score - a.score);
  // A typo in a description is a last resort: "base46" is Base64, not every tool whose text says base64.
  const strong = hits.filter((h) => h.score > RANK.typoDescription);
  return strong.length > 0 ? strong : hits;
}
