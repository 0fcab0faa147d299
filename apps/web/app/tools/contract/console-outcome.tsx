import { type DecodedRevert, decodeRevert } from '@tinkerbox/engine/evm';
import { OutputBox } from '@tinkerbox/ui';
import { type Abi, type AbiFunction, decodeEventLog, type Hex, type TransactionReceipt } from 'viem';
import { fmt, useMessages } from '../../i18n/t.tsx';
import { Row, Rows } from '../../shell/tool-parts.tsx';
import { RevertDetails } from './abi-revert.tsx';
import { consoleMessages } from './console.messages.ts';
import { contractMessages } from './contract.messages.ts';
import { walletMessage } from './wallets.ts';

type WalletWords = (typeof contractMessages)['en_US']['wallet'];

/** A mined transaction as the console shows it: status, block, gas used and its logs. */
interface ReceiptView {
  status: 'success' | 'reverted';
  block: string;
  gasUsed: string;
  /** Each log decoded with the ABI (`name(args)`), or `unknown` with its emitter and topic0. */
  events: ({ kind: 'event'; text: string } | { kind: 'unknown'; address: Hex; topic: string })[];
}

/** How long Send waits for the receipt. */
export const RECEIPT_TIMEOUT_S = 120;

/** The outcome of a Read, Simulate or Send. */
export type CallOutcome =
  | { kind: 'result'; text: string }
  | { kind: 'ok'; text: string; returned?: string }
  | { kind: 'hash'; text: string; receipt: ReceiptView | 'waiting' | 'timeout' }
  | { kind: 'error'; text: string; revert?: DecodedRevert };

/** A decoded value as text: numbers exact, structures as JSON with big integers as decimal strings. */
export function stringify(v: unknown): string {
  if (typeof v === 'bigint' || typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (typeof v === 'string') return v;
  return JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? x.toString() : x), 2) ?? String(v);
}

/** A receipt with its logs decoded by the events of `abi` (a log no event fits stays `unknown`). */
export function receiptView(r: TransactionReceipt, abi: Abi): ReceiptView {
  return {
    status: r.status,
    block: r.blockNumber.toString(),
    gasUsed: r.gasUsed.toString(),
    events: r.logs.map((log) => {
      try {
        const e = decodeEventLog({ abi, data: log.data, topics: log.topics, strict: true });
        const args = Array.isArray(e.args)
          ? e.args.map(stringify)
          : Object.entries(e.args ?? {}).map(([k, v]) => `${k}: ${stringify(v)}`);
        return { kind: 'event' as const, text: `${e.eventName}(${args.join(', ')})` };
      } catch {
        return { kind: 'unknown' as const, address: log.address, topic: log.topics[0] ?? '—' };
      }
    }),
  };
}

/**
 * A failed call in the visitor's words: the wallet or node error, and for a revert the decoded revert
 * data (Error(string), Panic with its meaning, a custom error from the ABI), shown by RevertDetails.
 */
export function describeError(e: unknown, abi: Abi, w: WalletWords): { text: string; revert?: DecodedRevert } {
  const text = walletMessage(e, w);
  // viem keeps the node's error (with the revert data) as `Error.cause`, which is not enumerable:
  // decodeRevert gets the chain of causes as a list, so it sees each one's fields.
  const causes: unknown[] = [];
  for (let c = e; c && typeof c === 'object' && causes.length < 8; c = (c as { cause?: unknown }).cause) causes.push(c);
  let d: DecodedRevert;
  try {
    d = decodeRevert(causes, abi);
  } catch {
    return { text };
  }
  return { text: w.reverted, revert: d };
}

function Receipt({ r }: { r: ReceiptView }) {
  const k = useMessages(consoleMessages);
  return (
    <div className="flex flex-col gap-2" data-testid="receipt">
      <h4 className="text-sm font-semibold">{k.receipt}</h4>
      <Rows>
        <Row name={k.status} value={r.status === 'success' ? k.statusOk : k.statusReverted} copy={false} />
        <Row name={k.block} value={r.block} />
        <Row name={k.gasUsed} value={r.gasUsed} />
        <Row name={k.events} copy={false}>
          {r.events.length === 0 ? (
            <span className="text-sm text-slate-600">{k.noEvents}</span>
          ) : (
            <ul className="flex flex-col gap-1 font-mono text-sm break-all" data-testid="receipt-events">
              {r.events.map((e, i) => (
                <li key={i}>
                  {e.kind === 'event' ? e.text : fmt(k.unknownLog, { address: e.address, topic: e.topic })}
                </li>
              ))}
            </ul>
          )}
        </Row>
      </Rows>
    </div>
  );
}

/** What Read, Simulate or Send gave: the value, the simulation, the hash and receipt, or the error. */
export function CallOutcomeView({
  fn,
  out,
  explorer,
}: {
  fn: AbiFunction;
  out: CallOutcome | null;
  explorer: string | undefined;
}) {
  const m = useMessages(contractMessages).console;
  const k = useMessages(consoleMessages);
  if (!out) return null;
  if (out.kind === 'error')
    return (
      <div className="flex flex-col gap-2">
        <p role="alert" className="text-sm text-red-700" data-testid={`fn-${fn.name}-error`}>
          {out.text}
        </p>
        {out.revert && (
          <div data-testid={`fn-${fn.name}-revert`}>
            <RevertDetails revert={out.revert} />
          </div>
        )}
      </div>
    );
  if (out.kind === 'ok')
    return (
      <div className="flex flex-col gap-2">
        <p role="status" className="text-sm text-emerald-800" data-testid={`fn-${fn.name}-status`}>
          {out.returned === undefined ? out.text : k.simReturns}
        </p>
        {out.returned !== undefined && (
          <OutputBox label={m.result} value={out.returned} minHeight={60} id={`returns-${fn.name}`} />
        )}
      </div>
    );
  if (out.kind === 'result')
    return <OutputBox label={m.result} value={out.text} minHeight={60} id={`result-${fn.name}`} />;
  return (
    <div role="status" className="flex flex-col gap-2 text-sm" data-testid={`fn-${fn.name}-hash`}>
      <span>{out.receipt === 'waiting' ? k.waiting : m.sent}</span>
      <span className="font-mono break-all" data-testid={`fn-${fn.name}-txhash`}>
        {out.text}
      </span>
      {explorer && (
        <a className="text-sky-700 underline" href={`${explorer}/tx/${out.text}`} target="_blank" rel="noreferrer">
          {m.viewTx}
        </a>
      )}
      {out.receipt === 'timeout' && <span>{fmt(k.receiptTimeout, { s: RECEIPT_TIMEOUT_S })}</span>}
      {typeof out.receipt === 'object' && <Receipt r={out.receipt} />}
    </div>
  );
}
