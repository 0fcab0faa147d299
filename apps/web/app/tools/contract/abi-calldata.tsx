import { decodeCalldata } from '@tinkerbox/engine/evm';
import { Checkbox, Section, TextField } from '@tinkerbox/ui';
import { useEffect, useState } from 'react';
import type { Abi } from 'viem';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { attempt } from '../../lib/error-text.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { FieldActions } from '../../shell/tool-parts.tsx';
import { abiMessages } from './abi.messages.ts';
import { type LookupState, unknownSelectors, useSignatureLookup } from './abi-lookup.ts';
import { contractMessages } from './contract.messages.ts';
import { CallView } from './contract.widgets.tsx';

// A USDT transfer of 1 USDT to vitalik.eth (well-known mainnet values).
const EXAMPLE_CALLDATA =
  '0xa9059cbb000000000000000000000000d8da6bf26964af9d7eed9e03e53415d37aa9604500000000000000000000000000000000000000000000000000000000000f4240';

function Note({ children, testId }: { children: string; testId?: string }) {
  return (
    <p
      role="status"
      className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
      data-testid={testId}
    >
      {children}
    </p>
  );
}

/** What to say about the unknown selectors, given whether the lookup is on and how it went. */
function useLookupText(online: boolean, state: LookupState, selectors: readonly string[], topUnknown: boolean) {
  const m = useMessages(contractMessages).abi;
  const x = useMessages(abiMessages);
  const selector = selectors.join(', ');
  if (selectors.length === 0) return null;
  if (state.status === 'failed') return state.http ? fmt(x.onlineStatus, { status: state.http }) : x.onlineOffline;
  if (!online) return topUnknown ? fmt(m.unknownSelector, { selector }) : x.unknownNestedNote;
  if (state.status === 'busy') return fmt(m.onlineLooking, { selector });
  return topUnknown ? fmt(m.onlineNone, { selector }) : null;
}

/** /abidecoder's calldata mode: decoded with the pasted ABI, the bundled signatures and (when allowed) online ones. */
export function CalldataTab({ abiOk }: { abiOk: Abi | undefined }) {
  const { locale } = useLocale();
  const m = useMessages(contractMessages).abi;
  const c = useMessages(contractMessages).common;
  const [data, setData] = useKeptState('contract.abi.calldata', '');
  const [online, setOnline] = useState(false);
  const lookup = useSignatureLookup(online);
  const r = data.trim() ? attempt(() => decodeCalldata(data, abiOk, { online: lookup.abi }), locale) : null;
  const now = r?.ok ? unknownSelectors(r.value, data) : [];
  // The lookup is asked for what this decode left unknown; what it finds may reveal deeper ones.
  const key = now.join(',');
  const { ask } = lookup;
  useEffect(() => ask(key), [ask, key]);
  const topUnknown = r?.ok === true && r.value === null;
  const note = useLookupText(online, lookup.state, now, topUnknown);
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
      {note && <Note testId="lookup-note">{note}</Note>}
    </div>
  );
}
