import { encodeUrl } from '../encoding/escape.ts';
/** Wi-Fi network security as written in the `T:` field. */
export type WifiSecurity = 'WPA' | 'WEP' | 'nopass';

/**
 * The `T:` values of the ZXing `WIFI:` syntax ({@link wifiPayload}); `WPA` also stands for WPA2 and
 * WPA3 on phone cameras, `nopass` is an open network.
 * @example WIFI_SECURITIES // ['WPA', 'WEP', 'nopass']
 */
export const WIFI_SECURITIES: readonly WifiSecurity[] = ['WPA', 'WEP', 'nopass'];

export interface WifiConfig {
  ssid: string;
  password?: string;
  security?: WifiSecurity;
  hidden?: boolean;
}

/** Backslash-escapes the characters the ZXing Wi-Fi and MECARD syntax reserves: \ ; , " : */
function escapeMe(s: string): string {
  return s.replace(/([\\;,":])/g, '\\$1');
}

/**
 * Text of a Wi-Fi network QR code, the `WIFI:` syntax of ZXing's barcode-contents wiki that phone
 * cameras (Android, iOS 11+) join from.
 * @example wifiPayload({ ssid: 'Home;1', password: 'p:w', security: 'WPA' }) // 'WIFI:T:WPA;S:Home\\;1;P:p\\:w;;'
 */
export function wifiPayload(c: WifiConfig): string {
  const security = c.security ?? (c.password ? 'WPA' : 'nopass');
  let s = `WIFI:T:${security};S:${escapeMe(c.ssid)};`;
  if (security !== 'nopass' && c.password) s += `P:${escapeMe(c.password)};`;
  if (c.hidden) s += 'H:true;';
  return `${s};`;
}

/** Splits `K:v;K:v;` fields of WIFI:/MECARD: text, honouring backslash escapes. */
function meFields(body: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  let i = 0;
  while (i < body.length) {
    const colon = body.indexOf(':', i);
    if (colon < 0) break;
    const key = body.slice(i, colon).toUpperCase();
    let v = '';
    let j = colon + 1;
    for (; j < body.length && body[j] !== ';'; j++) {
      if (body[j] === '\\' && j + 1 < body.length) j++;
      v += body[j];
    }
    if (key) out.set(key, [...(out.get(key) ?? []), v]);
    i = j + 1;
    while (body[i] === ';') i++;
  }
  return out;
}

/**
 * Reads a `WIFI:` payload back; null when the text is not one.
 * @example parseWifiPayload('WIFI:T:WPA;S:Home\\;1;P:pw;;') // { ssid: 'Home;1', password: 'pw', security: 'WPA', hidden: false }
 */
export function parseWifiPayload(text: string): Required<WifiConfig> | null {
  if (!/^WIFI:/i.test(text)) return null;
  const f = meFields(text.slice(5));
  const ssid = f.get('S')?.[0];
  if (ssid === undefined) return null;
  const t = (f.get('T')?.[0] ?? '').toUpperCase();
  const security: WifiSecurity = t === 'WEP' ? 'WEP' : t === '' || t === 'NOPASS' ? 'nopass' : 'WPA';
  return { ssid, password: f.get('P')?.[0] ?? '', security, hidden: (f.get('H')?.[0] ?? '').toLowerCase() === 'true' };
}

export interface VCard {
  firstName?: string;
  lastName?: string;
  organization?: string;
  title?: string;
  phone?: string;
  email?: string;
  url?: string;
  address?: string;
  note?: string;
}

const VCARD_KEYS: Record<string, keyof VCard> = {
  ORG: 'organization',
  TITLE: 'title',
  TEL: 'phone',
  EMAIL: 'email',
  URL: 'url',
  NOTE: 'note',
};

function escapeVcard(s: string): string {
  return s
    .replace(/\\/g, '\\\\')
    .replace(/([;,])/g, '\\$1')
    .replace(/\r\n|\r|\n/g, '\\n');
}

function unescapeVcard(s: string): string {
  return s.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

/** Splits a vCard value on unescaped `;`. */
function splitVcard(v: string): string[] {
  const out: string[] = [];
  let cur = '';
  for (let i = 0; i < v.length; i++) {
    if (v[i] === '\\' && i + 1 < v.length) {
      cur += v[i]! + v[i + 1]!;
      i++;
    } else if (v[i] === ';') {
      out.push(cur);
      cur = '';
    } else cur += v[i];
  }
  out.push(cur);
  return out;
}

/**
 * A vCard 3.0 contact (RFC 2426) with the fields phones import; empty fields are left out. The
 * address is written as the street line of ADR.
 * @example vcardPayload({ firstName: 'Ada', lastName: 'Lovelace' }) // 'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lovelace;Ada;;;\r\nFN:Ada Lovelace\r\nEND:VCARD'
 */
export function vcardPayload(c: VCard): string {
  const lines = ['BEGIN:VCARD', 'VERSION:3.0'];
  const first = c.firstName ?? '';
  const last = c.lastName ?? '';
  lines.push(`N:${escapeVcard(last)};${escapeVcard(first)};;;`);
  lines.push(`FN:${escapeVcard([first, last].filter(Boolean).join(' ') || c.organization || '')}`);
  for (const [key, field] of Object.entries(VCARD_KEYS)) {
    const v = c[field];
    if (v) lines.push(`${key}:${escapeVcard(v)}`);
  }
  if (c.address) lines.push(`ADR:;;${escapeVcard(c.address)};;;;`);
  lines.push('END:VCARD');
  return lines.join('\r\n');
}

/**
 * Reads the fields of {@link vcardPayload} back from a vCard 2.1/3.0/4.0 text (parameters such as
 * `TEL;TYPE=cell` are ignored, folded lines are unfolded); null when the text is not a vCard.
 * @example parseVcardPayload('BEGIN:VCARD\r\nN:Lovelace;Ada;;;\r\nTEL;TYPE=cell:+44 20\r\nEND:VCARD') // { lastName: 'Lovelace', firstName: 'Ada', phone: '+44 20' }
 */
export function parseVcardPayload(text: string): VCard | null {
  if (!/^BEGIN:VCARD/i.test(text.trimStart())) return null;
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const out: VCard = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = (line.slice(0, colon).split(';')[0] ?? '').toUpperCase();
    const value = line.slice(colon + 1);
    if (key === 'N') {
      const [last = '', first = ''] = splitVcard(value);
      if (last) out.lastName = unescapeVcard(last);
      if (first) out.firstName = unescapeVcard(first);
    } else if (key === 'ADR') {
      const street = splitVcard(value)[2];
      if (street) out.address = unescapeVcard(street);
    } else {
      const field = VCARD_KEYS[key];
      if (field && out[field] === undefined) out[field] = unescapeVcard(value);
    }
  }
  return out;
}

/**
 * A `mailto:` URI (RFC 6068) with optional subject and body, percent-encoded as UTF-8.
 * @throws EngineError UNENCODABLE_CHAR (char, position, encoding) for a lone surrogate, which UTF-8 cannot hold
 * @example emailPayload({ to: 'a@example.com', subject: 'Hi there' }) // 'mailto:a@example.com?subject=Hi%20there'
 */
export function emailPayload(m: { to: string; subject?: string; body?: string }): string {
  const q: string[] = [];
  if (m.subject) q.push(`subject=${encodeUrl(m.subject)}`);
  if (m.body) q.push(`body=${encodeUrl(m.body.replace(/\r?\n/g, '\r\n'))}`);
  return `mailto:${encodeUrl(m.to.trim(), 'uri').replace(/[?#]/g, encodeURIComponent)}${q.length ? `?${q.join('&')}` : ''}`;
}

/**
 * An `sms:` URI (RFC 5724) with an optional prefilled body.
 * @throws EngineError UNENCODABLE_CHAR (char, position, encoding) for a lone surrogate in the body
 * @example smsPayload({ to: '+15551234567', body: 'On my way' }) // 'sms:+15551234567?body=On%20my%20way'
 */
export function smsPayload(m: { to: string; body?: string }): string {
  const to = m.to.replace(/[^\d+*#,;pw]/gi, '');
  return `sms:${to}${m.body ? `?body=${encodeUrl(m.body)}` : ''}`;
}

/**
 * The largest absolute latitude and longitude in degrees that {@link geoPayload} accepts (WGS-84,
 * RFC 5870 3.4.2): latitude from -90 to 90, longitude from -180 to 180.
 * @example GEO_LIMITS.latitude // 90
 */
export const GEO_LIMITS: Readonly<{ latitude: number; longitude: number }> = { latitude: 90, longitude: 180 };

/**
 * A `geo:` URI (RFC 5870) in WGS-84, with up to 7 decimals (about 1 cm).
 * @throws RangeError when latitude or longitude is outside {@link GEO_LIMITS}.
 * @example geoPayload({ latitude: 48.8584, longitude: 2.2945 }) // 'geo:48.8584,2.2945'
 */
export function geoPayload(g: { latitude: number; longitude: number; altitude?: number }): string {
  const { latitude: lat, longitude: lon } = GEO_LIMITS;
  if (!(Math.abs(g.latitude) <= lat)) throw new RangeError(`latitude must be -${lat}..${lat}, got ${g.latitude}`);
  if (!(Math.abs(g.longitude) <= lon)) throw new RangeError(`longitude must be -${lon}..${lon}, got ${g.longitude}`);
  const f = (n: number) => String(Number(n.toFixed(7)));
  const alt = g.altitude !== undefined && Number.isFinite(g.altitude) ? `,${f(g.altitude)}` : '';
  return `geo:${f(g.latitude)},${f(g.longitude)}${alt}`;
}

/** What a decoded QR text is, for display. */
export type QrContentKind =
  | 'url'
  | 'wifi'
  | 'vcard'
  | 'mecard'
  | 'email'
  | 'phone'
  | 'sms'
  | 'geo'
  | 'otp'
  | 'event'
  | 'text';

export interface QrContent {
  kind: QrContentKind;
  /** Named fields for the structured kinds (Wi-Fi, contacts, e-mail, SMS, geo). */
  fields: Record<string, string>;
}

function decodeUriPart(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * Classifies decoded QR text by the conventions phone cameras act on (ZXing's result parsers):
 * web URLs, WIFI:, vCard and MECARD contacts, mailto:/MATMSG:, tel:, sms:/SMSTO:, geo:, otpauth:, iCalendar events.
 * @example classifyQrContent('https://example.com').kind // 'url'
 */
export function classifyQrContent(text: string): QrContent {
  const t = text.trim();
  const wifi = parseWifiPayload(t);
  if (wifi)
    return {
      kind: 'wifi',
      fields: { ssid: wifi.ssid, password: wifi.password, security: wifi.security, hidden: String(wifi.hidden) },
    };
  const vcard = parseVcardPayload(t);
  if (vcard) return { kind: 'vcard', fields: vcard as Record<string, string> };
  if (/^MECARD:/i.test(t)) {
    const f = meFields(t.slice(7));
    const fields: Record<string, string> = {};
    for (const [k, name] of [
      ['N', 'name'],
      ['TEL', 'phone'],
      ['EMAIL', 'email'],
      ['URL', 'url'],
      ['ADR', 'address'],
      ['NOTE', 'note'],
    ] as const) {
      const v = f.get(k)?.[0];
      if (v) fields[name] = v;
    }
    return { kind: 'mecard', fields };
  }
  let m = /^mailto:([^?]*)(?:\?(.*))?$/is.exec(t);
  if (m) {
    const q = new URLSearchParams(m[2] ?? '');
    const fields: Record<string, string> = { to: decodeUriPart(m[1] ?? '') };
    for (const k of ['subject', 'body', 'cc', 'bcc']) {
      const v = q.get(k);
      if (v !== null) fields[k] = v;
    }
    return { kind: 'email', fields };
  }
  m = /^MATMSG:(.*)$/is.exec(t);
  if (m) {
    const f = meFields(m[1]!);
    return {
      kind: 'email',
      fields: { to: f.get('TO')?.[0] ?? '', subject: f.get('SUB')?.[0] ?? '', body: f.get('BODY')?.[0] ?? '' },
    };
  }
  m = /^tel:(.+)$/i.exec(t);
  if (m) return { kind: 'phone', fields: { number: decodeUriPart(m[1]!) } };
  m = /^sms:([^?]*)(?:\?(.*))?$/is.exec(t);
  if (m)
    return {
      kind: 'sms',
      fields: { to: decodeUriPart(m[1]!), body: new URLSearchParams(m[2] ?? '').get('body') ?? '' },
    };
  m = /^SMSTO:([^:]*)(?::(.*))?$/is.exec(t);
  if (m) return { kind: 'sms', fields: { to: m[1]!, body: m[2] ?? '' } };
  m = /^geo:(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)(?:,(-?\d+(?:\.\d+)?))?/i.exec(t);
  if (m) {
    const fields: Record<string, string> = { latitude: m[1]!, longitude: m[2]! };
    if (m[3]) fields.altitude = m[3];
    return { kind: 'geo', fields };
  }
  if (/^otpauth(-migration)?:\/\//i.test(t)) return { kind: 'otp', fields: {} };
  if (/^BEGIN:(VCALENDAR|VEVENT)/i.test(t)) return { kind: 'event', fields: {} };
  if (/^[a-z][a-z0-9+.-]*:\/\/\S+$/i.test(t) || /^(www\.)[^\s/]+\.[a-z]{2,}\S*$/i.test(t))
    return { kind: 'url', fields: {} };
  return { kind: 'text', fields: {} };
}
