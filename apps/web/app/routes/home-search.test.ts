import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales.ts';
import { toolNames } from '../tools/names.ts';
import { tools as descriptors } from '../tools/registry.ts';
import { type SearchableTool, searchable } from '../tools/search-terms.ts';
import { editDistance, RANK, searchTools, squash, typosAllowed } from './home-search.ts';

const ALL = LOCALES.map((l) => toolNames(l));
const tools = searchable(descriptors);
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
  const tool = (id: string, keywords: string[] = [], subItems?: string[]): SearchableTool => ({
    id: id as SearchableTool['id'],
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

/**
 * Optimal string alignment distance straight from its definition (Wagner-Fischer's recurrence plus the
 * transposition case, as in Boytsov 2011, "Indexing methods for approximate dictionary searching",
 * section 2.2), memoised recursion with no cut-off: an independent reference for `editDistance`.
 */
function osaReference(a: string, b: string): number {
  const memo = new Map<string, number>();
  const d = (i: number, j: number): number => {
    if (i === 0) return j;
    if (j === 0) return i;
    const key = `${i},${j}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    let v = Math.min(d(i - 1, j) + 1, d(i, j - 1) + 1, d(i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : 1));
    if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d(i - 2, j - 2) + 1);
    memo.set(key, v);
    return v;
  };
  return d(a.length, b.length);
}

describe('editDistance (issue 16: typo-tolerant search)', () => {
  it('gives the textbook values', () => {
    expect(editDistance('kitten', 'sitting', 5)).toBe(3); // Levenshtein's classic example
    expect(editDistance('sah256', 'sha256', 3)).toBe(1); // one swap, where plain Levenshtein says 2
    expect(editDistance('ca', 'abc', 5)).toBe(3); // OSA, unlike true Damerau-Levenshtein (2), edits no substring twice
    expect(editDistance('', 'abc', 5)).toBe(3);
    expect(editDistance('same', 'same', 0)).toBe(0);
    const long = 'abcd'.repeat(30); // longer than the rows it starts with
    expect(editDistance(long, `x${long.slice(1, -1)}yz`, 5)).toBe(osaReference(long, `x${long.slice(1, -1)}yz`));
  });

  it('agrees with the reference on random strings, and caps at max + 1', () => {
    let seed = 16;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const word = () => Array.from({ length: rand(8) }, () => 'abcd'[rand(4)]).join('');
    for (let i = 0; i < 2000; i++) {
      const a = word();
      const b = word();
      const max = rand(4);
      expect(editDistance(a, b, max), `${a} ${b} ${max}`).toBe(Math.min(osaReference(a, b), max + 1));
    }
  });

  it('allows no typo up to 3 characters, one from 4, two from 8', () => {
    expect([typosAllowed('md4'), typosAllowed('sah2'), typosAllowed('keccack'), typosAllowed('hmcasha256')]).toEqual([
      0, 1, 1, 2,
    ]);
  });
});

describe('typo-tolerant search on the real registry, one language at a time (the palette)', () => {
  const inLanguage = (l: (typeof LOCALES)[number], q: string) =>
    searchTools(tools, [toolNames(l)], q).map((h) => h.tool.id);

  it('finds the tool behind a misspelling first', () => {
    const cases: Array<[string, string]> = [
      ['sah256', 'sha256'],
      ['base46', 'base64'],
      ['hmca sha256', 'hmacsha256'],
      ['keccack', 'sha3'],
      ['pbkfd2', 'pbkdf2'],
      ['tetirs', 'tetris'],
      ['rippemd', 'ripemd160'],
      // the words of a name in another order
      ['256 sha', 'sha256'],
      ['512 sha', 'sha512'],
      ['256 sha hmac', 'hmacsha256'],
    ];
    for (const l of LOCALES) for (const [q, id] of cases) expect(inLanguage(l, q)[0], `${l} ${q}`).toBe(id);
  });

  it('ranks a misspelling below every exact match, and lets short words have no typo', () => {
    const hits = searchTools(tools, [toolNames('en_US')], 'sah256');
    expect(hits[0]?.score).toBe(RANK.typo);
    expect(inLanguage('en_US', 'md4')).not.toContain('md5');
    // a typo that only a description word explains shows only when nothing better matched
    expect(inLanguage('en_US', 'base46')).not.toContain('md5');
    expect(inLanguage('en_US', 'qwertyuiop')).toEqual([]);
  });

  it('puts the tool named by a misspelt word before those whose keywords or longer words explain it', () => {
    // "trpn" is one typo from TRON (a name word of /trontools, a keyword elsewhere) and from "tran"(saction)
    expect(inLanguage('en_US', 'trpn')[0]).toBe('trontools');
    expect(inLanguage('en_US', 'trno')[0]).toBe('trontools');
  });

  it('finds tools by their Chinese names in each script', () => {
    const hans = toolNames('zh_Hans_CN');
    const hant = toolNames('zh_Hant_HK');
    expect(inLanguage('zh_Hans_CN', hans.qrcode?.name ?? '?')[0]).toBe('qrcode');
    expect(inLanguage('zh_Hant_HK', hant.qrcode?.name ?? '?')[0]).toBe('qrcode');
    expect(inLanguage('zh_Hans_CN', '二维码')).toContain('qrcode');
    expect(inLanguage('zh_Hant_HK', '二維碼')).toContain('qrcode');
  });
});
