import {
  DIGEST_FORMATS,
  type DigestFormat,
  encodeDigest,
  HKDF_HASHES,
  type HkdfHash,
  hashAlgorithmInfo,
  hkdfMaxLength,
} from '@tinkerbox/engine/hash';
import {
  NumberField,
  OutputBox,
  SECRET_ENCODINGS,
  type SecretEncoding,
  SecretField,
  Section,
  Select,
} from '@tinkerbox/ui';
import { useId, useMemo } from 'react';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { secretBytes, secretEncodingMessages } from '../../lib/form.ts';
import { useFragmentOption } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { ContinueInRecipe } from '../../shell/continue-in-recipe.tsx';
import { FormatSelect, hashCommonMessages } from './hash.common.tsx';
import type { HashJob } from './hash.protocol.ts';
import { hkdfMessages } from './hkdf.messages.ts';
import { hkdfRecipe } from './hkdf.recipe.ts';
import type { ServedDigests } from './served-digests.ts';
import { paramField, useDerive } from './use-derive.ts';

const MODES = ['full', 'expand'] as const;
type Mode = (typeof MODES)[number];

// Digits only: `1e3` or `1.5` is not a length, and the engine's range check says so.
const count = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** /hkdf's job for these settings (the page's, and the server's for the untouched page). */
function hkdfJob(
  hash: HkdfHash,
  ikm: Uint8Array,
  salt: Uint8Array,
  info: Uint8Array,
  length: string,
  skipExtract: boolean,
): Extract<HashJob, { type: 'hkdf' }> {
  return { type: 'hkdf', options: { hash, ikm, salt, info, length: count(length) }, skipExtract };
}

/** The job of the untouched page: empty key material, salt and info, SHA-256, 32 bytes, extract and expand. */
export const untouchedHkdfJob = () =>
  hkdfJob('sha256', new Uint8Array(0), new Uint8Array(0), new Uint8Array(0), '32', false);

/** /hkdf: RFC 5869's extract and expand over SHA-1, SHA-2 or SHA-3, in the hash family's worker. */
export function HkdfTool({ served = null }: { served?: ServedDigests | null }) {
  const m = useMessages(hashCommonMessages);
  const h = useMessages(hkdfMessages);
  const enc = useMessages(secretEncodingMessages).encodings;
  const { locale } = useLocale();
  const prkId = useId();
  const okmId = useId();
  const [hash, setHash] = useFragmentOption<HkdfHash>('hash', 'sha256', HKDF_HASHES);
  const [mode, setMode] = useFragmentOption<Mode>('mode', 'full', MODES);
  const [length, setLength] = useFragmentOption<string>('len', '32');
  const [ienc, setIenc] = useFragmentOption<SecretEncoding>('ienc', 'utf8', SECRET_ENCODINGS);
  const [senc, setSenc] = useFragmentOption<SecretEncoding>('senc', 'utf8', SECRET_ENCODINGS);
  const [fenc, setFenc] = useFragmentOption<SecretEncoding>('fenc', 'utf8', SECRET_ENCODINGS);
  const [format, setFormat] = useFragmentOption<DigestFormat>('out', 'hex', DIGEST_FORMATS);
  const [ikm, setIkm] = useKeptState('hkdf:ikm', '');
  const [salt, setSalt] = useKeptState('hkdf:salt', '');
  const [info, setInfo] = useKeptState('hkdf:info', '');
  const ik = useMemo(() => secretBytes(ikm, ienc, locale), [ikm, ienc, locale]);
  const sa = useMemo(() => secretBytes(salt, senc, locale), [salt, senc, locale]);
  const inf = useMemo(() => secretBytes(info, fenc, locale), [info, fenc, locale]);
  const expandOnly = mode === 'expand';
  const job = useMemo(
    () => (ik.ok && sa.ok && inf.ok ? hkdfJob(hash, ik.value, sa.value, inf.value, length, expandOnly) : null),
    [ik, sa, inf, hash, length, expandOnly],
  );
  const { digests, failed, fieldError } = useDerive(job, paramField, false, served);
  const recipe = useMemo(() => hkdfRecipe(job, format), [job, format]);
  const prk = digests && !expandOnly ? digests[0] : undefined;
  const okm = digests ? digests[digests.length - 1] : undefined;
  const label = hashAlgorithmInfo(hash).label;

  return (
    <div>
      <Section title={m.input}>
        <SecretField
          label={expandOnly ? h.prkInput : h.ikm}
          value={ikm}
          onChange={setIkm}
          encoding={ienc}
          onEncodingChange={setIenc}
          encodingLabel={h.ikmEncoding}
          encodingNames={enc}
          error={ik.error ?? fieldError('prk')}
        />
        {!expandOnly && (
          <SecretField
            label={h.salt}
            value={salt}
            onChange={setSalt}
            encoding={senc}
            onEncodingChange={setSenc}
            encodingLabel={h.saltEncoding}
            encodingNames={enc}
            error={sa.error}
            hint={h.saltHint}
          />
        )}
        <SecretField
          label={h.info}
          value={info}
          onChange={setInfo}
          encoding={fenc}
          onEncodingChange={setFenc}
          encodingLabel={h.infoEncoding}
          encodingNames={enc}
          error={inf.error}
        />
      </Section>

      <Section title={h.parameters}>
        <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2">
          <Select
            label={h.mode}
            value={mode}
            onChange={setMode}
            options={MODES.map((v) => ({ value: v, label: h.modes[v] }))}
          />
          <Select
            label={h.hash}
            value={hash}
            onChange={setHash}
            options={HKDF_HASHES.map((x) => ({ value: x, label: hashAlgorithmInfo(x).label }))}
          />
          <NumberField
            label={h.length}
            value={length}
            onChange={setLength}
            error={fieldError('length')}
            hint={fmt(h.lengthHint, { max: hkdfMaxLength(hash), hash: label })}
          />
        </div>
      </Section>

      <Section title={m.output}>
        <FormatSelect value={format} onChange={setFormat} />
        {!failed && (
          <>
            <OutputBox id={okmId} label={h.okm} value={okm ? encodeDigest(okm, format) : ''} minHeight={64} />
            {!expandOnly && (
              <OutputBox id={prkId} label={h.prk} value={prk ? encodeDigest(prk, format) : ''} minHeight={40} />
            )}
          </>
        )}
      </Section>
      <ContinueInRecipe steps={recipe?.steps ?? null} input={recipe?.input} />
    </div>
  );
}
