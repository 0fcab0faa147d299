import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../app/brand/config.server.ts';
import { robotsTxt, sitemapXml } from '../app/shell/site-files.ts';
import { alternates, canonicalUrl, sitePaths } from '../app/shell/site-pages.ts';
import { tools } from '../app/tools/registry.ts';

describe('SITE_ORIGIN', () => {
  it('is kept as a bare origin, and anything else stops the server with its name', () => {
    expect(loadConfig({}).origin).toBeNull();
    expect(loadConfig({ SITE_ORIGIN: 'https://Tools.Example.com/' }).origin).toBe('https://tools.example.com');
    expect(loadConfig({ SITE_ORIGIN: 'http://localhost:8080' }).origin).toBe('http://localhost:8080');
    for (const bad of [
      'tools.example.com',
      'ftp://x.example',
      'https://x.example/sub',
      'https://x.example/?a=1',
      'https://u:p@x.example',
    ])
      expect(() => loadConfig({ SITE_ORIGIN: bad }), bad).toThrow(ConfigError);
    expect(() => loadConfig({ SITE_ORIGIN: 'https://x.example/sub' })).toThrow(/SITE_ORIGIN/);
  });
});

describe('canonical and alternates', () => {
  it('name the page in every language and x-default, from any of its URLs', () => {
    const want = [
      { hreflang: 'en', href: 'https://t.example/en/md5' },
      { hreflang: 'zh-Hans', href: 'https://t.example/zh-hans/md5' },
      { hreflang: 'zh-Hant', href: 'https://t.example/zh-hant/md5' },
      { hreflang: 'x-default', href: 'https://t.example/md5' },
    ];
    for (const p of ['/md5', '/en/md5', '/zh-hant/md5', '/zh-hans/md5/'])
      expect(alternates(p, 'https://t.example')).toEqual(want);
    expect(alternates('/zh-hant', null).map((a) => a.href)).toEqual(['/en', '/zh-hans', '/zh-hant', '/']);
    expect(canonicalUrl('/zh-hant/md5/', 'https://t.example')).toBe('https://t.example/zh-hant/md5');
    expect(canonicalUrl('/', 'https://t.example')).toBe('https://t.example/');
    expect(canonicalUrl('/md5', null)).toBeNull();
  });
});

describe('sitemap and robots.txt', () => {
  it('the sitemap has every registry page in four forms, each with all four alternates', () => {
    const xml = sitemapXml('https://t.example');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(sitePaths()).toEqual(['/', '/donate', ...tools.map((t) => t.path)]);
    expect(locs).toHaveLength(sitePaths().length * 4);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain('https://t.example/zh-hant/donate');
    expect(xml.match(/<xhtml:link /g)).toHaveLength(locs.length * 4);
  });

  it('robots.txt names the sitemap only with an origin', () => {
    expect(robotsTxt('https://t.example')).toContain('Sitemap: https://t.example/sitemap.xml');
    expect(robotsTxt(null)).not.toMatch(/^Sitemap:/m);
    expect(robotsTxt(null)).toMatch(/^Disallow: \/api\/$/m);
  });
});
