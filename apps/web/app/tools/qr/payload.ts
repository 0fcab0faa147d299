import {
  emailPayload,
  GEO_LIMITS,
  geoPayload,
  smsPayload,
  vcardPayload,
  type WifiSecurity,
  wifiPayload,
} from '@tinkerbox/engine/qr';

/** What the generator's code holds, in the order of its content picker. */
export const KINDS = ['text', 'url', 'wifi', 'vcard', 'email', 'sms', 'geo'] as const;
export type Kind = (typeof KINDS)[number];

/** Every field of every kind, as typed (kept while the visitor switches kinds). */
export interface Fields {
  text: string;
  url: string;
  ssid: string;
  password: string;
  security: WifiSecurity;
  hidden: boolean;
  firstName: string;
  lastName: string;
  organization: string;
  title: string;
  phone: string;
  email: string;
  website: string;
  address: string;
  note: string;
  to: string;
  subject: string;
  body: string;
  smsTo: string;
  smsBody: string;
  latitude: string;
  longitude: string;
}

/** The text fields (every field but the Wi-Fi security and hidden flag). */
export type TextKey = Exclude<keyof Fields, 'security' | 'hidden'>;

export const EMPTY_FIELDS: Fields = {
  text: '',
  url: 'https://',
  ssid: '',
  password: '',
  security: 'WPA',
  hidden: false,
  firstName: '',
  lastName: '',
  organization: '',
  title: '',
  phone: '',
  email: '',
  website: '',
  address: '',
  note: '',
  to: '',
  subject: '',
  body: '',
  smsTo: '',
  smsBody: '',
  latitude: '',
  longitude: '',
};

/** The text to encode, the coordinate that is out of range, or null while there is nothing to encode. */
export type Payload = { text: string } | { field: 'latitude' | 'longitude' } | null;

/** A coordinate as typed, if it is a number within ±`max` degrees. */
function coordinate(typed: string, max: number): number | null {
  const n = Number(typed);
  return typed.trim() !== '' && Math.abs(n) <= max ? n : null;
}

/** The text a code of this kind holds, made by the engine's payload builders. */
export function payloadOf(kind: Kind, f: Fields): Payload {
  switch (kind) {
    case 'text':
      return f.text ? { text: f.text } : null;
    case 'url':
      return f.url && f.url !== 'https://' ? { text: f.url.trim() } : null;
    case 'wifi':
      return f.ssid
        ? { text: wifiPayload({ ssid: f.ssid, password: f.password, security: f.security, hidden: f.hidden }) }
        : null;
    case 'vcard': {
      const card = {
        firstName: f.firstName,
        lastName: f.lastName,
        organization: f.organization,
        title: f.title,
        phone: f.phone,
        email: f.email,
        url: f.website,
        address: f.address,
        note: f.note,
      };
      return Object.values(card).some((v) => v.trim()) ? { text: vcardPayload(card) } : null;
    }
    case 'email':
      return f.to ? { text: emailPayload({ to: f.to, subject: f.subject, body: f.body }) } : null;
    case 'sms':
      return f.smsTo ? { text: smsPayload({ to: f.smsTo, body: f.smsBody }) } : null;
    case 'geo': {
      if (!f.latitude.trim() && !f.longitude.trim()) return null;
      const latitude = coordinate(f.latitude, GEO_LIMITS.latitude);
      if (latitude === null) return { field: 'latitude' };
      const longitude = coordinate(f.longitude, GEO_LIMITS.longitude);
      if (longitude === null) return { field: 'longitude' };
      return { text: geoPayload({ latitude, longitude }) };
    }
  }
}
