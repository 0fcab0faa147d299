import type { CipherParams, KeyDerivation } from '@tinkerbox/engine/cipher';
import { toBase64, toHex } from '@tinkerbox/engine/encoding';
import { Button, CopyButton } from '@tinkerbox/ui';
import type { ReactNode } from 'react';
import type { NumberFormatter } from '../../i18n/numbers.ts';
import { fmt } from '../../i18n/t.tsx';
import type { cipherMessages } from './cipher.messages.ts';

export type CipherMessages = (typeof cipherMessages)['en_US'];

/** A line of help under a part of the form. */
export function Hint({ children }: { children: ReactNode }) {
  return <p className="mt-1 text-xs text-slate-600">{children}</p>;
}

/** A short caution shown beside weak algorithms and modes. */
export function Warning({ children }: { children: ReactNode }) {
  return (
    <p role="note" className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {children}
    </p>
  );
}

/** 1536 -> "1.5 KiB", in the page's number format. */
export function sizeText(n: number, nf: NumberFormatter): string {
  if (n < 1024) return `${nf.format(n)} B`;
  if (n < 1024 * 1024) return `${nf.format(Math.round((n / 1024) * 10) / 10)} KiB`;
  return `${nf.format(Math.round((n / 1024 / 1024) * 10) / 10)} MiB`;
}

/** The salt, key and IV a passphrase gave, each with a copy button. */
export function Derived({ m, params }: { m: CipherMessages; params: CipherParams }) {
  const rows: [string, string][] = [];
  if (params.salt) rows.push([m.salt, toHex(params.salt)]);
  rows.push([m.derivedKey, toHex(params.key)]);
  if (params.iv) rows.push([m.derivedIv, toHex(params.iv)]);
  return (
    <div className="mt-4 rounded-md border border-slate-200 bg-slate-50 p-3">
      <h3 className="text-sm font-semibold text-slate-800">{m.derived}</h3>
      {!params.salt && <p className="mt-1 text-xs text-slate-600">{m.unsalted}</p>}
      <dl className="mt-2 grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-1">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-sm text-slate-700">{k}</dt>
            <dd className="min-w-0 font-mono text-sm break-all text-slate-900">{v}</dd>
            <dd>
              <CopyButton value={v} label={`${k}: ${v}`} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** An AEAD tag given apart from the ciphertext, in the output's format, with a copy button. */
export function TagOut({ m, tag, base64 }: { m: CipherMessages; tag: Uint8Array; base64: boolean }) {
  const v = base64 ? toBase64(tag) : toHex(tag);
  return (
    <div className="mt-3 flex items-center gap-3 text-sm" data-testid="cipher-tag">
      <span className="text-slate-700">{m.tagOut}</span>
      <output className="min-w-0 flex-1 font-mono break-all text-slate-900">{v}</output>
      <CopyButton value={v} label={`${m.tagOut}: ${v}`} />
    </div>
  );
}

/** The derivation's name as the menu shows it; PBKDF2 with its hash and iterations. */
export function derivationName(m: CipherMessages, d: KeyDerivation, nf: NumberFormatter): string {
  return d.kdf === 'pbkdf2' ? `${m.derivations.pbkdf2}, ${d.hash}, ${nf.format(d.iterations)}` : m.derivations[d.kdf];
}

/** The chosen derivation failed and another one decrypted the data: say which, and offer to switch. */
export function OtherDerivation({
  m,
  derivation,
  nf,
  onUse,
}: {
  m: CipherMessages;
  derivation: KeyDerivation;
  nf: NumberFormatter;
  onUse: () => void;
}) {
  return (
    <div
      role="status"
      data-testid="cipher-other-derivation"
      className="mt-2 flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <p className="min-w-0 flex-1">{fmt(m.otherDerivation, { derivation: derivationName(m, derivation, nf) })}</p>
      <Button size="sm" onClick={onUse}>
        {m.useDerivation}
      </Button>
    </div>
  );
}
