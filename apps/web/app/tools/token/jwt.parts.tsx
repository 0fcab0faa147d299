import { type DecodedJwt, JWT_MIN_RSA_BITS, type JwtVerification, jwtTimeStatus } from '@tinkerbox/engine/token';
import { Choice, OutputBox, SecretField, Section, TextField } from '@tinkerbox/ui';
import type { ReactNode } from 'react';
import { toBcp47 } from '../../i18n/locales.ts';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { secretEncodingMessages } from '../../lib/form.ts';
import { jwtMessages } from './token.messages.ts';
import { type JwtKeyState, KEY_KINDS, type Pending } from './use-jwt.ts';

/** The decoded header and payload, and the time claims as dates with the token's status. */
export function DecodedView({ d }: { d: DecodedJwt }) {
  const m = useMessages(jwtMessages);
  const { locale } = useLocale();
  const status = jwtTimeStatus(d.timeClaims, Date.now());
  const local = new Intl.DateTimeFormat(toBcp47(locale), { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <OutputBox label={m.header} value={d.headerJson} minHeight={120} id="jwt-header" />
      <OutputBox
        label={d.payloadIsJson ? m.payload : m.payloadText}
        value={d.payloadJson}
        minHeight={120}
        id="jwt-payload"
      />
      <div className="md:col-span-2">
        <h3 className="text-sm font-medium">{m.times}</h3>
        {d.timeClaims.length > 0 && (
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="jwt-times">
            {d.timeClaims.map((c) => (
              <TimeRow key={c.name} label={m.claims[c.name]}>
                <span data-testid={`jwt-${c.name}`} className="font-mono">
                  {new Date(c.ms).toISOString()}
                </span>{' '}
                <span className="text-slate-600">({local.format(c.ms)})</span>
              </TimeRow>
            ))}
          </dl>
        )}
        <p
          data-testid="jwt-time-status"
          data-status={status}
          className={`mt-2 text-sm font-medium ${status === 'valid' ? 'text-emerald-700' : status === 'no-times' ? '' : 'text-amber-700'}`}
        >
          {m.status[status]}
        </p>
      </div>
    </div>
  );
}

function TimeRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-600">{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** The key in one of its three forms; `use` says whether a public or a private key is wanted. */
export function KeyInput({ k, use, error }: { k: JwtKeyState; use: 'verify' | 'sign'; error: string | null }) {
  const m = useMessages(jwtMessages);
  const enc = useMessages(secretEncodingMessages);
  return (
    <Section title={m.key}>
      <Choice
        label={m.keyKind}
        value={k.kind}
        onChange={k.setKind}
        options={KEY_KINDS.map((v) => ({ value: v, label: m.keyKinds[v] }))}
      />
      <div className="mt-3">
        {k.kind === 'secret' ? (
          <SecretField
            id="jwt-secret"
            label={m.secret}
            value={k.secret}
            onChange={k.setSecret}
            encoding={k.encoding}
            onEncodingChange={k.setEncoding}
            encodingLabel={m.secretEncoding}
            encodingNames={enc.encodings}
            error={k.key.error ?? error}
          />
        ) : (
          <TextField
            id="jwt-key-text"
            multiline
            mono
            rows={6}
            label={
              k.kind === 'jwk' ? (use === 'sign' ? m.jwkSign : m.jwkLabel) : use === 'sign' ? m.pemSign : m.pemVerify
            }
            value={k.text}
            onChange={k.setText}
            error={error}
          />
        )}
      </div>
    </Section>
  );
}

/**
 * What the verification says: verified (with a warning for an RSA key under 2048 bits), working, or
 * nothing yet (an error shows beside the key).
 */
export function Verdict({ v }: { v: Pending<JwtVerification> }) {
  const m = useMessages(jwtMessages);
  const text =
    v.state === 'done'
      ? m.verified.replace('{alg}', v.value.alg)
      : v.state === 'busy'
        ? m.verifying
        : v.state === 'idle'
          ? m.enterKey
          : '';
  if (!text) return null;
  const bits = v.state === 'done' ? v.value.rsaBits : null;
  return (
    <>
      <p
        role="status"
        data-testid="jwt-verdict"
        data-state={v.state}
        className={`mt-2 text-sm ${v.state === 'done' ? 'font-medium text-emerald-700' : 'text-slate-600'}`}
      >
        {text}
      </p>
      {bits !== null && bits < JWT_MIN_RSA_BITS && (
        <p role="alert" data-testid="jwt-short-key" className="mt-1 text-sm font-medium text-amber-800">
          {fmt(m.shortRsaKey, { bits, min: JWT_MIN_RSA_BITS })}
        </p>
      )}
    </>
  );
}
