import { decodeUrl, encodeUrl } from '@tinkerbox/engine/encoding';
import { CopyButton, EarlyButton, OutputBox, TextField } from '@tinkerbox/ui';
import { useId } from 'react';
import { fmt } from '../../i18n/define.ts';
import { useLocale } from '../../i18n/t.tsx';
import { attempt } from '../../lib/error-text.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import type { UrlParts } from './urlparser.logic.ts';
import type { urlparserMessages } from './urlparser.messages.ts';
import type { UrlParserState } from './use-urlparser.ts';

type Words = (typeof urlparserMessages)['en_US'];

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-b border-slate-100 py-2 last:border-0">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="ml-auto flex max-w-full min-w-0 items-center gap-2 font-mono text-sm text-slate-900">
        <span className="min-w-0 break-all" data-testid={testId}>
          {value}
        </span>
        {value && <CopyButton value={value} label={`${label}: ${value}`} />}
      </dd>
    </div>
  );
}

/** Every part of the parsed URL, read-only, with the decoded forms beside the raw ones. */
export function PartsList({ p, m }: { p: UrlParts; m: Words }) {
  const f = m.fields;
  const port = p.port || (p.defaultPort ? fmt(f.defaultPort, { port: p.defaultPort }) : '');
  const rows: [string, string, string][] = [
    ['href', f.href, p.href],
    ['protocol', f.protocol, p.protocol],
    ['username', f.username, p.username],
    ['password', f.password, p.password],
    ['hostname', f.hostname, p.hostname],
    ['hostnameUnicode', f.hostnameUnicode, p.hostnameUnicode],
    ['port', f.port, port],
    ['origin', f.origin, p.origin],
    ['pathname', f.pathname, p.pathname],
    ['search', f.search, p.search],
    ['hash', f.hash, p.hash],
    ['hashDecoded', f.hashDecoded, p.hashDecoded],
  ];
  return (
    <dl>
      {rows.map(([key, label, value]) => (
        <Row key={key} label={label} value={value} testId={`url-${key}`} />
      ))}
      <div className="border-b border-slate-100 py-2">
        <dt className="text-sm text-slate-600">{f.segments}</dt>
        <dd>
          <ol className="mt-1 flex flex-wrap gap-1 font-mono text-sm" data-testid="url-segments">
            {p.segments.map((s, i) => (
              <li
                key={i}
                className="max-w-full rounded border border-slate-200 bg-slate-50 px-2 py-0.5 break-all text-slate-900"
              >
                {s === '' ? '∅' : s}
              </li>
            ))}
          </ol>
        </dd>
      </div>
    </dl>
  );
}

/** The query parameters as rows of name and value, each editable; rows can be added and removed. */
export function ParamsTable({ s, m }: { s: UrlParserState; m: Words }) {
  const params = s.edits?.params ?? [];
  const set = (i: number, at: 0 | 1, v: string) =>
    s.edit('params', (rows) => rows.map((row, j) => (j === i ? (at === 0 ? [v, row[1]] : [row[0], v]) : row)));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-700">{m.params}</legend>
      {params.length === 0 && <p className="text-sm text-slate-600">{m.noParams}</p>}
      {params.map(([k, v], i) => (
        <div key={i} className="flex flex-wrap items-end gap-2" data-testid="url-param">
          <TextField
            label={`${m.key} ${i + 1}`}
            value={k}
            onChange={(x) => set(i, 0, x)}
            className="flex min-w-40 flex-1 flex-col gap-1"
          />
          <TextField
            label={`${m.value} ${i + 1}`}
            value={v}
            onChange={(x) => set(i, 1, x)}
            className="flex min-w-40 flex-[2] flex-col gap-1"
          />
          <EarlyButton
            early={`url-param-remove-${i}`}
            onClick={() => s.edit('params', (rows) => rows.filter((_, j) => j !== i))}
            aria-label={fmt(m.removeParam, { n: i + 1 })}
          >
            ✕
          </EarlyButton>
        </div>
      ))}
      <div>
        <EarlyButton early="url-param-add" size="sm" onClick={() => s.edit('params', (rows) => [...rows, ['', '']])}>
          {m.addParam}
        </EarlyButton>
      </div>
    </fieldset>
  );
}

/** Percent-encoding and decoding of any text (the engine's encodeUrl / decodeUrl). */
export function PercentCodec({ m }: { m: Words }) {
  const { locale } = useLocale();
  const id = useId();
  const [text, setText] = useKeptState('urlparser:codec', 'café & 中文/?');
  const decoded = attempt(() => decodeUrl(text, 'component'), locale);
  // text the engine cannot encode (a lone surrogate has no UTF-8) is said beside the field, as a bad escape is
  const encoded = attempt(() => encodeUrl(text, 'component'), locale);
  const form = attempt(() => encodeUrl(text, 'form'), locale);
  return (
    <div className="flex flex-col gap-3">
      <TextField
        id={`${id}-codec`}
        label={m.codecInput}
        value={text}
        onChange={setText}
        multiline
        rows={2}
        error={encoded.error ?? decoded.error}
      />
      <OutputBox id={`${id}-enc`} label={m.encoded} value={encoded.value ?? ''} minHeight={48} />
      <OutputBox id={`${id}-form`} label={m.formEncoded} value={form.value ?? ''} minHeight={48} />
      <OutputBox id={`${id}-dec`} label={m.decoded} value={decoded.value ?? ''} minHeight={48} />
    </div>
  );
}
