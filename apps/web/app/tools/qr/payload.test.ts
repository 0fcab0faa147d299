import { GEO_LIMITS } from '@tinkerbox/engine/qr';
import { describe, expect, it } from 'vitest';
import { EMPTY_FIELDS, payloadOf } from './payload.ts';

describe('payloadOf', () => {
  it('names the coordinate that is out of range, and builds geo: within range', () => {
    const geo = (latitude: string, longitude: string) => payloadOf('geo', { ...EMPTY_FIELDS, latitude, longitude });
    expect(geo('', '')).toBeNull();
    expect(geo('123', '2.29')).toEqual({ field: 'latitude' });
    expect(geo('abc', '2.29')).toEqual({ field: 'latitude' });
    expect(geo('48.8584', '')).toEqual({ field: 'longitude' });
    expect(geo('48.8584', '-180.5')).toEqual({ field: 'longitude' });
    expect(geo('48.8584', '2.29')).toEqual({ text: 'geo:48.8584,2.29' });
    expect(geo(String(-GEO_LIMITS.latitude), String(GEO_LIMITS.longitude))).toEqual({ text: 'geo:-90,180' });
  });

  it('makes nothing from the untouched fields of any kind', () => {
    for (const kind of ['text', 'url', 'wifi', 'vcard', 'email', 'sms', 'geo'] as const)
      expect(payloadOf(kind, EMPTY_FIELDS)).toBeNull();
  });

  it('escapes a Wi-Fi network as phone cameras read it', () => {
    expect(payloadOf('wifi', { ...EMPTY_FIELDS, ssid: 'Cafe;Guest', password: 'p:ss' })).toEqual({
      text: 'WIFI:T:WPA;S:Cafe\\;Guest;P:p\\:ss;;',
    });
  });
});
