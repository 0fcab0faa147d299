import { toHex } from '@tinkerbox/engine/encoding';
import type { QrReadResult } from '@tinkerbox/engine/qr-reader';
import { OutputBox } from '@tinkerbox/ui';
import { fmt, useMessages } from '../../i18n/t.tsx';
import { qrMessages } from './qr.messages.ts';
import { qrReadMessages } from './qr-read.messages.ts';
import type { Outcome } from './use-reader.ts';

function isWebUrl(text: string): boolean {
  try {
    const u = new URL(text.trim());
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The image that was read, with each code found outlined and numbered. */
export function OutlinedImage({ outcome }: { outcome: Outcome }) {
  const r = useMessages(qrReadMessages);
  return (
    <div className="relative self-start">
      <img src={outcome.image} alt={r.imageAlt} className="w-full rounded-md border border-slate-200" />
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${outcome.width} ${outcome.height}`}
        preserveAspectRatio="none"
        className="pointer-events-none absolute inset-0 h-full w-full"
      >
        {outcome.results.map((x, i) => (
          <g key={`${i}-${x.text}`}>
            <polygon
              points={x.corners.map((c) => c.join(',')).join(' ')}
              fill="rgba(14,165,233,0.15)"
              stroke="#0284c7"
              strokeWidth={Math.max(2, outcome.width / 200)}
            />
            <text
              x={x.corners[0]?.[0]}
              y={x.corners[0]?.[1]}
              fontSize={Math.max(14, outcome.width / 30)}
              fill="#0369a1"
              fontWeight="bold"
            >
              {i + 1}
            </text>
          </g>
        ))}
      </svg>
    </div>
  );
}

/** One code found: its kind, version and level, its text (and bytes when not UTF-8), link and fields. */
export function ResultCard({ n, result }: { n: number; result: QrReadResult }) {
  const m = useMessages(qrMessages);
  const r = useMessages(qrReadMessages);
  const fields = Object.entries(result.content.fields).filter(([, v]) => v !== '');
  const flags = [result.inverted ? r.inverted : '', result.mirrored ? r.mirrored : ''].filter(Boolean);
  const securities: Record<string, string> = m.securities;
  const fieldValue = (k: string, v: string) =>
    k === 'hidden' ? (v === 'true' ? m.yes : m.no) : k === 'security' ? (securities[v] ?? v) : v;
  return (
    <article className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4" aria-label={fmt(r.result, { n })}>
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 className="text-lg font-semibold">{fmt(r.result, { n })}</h2>
        <span className="rounded-full bg-sky-100 px-2 py-0.5 text-sm text-sky-900" data-testid="qr-kind">
          {r.kinds[result.content.kind]}
        </span>
        {result.version && (
          <span className="text-xs text-slate-600">
            {fmt(r.details, { version: result.version, level: result.level ?? '?' })}
            {flags.length ? ` · ${flags.join(' · ')}` : ''}
          </span>
        )}
      </header>
      <OutputBox label={r.text} value={result.text} minHeight={80} id={`qr-text-${n}`} />
      {!result.utf8 && (
        <>
          <p className="text-sm text-amber-800">{r.notUtf8}</p>
          <OutputBox
            label={r.hex}
            value={toHex(result.bytes, { delimiter: 'space' })}
            minHeight={60}
            id={`qr-hex-${n}`}
          />
        </>
      )}
      {result.content.kind === 'url' && isWebUrl(result.text) && (
        <div className="flex flex-col gap-1 text-sm">
          <p className="text-slate-600">{r.urlNote}</p>
          <a
            href={result.text.trim()}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="break-all text-sky-800 underline"
          >
            <span className="block">{r.openLink}</span>
            <span className="block">{result.text.trim()}</span>
          </a>
        </div>
      )}
      {fields.length > 0 && (
        <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          {fields.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-slate-600">{(r.fields as Record<string, string>)[k] ?? k}</dt>
              <dd className="break-all whitespace-pre-wrap">{fieldValue(k, v)}</dd>
            </div>
          ))}
        </dl>
      )}
    </article>
  );
}
