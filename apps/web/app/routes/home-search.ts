import type { ToolName } from '../tools/names.ts';
import type { ToolDescriptor } from '../tools/types.ts';

export interface SearchHit {
  tool: ToolDescriptor;
  /** Sub-items that matched, shown with their parent. */
  subItems: string[];
}

/**
 * Case-insensitive search over each tool's name and description in every language, its keywords and
 * its sub-items. A tool matches when every word of the query is found somewhere in it.
 */
export function searchTools(
  tools: readonly ToolDescriptor[],
  names: ReadonlyArray<Record<string, ToolName>>,
  query: string,
): SearchHit[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return tools.map((tool) => ({ tool, subItems: [] }));
  const hits: SearchHit[] = [];
  for (const tool of tools) {
    const texts = [
      tool.id,
      tool.path,
      ...tool.keywords,
      ...names.flatMap((n) => [n[tool.id]?.name ?? '', n[tool.id]?.description ?? '']),
    ]
      .join('\n')
      .toLowerCase();
    const subs = tool.subItems ?? [];
    const matchedSubs = subs.filter((s) => words.every((w) => s.toLowerCase().includes(w)));
    const all = `${texts}\n${subs.join('\n').toLowerCase()}`;
    if (matchedSubs.length > 0 || words.every((w) => all.includes(w))) hits.push({ tool, subItems: matchedSubs });
  }
  return hits;
}
