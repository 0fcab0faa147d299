import { encodeTonComment, nanoToTon, parseTonAddress, type TonBocInfo, tonToNano } from '@tinkerbox/engine/ton';
import { useEffect, useRef, useState } from 'react';
import { engineErrorMessage, fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { useKeptState } from '../../lib/kept-state.ts';
import { chainMessages } from './chain.messages.ts';
import { ChainBody, Row, Rows, Section, TextInput, UnitPair, useParsed } from './chain.parts.tsx';

const EXAMPLE_ADDRESS = 'EQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4wJB';
// A testnet jetton transfer published with Trust Wallet's TON SDK tests (see test/vectors/ton/boc.json).
const EXAMPLE_BOC =
  'te6cckECBAEAARUAAUWIALRRBlXIE21P9b6OpAqeFhqw+IMh1Jac2CjUU/IsfEsqDAEBnGiFlaLItV573gJqBvctP5j3jVKlLuxmO+pnW0QGlXjXgzjw5YeTNwRG9upJHOl6GA3pFetKNojqGzfkxku+owUpqaMXao4H9gAAAAEAAwIBaGIAMTQfh52puD7eKUmDbhqfta4cdUMRF662Uxp3zzqug/MgL68IAAAAAAAAAAAAAAAAAAEDAMoPin6lAAAAAAAAAABB3NZQCAALgZZzC14dAz6ZxChX5pn6bIJ3WNipSJrCELO7Ex0TOQAWiiDKuQJtqf630dSBU8LDVh8QZDqS05sFGop+RY+JZUICAAAAAHRlc3QgY29tbWVudG/bd5c=';
const MAX_CELLS_SHOWN = 200;

function AddressTool() {
  const m = useMessages(chainMessages).ton;
  const { input, setInput, value: info, error } = useParsed('chain.ton.address', parseTonAddress);
  const flags = (b: boolean, t: boolean) => `${b ? m.bounceable : m.nonBounceable}, ${t ? m.testOnly : m.mainnet}`;
  return (
    <Section title={m.addressHeading}>
      <TextInput
        label={m.addressLabel}
        placeholder={m.addressPlaceholder}
        value={input}
        onChange={setInput}
        error={error}
        example={EXAMPLE_ADDRESS}
        testId="ton-address"
      />
      {info && (
        <>
          <Rows testId="ton-address-result">
            <Row
              name={m.givenAs}
              copy={false}
              value={
                info.givenFlags
                  ? `${m.friendly}: ${flags(info.givenFlags.bounceable, info.givenFlags.testOnly)}, ${info.givenFlags.urlSafe ? m.urlSafe : m.standard}`
                  : m.raw
              }
            />
            <Row
              name={m.checksum}
              copy={false}
              value={info.checksum === 'valid' ? `✓ ${m.checksumValid}` : m.checksumNone}
            />
            <Row name={m.workchain} value={String(info.workchain)} />
            <Row name={m.accountId} value={info.hashHex} />
            <Row name={m.rawForm} value={info.raw} />
          </Rows>
          <div>
            <h3 className="mb-1 text-sm font-medium text-slate-700">{m.forms}</h3>
            <Rows testId="ton-address-forms">
              {info.forms.map((f) => (
                <Row
                  key={f.address}
                  name={`${flags(f.bounceable, f.testOnly)}; ${f.urlSafe ? m.urlSafe : m.standard}`}
                  value={f.address}
                />
              ))}
            </Rows>
          </div>
        </>
      )}
    </Section>
  );
}

function CommentTool() {
  const m = useMessages(chainMessages).ton;
  const [text, setText] = useKeptState('chain.ton.comment', '');
  const out = text ? encodeTonComment(text) : undefined;
  return (
    <Section title={m.commentHeading}>
      <TextInput
        label={m.commentLabel}
        placeholder={m.commentPlaceholder}
        value={text}
        onChange={setText}
        example="Hello, TON! 你好"
        testId="ton-comment"
      />
      {out && (
        <Rows testId="ton-comment-result">
          <Row name={m.bocBase64} value={out.base64} />
          <Row name={m.bocHex} value={out.hex} />
          <Row name={m.cellHash} value={out.hashHex} />
        </Rows>
      )}
    </Section>
  );
}

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

type BocState =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'cancelled' }
  | { status: 'done'; info: TonBocInfo }
  | { status: 'error'; error: unknown };

/** Decodes in a worker, restarting (and so cancelling) on every new input; `cancel` stops it. */
function useBocDecode(input: string): [BocState, () => void] {
  const [state, setState] = useState<BocState>({ status: 'idle' });
  const worker = useRef<Worker | null>(null);
  useEffect(() => {
    if (!input.trim()) {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'busy' });
    const timer = setTimeout(() => {
      const w = new Worker(new URL('./ton-boc.worker.ts', import.meta.url), { type: 'module' });
      worker.current = w;
      w.onmessage = (e: MessageEvent<{ ok?: TonBocInfo; error?: unknown }>) => {
        setState(e.data.ok ? { status: 'done', info: e.data.ok } : { status: 'error', error: e.data.error });
        w.terminate();
      };
      w.onerror = (e) => {
        setState({ status: 'error', error: new Error(e.message) });
        w.terminate();
      };
      w.postMessage({ input });
    }, 120);
    return () => {
      clearTimeout(timer);
      worker.current?.terminate();
      worker.current = null;
    };
  }, [input]);
  const cancel = () => {
    worker.current?.terminate();
    worker.current = null;
    setState({ status: 'cancelled' });
  };
  return [state, cancel];
}

function BocTool() {
  const m = useMessages(chainMessages).ton;
  const c = useMessages(chainMessages).common;
  const { locale } = useLocale();
  const [input, setInput] = useKeptState('chain.ton.boc', '');
  const [state, cancel] = useBocDecode(input);
  const info = state.status === 'done' ? state.info : undefined;
  let error: string | undefined;
  if (state.status === 'error') {
    const message = engineErrorMessage(state.error, locale);
    if (message === null) throw state.error instanceof Error ? state.error : new Error(String(state.error));
    error = message;
  }
  return (
    <Section title={m.bocHeading}>
      <TextInput
        label={m.bocLabel}
        placeholder={m.bocPlaceholder}
        value={input}
        onChange={setInput}
        error={error}
        multiline
        example={EXAMPLE_BOC}
        testId="ton-boc"
      />
      <div aria-live="polite">
        {state.status === 'busy' && (
          <div className="flex items-center gap-3 text-sm text-slate-600">
            <span>{c.working}</span>
            <button type="button" className="btn h-9 px-3 text-sm" onClick={cancel}>
              {c.cancel}
            </button>
          </div>
        )}
        {state.status === 'cancelled' && <p className="text-sm text-slate-600">{c.cancelled}</p>}
      </div>
      {info && (
        <div data-testid="ton-boc-result" className="flex flex-col gap-4">
          <div>
            <h3 className="mb-1 text-sm font-medium text-slate-700">{m.comments}</h3>
            {info.comments.length === 0 && info.messages.every((x) => !x.jettonTransfer?.comment) ? (
              <p className="text-sm text-slate-600">{m.noneFound}</p>
            ) : (
              <Rows>
                {info.comments.map((c) => (
                  <Row key={`c${c.cell}`} name={`${m.comment} (${fmt(m.inCell, { i: c.cell })})`} value={c.text} />
                ))}
                {info.messages
                  .filter((x) => x.jettonTransfer?.comment)
                  .map((x) => (
                    <Row
                      key={`j${x.cell}`}
                      name={`${m.jetton} (${fmt(m.inCell, { i: x.cell })})`}
                      value={x.jettonTransfer?.comment}
                    />
                  ))}
              </Rows>
            )}
          </div>
          {info.messages.length > 0 && (
            <div>
              <h3 className="mb-1 text-sm font-medium text-slate-700">{m.messages}</h3>
              <div className="flex flex-col gap-2">
                {info.messages.map((x) => (
                  <Rows key={x.cell}>
                    <Row name={m.messageKind} copy={false} value={`${x.kind} (${fmt(m.inCell, { i: x.cell })})`} />
                    {x.src && <Row name={m.from} value={x.src} />}
                    {x.dest && <Row name={m.to} value={x.dest} />}
                    {x.valueNano !== undefined && (
                      <Row name={m.value} value={`${nanoToTon(BigInt(x.valueNano))} TON`} />
                    )}
                    {x.bounce !== undefined && <Row name={m.bounce} copy={false} value={String(x.bounce)} />}
                    {x.op && <Row name={m.op} value={x.op} />}
                    {x.comment !== undefined && <Row name={m.comment} value={x.comment} />}
                    {x.jettonTransfer && (
                      <>
                        <Row name={m.jetton} copy={false} value="0x0f8a7ea5" />
                        <Row name={m.jettonAmount} value={x.jettonTransfer.amount} />
                        <Row name={m.jettonDestination} value={x.jettonTransfer.destination} />
                        {x.jettonTransfer.responseDestination && (
                          <Row name={m.jettonResponse} value={x.jettonTransfer.responseDestination} />
                        )}
                        <Row name={m.forwardTon} value={`${nanoToTon(BigInt(x.jettonTransfer.forwardTonNano))} TON`} />
                      </>
                    )}
                  </Rows>
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

/** The /tontools page body. */
export default function TonView() {
  return (
    <ChainBody>
      <AddressTool />
      <UnitPair keyPrefix="chain.ton" big="TON" small="nanoton" toSmall={tonToNano} toBig={nanoToTon} />
      <CommentTool />
      <BocTool />
    </ChainBody>
  );
}
