import { toHex } from '@tinkerbox/engine/encoding';
import { Button, OutputBox, SecretField, Section } from '@tinkerbox/ui';
import { useId } from 'react';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { errorText, randomHex, secretEncodingMessages } from '../../lib/form.ts';
import { passwordMessages } from './password.messages.ts';
import type { PasswordPreset } from './password.preset.ts';
import { Argon2KeyFields, JobStatus, SchemeSettings } from './password.widgets.tsx';
import { SALT_BYTES, usePasswordHash } from './use-password.ts';

/** The hash half of /bcrypt, /scrypt and /argon2: password, salt, settings, Hash, and the result. */
export function HashView({ preset }: { preset: PasswordPreset }) {
  const m = useMessages(passwordMessages);
  const enc = useMessages(secretEncodingMessages).encodings;
  const { locale } = useLocale();
  const s = usePasswordHash(preset);
  const encodedId = useId();
  const rawId = useId();
  const saltError = s.errorFor('salt');
  const unplaced = s.unplaced ? errorText(s.unplaced, locale) : null;
  return (
    <Section title={m.hashSection}>
      <SecretField
        label={m.password}
        value={s.password}
        onChange={s.setPassword}
        encoding={s.penc}
        onEncodingChange={s.setPenc}
        encodingLabel={m.passwordEncoding}
        encodingNames={enc}
        error={s.pw.error ?? s.nulError}
        hint={
          preset.scheme === 'bcrypt' ? (
            s.tooLong ? (
              <span data-testid="bcrypt-too-long" className="font-medium text-amber-800">
                {fmt(m.bcryptTooLong, s.tooLong)}
              </span>
            ) : (
              m.bcryptLimit
            )
          ) : undefined
        }
      />
      <SecretField
        label={m.salt}
        value={s.salt}
        onChange={s.setSalt}
        encoding={s.senc}
        onEncodingChange={s.setSenc}
        encodingLabel={m.saltEncoding}
        encodingNames={enc}
        error={s.sa.error ?? (saltError ? errorText(saltError, locale) : null)}
        hint={m.saltHint}
        generate={{
          label: fmt(m.randomSalt, { bytes: SALT_BYTES }),
          onGenerate: () => {
            s.setSenc('hex');
            s.setSalt(randomHex(SALT_BYTES));
          },
        }}
      />
      <h3 className="mt-2 text-sm font-semibold text-slate-800">{m.settings}</h3>
      <SchemeSettings scheme={preset.scheme} s={s} />
      {preset.scheme === 'argon2' && <Argon2KeyFields keys={s.keys} errorFor={s.errorFor} />}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="primary" onClick={s.hash} disabled={!s.ready}>
          {m.hash}
        </Button>
        <JobStatus job={s.job} current={s.current} testId="hash" />
      </div>
      {unplaced && (
        <p role="alert" className="text-sm text-red-700">
          {unplaced}
        </p>
      )}
      <OutputBox id={encodedId} label={m.encoded} value={s.result?.encoded ?? ''} minHeight={56} />
      <OutputBox
        id={rawId}
        label={preset.scheme === 'scrypt' ? m.derivedKey : m.raw}
        value={s.result ? toHex(s.result.hash) : ''}
        minHeight={56}
      />
    </Section>
  );
}
