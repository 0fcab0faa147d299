import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n/locales.ts';
import { buildUrl, editsOf, parseUrl } from './urlparser.logic.ts';
import { urlparserMessages } from './urlparser.messages.ts';

const SAMPLE =
  'https://us%20er:p%40ss@xn--bcher-kva.example:8443/a%20b/%E4%B8%AD%E6%96%87/?q=caf%C3%A9&x=1+2&x=3#frag%20ment';

describe('urlparser', () => {
  it('has every word of its page in every language', () => {
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(urlparserMessages[locale]))
        if (typeof text === 'string') expect(text.trim(), `${locale} ${key}`).not.toBe('');
    }
  });

  it('splits a URL as python3 urllib.parse does, with the host in Unicode as its idna codec gives', () => {
    // python3: urlsplit(u) -> scheme https, username us%20er, password p%40ss, hostname xn--bcher-kva.example,
    // port 8443; [unquote(p) for p in path.split('/')[1:]] -> ['a b', '中文', '']; parse_qsl(query) ->
    // [('q','café'), ('x','1 2'), ('x','3')]; unquote(fragment) -> 'frag ment';
    // b'xn--bcher-kva.example'.decode('idna') -> 'bücher.example'
    const p = parseUrl(SAMPLE);
    expect(p).toMatchObject({
      protocol: 'https:',
      username: 'us%20er',
      password: 'p%40ss',
      hostname: 'xn--bcher-kva.example',
      hostnameUnicode: 'bücher.example',
      port: '8443',
      pathname: '/a%20b/%E4%B8%AD%E6%96%87/',
      segments: ['a b', '中文', ''],
      params: [
        ['q', 'café'],
        ['x', '1 2'],
        ['x', '3'],
      ],
      hashDecoded: 'frag ment',
    });
  });

  it('turns a Unicode host into Punycode as python3 "例え.テスト".encode("idna") does', () => {
    const p = parseUrl('http://例え.テスト/');
    expect(p?.hostname).toBe('xn--r8jz45g.xn--zckzah');
    expect(p?.hostnameUnicode).toBe('例え.テスト');
    expect(p?.defaultPort).toBe('80');
  });

  it('refuses what the WHATWG parser refuses (WPT urltestdata: "http://a b/", "https://[::1", no scheme)', () => {
    expect(parseUrl('http://a b/')).toBeNull();
    expect(parseUrl('https://[::1')).toBeNull();
    expect(parseUrl('example.com/path')).toBeNull();
    expect(parseUrl('mailto:someone@example.com')?.pathname).toBe('someone@example.com');
  });

  it('builds the URL back: unchanged, then with edited parts', () => {
    const p = parseUrl(SAMPLE);
    if (!p) throw new Error('parse');
    expect(buildUrl(editsOf(p), p)).toBe(SAMPLE);
    const edited = {
      ...editsOf(p),
      hostname: '中文.com',
      port: '',
      params: [['q', 'a&b c'] as [string, string]],
      hash: '',
    };
    // python3: '中文.com'.encode('idna') -> xn--fiq228c.com; urlencode([('q','a&b c')]) -> q=a%26b+c
    expect(buildUrl(edited, p)).toBe('https://us%20er:p%40ss@xn--fiq228c.com/a%20b/%E4%B8%AD%E6%96%87/?q=a%26b+c');
    expect(buildUrl({ ...editsOf(p), port: '99999' }, p)).toBeNull();
    const mail = parseUrl('mailto:someone@example.com');
    if (!mail) throw new Error('parse');
    expect(buildUrl({ ...editsOf(mail), params: [['subject', 'hi there']] }, mail)).toBe(
      'mailto:someone@example.com?subject=hi+there',
    );
  });
});
