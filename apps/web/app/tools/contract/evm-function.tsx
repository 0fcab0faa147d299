import { formatSignature } from '@tinkerbox/engine/evm';
import { Button, TextField } from '@tinkerbox/ui';
import type { AbiFunction } from 'viem';
import { fmt, useMessages } from '../../i18n/t.tsx';
import { FieldActions, Row, Rows } from '../../shell/tool-parts.tsx';
import { CallOutcomeView } from './console-outcome.tsx';
import { contractMessages } from './contract.messages.ts';
import { type CallTarget, useEvmCall } from './use-evm-call.ts';

interface FunctionCardProps extends CallTarget {
  fn: AbiFunction;
  wrongNetwork: boolean;
  explorer: string | undefined;
}

/** One function of the console: its argument fields, the encoded call, and Read or Simulate/Send. */
export function FunctionCard({ fn, wrongNetwork, explorer, ...target }: FunctionCardProps) {
  const m = useMessages(contractMessages).console;
  const a = useMessages(contractMessages).abi;
  const call = useEvmCall(fn, target);
  const isRead = fn.stateMutability === 'view' || fn.stateMutability === 'pure';
  const blocked = call.busy || !call.data || !!call.etherError;
  return (
    <details className="rounded-md border border-slate-200 bg-white" data-testid={`fn-${fn.name}`}>
      <summary className="cursor-pointer px-3 py-3 font-mono text-sm">
        {formatSignature(fn)} <span className="text-slate-500">{fn.stateMutability}</span>
      </summary>
      <div className="flex flex-col gap-3 border-t border-slate-200 p-3">
        {fn.inputs.map((p, i) => {
          const label = fmt(a.argLabel, { name: p.name || String(i), type: p.type });
          const v = call.values[i] ?? '';
          const onChange = (x: string) => call.setArg(i, x);
          return (
            <TextField
              key={i}
              label={label}
              value={v}
              onChange={onChange}
              hint={p.type.endsWith(']') ? a.arrayHint : p.type === 'tuple' ? a.tupleHint : undefined}
              error={call.errors[i]}
              testId={`fn-${fn.name}-arg-${i}`}
              actions={<FieldActions label={label} value={v} onChange={onChange} />}
            />
          );
        })}
        {fn.stateMutability === 'payable' && (
          <TextField
            label={call.valueLabel}
            value={call.value}
            onChange={call.setValue}
            placeholder="0.01"
            error={call.etherError}
            testId={`fn-${fn.name}-value`}
            actions={<FieldActions label={call.valueLabel} value={call.value} onChange={call.setValue} />}
          />
        )}
        {call.data && (
          <Rows>
            <Row name={m.encoded} value={call.data} />
          </Rows>
        )}
        <div className="flex flex-wrap gap-2">
          {isRead ? (
            <Button variant="primary" disabled={call.busy || !call.data} onClick={() => call.run('read')}>
              {m.read}
            </Button>
          ) : (
            <>
              <Button disabled={blocked} onClick={() => call.run('simulate')}>
                {m.simulate}
              </Button>
              <Button variant="primary" disabled={blocked || wrongNetwork} onClick={() => call.run('send')}>
                {m.send}
              </Button>
            </>
          )}
        </div>
        <CallOutcomeView fn={fn} out={call.out} explorer={explorer} />
      </div>
    </details>
  );
}
