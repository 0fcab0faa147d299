import { describe, expect, it } from 'vitest';
import { chooseLocale, languageVary, requestLocale } from '../app/i18n/choose-locale.ts';
import { baseRouteId, localePath, localeRouteId, splitLocalePath } from '../app/i18n/locales.ts';

describe('language prefixes', () => {
  it('reads the language a path names and the path without it', () => {
    expect(splitLocalePath('/zh-hant/sha256')).toEqual({ locale: 'zh_Hant_HK', path: '/sha256' });
    expect(splitLocalePath('/zh-hans')).toEqual({ locale: 'zh_Hans_CN', path: '/' });
    expect(splitLocalePath('/zh-hans/')).toEqual({ locale: 'zh_Hans_CN', path: '/' });
    expect(splitLocalePath('/en?category=hash')).toEqual({ locale: 'en_US', path: '/?category=hash' });
    expect(splitLocalePath('/sha256')).toEqual({ locale: undefined, path: '/sha256' });
    expect(splitLocalePath('/')).toEqual({ locale: undefined, path: '/' });
    // only the exact lower-case prefixes: anything else is a path of its own (and a 404)
    expect(splitLocalePath('/ZH-HANT/sha256').locale).toBeUndefined();
    expect(splitLocalePath('/zh/sha256').locale).toBeUndefined();
    expect(splitLocalePath('/english/sha256').locale).toBeUndefined();
  });

  it('writes a path in a language, replacing any prefix it had, and leaves it alone with none', () => {
    expect(localePath('zh_Hans_CN', '/sha256')).toBe('/zh-hans/sha256');
    expect(localePath('zh_Hant_HK', '/')).toBe('/zh-hant');
    expect(localePath('en_US', '/?category=hash')).toBe('/en?category=hash');
    expect(localePath('en_US', '/#x')).toBe('/en#x');
    expect(localePath('en_US', '/zh-hant/md5')).toBe('/en/md5');
    expect(localePath(undefined, '/donate')).toBe('/donate');
    for (const p of ['/', '/sha256', '/donate', '/?q=1'])
      expect(splitLocalePath(localePath('zh_Hant_HK', p))).toEqual({ locale: 'zh_Hant_HK', path: p });
  });

  it('gives each language copy of a route its own id and the tool id back', () => {
    expect(localeRouteId('zh_Hant_HK', 'sha256')).toBe('zh-hant/sha256');
    expect(baseRouteId('zh-hant/sha256')).toBe('sha256');
    expect(baseRouteId('sha256')).toBe('sha256');
    expect(baseRouteId('routes/home')).toBe('routes/home');
    expect(baseRouteId('en/routes/home')).toBe('routes/home');
  });

  it('a prefixed request takes its language from the path, whatever the cookie and Accept-Language say', () => {
    const headers = { cookie: 'lang=en_US', 'accept-language': 'en' };
    expect(requestLocale(new Request('http://x/zh-hant/md5', { headers }), 'en_US')).toBe('zh_Hant_HK');
    expect(requestLocale(new Request('http://x/md5', { headers }), 'zh_Hans_CN')).toBe('en_US');
    expect(requestLocale(new Request('http://x/md5'), 'zh_Hans_CN')).toBe(
      chooseLocale(new Request('http://x/md5'), 'zh_Hans_CN'),
    );
    expect(languageVary('/zh-hant/md5')).toEqual([]);
    expect(languageVary('/md5')).toEqual(['Cookie', 'Accept-Language']);
  });
});
