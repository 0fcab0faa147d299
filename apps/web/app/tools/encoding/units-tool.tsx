import { abbreviate, CHAIN_UNITS, formatMoney, formatUnits, parseUnits } from '@tinkerbox/engine/format';
import { CopyButton, Select, TextField } from '@tinkerbox/ui';
import { useId, useMemo } from 'react';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { attempt } from '../../lib/form.ts';
import { useFragmentOption } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { encodingMessages } from './encoding.messages.ts';

const CHAINS = CHAIN_UNITS.map((c) => c.chain);
const CHAIN_LABEL: Record<string, string> = {
  btc: 'Bitcoin (BTC)',
  eth: 'Ethereum (ETH)',
  sol: 'Solana (SOL)',
  ada: 'Cardano (ADA)',
  ton: 'TON',
  xrp: 'XRP Ledger (XRP)',
  ckb: 'Nervos (CKB)',
  xec: 'eCash (XEC)',
};

interface Edit {
  /** Index of the unit the visitor typed in. */
  unit: number;
  text: string;
}

/** /units: every unit of a chain side by side, exact; edit any one and the others follow. */
export function UnitsTool() {
  const m = useMessages(encodingMessages);
  const { locale } = useLocale();
  const id = useId();
  const [chain, setChain] = useFragmentOption('chain', 'btc', CHAINS);
  const [edits, setEdits] = useKeptState<Record<string, Edit>>('units:edits', {});
  const info = CHAIN_UNITS.find((c) => c.chain === chain) ?? (CHAIN_UNITS[0] as (typeof CHAIN_UNITS)[number]);
  const edit = edits[chain] ?? { unit: 0, text: '1' };

  const base = useMemo(() => {
    const u = info.units[edit.unit];
    if (!u || edit.text.trim() === '') return null;
    return attempt(() => parseUnits(edit.text, u.decimals, u.symbol), locale);
  }, [info, edit, locale]);

  return (
    <div className="flex flex-col gap-4">
      <Select
        id={`${id}-chain`}
        label={m.units.chain}
        value={chain}
        options={CHAINS.map((c) => ({ value: c, label: CHAIN_LABEL[c] ?? c }))}
        onChange={setChain}
        className="max-w-xs"
      />
      <p className="text-sm text-slate-600">{m.units.exactNote}</p>
      <div className="flex flex-col gap-4">
        {info.units.map((u, i) => {
          const mine = i === edit.unit;
          const value = mine ? edit.text : base && base.value !== null ? formatUnits(base.value, u.decimals) : '';
          const plain = base && base.value !== null ? formatUnits(base.value, u.decimals) : null;
          const inputId = `${id}-u${i}`;
          const label = `${fmt(m.units.amountIn, { unit: u.symbol })}${u.decimals === 0 ? ` (${m.units.baseUnit})` : ''}`;
          return (
            <div key={`${chain}-${u.symbol}`} className="flex items-start gap-2">
              <TextField
                id={inputId}
                className="flex min-w-0 flex-1 flex-col gap-1"
                label={label}
                value={value}
                inputMode="decimal"
                onChange={(text) => setEdits((all) => ({ ...all, [chain]: { unit: i, text } }))}
                error={mine ? base?.error : null}
                hint={
                  plain !== null ? (
                    <>
                      {m.units.display}: <span className="font-mono">{formatMoney(plain, { group: true })}</span> ·{' '}
                      {m.units.abbreviated}: <span className="font-mono">{abbreviate(plain)}</span>
                    </>
                  ) : undefined
                }
              />
              <CopyButton value={value} disabled={!value} label={`${label}: ${value}`} className="mt-7" />
            </div>
          );
        })}
      </div>
    </div>
  );
}
