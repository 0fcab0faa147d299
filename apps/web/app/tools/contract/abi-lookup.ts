import { type DecodedCall, type DecodedValue, parseAbiText } from '@tinkerbox/engine/evm';
import { useEffect, useMemo, useState } from 'react';
import type { Abi } from 'viem';

/** What the online lookup is doing: nothing, fetching, or failed (no connection, or an HTTP status). */
export type LookupState = { status: 'idle' } | { status: 'busy' } | { status: 'failed'; http?: number };

const LOOKUP_URL = 'https://api.openchain.xyz/signature-database/v1/lookup';
const MAX_PER_REQUEST = 20;

/** Every selector of a decode that no signature matched: the top level's, and each nested one. */
export function unknownSelectors(call: DecodedCall | null, data: string): string[] {
  const out = new Set<string>();
  if (!call) {
    const hex = data.replace(/\s+/g, '').replace(/^0x/i, '').slice(0, 8).toLowerCase();
    if (hex.length === 8) out.add(`0x${hex}`);
  }
  const visit = (v: DecodedValue) => {
    if (v.unknownSelector) out.add(v.unknownSelector);
    for (const x of v.items ?? []) visit(x);
    if (v.call) for (const a of v.call.args) visit(a);
  };
  for (const a of call?.args ?? []) visit(a);
  return [...out];
}

/** The signatures found online as one ABI (one unreadable signature does not spoil the others). */
function abiOf(found: Readonly<Record<string, readonly string[]>>): Abi | undefined {
  const items: Abi[number][] = [];
  for (const sigs of Object.values(found)) {
    for (const sig of sigs) {
      try {
        items.push(...parseAbiText(`function ${sig}`));
      } catch {
        // a signature the database holds but the ABI syntax does not allow: skip it
      }
    }
  }
  return items.length > 0 ? items : undefined;
}

/**
 * The online signature lookup (api.openchain.xyz), only while `enabled`: the selectors a decode left
 * unknown (given with `ask`, comma-separated) are sent, nothing else. `abi` holds what was found (give
 * it to the decoder).
 */
export function useSignatureLookup(enabled: boolean) {
  const [found, setFound] = useState<Record<string, string[]>>({});
  const [wanted, ask] = useState('');
  const [state, setState] = useState<LookupState>({ status: 'idle' });
  const abi = useMemo(() => abiOf(found), [found]);
  const missingKey = wanted
    .split(',')
    .filter((s) => s !== '' && !(s in found))
    .slice(0, MAX_PER_REQUEST)
    .join(',');
  useEffect(() => {
    if (!enabled || missingKey === '') {
      setState({ status: 'idle' });
      return;
    }
    const ctl = new AbortController();
    setState({ status: 'busy' });
    fetch(`${LOOKUP_URL}?function=${missingKey}&filter=true`, { signal: ctl.signal })
      .then(async (r) => {
        if (!r.ok) {
          setState({ status: 'failed', http: r.status });
          return;
        }
        const j = (await r.json()) as { result?: { function?: Record<string, Array<{ name: string }> | null> } };
        const got: Record<string, string[]> = {};
        for (const s of missingKey.split(',')) got[s] = (j.result?.function?.[s] ?? []).map((c) => c.name);
        setFound((f) => ({ ...f, ...got }));
        setState({ status: 'idle' });
      })
      .catch(() => {
        if (!ctl.signal.aborted) setState({ status: 'failed' });
      });
    return () => ctl.abort();
  }, [enabled, missingKey]);
  return { abi: enabled ? abi : undefined, state, ask };
}
