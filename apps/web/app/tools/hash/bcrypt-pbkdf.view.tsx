import { DIGEST_FORMATS, type DigestFormat, encodeDigest } from '@tinkerbox/engine/hash';
import { NumberField, OutputBox, SECRET_ENCODINGS, type SecretEncoding, SecretField, Section } from '@tinkerbox/ui';
import { useId, useMemo } from 'react';
import { useLocale, useMessages } from '../../i18n/t.tsx';
import { secretBytes, secretEncodingMessages } from '../../lib/form.ts';
import { useFragmentOption } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { ContinueInRecipe } from '../../shell/continue-in-recipe.tsx';
import { bcryptPbkdfMessages } from './bcrypt-pbkdf.messages.ts';
import { FormatSelect, hashCommonMessages } from './hash.common.tsx';
import { macKdfRecipe } from './mac-kdf.recipe.ts';
import { paramField, useDerive } from './use-derive.ts';

// Digits only: `1e3` or `1.5` is not a count, and the engine's range check says so.
const count = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** /bcryptpbkdf: OpenSSH's bcrypt_pbkdf, in the hash family's worker (a new input ends the running one). */
export function BcryptPbkdfTool() {
  const m = useMessages(hashCommonMessages);
  const b = useMessages(bcryptPbkdfMessages);
  const enc = useMessages(secretEncodingMessages).encodings;
  const { locale } = useLocale();
  const outId = useId();
  const [rounds, setRounds] = useFragmentOption<string>('rounds', '16');
  const [dkLen, setDkLen] = useFragmentOption<string>('len', '48');
  const [penc, setPenc] = useFragmentOption<SecretEncoding>('penc', 'utf8', SECRET_ENCODINGS);
  const [senc, setSenc] = useFragmentOption<SecretEncoding>('senc', 'hex', SECRET_ENCODINGS);
  const [format, setFormat] = useFragmentOption<DigestFormat>('out', 'hex', DIGEST_FORMATS);
  const [password, setPassword] = useKeptState('bcryptpbkdf:password', '');
  const [salt, setSalt] = useKeptState('bcryptpbkdf:salt', '');
  const pw = useMemo(() => secretBytes(password, penc, locale), [password, penc, locale]);
  const sa = useMemo(() => secretBytes(salt, senc, locale), [salt, senc, locale]);
  const job = useMemo(
    () =>
      pw.ok && sa.ok && password !== '' && salt !== ''
        ? {
            type: 'bcrypt-pbkdf' as const,
            options: { password: pw.value, salt: sa.value, rounds: count(rounds), dkLen: count(dkLen) },
          }
        : null,
    [pw, sa, password, salt, rounds, dkLen],
  );
  const { digests, failed, fieldError, running } = useDerive(job, paramField, true);
  const key = digests?.[0];
  const recipe = useMemo(() => macKdfRecipe(job, format), [job, format]);

  return (
    <div>
      <Section title={m.input}>
        <SecretField
          label={b.password}
          value={password}
          onChange={setPassword}
          encoding={penc}
          onEncodingChange={setPenc}
          encodingLabel={b.passwordEncoding}
          encodingNames={enc}
          error={pw.error}
        />
        <SecretField
          label={b.salt}
          value={salt}
          onChange={setSalt}
          encoding={senc}
          onEncodingChange={setSenc}
          encodingLabel={b.saltEncoding}
          encodingNames={enc}
          error={sa.error ?? fieldError('salt')}
          hint={b.saltHint}
        />
      </Section>
      <Section title={b.parameters}>
        <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2">
          <NumberField
            label={b.rounds}
            value={rounds}
            onChange={setRounds}
            error={fieldError('rounds')}
            hint={b.roundsHint}
          />
          <NumberField
            label={b.dkLen}
            value={dkLen}
            onChange={setDkLen}
            error={fieldError('dkLen')}
            hint={b.dkLenHint}
          />
        </div>
      </Section>
      <Section title={m.output}>
        <FormatSelect value={format} onChange={setFormat} />
        {running && (
          <p role="status" className="text-sm text-slate-700">
            {b.running}
          </p>
        )}
        {!failed && (
          <OutputBox id={outId} label={b.result} value={key ? encodeDigest(key, format) : ''} minHeight={64} />
        )}
      </Section>
      <ContinueInRecipe steps={recipe?.steps ?? null} input={recipe?.input} />
    </div>
  );
}
