import { isEngineError } from '@tinkerbox/engine';
import { type JwtKey, signJwt, verifyJwtDetails } from '@tinkerbox/engine/token';
import type { SecretEncoding, useCopyToast } from '@tinkerbox/ui';
import { useEffect, useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { type Attempt, errorText } from '../../lib/error-text.ts';
import { secretBytes } from '../../lib/form.ts';
import { useFragmentEffect, useFragmentOption, writeFragment } from '../../lib/fragment.ts';

export const KEY_KINDS = ['secret', 'jwk', 'pem'] as const;
export type KeyKind = (typeof KEY_KINDS)[number];
const ENCODINGS: readonly SecretEncoding[] = ['utf8', 'hex', 'base64'];

/** The key a visitor gives, in any of its three forms, shared by the decoder and the signer. */
export function useJwtKey(locale: Locale) {
  const [kind, setKind] = useFragmentOption<KeyKind>('kk', 'secret', KEY_KINDS);
  const [encoding, setEncoding] = useFragmentOption<SecretEncoding>('ke', 'utf8', ENCODINGS);
  const [secret, setSecret] = useState('');
  const [text, setText] = useState('');
  useFragmentEffect((f) => {
    const k = f.get('k');
    if (k === null) return;
    if (f.get('kk') === 'jwk' || f.get('kk') === 'pem') setText(k);
    else setSecret(k);
  });
  const raw = kind === 'secret' ? secret : text;
  let key: Attempt<JwtKey | null>;
  if (raw.trim() === '') key = { ok: true, value: null, error: null };
  else if (kind === 'secret') {
    const b = secretBytes(secret, encoding, locale);
    key = b.ok ? { ok: true, value: { kind: 'secret', bytes: b.value }, error: null } : b;
  } else key = { ok: true, value: { kind, text }, error: null };
  return { kind, setKind, encoding, setEncoding, secret, setSecret, text, setText, raw, key };
}
export type JwtKeyState = ReturnType<typeof useJwtKey>;

/** The outcome of an async verify or sign: the value, the visitor's message, or still working. */
export type Pending<T> =
  | { state: 'idle' }
  | { state: 'busy' }
  | { state: 'done'; value: T }
  | { state: 'error'; error: string; part: string | null };

/** Runs `run` whenever its inputs change; a newer run supersedes an older one still working. */
export function useAsyncResult<T>(
  run: (() => Promise<T>) | null,
  deps: readonly unknown[],
  locale: Locale,
): Pending<T> {
  const [out, setOut] = useState<Pending<T>>({ state: 'idle' });
  useEffect(() => {
    if (!run) {
      setOut({ state: 'idle' });
      return;
    }
    let live = true;
    setOut({ state: 'busy' });
    run().then(
      (value) => live && setOut({ state: 'done', value }),
      (e: unknown) => {
        if (!live) return;
        try {
          setOut({
            state: 'error',
            error: errorText(e, locale),
            part: isEngineError(e) ? String(e.params.part ?? '') || null : null,
          });
        } catch {
          setOut(() => {
            throw e;
          });
        }
      },
    );
    return () => {
      live = false;
    };
  }, [...deps, locale]);
  return out;
}

/**
 * The token in pasted text: without an `Authorization:` header name and `Bearer ` scheme (RFC 6750
 * section 2.1) around it, which a token copied from a request often has; `stripped` says so.
 */
export function withoutBearer(text: string): { token: string; stripped: boolean } {
  const m = /^\s*(?:authorization\s*:\s*)?bearer\s+/i.exec(text);
  return m ? { token: text.slice(m[0].length), stripped: true } : { token: text, stripped: false };
}

/**
 * Verifies `token` with the key whenever either changes. An RSA key under 2048 bits still verifies
 * (old tokens), with its size in the result for the page to warn about.
 */
export function useVerify(token: string, decodedOk: boolean, k: JwtKeyState, locale: Locale) {
  const key = k.key.value;
  return useAsyncResult(
    decodedOk && key ? () => verifyJwtDetails(token, key, { allowShortRsaKey: true }) : null,
    [token, decodedOk, k.kind, k.encoding, k.raw],
    locale,
  );
}

/** Signs the payload whenever it, the algorithm, the extra header or the key change. */
export function useSign(payload: string, alg: string, header: string, k: JwtKeyState, locale: Locale) {
  const key = k.key.value;
  return useAsyncResult(
    key ? () => signJwt(payload, alg, key, header.trim() || '{}') : null,
    [payload, alg, header, k.kind, k.encoding, k.raw],
    locale,
  );
}

/** Copies a link with the options, or with the token and key too (then the toast warns, as /aes does). */
export async function copyJwtLink(
  withSecret: boolean,
  token: string,
  k: JwtKeyState,
  m: { linkCopied: string; linkSecretWarning: string },
  copy: ReturnType<typeof useCopyToast>,
) {
  writeFragment(withSecret ? { t: token, k: k.raw } : { t: undefined, k: undefined });
  const done = withSecret ? `${m.linkCopied} ${m.linkSecretWarning}` : m.linkCopied;
  await copy(window.location.href, done, withSecret ? 'info' : 'success');
}

/** The token from a link (`#t=`), read once after hydration and on a later change of the fragment. */
export function useLinkedToken(setToken: (t: string) => void) {
  useFragmentEffect((f) => {
    const t = f.get('t');
    if (t !== null) setToken(t);
  });
}
