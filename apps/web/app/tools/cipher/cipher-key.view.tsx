import { KEY_DERIVATIONS, PBKDF2_HASHES } from '@tinkerbox/engine/cipher';
import { EarlyButton, NumberField, SecretField, Section, Select, TextField } from '@tinkerbox/ui';
import { fmt, useMessages } from '../../i18n/t.tsx';
import { randomHex, secretEncodingMessages } from '../../lib/form.ts';
import { type CipherMessages, Hint } from './cipher.widgets.tsx';
import type { CipherForm, FieldName } from './use-cipher-form.ts';
import { AES_BITS, type CipherState, IV_PLACEMENTS, KEY_KINDS, RC4_BITS, TRIPLE } from './use-cipher-state.ts';

export interface PartProps {
  s: CipherState;
  f: CipherForm;
  m: CipherMessages;
  /** The message beside a field, or null. */
  err: (field: FieldName) => string | null;
}

/** Where the key comes from: a passphrase and how it is derived, or a raw key and IV. */
export function KeySection(props: PartProps) {
  const { s, m } = props;
  if (s.aead || s.arx) {
    return (
      <Section title={m.keySection}>
        <Hint>{s.aead ? m.aeadNote : s.alg === 'chacha20' ? m.chachaKeyNote : m.salsaKeyNote}</Hint>
        <RawKeyFields {...props} />
      </Section>
    );
  }
  return (
    <Section title={m.keySection}>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Select
          label={m.keyKind}
          value={s.keyKind}
          onChange={s.setKeyKind}
          options={KEY_KINDS.map((v) => ({ value: v, label: m.keyKinds[v] }))}
        />
        {s.keyKind === 'passphrase' && (
          <Select
            label={m.derivation}
            value={s.kdf}
            onChange={s.setKdf}
            className="sm:col-span-2"
            options={KEY_DERIVATIONS.map((v) => ({ value: v, label: m.derivations[v] }))}
          />
        )}
      </div>
      {s.keyKind === 'passphrase' ? <PassphraseFields {...props} /> : <RawKeyFields {...props} />}
    </Section>
  );
}

function PassphraseFields({ s, m, err }: PartProps) {
  const { alg } = s;
  return (
    <>
      <TextField
        label={m.passphrase}
        type={s.showPass ? 'text' : 'password'}
        mono={false}
        value={s.passphrase}
        onChange={s.setPassphrase}
        error={err('key')}
        actions={
          <EarlyButton
            early="show-passphrase"
            size="sm"
            aria-pressed={s.showPass}
            onClick={() => s.setShowPass(!s.showPass)}
          >
            {m.showSecret}
          </EarlyButton>
        }
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {alg === 'aes' && (
          <Select
            label={m.keySize}
            value={s.bits}
            onChange={s.setBits}
            options={AES_BITS.map((v) => ({ value: v, label: `AES-${v}` }))}
          />
        )}
        {(alg === 'rc4' || alg === 'rc4drop') && (
          <Select
            label={m.keySize}
            value={s.bits === '128' ? '128' : '256'}
            onChange={s.setBits}
            className="sm:col-span-2"
            options={RC4_BITS.map((v) => ({ value: v, label: m.rc4Bits[v] }))}
          />
        )}
        {alg === 'tripledes' && (
          <Select
            label={m.tripleKeys}
            value={s.triple}
            onChange={s.setTriple}
            className="sm:col-span-2"
            options={TRIPLE.map((v) => ({ value: v, label: m.tripleKeyOptions[v] }))}
          />
        )}
        {s.kdf === 'pbkdf2' && (
          <>
            <Select
              label={m.pbkdf2Hash}
              value={s.hash}
              onChange={s.setHash}
              options={PBKDF2_HASHES.map((v) => ({ value: v, label: v }))}
            />
            <NumberField
              label={m.iterations}
              value={s.iterText}
              onChange={s.setIterText}
              error={err('iterations')}
              hint={m.iterationsHint}
            />
          </>
        )}
      </div>
    </>
  );
}

function RawKeyFields({ s, f, m, err }: PartProps) {
  const names = useMessages(secretEncodingMessages).encodings;
  const nonce = s.aead || s.arx || ((s.alg === 'aes' || s.alg === 'sm4') && f.mode === 'gcm');
  return (
    <>
      <SecretField
        label={m.key}
        value={s.keyText}
        onChange={s.setKeyText}
        encoding={s.keyEnc}
        onEncodingChange={s.setKeyEnc}
        encodingLabel={m.keyEncoding}
        encodingNames={names}
        error={err('key')}
        hint={f.keyLength !== null ? fmt(m.keyBytes, { n: f.keyLength }) : null}
        generate={{
          label: m.generate,
          onGenerate: () => {
            s.setKeyEnc('hex');
            s.setKeyText(randomHex(f.keyBytes));
          },
        }}
      />
      {f.usesIv && !s.aead && !s.arx && (
        <Select
          label={m.ivPlacement}
          value={s.ivAt}
          onChange={s.setIvAt}
          options={IV_PLACEMENTS.map((v) => ({ value: v, label: m.ivPlacements[v] }))}
        />
      )}
      {f.nonceInData && (
        <Hint>
          {fmt(f.ivAt === 'appended' ? m.ivAtEnd : f.ivAt === 'prepended' ? m.ivAtStart : m.nonceInData, {
            n: f.ivBytes,
          })}
        </Hint>
      )}
      {f.usesIv && !f.nonceInData && (
        <SecretField
          label={nonce ? m.nonce : m.iv}
          value={s.ivText}
          onChange={(v) => {
            s.setIvText(v);
            s.setIvGenerated(false);
          }}
          encoding={s.ivEnc}
          onEncodingChange={s.setIvEnc}
          encodingLabel={nonce ? m.nonceEncoding : m.ivEncoding}
          encodingNames={names}
          error={err('iv')}
          hint={
            s.ivGenerated && s.direction === 'encrypt'
              ? nonce
                ? m.nonceGenerated
                : m.ivGenerated
              : s.alg === 'rabbit'
                ? m.rabbitNoIv
                : fmt(m.keyBytes, { n: f.ivBytes })
          }
          generate={{
            label: m.generate,
            onGenerate: () => {
              s.setIvEnc('hex');
              s.setIvText(randomHex(f.ivBytes));
              s.setIvGenerated(false);
            },
          }}
        />
      )}
    </>
  );
}
