import {
  HASH_ALGORITHMS,
  type HashAlgorithm,
  hashAlgorithmInfo,
  isChecksumFileName,
  isCrcName,
} from '@tinkerbox/engine/hash';
import { useFileTarget } from '@tinkerbox/ui';
import { useCallback, useMemo } from 'react';
import { HTML_LANG } from '../../i18n/locales.ts';
import { numberFormat } from '../../i18n/numbers.ts';
import { useLocale, useMessages } from '../../i18n/t.tsx';
import { useWorker } from '../../lib/worker/use-worker.ts';
import { ContinueInRecipe, type HandedStep, hashOp, hexArg } from '../../shell/continue-in-recipe.tsx';
import { DigestInput, DigestOutput } from './digest.parts.tsx';
import { LinkButtons } from './hash.common.tsx';
import { hashMessages } from './hash.messages.ts';
import type { DigestPreset } from './hash.preset.ts';
import { createHashWorker, type HashProtocol } from './hash.protocol.ts';
import { verdictOf } from './hash.widgets.tsx';
import type { ServedDigests } from './served-digests.ts';
import { useDigestOptions, usePastedFiles, variantsOf } from './use-digest-options.ts';
import { useTextDigests } from './use-text-digests.ts';

// "Every algorithm": on an HMAC page those HMAC is defined over (no checksum, no XOF). cSHAKE and KMAC,
// which mean something only with their customization or key (with neither, cSHAKE is SHAKE), join only
// on their own route; they are also the slowest (pure TS Keccak), which a big file would feel. The
// catalogue's 111 CRCs by name are /crc's list, not rows of every digest page's table.
const EVERY = HASH_ALGORITHMS.filter((a) => !hashAlgorithmInfo(a).params?.customization && !isCrcName(a));
const EVERY_HMAC = HASH_ALGORITHMS.filter((a) => hashAlgorithmInfo(a).hmac);

/** Every digest and HMAC route: input, options, output, all-algorithms view, verify box, files. */
export function DigestTool({ preset, served }: { preset: DigestPreset; served: ServedDigests | null }) {
  const m = useMessages(hashMessages);
  const { locale } = useLocale();
  const nf = numberFormat(HTML_LANG[locale]); // one per language, kept by numberFormat
  const o = useDigestOptions(preset);
  const variants = useMemo(() => variantsOf(preset), [preset]);
  const worker = useWorker<HashProtocol>(createHashWorker);
  const { kind, input, hmacKey, algorithm, all, files, setFiles, setKind, setSums } = o;
  const expected = o.expected.trim();
  const every = useMemo(
    () => (o.isHmac ? EVERY_HMAC : EVERY.includes(algorithm) ? EVERY : [...EVERY, algorithm]),
    [o.isHmac, algorithm],
  );

  // With a digest pasted in the verify box, every algorithm is computed, to name the one that matches.
  const wantEvery = all || (expected !== '' && kind !== 'file');
  const algorithms = useMemo(
    (): HashAlgorithm[] => (wantEvery ? [...every] : [algorithm]),
    [wantEvery, algorithm, every],
  );
  const fileAlgorithms = useMemo((): HashAlgorithm[] => (all ? [...every] : [algorithm]), [all, algorithm, every]);
  // The chosen algorithm's own options (length, key, customization) apply to it alone.
  const paramValue = o.params.value;
  const params = useMemo(() => (paramValue ? { [algorithm]: paramValue } : null), [algorithm, paramValue]);
  const textJob = useMemo(
    () =>
      input?.ok && hmacKey.ok && params ? { data: input.value, algorithms, hmacKey: hmacKey.value, params } : null,
    [input, hmacKey, algorithms, params],
  );
  const fileJob = useMemo(
    () =>
      kind === 'file' && hmacKey.ok && params
        ? { files, algorithms: fileAlgorithms, hmacKey: hmacKey.value, params }
        : null,
    [kind, files, fileAlgorithms, hmacKey, params],
  );
  const text = useTextDigests(textJob, served);
  // the same digest as the first step of a recipe, and the input with it (a file is chosen there again)
  const format = o.format;
  const recipe = useMemo((): HandedStep[] | null => {
    if (!hmacKey.ok || !params) return null;
    const out = format === 'hex' ? undefined : format;
    if (o.isHmac) {
      const key = hmacKey.value;
      return [
        {
          op: 'hmac',
          args: {
            key: key?.length ? hexArg(key) : undefined,
            hash: algorithm === 'sha256' ? undefined : algorithm,
            format: out,
          },
        },
      ];
    }
    const p = params[algorithm] ?? {};
    const bytes = (b: Uint8Array | undefined) => (b?.length ? hexArg(b) : undefined);
    const length = p.outputLength === hashAlgorithmInfo(algorithm).digestLength ? undefined : p.outputLength;
    return [
      {
        op: hashOp(algorithm),
        args: {
          format: out,
          length,
          key: bytes(p.key),
          customization: bytes(p.customization),
          'function-name': bytes(p.functionName),
        },
      },
    ];
  }, [hmacKey, params, format, o.isHmac, algorithm]);

  // A checksum file dropped with the files (or alone, after them) fills "Check a checksum file" (digest
  // pages); the other files are hashed. Dropped alone, it keeps the files already there.
  const addFiles = useCallback(
    (list: File[]) => {
      const lists = preset.kind === 'digest' ? list.filter((f) => isChecksumFileName(f.name) && f.size < 1 << 20) : [];
      const data = list.filter((f) => !lists.includes(f));
      if (lists[0]) lists[0].text().then(setSums, () => undefined);
      if (data.length > 0) setFiles(data);
      setKind('file');
    },
    [setFiles, setKind, setSums, preset.kind],
  );
  usePastedFiles(addFiles);
  // A file dropped anywhere on the tool, in text mode too, is hashed as a file.
  useFileTarget(addFiles, { multiple: true });

  // The worker could not start: no digest, count or verdict is shown as if it had been computed.
  const failed = text.failed;
  const main = textJob && !failed ? text.digests.get(algorithm) : undefined;
  const verdict = (d: Uint8Array | undefined, others?: Map<HashAlgorithm, Uint8Array>) =>
    verdictOf(m, expected, algorithm, d, others);

  return (
    <div>
      <DigestInput o={o} onFiles={addFiles} bytes={failed ? null : (input?.value ?? null)} nf={nf} />
      <DigestOutput
        o={o}
        variants={variants}
        main={main}
        digests={textJob && !failed ? text.digests : null}
        failed={failed}
        verdict={verdict}
        files={kind === 'file' ? { worker, job: fileJob, nf } : null}
      />
      <ContinueInRecipe steps={recipe} input={kind === 'file' || !input?.ok ? null : input.value} />
      <LinkButtons
        withInput={kind === 'file' ? undefined : o.isHmac ? { text: o.text, key: o.key } : { text: o.text }}
        secretNote={o.isHmac}
        secret={o.isHmac && o.key !== '' ? 'key' : undefined}
      />
    </div>
  );
}
