import { EarlyButton, Section, TextField } from '@tinkerbox/ui';
import { useLocale, useMessages } from '../../i18n/t.tsx';
import { errorText } from '../../lib/form.ts';
import { passwordMessages } from './password.messages.ts';
import type { PasswordPreset } from './password.preset.ts';
import { Argon2KeyFields, PasswordField, TimedJobStatus, timedStatusOf } from './password.widgets.tsx';
import { usePasswordVerify } from './use-password.ts';

/** The verify half: any bcrypt, scrypt or Argon2 string against a password, said as match or no match. */
export function VerifyView({ scheme }: { scheme: PasswordPreset['scheme'] }) {
  const m = useMessages(passwordMessages);
  const { locale } = useLocale();
  const withKeys = scheme === 'argon2';
  const v = usePasswordVerify(withKeys);
  // A NUL byte is the password's fault (bcrypt cannot take it), a secret or associated data over the
  // limit theirs, every other error the stored string's.
  const error = v.error ? errorText(v.error, locale) : null;
  const onPassword = v.error?.code === 'PASSWORD_HAS_NUL';
  const keyField = v.error ? String(v.error.params.field ?? '') : '';
  const onKeys = keyField === 'secret' || keyField === 'associatedData';
  return (
    <Section title={m.verifySection}>
      <TextField
        label={m.stored}
        value={v.encoded}
        onChange={v.setEncoded}
        hint={m.storedHint}
        error={onPassword || onKeys ? null : error}
        mono
      />
      <PasswordField state={v} error={v.pw.error ?? (onPassword ? error : null)} testId="verify-password" />
      {withKeys && (
        <Argon2KeyFields
          keys={v.keys}
          errorFor={(field) => (keyField === field ? v.error : null)}
          hint={m.verifyKeysHint}
        />
      )}
      <div className="flex flex-wrap items-center gap-3">
        <EarlyButton early="password-verify" variant="primary" onClick={v.verify} disabled={!v.ready}>
          {m.verify}
        </EarlyButton>
        <TimedJobStatus {...timedStatusOf(v.job, v.current)} testId="verify" />
      </div>
      {v.result && (
        <p
          role="status"
          data-testid="verdict"
          data-match={v.result.match ? '1' : '0'}
          className={v.result.match ? 'font-semibold text-emerald-800' : 'font-semibold text-red-800'}
        >
          {v.result.match ? m.match : m.noMatch}
        </p>
      )}
    </Section>
  );
}
