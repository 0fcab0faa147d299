import { evmChainById } from '@tinkerbox/engine/evm';
import { useEffect, useState } from 'react';
import { createPublicClient, http } from 'viem';
import { fmt, useMessages } from '../../i18n/t.tsx';
import { useKeptState } from '../../lib/kept-state.ts';
import { consoleMessages } from './console.messages.ts';
import { contractMessages } from './contract.messages.ts';
import { walletMessage } from './wallets.ts';

/** An http(s) URL with a host, or null: a half-typed URL is never contacted. */
function completeRpcUrl(text: string): string | null {
  const t = text.trim();
  if (!/^https?:\/\/[^/?#\s]+/i.test(t)) return null;
  try {
    const u = new URL(t);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname ? t : null;
  } catch {
    return null;
  }
}

/** The host (and port) of a URL, for messages. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

type RpcChain = { id?: number; error?: string; asking?: boolean };

/** The chain id a confirmed RPC URL answers with: asked once per confirmation, never while typing. */
function useRpcChain(url: string, attempt: number) {
  const c = useMessages(contractMessages);
  const [rpcChain, setRpcChain] = useState<RpcChain>({});
  useEffect(() => {
    if (!url || attempt === 0) {
      setRpcChain({});
      return;
    }
    let live = true;
    setRpcChain({ asking: true });
    createPublicClient({ transport: http(url, { retryCount: 0 }) })
      .getChainId()
      .then(
        (id) => live && setRpcChain({ id }),
        (e: unknown) =>
          live && setRpcChain({ error: fmt(c.console.rpcFailed, { detail: walletMessage(e, c.wallet) }) }),
      );
    return () => {
      live = false;
    };
  }, [url, attempt, c]);
  return rpcChain;
}

/**
 * Where the console sends reads and simulations: a known network's public RPC, or a custom RPC URL
 * that is contacted only once the visitor confirms it (Enter or the Use button), and then once.
 */
export function useRpcTarget() {
  const k = useMessages(consoleMessages);
  const [network, setNetwork] = useKeptState('contract.console.network', '1');
  const [rpcText, setRpcText] = useKeptState('contract.console.rpc', '');
  const [rpcUsed, setRpcUsed] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [rpcError, setRpcError] = useState<string | undefined>();
  const custom = network === 'custom';
  const known = custom ? undefined : evmChainById(Number(network));
  const url = custom ? rpcUsed : (known?.rpcUrl ?? '');
  const rpcChain = useRpcChain(custom ? rpcUsed : '', attempt);
  const expectedChain = custom ? rpcChain.id : known?.id;
  const chain = known ?? (expectedChain !== undefined ? evmChainById(expectedChain) : undefined);

  const confirmRpc = () => {
    const complete = completeRpcUrl(rpcText);
    setRpcError(complete ? undefined : k.rpcIncomplete);
    if (!complete) return;
    setRpcUsed(complete);
    setAttempt((n) => n + 1);
  };

  return {
    network,
    setNetwork,
    rpcText,
    setRpcText: (v: string) => {
      setRpcText(v);
      setRpcError(undefined);
    },
    confirmRpc,
    /** The confirmed custom URL ('' until one is confirmed). */
    rpcUsed,
    rpcError,
    rpcChain,
    /** Where reads go: the known network's RPC or the confirmed custom one ('' for none yet). */
    url,
    custom,
    known,
    expectedChain,
    netName: chain?.name ?? (expectedChain !== undefined ? String(expectedChain) : ''),
    explorer: chain?.explorerUrl,
    /** The native currency of the chain, for the value box (ETH when the chain is not known). */
    symbol: chain?.symbol ?? 'ETH',
  };
}
