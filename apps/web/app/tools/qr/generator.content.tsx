import { GEO_LIMITS, WIFI_SECURITIES, type WifiSecurity } from '@tinkerbox/engine/qr';
import { Checkbox, FieldError, Select, TextField, type TextFieldProps } from '@tinkerbox/ui';
import { type ReactNode, useId } from 'react';
import { fmt, useMessages } from '../../i18n/t.tsx';
import type { Fields, Kind, TextKey } from './payload.ts';
import { qrMessages } from './qr.messages.ts';
import { qrGenMessages } from './qr-gen.messages.ts';

interface ContentProps {
  kind: Kind;
  fields: Fields;
  setField: <K extends keyof Fields>(k: K, v: Fields[K]) => void;
  /** The message for text that does not fit a QR code. */
  encodeError: string | null;
  badCoordinate: 'latitude' | 'longitude' | null;
}

type InputMode = TextFieldProps['inputMode'];

/** The fields of the chosen kind of content (text, link, Wi-Fi, contact, e-mail, SMS, location). */
export function ContentFields({ kind, fields, setField, encodeError, badCoordinate }: ContentProps) {
  const m = useMessages(qrMessages);
  const g = useMessages(qrGenMessages);
  const errorId = useId();
  const input = (k: TextKey, label: string, inputMode?: InputMode, error?: string | null) => (
    <TextField
      label={label}
      mono={false}
      inputMode={inputMode}
      value={fields[k]}
      onChange={(v) => setField(k, v)}
      error={error}
    />
  );
  const area = (k: TextKey, label: string, rows = 3, error?: string | null) => (
    <TextField
      label={label}
      multiline
      mono={false}
      rows={rows}
      value={fields[k]}
      onChange={(v) => setField(k, v)}
      error={error}
    />
  );
  const group = (wide: boolean, children: ReactNode) => (
    <div className={wide ? 'grid grid-cols-2 gap-4 max-md:grid-cols-1' : 'flex flex-col gap-4'}>{children}</div>
  );
  const own = kind === 'text' || kind === 'url';
  return (
    <>
      {kind === 'text' && area('text', g.text, 5, encodeError)}
      {kind === 'url' && area('url', g.url, 2, encodeError)}
      {kind === 'wifi' &&
        group(
          true,
          <>
            {input('ssid', g.ssid)}
            {input('password', g.password)}
            <Select<WifiSecurity>
              label={g.security}
              value={fields.security}
              options={WIFI_SECURITIES.map((v) => ({ value: v, label: m.securities[v] }))}
              onChange={(v) => setField('security', v)}
            />
            <Checkbox
              className="self-end"
              label={g.hidden}
              checked={fields.hidden}
              onChange={(v) => setField('hidden', v)}
            />
          </>,
        )}
      {kind === 'vcard' &&
        group(
          true,
          <>
            {input('firstName', g.firstName)}
            {input('lastName', g.lastName)}
            {input('organization', g.organization)}
            {input('title', g.title)}
            {input('phone', g.phone, 'tel')}
            {input('email', g.email, 'email')}
            {input('website', g.website, 'url')}
            {input('address', g.address)}
            <div className="col-span-full">{area('note', g.note, 2)}</div>
          </>,
        )}
      {kind === 'email' &&
        group(
          false,
          <>
            {input('to', g.to, 'email')}
            {input('subject', g.subject)}
            {area('body', g.body)}
          </>,
        )}
      {kind === 'sms' &&
        group(
          false,
          <>
            {input('smsTo', g.phone, 'tel')}
            {area('smsBody', g.body)}
          </>,
        )}
      {kind === 'geo' &&
        group(
          true,
          <>
            {input(
              'latitude',
              g.latitude,
              undefined,
              badCoordinate === 'latitude' ? fmt(g.latitudeRange, { max: GEO_LIMITS.latitude }) : null,
            )}
            {input(
              'longitude',
              g.longitude,
              undefined,
              badCoordinate === 'longitude' ? fmt(g.longitudeRange, { max: GEO_LIMITS.longitude }) : null,
            )}
          </>,
        )}
      {!own && <FieldError id={errorId} message={encodeError} />}
    </>
  );
}
