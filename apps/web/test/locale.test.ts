import { describe, expect, it } from 'vitest';
import { chooseLocale, localeFromCookie } from '../app/i18n/choose-locale.ts';
import { localeFromAcceptLanguage, toBcp47, toUiLocale } from '../app/i18n/locales.ts';

const req = (headers: Record<string, string>) => new Request('http://localhost/', { headers });

describe('chooseLocale', () => {
  it('takes a valid lang cookie over Accept-Language', () => {
    expect(chooseLocale(req({ cookie: 'a=1; lang=zh_Hant_HK', 'accept-language': 'en' }), 'en_US')).toBe('zh_Hant_HK');
  });
  it('falls back to the brand default for an unknown cookie value, ignoring Accept-Language', () => {
    expect(chooseLocale(req({ cookie: 'lang=fr_FR', 'accept-language': 'zh-CN' }), 'en_US')).toBe('en_US');
    expect(chooseLocale(req({ cookie: 'lang=xx', 'accept-language': 'en' }), 'zh_Hans_CN')).toBe('zh_Hans_CN');
  });
  it('lets Accept-Language choose when there is no cookie', () => {
    expect(chooseLocale(req({ 'accept-language': 'zh-TW,zh;q=0.9' }), 'en_US')).toBe('zh_Hant_HK');
    expect(chooseLocale(req({ 'accept-language': 'fr-FR, zh-CN;q=0.8, en;q=0.5' }), 'en_US')).toBe('zh_Hans_CN');
  });
  it('uses the brand default when nothing matches', () => {
    expect(chooseLocale(req({ 'accept-language': 'fr-FR, de' }), 'zh_Hans_CN')).toBe('zh_Hans_CN');
    expect(chooseLocale(req({}), 'en_US')).toBe('en_US');
  });
});

describe('localeFromAcceptLanguage', () => {
  it('ranks by q and maps Chinese variants by script and region', () => {
    expect(localeFromAcceptLanguage('en;q=0.1, zh-Hant;q=0.9')).toBe('zh_Hant_HK');
    expect(localeFromAcceptLanguage('zh-Hans-HK')).toBe('zh_Hans_CN');
    expect(localeFromAcceptLanguage('zh-HK')).toBe('zh_Hant_HK');
    expect(localeFromAcceptLanguage('zh')).toBe('zh_Hans_CN');
    expect(localeFromAcceptLanguage('en;q=0')).toBeUndefined();
  });
});

describe('locale codes', () => {
  it('gives BCP 47 tags and the widget language for every locale', () => {
    // BCP 47 (RFC 5646): language-script-region, hyphen-separated.
    expect(toBcp47('en_US')).toBe('en-US');
    expect(toBcp47('zh_Hans_CN')).toBe('zh-Hans-CN');
    expect(toBcp47('zh_Hant_HK')).toBe('zh-Hant-HK');
    expect(new Intl.Locale(toBcp47('zh_Hant_HK')).script).toBe('Hant');
    expect([toUiLocale('en_US'), toUiLocale('zh_Hans_CN'), toUiLocale('zh_Hant_HK')]).toEqual([
      'en',
      'zh-Hans',
      'zh-Hant',
    ]);
  });
  it('reads the lang cookie from document.cookie, ignoring values that are not ours', () => {
    expect(localeFromCookie('a=1; lang=zh_Hant_HK; b=2')).toBe('zh_Hant_HK');
    expect(localeFromCookie('lang=fr_FR')).toBeUndefined();
    expect(localeFromCookie('')).toBeUndefined();
  });
});
