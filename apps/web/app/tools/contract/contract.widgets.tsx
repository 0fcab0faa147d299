import type { DecodedCall, DecodedValue } from '@tinkerbox/engine/evm';
import { CopyButton } from '@tinkerbox/ui';
import { fmt, useMessages } from '../../i18n/t.tsx';
import { Row, Rows } from '../../shell/tool-parts.tsx';
import { abiMessages } from './abi.messages.ts';
import { contractMessages } from './contract.messages.ts';

function ValueItem({ v }: { v: DecodedValue }) {
  const m = useMessages(contractMessages).common;
  const a = useMessages(abiMessages);
  return (
    <li className="py-1">
      <div className="flex min-w-0 items-start gap-2">
        <span className="shrink-0 text-sm text-slate-600">
          {v.name} <span className="text-slate-500">({v.type})</span>
        </span>
        {v.label && (
          <span
            className="shrink-0 rounded bg-sky-100 px-1.5 py-0.5 font-mono text-xs text-sky-900"
            data-testid="value-label"
          >
            {v.label}
          </span>
        )}
        {v.value !== undefined && (
          <>
            <span className="min-w-0 font-mono text-sm break-all text-slate-900" data-testid={`arg-${v.name}`}>
              {v.value === '' ? '""' : v.value}
            </span>
            <CopyButton value={v.value} label={fmt(m.copyWhat, { what: v.name })} className="shrink-0" />
          </>
        )}
      </div>
      {v.items && v.items.length > 0 && (
        <ul className="ml-4 border-l border-slate-200 pl-3">
          {v.items.map((x, i) => (
            <ValueItem key={i} v={x} />
          ))}
        </ul>
      )}
      {v.unknownSelector && (
        <p className="mt-1 ml-4 text-xs font-medium text-amber-800" data-testid="unknown-nested">
          {fmt(a.unknownNested, { selector: v.unknownSelector })}
        </p>
      )}
      {v.call && (
        <div className="mt-2 ml-4">
          <p className="text-xs font-medium text-sky-800">{fmt(m.nestedCall, { name: v.call.name })}</p>
          <CallView call={v.call} nested />
        </div>
      )}
    </li>
  );
}

/** The arguments of a call or log as a tree (tuples and arrays nested; calldata inside bytes unfolded). */
export function ValueList({ values }: { values: readonly DecodedValue[] }) {
  return (
    <ul className="rounded-md border border-slate-200 bg-white px-3 py-1">
      {values.map((v, i) => (
        <ValueItem key={i} v={v} />
      ))}
    </ul>
  );
}

/** A decoded call: signature, selector, where it matched, and its arguments. */
export function CallView({
  call,
  nested,
  source,
}: {
  call: DecodedCall;
  nested?: boolean;
  source?: 'abi' | 'common' | 'online';
}) {
  const c = useMessages(contractMessages).common;
  const a = useMessages(contractMessages).abi;
  const src = source ?? call.source;
  return (
    <div className="flex flex-col gap-2" data-testid={nested ? 'nested-call' : 'decoded-call'}>
      <Rows>
        <Row name={a.functionName} value={call.signature} />
        <Row name={a.selector} value={call.selector} />
        <Row name={c.matchedBy}>
          <span className="text-sm">
            {src === 'abi' ? c.byAbi : src === 'common' ? c.byCommon : `${c.byOnline} (${c.online})`}
          </span>
        </Row>
      </Rows>
      {call.args.length > 0 && <ValueList values={call.args} />}
      {call.alternatives && <Alternatives calls={call.alternatives} />}
    </div>
  );
}

/** The other signatures that share a selector and fit the same data (a selector collision). */
export function Alternatives({ calls }: { calls: readonly DecodedCall[] }) {
  const x = useMessages(abiMessages);
  if (calls.length === 0) return null;
  return (
    <div className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3" data-testid="alternatives">
      <p className="text-sm text-amber-900">{x.alternatives}</p>
      {calls.map((alt) => (
        <CallView key={alt.signature} call={alt} nested />
      ))}
    </div>
  );
}
