import { modesOf, PADDINGS } from '@tinkerbox/engine/cipher';
import { NumberField, SecretField, Section, Select } from '@tinkerbox/ui';
import type { NumberFormatter } from '../../i18n/numbers.ts';
import { fmt, useMessages } from '../../i18n/t.tsx';
import { secretEncodingMessages } from '../../lib/form.ts';
import { Hint } from './cipher.widgets.tsx';
import type { PartProps } from './cipher-key.view.tsx';
import { LAYOUTS, NONCE_BITS, ROUNDS, SALSAS, TAGS, VARIANTS } from './use-cipher-state.ts';

/** Mode, padding, GCM tag and data, Rabbit's variant, RC4Drop's drop, RC2's effective key bits: whatever the cipher has. */
export function OptionsSection({ s, f, m, err, nf }: PartProps & { nf: NumberFormatter }) {
  const { alg } = s;
  const { block, mode } = f;
  const gcm = (alg === 'aes' || alg === 'sm4') && mode === 'gcm';
  if (s.aead) return <AeadOptions {...{ s, f, m, err }} />;
  if (s.arx) return <StreamOptions {...{ s, f, m, err }} />;
  if (!block && alg !== 'rabbit' && alg !== 'rc4drop') return null;
  const drop = /^\d+$/.test(s.dropText.trim()) ? Number(s.dropText) : null;
  return (
    <Section title={m.options}>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {block && (
          <Select
            label={m.mode}
            value={mode}
            onChange={s.setMode}
            options={modesOf(alg).map((v) => ({ value: v, label: v.toUpperCase() }))}
          />
        )}
        {block && !gcm && (
          <Select
            label={m.padding}
            value={s.padding}
            onChange={s.setPadding}
            options={PADDINGS.map((v) => ({ value: v, label: m.paddings[v] }))}
          />
        )}
        {gcm && (
          <Select
            label={m.tagLength}
            value={s.tag}
            onChange={s.setTag}
            options={TAGS.map((v) => ({ value: v, label: `${fmt(m.keyBytes, { n: v })} (${Number(v) * 8} bit)` }))}
          />
        )}
        {alg === 'rabbit' && (
          <Select
            label={m.variant}
            value={s.variant}
            onChange={s.setVariant}
            className="sm:col-span-2"
            options={VARIANTS.map((v) => ({ value: v, label: m.variants[v] }))}
          />
        )}
        {alg === 'rc2' && (
          <NumberField
            label={m.effectiveBits}
            value={s.effBitsText}
            onChange={s.setEffBitsText}
            error={err('effbits')}
            hint={m.effectiveBitsHint}
          />
        )}
        {alg === 'rc4drop' && (
          <NumberField
            label={m.drop}
            value={s.dropText}
            onChange={s.setDropText}
            error={err('drop')}
            hint={drop !== null ? fmt(m.dropHint, { words: nf.format(drop), bytes: nf.format(drop * 4) }) : null}
          />
        )}
      </div>
      {block && mode !== 'gcm' && mode !== 'cbc' && mode !== 'ecb' && <Hint>{m.paddingNote}</Hint>}
      {alg === 'rabbit' && <Hint>{m.variantNote}</Hint>}
      {gcm && <AadField {...{ s, f, m, err }} />}
    </Section>
  );
}

/** The additional data of GCM and the ChaCha AEADs, as UTF-8 text, hex or base64 (RFC 8439's vectors are hex). */
function AadField({ s, m, err }: PartProps) {
  const names = useMessages(secretEncodingMessages).encodings;
  return (
    <SecretField
      label={m.aad}
      value={s.aadText}
      onChange={s.setAadText}
      encoding={s.aadEnc}
      onEncodingChange={s.setAadEnc}
      encodingLabel={m.aadEncoding}
      encodingNames={names}
      error={err('aad')}
    />
  );
}

/** ChaCha20-Poly1305 and XChaCha20-Poly1305: where nonce and tag go, the additional data, a tag given apart. */
function AeadOptions({ s, f, m, err }: PartProps) {
  const names = useMessages(secretEncodingMessages).encodings;
  return (
    <Section title={m.options}>
      <Select
        label={m.layout}
        value={s.layout}
        onChange={s.setLayout}
        options={LAYOUTS.map((v) => ({ value: v, label: m.layouts[v] }))}
      />
      <AadField {...{ s, f, m, err }} />
      {s.layout === 'separate' && s.direction === 'decrypt' && (
        <SecretField
          label={m.tag}
          value={s.tagText}
          onChange={s.setTagText}
          encoding={s.tagEnc}
          onEncodingChange={s.setTagEnc}
          encodingLabel={m.tagEncoding}
          encodingNames={names}
          error={err('tag')}
        />
      )}
    </Section>
  );
}

/** ChaCha20's rounds and nonce size, or Salsa20 / XSalsa20, and the start block counter. */
function StreamOptions({ s, m, err }: PartProps) {
  return (
    <Section title={m.options}>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {s.alg === 'chacha20' ? (
          <>
            <Select
              label={m.rounds}
              value={s.rounds}
              onChange={s.setRounds}
              options={ROUNDS.map((v) => ({ value: v, label: fmt(m.roundsOption, { n: v }) }))}
            />
            <Select
              label={m.nonceSize}
              value={s.nonceBits}
              onChange={s.setNonceBits}
              options={NONCE_BITS.map((v) => ({ value: v, label: m.nonceSizes[v] }))}
            />
          </>
        ) : (
          <Select
            label={m.variant}
            value={s.salsa}
            onChange={s.setSalsa}
            options={SALSAS.map((v) => ({ value: v, label: m.salsas[v] }))}
          />
        )}
        <NumberField label={m.counter} value={s.counterText} onChange={s.setCounterText} error={err('counter')} />
      </div>
      <Hint>{m.counterHint}</Hint>
    </Section>
  );
}
