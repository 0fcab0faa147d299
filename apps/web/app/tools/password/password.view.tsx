import { toHex } from '@tinkerbox/engine/encoding';
import { EarlyButton, OutputBox, Section } from '@tinkerbox/ui';
import { useId } from 'react';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { errorText } from '../../lib/form.ts';
import { ContinueInRecipe } from '../../shell/continue-in-recipe.tsx';
import { passwordMessages } from './password.messages.ts';
import type { PasswordPreset } from './password.preset.ts';
import {
  Argon2KeyFields,
  PasswordField,
  SaltField,
  SchemeSettings,
  TimedJobStatus,
  timedStatusOf,
} from './password.widgets.tsx';
import { usePasswordHash } from './use-password.ts';

/** The hash half of /bcrypt, /scrypt and /argon2: password, salt, settings, Hash, and the result. */
export function HashView({ preset }: { preset: PasswordPreset }) {
  const m = useMessages(passwordMessages);
  const { locale } = useLocale();
  const s = usePasswordHash(preset);
  const encodedId = useId();
  const rawId = useId();
  const saltError = s.errorFor('salt');
  const unplaced = s.unplaced ? errorText(s.unplaced, locale) : null;
  return (
    <Section title={m.hashSection}>
      <PasswordField
        state={s}
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
      <SaltField state={s} error={s.sa.error ?? (saltError ? errorText(saltError, locale) : null)} hint={m.saltHint} />
      <h3 className="mt-2 text-sm font-semibold text-slate-800">{m.settings}</h3>
      <SchemeSettings scheme={preset.scheme} s={s} />
      {preset.scheme === 'argon2' && <Argon2KeyFields keys={s.keys} errorFor={s.errorFor} />}
      <div className="flex flex-wrap items-center gap-3">
        <EarlyButton early="password-hash" variant="primary" onClick={s.hash} disabled={!s.ready}>
          {m.hash}
        </EarlyButton>
        <TimedJobStatus {...timedStatusOf(s.job, s.current)} testId="hash" />
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
      <ContinueInRecipe steps={s.recipe?.steps ?? null} input={s.recipe?.input} />
    </Section>
  );
}
