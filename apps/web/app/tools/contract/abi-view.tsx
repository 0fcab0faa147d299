import {
  abiFunctions,
  type DecodedCall,
  decodeCalldata,
  decodeLog,
  encodeCall,
  formatSignature,
  parseAbiText,
  parseArgument,
} from '@tinkerbox/engine/evm';
import { Checkbox, Choice, OutputBox, Section, Select, TextField } from '@tinkerbox/ui';
import { useEffect, useMemo, useState } from 'react';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { attempt } from '../../lib/error-text.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { FieldActions } from '../../shell/tool-parts.tsx';
import { contractMessages } from './contract.messages.ts';
import { CallView, useReady, ValueList } from './parts.tsx';

// A USDT transfer of 1 USDT to vitalik.eth, and the matching Transfer log (well-known mainnet values).
const EXAMPLE_CALLDATA =
  '0xa9059cbb000000000000000000000000d8da6bf26964af9d7eed9e03e53415d37aa9604500000000000000000000000000000000000000000000000000000000000f4240';
const EXAMPLE_TOPICS = [
  '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
  '0x000000000000000000000000f39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  '0x000000000000000000000000d8da6bf26964af9d7eed9e03e53415d37aa96045',
].join('\n');
const EXAMPLE_DATA = '0x00000000000000000000000000000000000000000000000000000000000f4240';
const EXAMPLE_ABI = `function transfer(address to, uint256 amount) returns (bool)
function approve(address spender, uint256 amount) returns (bool)
event Transfer(address indexed from, address indexed to, uint256 value)`;

type Tab = 'calldata' | 'log' | 'encode';

/** The online lookup (openchain.xyz): only a selector leaves the browser, and only when switched on. */
function useOnlineLookup(enabled: boolean, selector: string | null, data: string) {
  const [state, setState] = useState<
    | { status: 'idle' }
    | { status: 'busy' }
    | { status: 'none' }
    | { status: 'error'; reason: string }
    | { status: 'ok'; call: DecodedCall }
  >({ status: 'idle' });
  useEffect(() => {
    if (!enabled || !selector) {
      setState({ status: 'idle' });
      return;
    }
    const ctl = new AbortController();
    setState({ status: 'busy' });
    fetch(`https://api.openchain.xyz/signature-database/v1/lookup?function=${selector}&filter=true`, {
      signal: ctl.signal,
    })
      .then((r) => {
        if (!r.ok) throw new Error(`HTTP ${r.status}`);
        return r.json() as Promise<{ result?: { function?: Record<string, Array<{ name: string }> | null> } }>;
      })
      .then((j) => {
        for (const c of j.result?.function?.[selector] ?? []) {
          try {
            const call = decodeCalldata(data, parseAbiText(`function ${c.name}`));
            if (call) {
              setState({ status: 'ok', call });
              return;
            }
          } catch {
            // the next candidate may fit
          }
        }
        setState({ status: 'none' });
      })
      .catch((e: unknown) => {
        if (!ctl.signal.aborted) setState({ status: 'error', reason: e instanceof Error ? e.message : String(e) });
      });
    return () => ctl.abort();
  }, [enabled, selector, data]);
  return state;
}

function CalldataTab({ abiOk }: { abiOk: ReturnType<typeof parseAbiText> | undefined }) {
  const { locale } = useLocale();
  const m = useMessages(contractMessages).abi;
  const c = useMessages(contractMessages).common;
  const [data, setData] = useKeptState('contract.abi.calldata', '');
  const [online, setOnline] = useState(false);
  const r = data.trim() ? attempt(() => decodeCalldata(data, abiOk), locale) : null;
  // Decoded without error but matched by nothing: an unknown selector.
  const unknown =
    r?.ok && r.value === null ? data.replace(/\s+/g, '').replace(/^0x/i, '').slice(0, 8).toLowerCase() : null;
  const selector = unknown ? `0x${unknown}` : null;
  const lookup = useOnlineLookup(online, selector, data);
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={m.calldataLabel}
        value={data}
        onChange={setData}
        multiline
        placeholder="0xa9059cbb…"
        error={r?.error}
        testId="calldata-input"
        actions={<FieldActions label={m.calldataLabel} value={data} onChange={setData} example={EXAMPLE_CALLDATA} />}
      />
      <Checkbox
        label={
          <>
            {m.onlineLabel}
            <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">{c.online}</span>
          </>
        }
        checked={online}
        onChange={setOnline}
        hint={m.onlineNote}
      />
      {r?.value && (
        <Section title={m.decodedHeading}>
          <CallView call={r.value} />
        </Section>
      )}
      {selector && (
        <div className="flex flex-col gap-3">
          {lookup.status !== 'ok' && (
            <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              {lookup.status === 'busy'
                ? fmt(m.onlineLooking, { selector })
                : lookup.status === 'none'
                  ? fmt(m.onlineNone, { selector })
                  : lookup.status === 'error'
                    ? fmt(m.onlineFailed, { reason: lookup.reason })
                    : fmt(m.unknownSelector, { selector })}
            </p>
          )}
          {lookup.status === 'ok' && (
            <Section title={m.decodedHeading}>
              <CallView call={lookup.call} source="online" />
            </Section>
          )}
        </div>
      )}
    </div>
  );
}

function LogTab({ abiOk }: { abiOk: ReturnType<typeof parseAbiText> | undefined }) {
  const { locale } = useLocale();
  const m = useMessages(contractMessages).abi;
  const [topics, setTopics] = useKeptState('contract.abi.topics', '');
  const [data, setData] = useKeptState('contract.abi.logdata', '');
  const lines = topics
    .split(/[\n,]/)
    .map((s) => s.trim().replace(/^"|"$/g, ''))
    .filter(Boolean);
  const r = lines.length ? attempt(() => decodeLog(lines, data, abiOk), locale) : null;
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={m.topicsLabel}
        value={topics}
        onChange={setTopics}
        multiline
        error={r?.error}
        testId="topics-input"
        actions={<FieldActions label={m.topicsLabel} value={topics} onChange={setTopics} example={EXAMPLE_TOPICS} />}
      />
      <TextField
        label={m.dataLabel}
        value={data}
        onChange={setData}
        testId="logdata-input"
        actions={<FieldActions label={m.dataLabel} value={data} onChange={setData} example={EXAMPLE_DATA} />}
      />
      {r?.value && (
        <Section title={m.eventHeading}>
          <div data-testid="decoded-log" className="flex flex-col gap-2">
            <p className="font-mono text-sm break-all">
              {m.eventName}: {r.value.signature}
            </p>
            <ValueList values={r.value.args} />
          </div>
        </Section>
      )}
      {r?.ok && r.value === null && (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {fmt(m.unknownTopic, { topic: lines[0] ?? '' })}
        </p>
      )}
    </div>
  );
}

function EncodeTab({ abiOk }: { abiOk: ReturnType<typeof parseAbiText> | undefined }) {
  const { locale } = useLocale();
  const m = useMessages(contractMessages).abi;
  const fns = useMemo(() => (abiOk ? abiFunctions(abiOk) : []), [abiOk]);
  const [pick, setPick] = useKeptState('contract.abi.pick', 0);
  const [inputs, setInputs] = useKeptState<Record<string, string[]>>('contract.abi.inputs', {});
  const fn = fns[Math.min(pick, fns.length - 1)];
  if (!fn) return <p className="text-sm text-slate-600">{m.noFunctions}</p>;
  const sig = formatSignature(fn);
  const values = inputs[sig] ?? fn.inputs.map(() => '');
  const errors = fn.inputs.map((p, i) =>
    values[i] ? (attempt(() => parseArgument(p, values[i] as string), locale).error ?? undefined) : undefined,
  );
  const ready = values.every((v, i) => v !== '' || fn.inputs[i]?.type === 'string' || fn.inputs[i]?.type === 'bytes');
  const encoded = ready && errors.every((e) => !e) ? attempt(() => encodeCall(fn, values), locale) : null;
  const setArg = (i: number, v: string) =>
    setInputs((all) => ({ ...all, [sig]: values.map((x, j) => (j === i ? v : x)) }));
  return (
    <div className="flex flex-col gap-3">
      <Select
        label={m.pickFunction}
        value={String(Math.min(pick, fns.length - 1))}
        onChange={(v) => setPick(Number(v))}
        options={fns.map((f, i) => ({ value: String(i), label: formatSignature(f) }))}
        testId="encode-function"
      />
      {fn.inputs.map((p, i) => {
        const label = fmt(m.argLabel, { name: p.name || String(i), type: p.type });
        const v = values[i] ?? '';
        return (
          <TextField
            key={`${sig}-${i}`}
            label={label}
            value={v}
            onChange={(x) => setArg(i, x)}
            hint={p.type.endsWith(']') ? m.arrayHint : p.type === 'tuple' ? m.tupleHint : undefined}
            error={errors[i] ?? (i === 0 ? encoded?.error : undefined)}
            testId={`encode-arg-${i}`}
            actions={<FieldActions label={label} value={v} onChange={(x) => setArg(i, x)} />}
          />
        );
      })}
      {encoded?.value && (
        <OutputBox label={m.encodedLabel} value={encoded.value} minHeight={80} id="encoded-calldata" />
      )}
    </div>
  );
}

/** /abidecoder: calldata and logs decoded (pasted ABI, bundled signatures, optional online lookup); calldata built. */
export default function AbiView() {
  const ready = useReady();
  const { locale } = useLocale();
  const c = useMessages(contractMessages).common;
  const m = useMessages(contractMessages).abi;
  const [tab, setTab] = useKeptState<Tab>('contract.abi.tab', 'calldata');
  const [abiText, setAbiText] = useKeptState('contract.abi.text', '');
  const abi = useMemo(() => (abiText.trim() ? attempt(() => parseAbiText(abiText), locale) : null), [abiText, locale]);
  const abiLabel = tab === 'encode' ? c.abiRequired : c.abiLabel;
  const abiOk = abi?.value ?? undefined;
  return (
    <div className="flex flex-col gap-6" data-ready={ready}>
      <Choice
        label={m.tabsLabel}
        value={tab}
        onChange={setTab}
        options={[
          { value: 'calldata', label: m.tabCalldata },
          { value: 'log', label: m.tabLog },
          { value: 'encode', label: m.tabEncode },
        ]}
        testId="abi-tabs"
      />
      <TextField
        label={abiLabel}
        value={abiText}
        onChange={setAbiText}
        multiline
        rows={5}
        placeholder={c.abiPlaceholder}
        error={abi?.error}
        testId="abi-input"
        actions={<FieldActions label={abiLabel} value={abiText} onChange={setAbiText} example={EXAMPLE_ABI} />}
      />
      {tab === 'calldata' && <CalldataTab abiOk={abiOk} />}
      {tab === 'log' && <LogTab abiOk={abiOk} />}
      {tab === 'encode' && <EncodeTab abiOk={abiOk} />}
    </div>
  );
}
