import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../src/errors.ts';
import {
  classifyQrContent,
  emailPayload,
  geoPayload,
  parseVcardPayload,
  parseWifiPayload,
  smsPayload,
  vcardPayload,
  wifiPayload,
} from '../../src/qr/index.ts';

/** Percent-encoding by Python's urllib (an independent implementation of RFC 3986 encoding). */
function pyQuote(s: string): string {
  return execFileSync(
    'python3',
    ['-c', 'import sys,urllib.parse;print(urllib.parse.quote(sys.stdin.read(),safe=""),end="")'],
    {
      input: s,
    },
  ).toString();
}

describe('Wi-Fi (ZXing WIFI: syntax)', () => {
  it('writes the documented form with escapes', () => {
    // Example from ZXing's wiki "Barcode Contents": WIFI:T:WPA;S:mynetwork;P:mypass;;
    expect(wifiPayload({ ssid: 'mynetwork', password: 'mypass', security: 'WPA' })).toBe(
      'WIFI:T:WPA;S:mynetwork;P:mypass;;',
    );
    expect(wifiPayload({ ssid: 'a;b,c"d:e\\f', password: 'p;w', hidden: true })).toBe(
      'WIFI:T:WPA;S:a\\;b\\,c\\"d\\:e\\\\f;P:p\\;w;H:true;;',
    );
    expect(wifiPayload({ ssid: 'Open', security: 'nopass', password: 'ignored' })).toBe('WIFI:T:nopass;S:Open;;');
  });

  it('parses what it writes (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.string({ minLength: 1 }),
        fc.constantFrom('WPA' as const, 'WEP' as const),
        fc.boolean(),
        (ssid, password, security, hidden) => {
          expect(parseWifiPayload(wifiPayload({ ssid, password, security, hidden }))).toEqual({
            ssid,
            password,
            security,
            hidden,
          });
        },
      ),
    );
  });

  it('reads fields in any order', () => {
    expect(parseWifiPayload('WIFI:S:cafe;T:WEP;P:1234;;')).toEqual({
      ssid: 'cafe',
      password: '1234',
      security: 'WEP',
      hidden: false,
    });
    expect(parseWifiPayload('not wifi')).toBeNull();
  });
});

describe('vCard 3.0 (RFC 2426)', () => {
  it('writes CRLF lines with escaped values', () => {
    expect(
      vcardPayload({
        firstName: 'Ada',
        lastName: 'Lovelace',
        organization: 'Analytical, Ltd; UK',
        phone: '+44 20 1234',
        note: 'a\nb',
      }),
    ).toBe(
      'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lovelace;Ada;;;\r\nFN:Ada Lovelace\r\nORG:Analytical\\, Ltd\\; UK\r\nTEL:+44 20 1234\r\nNOTE:a\\nb\r\nEND:VCARD',
    );
  });

  it('parses what it writes (property)', () => {
    const field = fc.option(fc.string({ minLength: 1 }), { nil: undefined });
    fc.assert(
      fc.property(
        fc.record({ firstName: field, lastName: field, email: field, url: field, address: field, note: field }),
        (card) => {
          const norm = (s?: string) => s?.replace(/\r\n|\r/g, '\n');
          const back = parseVcardPayload(vcardPayload(card))!;
          for (const k of Object.keys(card) as (keyof typeof card)[]) expect(back[k]).toBe(norm(card[k]));
        },
      ),
    );
  });
});

describe('URIs', () => {
  it('mailto: percent-encodes like Python urllib (RFC 6068)', () => {
    expect(emailPayload({ to: 'a@example.com', subject: 'Hi there & you?' })).toBe(
      `mailto:a@example.com?subject=${pyQuote('Hi there & you?')}`,
    );
    expect(emailPayload({ to: 'a@example.com', body: 'line1\nline2 ü' })).toBe(
      `mailto:a@example.com?body=${pyQuote('line1\r\nline2 ü')}`,
    );
  });

  it('refuses a lone surrogate, which UTF-8 cannot hold, with UNENCODABLE_CHAR (not a URIError)', () => {
    const lone = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return isEngineError(e) ? e.code : String(e);
      }
      return 'no error';
    };
    expect(lone(() => emailPayload({ to: 'a\ud800@example.com' }))).toBe('UNENCODABLE_CHAR');
    expect(lone(() => emailPayload({ to: 'a@example.com', subject: '\udc00' }))).toBe('UNENCODABLE_CHAR');
    expect(lone(() => emailPayload({ to: 'a@example.com', body: 'x\ud83d' }))).toBe('UNENCODABLE_CHAR');
    expect(lone(() => smsPayload({ to: '1', body: '\ud800' }))).toBe('UNENCODABLE_CHAR');
    // A well-formed pair is one character, as Python's quote() encodes it.
    expect(emailPayload({ to: 'a@example.com', subject: '😀' })).toBe(`mailto:a@example.com?subject=${pyQuote('😀')}`);
  });

  it('sms: (RFC 5724) and geo: (RFC 5870)', () => {
    expect(smsPayload({ to: '+1 (555) 123-4567', body: 'On my way' })).toBe('sms:+15551234567?body=On%20my%20way');
    expect(geoPayload({ latitude: 48.8584, longitude: 2.2945 })).toBe('geo:48.8584,2.2945');
    expect(geoPayload({ latitude: -33.856784, longitude: 151.215297, altitude: 5 })).toBe(
      'geo:-33.856784,151.215297,5',
    );
    expect(() => geoPayload({ latitude: 91, longitude: 0 })).toThrow(RangeError);
    expect(() => geoPayload({ latitude: 0, longitude: Number.NaN })).toThrow(RangeError);
  });
});

describe('classifyQrContent', () => {
  it('recognises what phone cameras act on', () => {
    const kinds: [string, string][] = [
      ['https://example.com/x?y=1', 'url'],
      ['HTTP://EXAMPLE.COM', 'url'],
      ['www.example.com/path', 'url'],
      ['WIFI:T:WPA;S:n;P:p;;', 'wifi'],
      ['BEGIN:VCARD\nVERSION:3.0\nFN:X\nEND:VCARD', 'vcard'],
      ['MECARD:N:Doe,John;TEL:123;;', 'mecard'],
      ['mailto:a@b.c?subject=x', 'email'],
      ['MATMSG:TO:a@b.c;SUB:s;BODY:b;;', 'email'],
      ['tel:+15551234567', 'phone'],
      ['sms:+1555?body=hi', 'sms'],
      ['SMSTO:+1555:hi', 'sms'],
      ['geo:1.5,-2.25', 'geo'],
      ['otpauth://totp/x?secret=ABC', 'otp'],
      ['BEGIN:VEVENT\nSUMMARY:x\nEND:VEVENT', 'event'],
      ['just some text', 'text'],
      ['javascript alert(1)', 'text'],
    ];
    for (const [text, kind] of kinds) expect(classifyQrContent(text).kind, text).toBe(kind);
    expect(classifyQrContent('sms:+1555?body=hi%20there').fields).toEqual({ to: '+1555', body: 'hi there' });
    expect(classifyQrContent('MECARD:N:Doe,John;TEL:123;;').fields).toEqual({ name: 'Doe,John', phone: '123' });
  });
});
