import {
  abbreviate,
  amountReadAs,
  CHAIN_UNITS,
  formatMoney,
  formatUnits,
  MAX_TOKEN_DECIMALS,
  parseAmount,
} from '@tinkerbox/engine/format';
import { CopyButton, Select, TextField } from '@tinkerbox/ui';
import { useCallback, useId, useMemo } from 'react';
import { fmtJoined } from '../../i18n/define.ts';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { attempt } from '../../lib/form.ts';
import { useFragmentOption } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { encodingMessages } from './encoding.messages.ts';
import { TOKEN, useUnits } from './use-units.ts';

const CHAINS = [...CHAIN_UNITS.map((c) => c.chain), TOKEN];
const CHAIN_LABEL: Record<string, string> = {
  btc: 'Bitcoin (BTC)',
  eth: 'Ethereum (ETH)',
  sol: 'Solana (SOL)',
  ada: 'Cardano (ADA)',
  ton: 'TON',
  xrp: 'XRP Ledger (XRP)',
  trx: 'TRON (TRX)',
  ckb: 'Nervos (CKB)',
  xec: 'eCash (XEC)',
};

interface Edit {
  /** Index of the unit the visitor typed in. */
  unit: number;
  text: string;
}

/**
 * /units: every unit of a chain (or of a token with the decimals typed) side by side, exact; edit any one
 * and the others follow. Amounts follow the chain pages' rules: a comma point is read (and shown), no
 * negatives, nothing beyond what the chain can hold; a bad amount empties the other boxes.
 */
export function UnitsTool() {
  const m = useMessages(encodingMessages);
  const { locale } = useLocale();
  const id = useId();
  const [chain, setChain] = useFragmentOption('chain', 'btc', CHAINS);
  const [edits, setEdits] = useKeptState<Record<string, Edit>>('units:edits', {});
  const [decimalsText, setDecimalsText] = useKeptState('units:decimals', '18');
  const { info, error: decimalsError } = useUnits(chain, decimalsText);
  const edit = edits[chain] ?? { unit: 0, text: '1' };
  // the units the language has a word for (satoshi is 聪 in Chinese); the rest keep the chain's name
  const unitName = useCallback((symbol: string) => (symbol === 'satoshi' ? m.units.satoshi : symbol), [m]);

  const base = useMemo(() => {
    const u = info.units[edit.unit];
    if (decimalsError || !u || edit.text.trim() === '') return null;
    return attempt(() => parseAmount(edit.text, u.decimals, { label: unitName(u.symbol), max: info.max }), locale);
  }, [info, edit, locale, decimalsError, unitName]);
  const readAs = base?.ok ? amountReadAs(edit.text) : null;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start gap-4">
        <Select
          id={`${id}-chain`}
          label={m.units.chain}
          value={chain}
          options={CHAINS.map((c) => ({ value: c, label: c === TOKEN ? m.units.token : (CHAIN_LABEL[c] ?? c) }))}
          onChange={setChain}
          className="max-w-xs"
        />
        {chain === TOKEN && (
          <TextField
            id={`${id}-decimals`}
            className="flex w-48 flex-col gap-1"
            label={m.units.decimals}
            value={decimalsText}
            inputMode="numeric"
            onChange={setDecimalsText}
            error={decimalsError}
            hint={fmt(m.units.decimalsHint, { max: MAX_TOKEN_DECIMALS })}
          />
        )}
      </div>
      <p className="text-sm text-slate-600">{m.units.exactNote}</p>
      <div className="flex flex-col gap-4">
        {info.units.map((u, i) => {
          const unit = unitName(u.symbol);
          const mine = i === edit.unit;
          const plain = base?.value != null ? formatUnits(base.value, u.decimals) : null;
          const value = mine ? edit.text : (plain ?? '');
          const inputId = `${id}-u${i}`;
          const label =
            chain === TOKEN && u.decimals === 0
              ? fmtJoined(m.units.amountIn, { unit })
              : `${fmtJoined(m.units.amountIn, { unit })}${u.decimals === 0 ? ` (${m.units.baseUnit})` : ''}`;
          return (
            <div key={`${chain}-${u.symbol}`} className="flex items-start gap-2">
              <TextField
                id={inputId}
                className="flex min-w-0 flex-1 flex-col gap-1"
                label={label}
                value={value}
                inputMode="decimal"
                placeholder={!mine && base && !base.ok ? '—' : undefined}
                onChange={(text) => setEdits((all) => ({ ...all, [chain]: { unit: i, text } }))}
                error={mine ? base?.error : null}
                hint={
                  plain !== null ? (
                    <>
                      {mine && readAs !== null && <>{fmtJoined(m.units.readAs, { value: readAs, unit })} · </>}
                      {m.units.display}:{' '}
                      <span className="font-mono break-all">{formatMoney(plain, { group: true })}</span> ·{' '}
                      {m.units.abbreviated}: <span className="font-mono break-all">{abbreviate(plain)}</span>
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
