import { describe, expect, it } from 'vitest';
import { pageVariant } from '../app/entry.server.tsx';

const variant = (url: string, headers: Record<string, string> = {}) =>
  pageVariant(new Request(`http://localhost${url}`, { headers }));

describe('pageVariant: what the page cache keys a page by', () => {
  it('keeps only the home page’s known category from the query; other parameters do not change a page', () => {
    expect(variant('/?category=encryption&utm_source=x')?.search).toBe('?category=encryption');
    expect(variant('/en?category=encoding')?.search).toBe('?category=encoding');
    expect(variant('/zh-hant/?category=encryption')?.search).toBe('?category=encryption');
    expect(variant('/?category=nope')?.search).toBe('');
    expect(variant('/sha256?category=encryption&input=abc')?.search).toBe('');
    expect(variant('/zh-hans/md5?x=1')).toEqual({ key: 'zh_Hans_CN', headers: {}, search: '' });
  });

  it('the language: a prefix names it; otherwise the cookie or Accept-Language, passed on as the cookie alone', () => {
    expect(variant('/md5', { cookie: 'lang=zh_Hant_HK; other=1' })).toEqual({
      key: 'zh_Hant_HK',
      headers: { cookie: 'lang=zh_Hant_HK' },
      search: '',
    });
    expect(variant('/md5', { 'accept-language': 'zh-CN,zh;q=0.9' })?.key).toBe('zh_Hans_CN');
  });

  it('never for data requests, the API, the sitemap or robots.txt', () => {
    for (const u of ['/md5.data', '/api/translate', '/sitemap.xml', '/robots.txt']) expect(variant(u)).toBeNull();
  });
});
