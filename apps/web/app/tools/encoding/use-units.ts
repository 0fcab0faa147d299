import { CHAIN_UNITS, type ChainUnits, MAX_UINT256, parseTokenDecimals } from '@tinkerbox/engine/format';
import { useMemo } from 'react';
import { useLocale, useMessages } from '../../i18n/t.tsx';
import { attempt } from '../../lib/form.ts';
import { encodingMessages } from './encoding.messages.ts';

/** The choice that is not a chain: a token whose decimals the visitor types. */
export const TOKEN = 'token';

/** The chain's units, or for a token its two units (token and base unit, an ERC-20/TRC-20 uint256). */
export function useUnits(chain: string, decimalsText: string) {
  const m = useMessages(encodingMessages).units;
  const { locale } = useLocale();
  return useMemo(() => {
    if (chain !== TOKEN) {
      return { info: CHAIN_UNITS.find((c) => c.chain === chain) ?? (CHAIN_UNITS[0] as ChainUnits), error: null };
    }
    const d = attempt(() => parseTokenDecimals(decimalsText), locale);
    // With bad decimals the boxes stay (and keep what was typed), but nothing is converted.
    const info: ChainUnits = {
      chain: TOKEN,
      units: [
        { symbol: m.tokenUnit, decimals: d.value ?? 0 },
        { symbol: m.baseUnit, decimals: 0 },
      ],
      max: MAX_UINT256,
    };
    return { info, error: d.error };
  }, [chain, decimalsText, locale, m]);
}
