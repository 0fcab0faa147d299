import type { HashAlgorithm } from '@tinkerbox/engine/hash';
import { TextField } from '@tinkerbox/ui';
import { fmt, useMessages } from '../../i18n/t.tsx';
import { algorithmLabel } from './hash.widgets.tsx';
import { sumsMessages } from './sums.messages.ts';
import { type SumsStatus, useSumsCheck } from './use-sums-check.ts';

const TONE: Record<SumsStatus, string> = {
  ok: 'text-emerald-700',
  mismatch: 'text-red-700',
  missing: 'text-amber-800',
  unknown: 'text-amber-800',
  unreadable: 'text-red-700',
  pending: 'text-slate-600',
};

/**
 * "Check a checksum file": a SHA256SUMS (or sha256sum --tag, openssl dgst) list pasted or dropped,
 * checked against the dropped files: OK, mismatch or missing per line.
 */
export function SumsCheck({
  text,
  onText,
  files,
  selected,
}: {
  text: string;
  onText: (t: string) => void;
  files: File[];
  selected: HashAlgorithm;
}) {
  const s = useMessages(sumsMessages);
  const { rows, notListed, unreadable, failed } = useSumsCheck(text, files, selected);
  const count = (st: SumsStatus) => rows.filter((r) => r.status === st).length;
  return (
    <section className="mt-4 flex flex-col gap-3" aria-labelledby="sums-title">
      <h3 id="sums-title" className="font-semibold text-slate-800">
        {s.title}
      </h3>
      <TextField
        multiline
        rows={4}
        label={s.input}
        hint={s.hint}
        value={text}
        onChange={onText}
        testId="sums-input"
        controlProps={{ wrap: 'off' }}
      />
      {text.trim() !== '' && rows.length === 0 && <p className="text-sm text-slate-600">{s.noEntries}</p>}
      {unreadable.length > 0 && (
        <p className="text-sm text-amber-800">{fmt(s.unreadableLines, { lines: unreadable.join(', ') })}</p>
      )}
      {rows.length > 0 && !failed && (
        <>
          <p role="status" className="text-sm font-semibold" data-testid="sums-summary">
            {fmt(s.summary, { ok: count('ok'), mismatch: count('mismatch'), missing: count('missing') })}
          </p>
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr className="text-left text-slate-600">
                <th className="py-1 pr-3 font-medium">{s.file}</th>
                <th className="py-1 pr-3 font-medium">{s.algorithm}</th>
                <th className="py-1 font-medium">{s.result}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr
                  key={`${r.line}-${r.name}`}
                  className="border-t border-slate-200"
                  data-testid="sums-row"
                  data-status={r.status}
                >
                  <td className="py-1 pr-3 break-all">{r.name}</td>
                  <td className="py-1 pr-3 whitespace-nowrap">{r.algorithm ? algorithmLabel(r.algorithm) : '—'}</td>
                  <td className={`py-1 font-semibold ${TONE[r.status]}`}>
                    {r.status === 'ok' ? '✓ ' : r.status === 'mismatch' ? '✗ ' : ''}
                    {s.status[r.status]}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {rows.length > 0 && notListed.length > 0 && (
        <p className="text-sm text-slate-600" data-testid="sums-not-listed">
          {fmt(s.notListed, { names: notListed.join(', ') })}
        </p>
      )}
    </section>
  );
}
