import {
  encodeDigest,
  type HashAlgorithm,
  hashAlgorithmInfo,
  hashLabel,
  KECCAK_ALGORITHMS,
  TEXT_ENCODING_LABELS,
  TEXT_ENCODINGS,
} from '@tinkerbox/engine/hash';
import { Checkbox, Choice, OutputBox, SecretField, Section, Select, TextField } from '@tinkerbox/ui';
import { lazy, useId } from 'react';
import type { NumberFormatter } from '../../i18n/numbers.ts';
import { fmt, useMessages } from '../../i18n/t.tsx';
import { secretEncodingMessages } from '../../lib/form.ts';
import type { WorkerClient } from '../../lib/worker/client.ts';
import { ScopedSuspense } from '../../shell/later.tsx';
import { FormatSelect, hashCommonMessages } from './hash.common.tsx';
import { hashMessages } from './hash.messages.ts';
import type { DigestSetup, HashProtocol } from './hash.protocol.ts';
import { AllTable, VariantPicker, type Verdict, VerdictLine } from './hash.widgets.tsx';
import { type DigestOptions, EOLS, INPUT_KINDS } from './use-digest-options.ts';

// The files part loads when the visitor turns to files (or pastes some): text hashing does not pay for it.
const FileInput = lazy(() => import('./files.view.tsx').then((x) => ({ default: x.FileInput })));
const FilesOutput = lazy(() => import('./files.view.tsx').then((x) => ({ default: x.FilesOutput })));
// An algorithm's own options and a checksum's decimal value load on the routes that show them.
const ParamFields = lazy(() => import('./digest.params.tsx').then((x) => ({ default: x.ParamFields })));
const ChecksumDecimal = lazy(() => import('./digest.params.tsx').then((x) => ({ default: x.ChecksumDecimal })));
const SumsCheck = lazy(() => import('./sums.view.tsx').then((x) => ({ default: x.SumsCheck })));

/** The input section: what kind of input, how text is encoded, the text or the files, and the HMAC key. */
export function DigestInput({
  o,
  onFiles,
  bytes,
  nf,
}: {
  o: DigestOptions;
  onFiles: (files: File[]) => void;
  /** The bytes that were hashed, for the count under the field; null when there is nothing to count. */
  bytes: Uint8Array | null;
  nf: NumberFormatter;
}) {
  const m = useMessages(hashMessages);
  const c = useMessages(hashCommonMessages);
  const enc = useMessages(secretEncodingMessages);
  const { kind } = o;
  const count = bytes && (bytes.length === 1 ? m.bytesOne : fmt(m.bytes, { count: nf.format(bytes.length) }));
  return (
    <Section title={c.input}>
      <div className="flex flex-wrap items-end gap-3">
        <Choice
          label={m.inputKindLabel}
          value={kind}
          onChange={o.setKind}
          options={INPUT_KINDS.map((k) => ({ value: k, label: m.inputKind[k] }))}
        />
        {kind === 'text' && (
          <Select
            label={m.encoding}
            value={o.encoding}
            onChange={o.setEncoding}
            options={TEXT_ENCODINGS.map((e) => ({ value: e, label: TEXT_ENCODING_LABELS[e] }))}
          />
        )}
        {kind === 'text' && (
          <Select
            label={m.lineBreaks}
            value={o.eol}
            onChange={o.setEol}
            options={EOLS.map((e) => ({ value: e, label: m.eol[e] }))}
          />
        )}
        {kind === 'hex' && <Checkbox label={m.ignoreNonHex} checked={o.loose} onChange={o.setLoose} />}
      </div>
      {kind !== 'file' ? (
        <TextField
          multiline
          rows={6}
          label={kind === 'hex' ? m.hexLabel : kind === 'base64' ? m.base64Label : m.textLabel}
          value={o.text}
          onChange={o.setText}
          error={o.input?.error}
          hint={count ? <span data-testid="byte-count">{count}</span> : undefined}
        />
      ) : (
        <ScopedSuspense fallback={null}>
          <FileInput hasFiles={o.files.length > 0} onFiles={onFiles} onClear={() => o.setFiles([])} />
        </ScopedSuspense>
      )}
      {o.isHmac && (
        <SecretField
          label={m.key}
          value={o.key}
          onChange={o.setKey}
          encoding={o.keyEnc}
          onEncodingChange={o.setKeyEnc}
          encodingLabel={m.keyEncoding}
          encodingNames={enc.encodings}
          error={o.hmacKey.error}
          hint={o.key === '' ? m.emptyKey : undefined}
        />
      )}
      {!o.isHmac && hashAlgorithmInfo(o.algorithm).params && (
        <ScopedSuspense fallback={null}>
          <ParamFields o={o} />
        </ScopedSuspense>
      )}
    </Section>
  );
}

/** The output section: algorithm and format, the digest, the verify box, the files and the all-algorithms table. */
export function DigestOutput({
  o,
  variants,
  main,
  digests,
  failed,
  verdict,
  files,
}: {
  o: DigestOptions;
  variants: readonly HashAlgorithm[];
  /** The digest of the input with the chosen algorithm, once computed. */
  main: Uint8Array | undefined;
  /** Every digest computed for the input (all algorithms when asked for, or to name a match). */
  digests: Map<HashAlgorithm, Uint8Array> | null;
  /** The worker could not start: no result is shown, not even an empty one. */
  failed: boolean;
  verdict: (d: Uint8Array | undefined, others?: Map<HashAlgorithm, Uint8Array>) => Verdict;
  /** In files mode: the worker, the files job (null while the key is bad) and the number format. */
  files: {
    worker: WorkerClient<HashProtocol>;
    job: (DigestSetup & { files: File[] }) | null;
    nf: NumberFormatter;
  } | null;
}) {
  const m = useMessages(hashMessages);
  const c = useMessages(hashCommonMessages);
  const outId = useId();
  const { algorithm, format, isHmac } = o;
  const isSha3 = variants.some((v) => (KECCAK_ALGORITHMS as readonly HashAlgorithm[]).includes(v));
  const info = hashAlgorithmInfo(algorithm);
  const label = hashLabel(algorithm, o.params.outputLength);
  const name = isHmac ? `HMAC-${label}` : label;
  return (
    <Section title={c.output}>
      <div className="flex flex-wrap items-end gap-3">
        <VariantPicker variants={variants} value={algorithm} onChange={o.setAlgorithm} />
        <FormatSelect value={format} onChange={o.setFormat} />
        <Checkbox label={m.showAll} checked={o.all} onChange={o.setAll} />
      </div>
      {isSha3 && <p className="text-sm text-amber-800">{m.sha3Note}</p>}
      {!files && !failed && (
        <OutputBox
          id={outId}
          label={fmt(m.digestLabel, { algorithm: name })}
          value={main ? encodeDigest(main, format) : ''}
          minHeight={64}
        />
      )}
      {!files && !failed && info.checksum && (
        <ScopedSuspense fallback={null}>
          <ChecksumDecimal name={name} digest={main} />
        </ScopedSuspense>
      )}
      <div>
        <TextField label={m.verifyLabel} hint={m.verifyHint} value={o.expected} onChange={o.setExpected} />
        {!files && <VerdictLine v={verdict(main, digests ?? undefined)} />}
      </div>
      {files && (
        <ScopedSuspense fallback={null}>
          <FilesOutput
            worker={files.worker}
            job={files.job}
            files={o.files}
            format={format}
            selected={algorithm}
            verdict={verdict}
            nf={files.nf}
          />
          {!isHmac && <SumsCheck text={o.sums} onText={o.setSums} files={o.files} selected={algorithm} />}
        </ScopedSuspense>
      )}
      {!files && o.all && digests && (
        <AllTable
          title={isHmac ? m.allHmacTitle : m.allTitle}
          digests={digests}
          format={format}
          highlight={o.expected.trim()}
          prefix={isHmac ? 'HMAC-' : ''}
        />
      )}
    </Section>
  );
}
