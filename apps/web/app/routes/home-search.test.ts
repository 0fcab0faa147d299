import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales.ts';
import { toolNames } from '../tools/names.ts';
import { tools } from '../tools/registry.ts';
import type { ToolDescriptor } from '../tools/types.ts';
import { RANK, searchTools, squash } from './home-search.ts';

const ALL = LOCALES.map((l) => toolNames(l));
const ids = (q: string) => searchTools(tools, ALL, q).map((h) => h.tool.id);

describe('home search ranking on the real registry (issue 20)', () => {
  it('puts the tool named by the query first, whatever the case, spaces or hyphens', () => {
    for (const q of ['SHA3', 'sha3', 'sha 3', 'SHA-3']) expect(ids(q)[0], q).toBe('sha3');
    for (const q of ['base 64', 'Base64', 'base-64', 'BASE 64']) expect(ids(q)[0], q).toBe('base64');
    expect(ids('sha 256')[0]).toBe('sha256');
    expect(ids('hmac sha256')[0]).toBe('hmacsha256');
  });

  it('ranks SHA-3 above SHA-384 and Base64 above every hash tool', () => {
    const sha3 = ids('SHA3');
    expect(sha3.indexOf('sha3')).toBeLessThan(sha3.indexOf('sha384'));
    const b64 = ids('base 64');
    const firstHash = b64.findIndex((id) => tools.find((t) => t.id === id)?.family === 'hash');
    expect(b64.indexOf('base64')).toBe(0);
    expect(b64.indexOf('pic2base64')).toBeLessThan(firstHash === -1 ? Number.POSITIVE_INFINITY : firstHash);
  });

  it('finds Chinese names too', () => {
    const names = toolNames('zh_Hans_CN');
    const base64 = names.base64?.name;
    expect(base64).toBeDefined();
    expect(ids(base64 as string)[0]).toBe('base64');
  });
});

describe('searchTools tiers', () => {
  const tool = (id: string, keywords: string[] = [], subItems?: string[]): ToolDescriptor => ({
    id: id as ToolDescriptor['id'],
    path: `/${id}`,
    family: 'hash',
    category: 'encryption',
    keywords,
    ...(subItems ? { subItems } : {}),
  });
  const list = [
    tool('d-desc'),
    tool('k-contains', ['zebra-stripes']),
    tool('k-exact', ['zebra']),
    tool('sub', [], ['Zebra-256']),
    tool('n-contains'),
    tool('n-prefix'),
    tool('n-word'),
    tool('zebra'),
  ];
  const names = [
    {
      'd-desc': { name: 'Desc', description: 'about a zebra' },
      'k-contains': { name: 'Kc', description: '' },
      'k-exact': { name: 'Ke', description: '' },
      sub: { name: 'Sub', description: '' },
      'n-contains': { name: 'Big Zebraworks', description: '' },
      'n-prefix': { name: 'Zebra-fish tool', description: '' },
      'n-word': { name: 'The zebra', description: '' },
      zebra: { name: 'Z', description: '' },
    },
  ];

  it('orders id/name, name word, name prefix, name contains, keywords, description, sub-items', () => {
    const hits = searchTools(list, names, 'Zebra');
    expect(hits.map((h) => h.tool.id)).toEqual([
      'zebra',
      'n-word',
      'n-prefix',
      'n-contains',
      'k-exact',
      'k-contains',
      'd-desc',
      'sub',
    ]);
    expect(hits.map((h) => h.score)).toEqual([
      RANK.exact,
      RANK.nameWord,
      RANK.namePrefix,
      RANK.nameContains,
      RANK.keyword,
      RANK.keywordContains,
      RANK.description,
      RANK.subItem,
    ]);
  });

  it('keeps the registry order for an empty query and for equal scores', () => {
    expect(searchTools(list, names, ' ').map((h) => h.tool.id)).toEqual(list.map((t) => t.id));
    const twins = [tool('a', ['x']), tool('b', ['x'])];
    expect(
      searchTools(twins, [{ a: { name: 'A', description: '' }, b: { name: 'B', description: '' } }], 'x').map(
        (h) => h.tool.id,
      ),
    ).toEqual(['a', 'b']);
  });

  it('squashes spaces, hyphens and case', () => {
    expect(squash(' Base 64 ')).toBe('base64');
    expect(squash('SHA-3/Keccak_1.0')).toBe('sha3keccak10');
  });
});
