import { encodeDigest, hashAlgorithmInfo, PBKDF2_HASHES, PBKDF2_PRESETS } from '@tinkerbox/engine/hash';
import { NumberField, OutputBox, Section, Select } from '@tinkerbox/ui';
import { useId } from 'react';
import { fmt, useMessages } from '../../i18n/t.tsx';
import { ContinueInRecipe } from '../../shell/continue-in-recipe.tsx';
import { FormatSelect, hashCommonMessages, LinkButtons } from '../hash/hash.common.tsx';
import { PasswordField, SaltField, TimedJobStatus } from './password.widgets.tsx';
import { pbkdf2Messages } from './pbkdf2.messages.ts';
import { PRESET_NAMES, type ServedPbkdf2, usePbkdf2 } from './use-pbkdf2.ts';

/** /pbkdf2: every parameter, crypto-js presets, the derivation in a worker with its time. */
export function Pbkdf2Tool({ served = null }: { served?: ServedPbkdf2 | null }) {
  const m = useMessages(hashCommonMessages);
  const p = useMessages(pbkdf2Messages);
  const outId = useId();
  const { o, outcome, running, cancel, fieldError, recipe } = usePbkdf2(served);
  const derived = outcome?.status === 'done' ? outcome.result : undefined;
  const presetLabel = (name: (typeof PRESET_NAMES)[number]) => {
    if (name === 'custom') return p.presets.custom;
    const x = PBKDF2_PRESETS[name];
    return fmt(p.presets[name], { hash: hashAlgorithmInfo(x.hash).label, iterations: x.iterations, dkLen: x.dkLen });
  };

  return (
    <div>
      <Section title={m.input}>
        <PasswordField state={o} error={o.pw.error} />
        <SaltField state={o} error={o.sa.error} />
      </Section>

      <Section title={p.parameters}>
        <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2">
          <Select
            label={p.preset}
            value={o.preset}
            onChange={o.setPreset}
            options={PRESET_NAMES.map((v) => ({ value: v, label: presetLabel(v) }))}
          />
          <Select
            label={p.hash}
            value={o.hash}
            onChange={o.setHash}
            options={PBKDF2_HASHES.map((h) => ({ value: h, label: hashAlgorithmInfo(h).label }))}
          />
          <NumberField
            label={p.iterations}
            value={o.iterations}
            onChange={o.setIterations}
            error={fieldError('iterations')}
          />
          <NumberField label={p.dkLen} value={o.dkLen} onChange={o.setDkLen} error={fieldError('dkLen')} />
        </div>
      </Section>

      <Section title={m.output}>
        <div className="flex flex-wrap items-end gap-3">
          <FormatSelect value={o.format} onChange={o.setFormat} />
          <div className="flex min-h-12 items-center">
            <TimedJobStatus
              running={running}
              tookMs={derived?.ms}
              cancelled={outcome?.status === 'cancelled'}
              onCancel={cancel}
              testId="pbkdf2"
            />
          </div>
        </div>
        {outcome?.status !== 'failed' && (
          <OutputBox
            id={outId}
            label={p.result}
            value={derived ? encodeDigest(derived.key, o.format) : ''}
            minHeight={64}
          />
        )}
      </Section>

      <LinkButtons
        withInput={{ password: o.password, salt: o.salt }}
        secretNote
        secret={o.password !== '' || o.salt !== '' ? 'password' : undefined}
      />
      <ContinueInRecipe steps={recipe?.steps ?? null} input={recipe?.input} />
    </div>
  );
}
