import { type DecodedRevert, decodeRevert } from '@tinkerbox/engine/evm';
import { Section, TextField } from '@tinkerbox/ui';
import type { Abi } from 'viem';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { useKeptState } from '../../lib/kept-state.ts';
import { FieldActions, Row, Rows } from '../../shell/tool-parts.tsx';
import { abiMessages } from './abi.messages.ts';
import { attemptJson } from './abi-text.ts';
import { contractMessages } from './contract.messages.ts';
import { Alternatives, ValueList } from './contract.widgets.tsx';

// What geth returns for `require(msg.sender == owner, "Ownable: caller is not the owner")` (eth_call).
const EXAMPLE_REVERT = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  error: {
    code: 3,
    message: 'execution reverted: Ownable: caller is not the owner',
    data: '0x08c379a0000000000000000000000000000000000000000000000000000000000000002000000000000000000000000000000000000000000000000000000000000000204f776e61626c653a2063616c6c6572206973206e6f7420746865206f776e6572',
  },
});

/**
 * Why a call reverted, from {@link decodeRevert}: the require message, the panic and its meaning, or
 * the custom error with its arguments (all signatures that fit when a selector collides).
 */
export function RevertDetails({ revert }: { revert: DecodedRevert }) {
  const x = useMessages(abiMessages);
  const a = useMessages(contractMessages).abi;
  const kind = {
    error: x.kindError,
    panic: x.kindPanic,
    custom: x.kindCustom,
    empty: x.kindEmpty,
    unknown: x.kindUnknown,
  }[revert.kind];
  return (
    <div className="flex flex-col gap-2" data-testid="decoded-revert">
      <Rows>
        <Row name={x.kind} value={kind} />
        {revert.reason !== undefined && <Row name={x.reason} value={revert.reason} />}
        {revert.panicCode && <Row name={x.panicCode} value={revert.panicCode} />}
        {revert.panic && <Row name={x.meaning} value={x.panics[revert.panic]} />}
        {revert.selector && revert.kind !== 'error' && revert.kind !== 'panic' && (
          <Row name={a.selector} value={revert.selector} />
        )}
        {revert.message && <Row name={x.nodeMessage} value={revert.message} />}
      </Rows>
      {revert.kind === 'custom' && revert.error && (
        <>
          <p className="font-mono text-sm break-all">
            {x.errorName}: {revert.error.signature}
          </p>
          {revert.error.args.length > 0 && <ValueList values={revert.error.args} />}
        </>
      )}
      {revert.alternatives && (
        <Alternatives
          calls={revert.alternatives.map((alt) => ({ ...alt, source: alt.source === 'abi' ? 'abi' : 'common' }))}
        />
      )}
      {revert.kind === 'empty' && <p className="text-sm text-slate-600">{x.emptyNote}</p>}
      {revert.kind === 'unknown' && revert.selector && (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {fmt(x.unknownError, { selector: revert.selector })}
        </p>
      )}
    </div>
  );
}

/** /abidecoder's revert mode: hex data or a node's whole error, decoded with the pasted ABI's errors. */
export function RevertTab({ abiOk }: { abiOk: Abi | undefined }) {
  const { locale } = useLocale();
  const x = useMessages(abiMessages);
  const [text, setText] = useKeptState('contract.abi.revert', '');
  const r = text.trim() ? attemptJson(() => decodeRevert(text, abiOk), locale) : null;
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={x.revertLabel}
        value={text}
        onChange={setText}
        multiline
        rows={4}
        hint={x.revertHint}
        placeholder="0x08c379a0…"
        error={r?.error}
        testId="revert-input"
        actions={<FieldActions label={x.revertLabel} value={text} onChange={setText} example={EXAMPLE_REVERT} />}
      />
      {r?.value && (
        <Section title={x.revertHeading}>
          <RevertDetails revert={r.value} />
        </Section>
      )}
    </div>
  );
}
