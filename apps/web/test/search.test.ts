import { describe, expect, it } from 'vitest';
import { searchTools } from '../app/routes/home-search.ts';
import type { ToolDescriptor } from '../app/tools/types.ts';

const tools: ToolDescriptor[] = [
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
