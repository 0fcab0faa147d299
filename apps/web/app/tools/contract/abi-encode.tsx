import { abiFunctions, encodeCall, formatSignature, parseArgument } from '@tinkerbox/engine/evm';
import { OutputBox, Select, TextField } from '@tinkerbox/ui';
import { useMemo } from 'react';
import type { Abi } from 'viem';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { useKeptState } from '../../lib/kept-state.ts';
import { FieldActions } from '../../shell/tool-parts.tsx';
import { attemptJson } from './abi-text.ts';
import { contractMessages } from './contract.messages.ts';

/** /abidecoder's encode mode: a function of the pasted ABI, its arguments typed as text, the calldata. */
export function EncodeTab({ abiOk }: { abiOk: Abi | undefined }) {
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
    values[i] ? (attemptJson(() => parseArgument(p, values[i] as string), locale).error ?? undefined) : undefined,
  );
  const ready = values.every((v, i) => v !== '' || fn.inputs[i]?.type === 'string' || fn.inputs[i]?.type === 'bytes');
  const encoded = ready && errors.every((e) => !e) ? attemptJson(() => encodeCall(fn, values), locale) : null;
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
            hint={p.type.endsWith(']') ? m.arrayHint : p.type.startsWith('tuple') ? m.tupleHint : undefined}
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
