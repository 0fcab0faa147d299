import { CRC_CATALOGUE, type CrcModel, type CrcName, crcModel } from '@tinkerbox/engine/hash';
import { Button, TextField } from '@tinkerbox/ui';
import { useMemo } from 'react';
import { fmt, useMessages } from '../../i18n/t.tsx';
import { useKeptState } from '../../lib/kept-state.ts';
import { crcMessages } from './crc.messages.ts';
import { useTextDigests } from './use-text-digests.ts';

/** How a CRC's value met the value looked for: as written in hex, in decimal, or with its bytes the other way round. */
export type MatchWay = 'hex' | 'decimal' | 'swapped';

/**
 * The numbers a pasted checksum may mean: hex (`31c3`, `0x31C3`, `31 C3`) and, when it has only digits,
 * decimal (`12739`). Null when it is neither.
 * @example valueReadings('0x31C3') // { hex: 12739n, decimal: null }
 */
export function valueReadings(text: string): { hex: bigint | null; decimal: bigint | null } | null {
  const t = text.trim().replace(/[\s:_]/g, '');
  if (t === '') return null;
  const bare = t.replace(/^0x/i, '');
  const hex = /^[0-9a-f]{1,16}$/i.test(bare) ? BigInt(`0x${bare}`) : null;
  const decimal = t === bare && /^\d{1,20}$/.test(t) ? BigInt(t) : null;
  if (hex === null && decimal === null) return null;
  return { hex, decimal };
}

/** The value as a number (big-endian, as the engine writes a CRC) and with its bytes in the other order. */
function readings(digest: Uint8Array): { value: bigint; swapped: bigint } {
  let value = 0n;
  let swapped = 0n;
  for (let i = 0; i < digest.length; i++) {
    value = (value << 8n) | BigInt(digest[i] ?? 0);
    swapped = (swapped << 8n) | BigInt(digest[digest.length - 1 - i] ?? 0);
  }
  return { value, swapped };
}

/**
 * Every catalogue CRC whose value over the input is the one looked for, and how it matched: as hex, as
 * decimal, or read with its bytes swapped (a little-endian field in a packet). Best first: hex, decimal, swapped.
 */
export function crcMatches(
  digests: ReadonlyMap<string, Uint8Array>,
  wanted: { hex: bigint | null; decimal: bigint | null },
): { name: CrcName; way: MatchWay }[] {
  const out: { name: CrcName; way: MatchWay }[] = [];
  for (const way of ['hex', 'decimal', 'swapped'] as const) {
    for (const name of CRC_CATALOGUE) {
      const d = digests.get(name);
      if (!d || out.some((x) => x.name === name)) continue;
      const r = readings(d);
      const hit =
        way === 'hex'
          ? r.value === wanted.hex
          : way === 'decimal'
            ? r.value === wanted.decimal
            : d.length > 1 && (r.swapped === wanted.hex || r.swapped === wanted.decimal);
      if (hit) out.push({ name, way });
    }
  }
  return out;
}

/**
 * "Which CRC gives this value?": a checksum seen in a file or a packet, tried against every CRC of the
 * catalogue over the input above, in the worker. A match can be ticked into the results.
 */
export function CrcIdentify({
  data,
  chosen,
  onChoose,
}: {
  /** The input's bytes, or null while there is none (or it is a file). */
  data: Uint8Array | null;
  chosen: readonly CrcName[];
  onChoose: (name: CrcName) => void;
}) {
  const m = useMessages(crcMessages);
  const [text, setText] = useKeptState('crc:identify', '');
  const wanted = useMemo(() => valueReadings(text), [text]);
  const job = useMemo(
    () => (wanted && data ? { data, algorithms: [...CRC_CATALOGUE], hmacKey: undefined, params: {} } : null),
    [wanted, data],
  );
  const run = useTextDigests(job);
  const complete = job !== null && CRC_CATALOGUE.every((n) => run.digests.has(n));
  const matches = wanted && complete ? crcMatches(run.digests, wanted) : null;
  const error = text.trim() !== '' && !wanted ? m.identifyBad : undefined;
  return (
    <div className="space-y-3">
      <TextField
        label={m.identify}
        hint={data ? m.identifyHint : m.identifyNeedsText}
        value={text}
        onChange={setText}
        error={error}
        testId="crc-identify"
      />
      {matches && (
        <div role="status" data-testid="crc-identified">
          {matches.length === 0 ? (
            <p className="text-sm text-slate-600">{fmt(m.identifyNone, { value: text.trim() })}</p>
          ) : (
            <ul className="space-y-1">
              {matches.map(({ name, way }) => (
                <li key={name} className="flex flex-wrap items-center gap-2 text-sm" data-match={name}>
                  <span className="font-mono font-medium">{name}</span>
                  <span className="text-slate-600">
                    {way === 'hex' ? m.matchHex : way === 'decimal' ? m.matchDecimal : m.matchSwapped}
                    {' · '}
                    {fmt(m.params, paramWords(m, crcModel(name)))}
                  </span>
                  {!chosen.includes(name) && (
                    <Button size="sm" onClick={() => onChoose(name)} aria-label={fmt(m.addMatch, { name })}>
                      {m.add}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

/** A CRC parameter in hex, as wide as the CRC. */
export const hex = (v: bigint, width: number) => `0x${v.toString(16).padStart(Math.ceil(width / 4), '0')}`;

type CrcWords = (typeof crcMessages)['en_US'];
/** A CRC's parameters as the `params` message reads them. */
export const paramWords = (m: CrcWords, model: CrcModel) => ({
  width: model.width,
  poly: hex(model.poly, model.width),
  init: hex(model.init, model.width),
  refin: model.refin ? m.yes : m.no,
  refout: model.refout ? m.yes : m.no,
  xorout: hex(model.xorout, model.width),
});
