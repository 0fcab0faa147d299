import { nanoToTon, type TonBocInfo } from '@tinkerbox/engine/ton';
import { Button, Section, TextField } from '@tinkerbox/ui';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { errorText } from '../../lib/error-text.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { FieldActions, Row, Rows } from '../../shell/tool-parts.tsx';
import { chainMessages } from './chain.messages.ts';
import { useTonBoc } from './use-ton-boc.ts';

// A testnet jetton transfer published with Trust Wallet's TON SDK tests (see test/vectors/ton/boc.json).
const EXAMPLE_BOC =
  'te6cckECBAEAARUAAUWIALRRBlXIE21P9b6OpAqeFhqw+IMh1Jac2CjUU/IsfEsqDAEBnGiFlaLItV573gJqBvctP5j3jVKlLuxmO+pnW0QGlXjXgzjw5YeTNwRG9upJHOl6GA3pFetKNojqGzfkxku+owUpqaMXao4H9gAAAAEAAwIBaGIAMTQfh52puD7eKUmDbhqfta4cdUMRF662Uxp3zzqug/MgL68IAAAAAAAAAAAAAAAAAAEDAMoPin6lAAAAAAAAAABB3NZQCAALgZZzC14dAz6ZxChX5pn6bIJ3WNipSJrCELO7Ex0TOQAWiiDKuQJtqf630dSBU8LDVh8QZDqS05sFGop+RY+JZUICAAAAAHRlc3QgY29tbWVudG/bd5c=';
const MAX_CELLS_SHOWN = 200;

function CellList({ info }: { info: TonBocInfo }) {
  const m = useMessages(chainMessages).ton;
  const shown = info.cells.slice(0, MAX_CELLS_SHOWN);
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-medium text-slate-700">{fmt(m.cells, { n: info.cells.length })}</h3>
      {info.cells.length > shown.length && (
        <p className="text-sm text-slate-600">
          {fmt(m.tooManyCells, { shown: shown.length, total: info.cells.length })}
        </p>
      )}
      <ol className="flex flex-col gap-2">
        {shown.map((c) => (
          <li key={c.index} className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
            <div className="flex flex-wrap gap-x-3 text-slate-600">
              <span className="font-medium text-slate-900">
                {fmt(m.cell, { i: c.index })}
                {info.roots.includes(c.index) && ` (${m.root})`}
              </span>
              <span>{fmt(m.bits, { n: c.bits })}</span>
              <span>
                {m.refs}: {c.refs.length ? c.refs.map((r) => `#${r}`).join(', ') : '—'}
              </span>
              <span>
                {m.type}: {c.type}
              </span>
              <span>
                {m.level} {c.level}, {m.depth} {c.depth}
              </span>
            </div>
            <div className="mt-1 font-mono break-all text-slate-900">{c.fift || '∅'}</div>
            <div className="mt-1 font-mono text-xs break-all text-slate-500">
              {m.hash}: {c.hashHex}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

function Comments({ info }: { info: TonBocInfo }) {
  const m = useMessages(chainMessages).ton;
  const jettonComments = info.jettons.filter((j) => j.comment);
  return (
    <div>
      <h3 className="mb-1 text-sm font-medium text-slate-700">{m.comments}</h3>
      {info.comments.length === 0 && jettonComments.length === 0 ? (
        <p className="text-sm text-slate-600">{m.noneFound}</p>
      ) : (
        <Rows>
          {info.comments.map((c) => (
            <Row key={`c${c.cell}`} name={`${m.comment} (${fmt(m.inCell, { i: c.cell })})`} value={c.text} />
          ))}
          {jettonComments.map((j) => (
            <Row
              key={`j${j.cell}`}
              name={`${m.jettonKinds[j.kind]} (${fmt(m.inCell, { i: j.cell })})`}
              value={j.comment}
            />
          ))}
        </Rows>
      )}
    </div>
  );
}

function Message({ x }: { x: TonBocInfo['messages'][number] }) {
  const m = useMessages(chainMessages).ton;
  return (
    <Rows>
      <Row name={m.messageKind} copy={false} value={`${x.kind} (${fmt(m.inCell, { i: x.cell })})`} />
      {x.src && <Row name={m.from} value={x.src} />}
      {x.dest && <Row name={m.to} value={x.dest} />}
      {x.valueNano !== undefined && <Row name={m.value} value={`${nanoToTon(BigInt(x.valueNano))} TON`} />}
      {x.bounce !== undefined && <Row name={m.bounce} copy={false} value={String(x.bounce)} />}
      {x.op && <Row name={`${m.op} (${fmt(m.inCell, { i: x.bodyCell })})`} value={x.op} />}
      {x.comment !== undefined && <Row name={m.comment} value={x.comment} />}
      {x.jetton && (
        <Row
          name={m.body}
          copy={false}
          value={`${m.jettonKinds[x.jetton.kind]} (${fmt(m.inCell, { i: x.jetton.cell })})`}
        />
      )}
    </Rows>
  );
}

/** Every TEP-74 jetton body found, each named by the cell that holds it. */
function Jettons({ info }: { info: TonBocInfo }) {
  const m = useMessages(chainMessages).ton;
  if (info.jettons.length === 0) return null;
  return (
    <div>
      <h3 className="mb-1 text-sm font-medium text-slate-700">{m.jettons}</h3>
      <div className="flex flex-col gap-2" data-testid="ton-boc-jettons">
        {info.jettons.map((j) => (
          <Rows key={j.cell}>
            <Row name={m.jettonKinds[j.kind]} copy={false} value={`${j.op} (${fmt(m.inCell, { i: j.cell })})`} />
            <Row name={m.queryId} value={j.queryId} />
            <Row name={m.jettonAmount} value={j.amount} />
            {j.destination && <Row name={m.jettonDestination} value={j.destination} />}
            {j.from && <Row name={m.jettonFrom} value={j.from} />}
            {j.responseDestination && <Row name={m.jettonResponse} value={j.responseDestination} />}
            {j.forwardTonNano !== undefined && (
              <Row name={m.forwardTon} value={`${nanoToTon(BigInt(j.forwardTonNano))} TON`} />
            )}
            {j.customPayload && <Row name={m.customPayload} copy={false} value={m.attached} />}
          </Rows>
        ))}
      </div>
    </div>
  );
}

/** The BOC decoder of /tontools: decoding runs in a worker, so a block's BOC never freezes the page. */
export function BocTool() {
  const m = useMessages(chainMessages).ton;
  const c = useMessages(chainMessages).common;
  const { locale } = useLocale();
  const [input, setInput] = useKeptState('chain.ton.boc', '');
  const { status, result: info, error: refusal, cancel } = useTonBoc(input);
  // Bad input is the visitor's message beside the field; any other error is a bug for the boundary.
  const error = refusal ? errorText(refusal, locale) : undefined;
  return (
    <Section title={m.bocHeading}>
      <TextField
        label={m.bocLabel}
        placeholder={m.bocPlaceholder}
        value={input}
        onChange={setInput}
        error={error}
        multiline
        testId="ton-boc"
        actions={<FieldActions label={m.bocLabel} value={input} onChange={setInput} example={EXAMPLE_BOC} />}
      />
      <div aria-live="polite">
        {status === 'running' && (
          <div className="flex items-center gap-3 text-sm text-slate-600">
            <span>{c.working}</span>
            <Button size="sm" onClick={cancel}>
              {c.cancel}
            </Button>
          </div>
        )}
        {status === 'cancelled' && <p className="text-sm text-slate-600">{c.cancelled}</p>}
      </div>
      {info && (
        <div data-testid="ton-boc-result" className="flex flex-col gap-4">
          <Comments info={info} />
          <Jettons info={info} />
          {info.messages.length > 0 && (
            <div>
              <h3 className="mb-1 text-sm font-medium text-slate-700">{m.messages}</h3>
              <div className="flex flex-col gap-2">
                {info.messages.map((x) => (
                  <Message key={x.cell} x={x} />
                ))}
              </div>
            </div>
          )}
          <CellList info={info} />
        </div>
      )}
    </Section>
  );
}
