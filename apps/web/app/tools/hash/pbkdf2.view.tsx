import { encodeDigest, hashAlgorithmInfo, PBKDF2_HASHES, PBKDF2_PRESETS } from '@tinkerbox/engine/hash';
import { Button, NumberField, OutputBox, SecretField, Section, Select } from '@tinkerbox/ui';
import { useId } from 'react';
import { fmt, useMessages } from '../../i18n/t.tsx';
import { randomHex, secretEncodingMessages } from '../../lib/form.ts';
import { FormatSelect, hashCommonMessages, LinkButtons } from './hash.common.tsx';
import { pbkdf2Messages } from './pbkdf2.messages.ts';
import { PRESET_NAMES, usePbkdf2 } from './use-pbkdf2.ts';

/** Bytes of the random salt the Generate button makes (NIST SP 800-132 asks for at least 16). */
const SALT_BYTES = 16;

/** /pbkdf2: every parameter, crypto-js presets, the derivation in a worker with its time. */
export function Pbkdf2Tool() {
  const m = useMessages(hashCommonMessages);
  const enc = useMessages(secretEncodingMessages).encodings;
  const p = useMessages(pbkdf2Messages);
  const outId = useId();
  const { o, outcome, running, cancel, fieldError } = usePbkdf2();
  const presetLabel = (name: (typeof PRESET_NAMES)[number]) => {
    if (name === 'custom') return p.presets.custom;
    const x = PBKDF2_PRESETS[name];
    return fmt(p.presets[name], { hash: hashAlgorithmInfo(x.hash).label, iterations: x.iterations, dkLen: x.dkLen });
  };

  return (
    <div>
      <Section title={m.input}>
        <SecretField
          label={p.password}
          value={o.password}
          onChange={o.setPassword}
          encoding={o.penc}
          onEncodingChange={o.setPenc}
          encodingLabel={p.passwordEncoding}
          encodingNames={enc}
          error={o.pw.error}
        />
        <SecretField
          label={p.salt}
          value={o.salt}
          onChange={o.setSalt}
          encoding={o.senc}
          onEncodingChange={o.setSenc}
          encodingLabel={p.saltEncoding}
          encodingNames={enc}
          error={o.sa.error}
          generate={{
            label: fmt(p.randomSalt, { bytes: SALT_BYTES }),
            onGenerate: () => {
              o.setSenc('hex');
              o.setSalt(randomHex(SALT_BYTES));
            },
          }}
        />
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
          {running !== null && (
            <div className="flex h-12 items-center gap-3" role="status">
              <span className="text-sm text-slate-700">
                {p.running} {((performance.now() - running) / 1000).toFixed(1)} s
              </span>
              <Button onClick={cancel}>{p.cancel}</Button>
            </div>
          )}
        </div>
        {!outcome.failed && (
          <OutputBox
            id={outId}
            label={p.result}
            value={outcome.key ? encodeDigest(outcome.key, o.format) : ''}
            minHeight={64}
          />
        )}
        {outcome.cancelled && (
          <p role="status" className="text-sm text-slate-700" data-testid="pbkdf2-cancelled">
            {p.cancelled}
          </p>
        )}
        {outcome.ms !== undefined && running === null && (
          <p className="text-sm text-slate-600" data-testid="took">
            {fmt(p.took, { ms: Math.round(outcome.ms) })}
          </p>
        )}
      </Section>

      <LinkButtons
        withInput={{ password: o.password, salt: o.salt }}
        secretNote
        secret={o.password !== '' || o.salt !== '' ? 'password' : undefined}
      />
    </div>
  );
}
