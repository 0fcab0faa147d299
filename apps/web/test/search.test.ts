import { describe, expect, it } from 'vitest';
import { searchTools } from '../app/routes/home-search.ts';
import { allTools } from '../app/tools/registry.ts';
import { type SearchableTool, searchable, searchTerms } from '../app/tools/search-terms.ts';
import type { FamilySearch } from '../app/tools/types.ts';

const tools: SearchableTool[] = [
  {
    id: 'sha3',
    path: '/sha3',
    family: 'hash',
    category: 'encryption',
    keywords: ['fips 202'],
    subItems: ['SHA3-256', 'Keccak-256'],
  },
  { id: 'md5', path: '/md5', family: 'hash', category: 'encryption', keywords: ['checksum'] },
];
const names = [
  { sha3: { name: 'SHA-3', description: 'SHA-3 and Keccak' }, md5: { name: 'MD5', description: 'MD5 digest' } },
  { sha3: { name: 'SHA-3', description: '哈希' }, md5: { name: 'MD5', description: '摘要' } },
];

describe('searchTools', () => {
  it('returns everything for an empty query', () => {
    expect(searchTools(tools, names, '  ').map((h) => h.tool.id)).toEqual(['sha3', 'md5']);
  });
  it('matches names, keywords and other languages case-insensitively', () => {
    expect(searchTools(tools, names, 'CHECKSUM').map((h) => h.tool.id)).toEqual(['md5']);
    expect(searchTools(tools, names, '摘要').map((h) => h.tool.id)).toEqual(['md5']);
  });
  it('returns a matching sub-item with its parent', () => {
    const hits = searchTools(tools, names, 'keccak-256');
    expect(hits.map((h) => h.tool.id)).toEqual(['sha3']);
    expect(hits[0]?.subItems).toEqual(['Keccak-256']);
  });
  it('finds nothing for a query no tool contains', () => {
    expect(searchTools(tools, names, 'blake9')).toEqual([]);
  });
});

describe('search terms (search-terms.ts)', () => {
  it('has search words for every tool, drafts included, and gives them to search only', () => {
    for (const t of allTools) expect(searchTerms[t.id]?.keywords.length, t.id).toBeGreaterThan(0);
    expect(Object.keys(searchTerms).sort()).toEqual(allTools.map((t) => t.id).sort());
    const sha512 = searchable(allTools).find((t) => t.id === 'sha512');
    expect(sha512?.subItems).toEqual(['SHA-512/224', 'SHA-512/256']);
    expect(sha512?.keywords).toContain('sha512sum');
    // the descriptors the pages load carry no search words
    for (const t of allTools) expect(Object.keys(t), t.id).not.toContain('keywords');
  });

  it('makes a family name every one of its tools (checked by the typecheck)', () => {
    // @ts-expect-error: a tool of the family ('b') has no search words
    const missing: FamilySearch<'a' | 'b'> = { a: { keywords: ['x'] } };
    const complete: FamilySearch<'a' | 'b'> = { a: { keywords: ['x'] }, b: { keywords: ['y'], subItems: ['Y-1'] } };
    expect(Object.keys(missing)).toEqual(['a']);
    expect(Object.keys(complete)).toEqual(['a', 'b']);
  });
});
