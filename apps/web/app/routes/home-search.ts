import type { ToolName } from '../tools/names.ts';
import type { ToolDescriptor } from '../tools/types.ts';

export interface SearchHit {
  tool: ToolDescriptor;
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
  /** Every word is somewhere in the tool's texts, though not together. */
  scattered: 10,
} as const;

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

/** Lower case, with runs of spaces and hyphens read as one hyphen: "SHA 3" → "sha-3". */
function dashed(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[\s\-_]+/g, '-');
}

function scoreOf(tool: ToolDescriptor, toolNames: ToolName[], query: string): number {
  const q = squash(query);
  const qDashed = dashed(query);
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const names = toolNames.map((n) => n.name);
  const squashedNames = names.map(squash);
  if (q === '') return 0;
  if (squash(tool.id) === q || squashedNames.includes(q)) return RANK.exact;
  if (names.some((n) => nameWords(n).includes(q))) return RANK.nameWord;
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
 * it, then keywords, then descriptions, then sub-items. Spaces and hyphens do not count ("base 64"
 * finds Base64, "sha 256" SHA-256), case neither. An empty query lists every tool in registry order.
 */
export function searchTools(
  tools: readonly ToolDescriptor[],
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
    if (score > 0) hits.push({ tool, subItems: matchedSubs, score });
  }
  // Array.prototype.sort is stable: equal scores keep the registry's order.
  return hits.sort((a, b) => b.score - a.score);
}
