import {
  emailPayload,
  encodeQr,
  geoPayload,
  maxLogoRatio,
  type QrFinderStyle,
  type QrModuleStyle,
  type QrSymbol,
  smsPayload,
  toPng,
  toSvg,
  vcardPayload,
  type WifiSecurity,
  wifiPayload,
} from '@tinkerbox/engine/qr';
import { toast } from '@tinkerbox/ui';
import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { engineErrorMessage, fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { useKeptState } from '../../lib/kept-state.ts';
import { Field, RadioChips, SelectField, TextField } from './fields.tsx';
import { canvasBlob, download, svgDataUrl, svgToCanvas, useReadWorker } from './lib.ts';
import { DEFAULT_LOOK, type Look, LookFields, parseLook } from './look-fields.tsx';
import { qrMessages } from './qr.messages.ts';
import { qrGenMessages } from './qr-gen.messages.ts';

const KINDS = ['text', 'url', 'wifi', 'vcard', 'email', 'sms', 'geo'] as const;
type Kind = (typeof KINDS)[number];
const STYLES = ['square', 'rounded', 'dots'] as const;
const LOGO_MAX_BYTES = 2 * 1024 * 1024;
const FORMAT_NAME = { png: 'PNG', svg: 'SVG', webp: 'WebP' } as const;

interface Fields {
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

const EMPTY: Fields = {
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

type Payload = { text: string } | { field: 'latitude' | 'longitude' } | null;

function payloadOf(kind: Kind, f: Fields): Payload {
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
      const lat = Number(f.latitude);
      const lon = Number(f.longitude);
      if (f.latitude.trim() === '' || !(lat >= -90 && lat <= 90)) return { field: 'latitude' };
      if (f.longitude.trim() === '' || !(lon >= -180 && lon <= 180)) return { field: 'longitude' };
      return { text: geoPayload({ latitude: lat, longitude: lon }) };
    }
  }
}

export function Generator() {
  const m = useMessages(qrMessages);
  const g = useMessages(qrGenMessages);
  const { locale } = useLocale();
  const id = useId();
  const [kind, setKind] = useKeptState<Kind>('qr.gen.kind', 'text');
  const [fields, setFields] = useKeptState<Fields>('qr.gen.fields', EMPTY);
  const [look, setLook] = useKeptState<Look>('qr.gen.look', DEFAULT_LOOK);
  const [moduleStyle, setModuleStyle] = useKeptState<QrModuleStyle>('qr.gen.moduleStyle', 'square');
  const [finderStyle, setFinderStyle] = useKeptState<QrFinderStyle>('qr.gen.finderStyle', 'square');
  const [logo, setLogo] = useKeptState<{ href: string; name: string } | null>('qr.gen.logo', null);
  const [logoPercent, setLogoPercent] = useKeptState('qr.gen.logoPercent', 22);
  const [logoError, setLogoError] = useState<'big' | 'bad' | null>(null);
  const [utf8Eci, setUtf8Eci] = useKeptState('qr.gen.utf8Eci', false);
  const set = <K extends keyof Fields>(k: K, v: Fields[K]) => setFields((f) => ({ ...f, [k]: v }));

  const payload = useDeferredValue(useMemo(() => payloadOf(kind, fields), [kind, fields]));
  const level = logo ? 'H' : look.level;
  const maxLogo = Math.round(maxLogoRatio('H') * 100);
  const parsed = parseLook(look);

  const encoded = useMemo((): { symbol: QrSymbol } | { error: unknown } | null => {
    if (!payload || !('text' in payload)) return null;
    try {
      return { symbol: encodeQr(payload.text, utf8Eci ? { level, eci: 26 } : { level }) };
    } catch (e) {
      return { error: e };
    }
  }, [payload, level, utf8Eci]);
  const symbol = encoded && 'symbol' in encoded ? encoded.symbol : null;
  const encodeError = encoded && 'error' in encoded ? engineErrorMessage(encoded.error, locale) : null;
  if (encoded && 'error' in encoded && encodeError === null) throw encoded.error;

  const svgOptions = useMemo(
    () => ({
      margin: parsed.margin,
      foreground: look.foreground,
      background: look.background,
      moduleStyle,
      finderStyle,
      logo: logo ? { href: logo.href, ratio: Math.min(logoPercent, maxLogo) / 100 } : undefined,
    }),
    [parsed.margin, look.foreground, look.background, moduleStyle, finderStyle, logo, logoPercent, maxLogo],
  );
  const svg = useMemo(() => (symbol ? toSvg(symbol, svgOptions) : null), [symbol, svgOptions]);

  // Read the rendered image back with the reader, so styles, colours and logos are proven to scan.
  const { read } = useReadWorker();
  const [check, setCheck] = useState<'idle' | 'checking' | 'ok' | 'fail'>('idle');
  useEffect(() => {
    if (!svg || !symbol || !payload || !('text' in payload)) {
      setCheck('idle');
      return;
    }
    setCheck('checking');
    let live = true;
    const timer = setTimeout(async () => {
      try {
        const px = Math.max(256, (symbol.size + 2 * parsed.margin) * 4);
        const canvas = await svgToCanvas(svg, px);
        const data = canvas.getContext('2d')!.getImageData(0, 0, px, px);
        const r = await read({ kind: 'pixels', data: data.data, width: px, height: px });
        if (!live || !r) return;
        setCheck(r.ok && r.results.some((x) => x.text === payload.text) ? 'ok' : 'fail');
      } catch {
        if (live) setCheck('fail');
      }
    }, 350);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [svg, symbol, payload, parsed.margin, read]);

  const onLogo = (file: File | undefined) => {
    setLogoError(null);
    if (!file) return;
    if (file.size > LOGO_MAX_BYTES) return setLogoError('big');
    const reader = new FileReader();
    reader.onload = async () => {
      const href = String(reader.result);
      const img = new Image();
      img.src = href;
      try {
        await img.decode();
        setLogo({ href, name: file.name });
      } catch {
        setLogoError('bad');
      }
    };
    reader.onerror = () => setLogoError('bad');
    reader.readAsDataURL(file);
  };

  const squarePlain = moduleStyle === 'square' && finderStyle === 'square' && !logo;
  const raster = async (type: 'image/png' | 'image/webp'): Promise<Blob> => {
    if (!symbol || !svg) throw new Error('nothing to draw');
    if (type === 'image/png' && squarePlain) {
      const png = toPng(symbol, {
        margin: parsed.margin,
        size: parsed.size,
        foreground: look.foreground,
        background: look.background,
      });
      return new Blob([png as BlobPart], { type });
    }
    // quality 1 makes Chromium's WebP encoder lossless.
    return canvasBlob(await svgToCanvas(svg, parsed.size), type, 1);
  };
  const copyImage = async () => {
    try {
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': raster('image/png') })]);
      toast(m.imageCopied, 'success');
    } catch {
      toast(m.copyFailed, 'error');
    }
  };

  const input = (k: keyof Fields, label: string, type = 'text', error?: string | null) => (
    <TextField
      id={`${id}-${k}`}
      label={label}
      type={type}
      value={String(fields[k])}
      onChange={(v) => set(k, v as never)}
      error={error}
    />
  );
  const fieldError = payload && 'field' in payload ? payload.field : null;
  const area = (k: keyof Fields, label: string, rows = 3) => (
    <Field id={`${id}-${k}`} label={label} error={k === 'text' || k === 'url' ? encodeError : null}>
      <textarea
        id={`${id}-${k}`}
        rows={rows}
        className="field-area"
        value={String(fields[k])}
        aria-invalid={(k === 'text' || k === 'url') && !!encodeError}
        aria-describedby={(k === 'text' || k === 'url') && encodeError ? `${id}-${k}-err` : undefined}
        onChange={(e) => set(k, e.target.value as never)}
      />
    </Field>
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-[minmax(0,1fr)_320px] gap-6 max-md:grid-cols-1">
        <div className="flex flex-col gap-4 md:col-start-1 md:row-start-1">
          <RadioChips
            legend={g.kind}
            name={`${id}-kind`}
            value={kind}
            options={KINDS.map((k) => ({ value: k, label: g.kinds[k] }))}
            onChange={setKind}
          />

          {kind === 'text' && area('text', g.text, 5)}
          {kind === 'url' && area('url', g.url, 2)}
          {kind === 'wifi' && (
            <div className="grid grid-cols-2 gap-4 max-md:grid-cols-1">
              {input('ssid', g.ssid)}
              {input('password', g.password)}
              <SelectField
                id={`${id}-security`}
                label={g.security}
                value={fields.security}
                options={(['WPA', 'WEP', 'nopass'] as const).map((v) => ({ value: v, label: m.securities[v] }))}
                onChange={(v) => set('security', v)}
              />
              <label className="flex h-12 items-center gap-2 self-end text-sm">
                <input
                  type="checkbox"
                  checked={fields.hidden}
                  onChange={(e) => set('hidden', e.target.checked)}
                  className="h-5 w-5"
                />
                {g.hidden}
              </label>
            </div>
          )}
          {kind === 'vcard' && (
            <div className="grid grid-cols-2 gap-4 max-md:grid-cols-1">
              {input('firstName', g.firstName)}
              {input('lastName', g.lastName)}
              {input('organization', g.organization)}
              {input('title', g.title)}
              {input('phone', g.phone, 'tel')}
              {input('email', g.email, 'email')}
              {input('website', g.website, 'url')}
              {input('address', g.address)}
              <div className="col-span-full">{area('note', g.note, 2)}</div>
            </div>
          )}
          {kind === 'email' && (
            <div className="flex flex-col gap-4">
              {input('to', g.to, 'email')}
              {input('subject', g.subject)}
              {area('body', g.body)}
            </div>
          )}
          {kind === 'sms' && (
            <div className="flex flex-col gap-4">
              {input('smsTo', g.phone, 'tel')}
              {area('smsBody', g.body)}
            </div>
          )}
          {kind === 'geo' && (
            <div className="grid grid-cols-2 gap-4 max-md:grid-cols-1">
              {input('latitude', g.latitude, 'text', fieldError === 'latitude' ? g.latitudeRange : null)}
              {input('longitude', g.longitude, 'text', fieldError === 'longitude' ? g.longitudeRange : null)}
            </div>
          )}
          {kind !== 'text' && kind !== 'url' && encodeError && (
            <p role="alert" className="field-error">
              {encodeError}
            </p>
          )}
        </div>

        <div className="flex flex-col items-center gap-3 md:col-start-2 md:row-span-2 md:row-start-1">
          {svg && symbol ? (
            <>
              <img
                src={svgDataUrl(svg)}
                alt={g.previewAlt}
                width={280}
                height={280}
                className="h-[280px] w-[280px] rounded-md border border-slate-200"
                data-testid="qr-preview"
              />
              <p className="text-center text-xs text-slate-600" data-testid="qr-info">
                {fmt(g.info, {
                  version: symbol.version,
                  modules: symbol.size,
                  level: symbol.level,
                  used: Math.round((symbol.dataBits / symbol.capacityBits) * 100),
                })}
              </p>
              <p
                role="status"
                className={`text-center text-sm ${check === 'fail' ? 'text-amber-800' : check === 'ok' ? 'text-emerald-700' : 'text-slate-600'}`}
              >
                {check === 'checking'
                  ? g.verifying
                  : check === 'ok'
                    ? g.verified
                    : check === 'fail'
                      ? g.unverified
                      : ''}
              </p>
              <div className="flex flex-wrap justify-center gap-2">
                {(['png', 'svg', 'webp'] as const).map((f) => (
                  <button
                    key={f}
                    type="button"
                    className={f === 'png' ? 'btn-primary' : 'btn'}
                    disabled={parsed.sizeBad || parsed.marginBad}
                    aria-label={fmt(m.downloadAs, { format: FORMAT_NAME[f] })}
                    onClick={async () => {
                      if (f === 'svg') download(new Blob([svg], { type: 'image/svg+xml' }), 'qrcode.svg');
                      else download(await raster(f === 'png' ? 'image/png' : 'image/webp'), `qrcode.${f}`);
                    }}
                  >
                    {m.download} {FORMAT_NAME[f]}
                  </button>
                ))}
                <button type="button" className="btn" onClick={copyImage} disabled={parsed.sizeBad || parsed.marginBad}>
                  {m.copyImage}
                </button>
              </div>
              <p className="text-center text-xs text-slate-500">{g.pngNote}</p>
            </>
          ) : (
            <div className="flex h-[280px] w-[280px] items-center justify-center rounded-md border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">
              {g.empty}
            </div>
          )}
        </div>

        <div className="flex flex-col gap-4 md:col-start-1">
          <LookFields
            look={look}
            onChange={setLook}
            levelLocked={logo ? fmt(g.logoRaisesLevel, { max: maxLogo }) : undefined}
          />
          <div className="flex flex-col gap-1">
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={utf8Eci}
                onChange={(e) => setUtf8Eci(e.target.checked)}
                aria-describedby={`${id}-eci-note`}
                className="h-5 w-5"
              />
              {g.eci}
            </label>
            <p id={`${id}-eci-note`} className="text-xs text-slate-600">
              {g.eciNote}
            </p>
          </div>

          <fieldset className="grid grid-cols-2 gap-4 max-md:grid-cols-1">
            <legend className="mb-2 text-sm font-medium text-slate-700">{g.style}</legend>
            <SelectField
              id={`${id}-mstyle`}
              label={g.moduleStyle}
              value={moduleStyle}
              options={STYLES.map((s) => ({ value: s, label: g.styles[s] }))}
              onChange={setModuleStyle}
            />
            <SelectField
              id={`${id}-fstyle`}
              label={g.finderStyle}
              value={finderStyle}
              options={STYLES.map((s) => ({ value: s, label: g.styles[s] }))}
              onChange={setFinderStyle}
            />
            <Field
              id={`${id}-logo`}
              label={g.logo}
              error={logoError === 'big' ? g.logoTooBig : logoError === 'bad' ? g.logoBad : null}
            >
              <div className="flex flex-wrap items-center gap-2">
                <label className="btn cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sky-600">
                  {g.chooseLogo}
                  <input
                    id={`${id}-logo`}
                    type="file"
                    accept="image/*"
                    aria-label={g.chooseLogo}
                    className="sr-only"
                    onChange={(e) => {
                      onLogo(e.target.files?.[0]);
                      e.target.value = '';
                    }}
                  />
                </label>
                {logo && (
                  <>
                    <span className="max-w-40 truncate text-sm text-slate-600">{logo.name}</span>
                    <button type="button" className="btn" onClick={() => setLogo(null)}>
                      {g.removeLogo}
                    </button>
                  </>
                )}
              </div>
            </Field>
            {logo && (
              <Field id={`${id}-logosize`} label={g.logoSize}>
                <div className="flex h-12 items-center gap-3">
                  <input
                    id={`${id}-logosize`}
                    type="range"
                    min={8}
                    max={maxLogo}
                    value={Math.min(logoPercent, maxLogo)}
                    onChange={(e) => setLogoPercent(Number(e.target.value))}
                    className="w-full"
                  />
                  <span className="w-12 text-right tabular-nums">{Math.min(logoPercent, maxLogo)} %</span>
                </div>
              </Field>
            )}
          </fieldset>
        </div>
      </div>
      {payload && 'text' in payload && kind !== 'text' && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-encoded`} className="text-sm font-medium text-slate-700">
            {g.encoded}
          </label>
          <textarea id={`${id}-encoded`} readOnly rows={3} className="field-area bg-slate-50" value={payload.text} />
        </div>
      )}
    </div>
  );
}
