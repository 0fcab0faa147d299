import {
  type ChecksumLine,
  type DigestFormat,
  digestMatches,
  encodeDigest,
  HASH_ALGORITHMS,
  type HashAlgorithm,
  hashAlgorithmInfo,
  KECCAK_ALGORITHMS,
  readChecksumLine,
  SHA3_ALGORITHMS,
} from '@tinkerbox/engine/hash';
import { CopyButton, Select } from '@tinkerbox/ui';
import { fmt, useMessages } from '../../i18n/t.tsx';
import { hashMessages } from './hash.messages.ts';

/** What a person calls an algorithm, from the engine. */
export const algorithmLabel = (a: HashAlgorithm) => hashAlgorithmInfo(a).label;

/** The outcome of comparing a pasted digest with a computed one, and how the paste was read. */
export type Verdict = { ok: boolean; text: string; form?: string } | null;

type HashWords = (typeof hashMessages)['en_US'];

/** How a checksum line was read ("Read as a sha256sum line for “a.txt”."), nothing for a bare digest. */
export function formText(m: HashWords, c: ChecksumLine): string {
  const algorithm = c.algorithm ? algorithmLabel(c.algorithm) : (c.tag ?? '');
  if (c.form === 'gnu') return fmt(m.readGnu, { file: c.file ?? '' });
  if (c.form === 'bsd') return fmt(m.readBsd, { file: c.file ?? '', tag: algorithm });
  if (c.form === 'sri') return fmt(m.readSri, { algorithm });
  return '';
}

/**
 * Match, mismatch, or "not this algorithm, but it matches that one" when another digest shown fits.
 * The paste may be a bare digest, a line of a checksum file (coreutils or BSD style) or an SRI value.
 */
export function verdictOf(
  m: HashWords,
  expected: string,
  selected: HashAlgorithm,
  digest: Uint8Array | undefined,
  others?: Map<HashAlgorithm, Uint8Array>,
): Verdict {
  if (!expected || !digest) return null;
  const c = readChecksumLine(expected);
  const form = formText(m, c);
  const named = c.algorithm;
  if ((!named || named === selected) && digestMatches(c.digest, digest)) return { ok: true, text: m.match, form };
  const other =
    others && [...others].find(([a, x]) => a !== selected && (!named || named === a) && digestMatches(c.digest, x));
  if (!other) return { ok: false, text: m.mismatch, form };
  const names = { algorithm: algorithmLabel(selected), other: algorithmLabel(other[0]) };
  return { ok: false, text: `${m.mismatch} ${fmt(m.matchOther, names)}`, form };
}

/** The verify box's answer, announced politely, and how the pasted text was read. */
export function VerdictLine({ v }: { v: Verdict }) {
  return (
    <div role="status">
      <p
        data-testid="verdict"
        className={`mt-1 min-h-6 text-sm font-semibold ${v?.ok ? 'text-emerald-700' : 'text-red-700'}`}
      >
        {v ? `${v.ok ? '✓' : '✗'} ${v.text}` : ''}
      </p>
      {v?.form && (
        <p className="text-sm text-slate-600" data-testid="verdict-form">
          {v.form}
        </p>
      )}
    </div>
  );
}

/**
 * The algorithm menus of a route with variants: SHA-3 or Keccak and the width for /sha3 (the engine's
 * two lists match width for width), one menu otherwise; nothing for a route with one algorithm.
 */
export function VariantPicker({
  variants,
  value,
  onChange,
}: {
  variants: readonly HashAlgorithm[];
  value: HashAlgorithm;
  onChange: (a: HashAlgorithm) => void;
}) {
  const m = useMessages(hashMessages);
  const keccak = (KECCAK_ALGORITHMS as readonly HashAlgorithm[]).includes(value);
  const list: readonly HashAlgorithm[] = keccak ? KECCAK_ALGORITHMS : SHA3_ALGORITHMS;
  if (!(SHA3_ALGORITHMS as readonly HashAlgorithm[]).includes(variants[0]!)) {
    if (variants.length < 2) return null;
    const options = variants.map((v) => ({ value: v, label: algorithmLabel(v) }));
    return <Select label={m.algorithm} value={value} onChange={onChange} options={options} />;
  }
  const index = Math.max(0, list.indexOf(value));
  const bits = (a: HashAlgorithm) => String(hashAlgorithmInfo(a).digestLength * 8);
  return (
    <>
      <Select
        label={m.family}
        value={keccak ? 'keccak' : 'sha3'}
        onChange={(f) => onChange((f === 'keccak' ? KECCAK_ALGORITHMS : SHA3_ALGORITHMS)[index]!)}
        options={[
          { value: 'sha3', label: m.sha3Standard },
          { value: 'keccak', label: m.keccakLegacy },
        ]}
      />
      <Select
        label={m.width}
        value={bits(value)}
        onChange={(b) => onChange(list.find((a) => bits(a) === b) ?? value)}
        options={list.map((a) => ({ value: bits(a), label: fmt(m.bits, { bits: bits(a) }) }))}
      />
    </>
  );
}

/** Every algorithm's digest of the input, the one matching the pasted digest highlighted. */
export function AllTable({
  title,
  digests,
  format,
  highlight,
  prefix,
}: {
  title: string;
  digests: Map<HashAlgorithm, Uint8Array>;
  format: DigestFormat;
  highlight: string;
  prefix: string;
}) {
  const m = useMessages(hashMessages);
  const wanted = highlight === '' ? '' : readChecksumLine(highlight).digest;
  return (
    <div className="mt-4">
      <h3 className="mb-2 font-semibold text-slate-800">{title}</h3>
      <table className="w-full border-collapse text-sm" data-testid="all-table">
        <tbody>
          {HASH_ALGORITHMS.map((a) => {
            const d = digests.get(a);
            if (!d) return null;
            const s = encodeDigest(d, format);
            const hit = wanted !== '' && digestMatches(wanted, d);
            const name = `${prefix}${algorithmLabel(a)}`;
            return (
              <tr key={a} className={`border-t border-slate-200 ${hit ? 'bg-emerald-50' : ''}`}>
                <th
                  scope="row"
                  className="w-40 py-2 pr-3 text-left align-top font-medium whitespace-nowrap max-md:w-24 max-md:whitespace-normal"
                >
                  {name}
                </th>
                <td className="py-2 font-mono break-all" data-algorithm={a}>
                  {s}
                </td>
                <td className="w-12 py-1 pl-2 align-top">
                  <CopyButton value={s} label={fmt(m.copyDigest, { algorithm: name })} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
