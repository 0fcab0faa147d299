import { hashAlgorithmInfo } from '@tinkerbox/engine/hash';
import { NumberField, OutputBox, SecretField, TextField } from '@tinkerbox/ui';
import { useId } from 'react';
import { fmt, useMessages } from '../../i18n/t.tsx';
import { secretEncodingMessages } from '../../lib/form.ts';
import { hashMessages } from './hash.messages.ts';
import { paramsMessages } from './params.messages.ts';
import type { DigestOptions } from './use-digest-options.ts';

/**
 * The chosen algorithm's own options, drawn from what the engine says it takes
 * (`hashAlgorithmInfo(a).params`): output length, key, function name, customization. Nothing for an
 * algorithm without options, or on an HMAC page (whose key is the HMAC key).
 */
export function ParamFields({ o }: { o: DigestOptions }) {
  const h = useMessages(hashMessages);
  const m = useMessages(paramsMessages);
  const enc = useMessages(secretEncodingMessages);
  const spec = hashAlgorithmInfo(o.algorithm).params;
  if (!spec || o.isHmac) return null;
  const { params } = o;
  const range = spec.outputLength;
  const isKmac = o.algorithm.startsWith('kmac');
  const bits = { bytes: String(params.outputLength), bits: String(params.outputLength * 8) };
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {range && (
        <NumberField
          label={m.outputLength}
          value={o.outLen}
          onChange={o.setOutLen}
          placeholder={String(hashAlgorithmInfo(o.algorithm).digestLength)}
          error={params.lengthError}
          hint={
            <span>
              {fmt(m.outputBits, bits)} ({range.min}–{range.max}){o.algorithm === 'blake3' && <> {m.blake3Max}</>}
            </span>
          }
        />
      )}
      {spec.key && (
        <SecretField
          label={m.paramKey}
          value={o.key}
          onChange={o.setKey}
          encoding={o.keyEnc}
          onEncodingChange={o.setKeyEnc}
          encodingLabel={h.keyEncoding}
          encodingNames={enc.encodings}
          error={params.keyError}
          hint={o.key === '' ? (isKmac ? m.kmacKeyHint : m.paramKeyHint) : undefined}
        />
      )}
      {spec.functionName && <TextField label={m.functionName} value={o.fnName} onChange={o.setFnName} />}
      {spec.customization && <TextField label={m.customization} value={o.custom} onChange={o.setCustom} />}
    </div>
  );
}

/** A checksum's value as a decimal number (as cksum, zlib and most CRC tools print it), with how it is written. */
export function ChecksumDecimal({ name, digest }: { name: string; digest: Uint8Array | undefined }) {
  const m = useMessages(paramsMessages);
  const id = useId();
  const hex = digest ? Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('') : '';
  return (
    <>
      <OutputBox
        id={id}
        minHeight={40}
        label={fmt(m.decimal, { algorithm: name })}
        value={hex ? BigInt(`0x${hex}`).toString() : ''}
      />
      <p className="text-sm text-slate-600">{m.crcNote}</p>
    </>
  );
}
