import { walletErrorKind } from '@tinkerbox/engine/evm';
import { useEffect, useState } from 'react';
import type { Hex } from 'viem';
import { fmt } from '../../i18n/t.tsx';
import type { contractMessages } from './contract.messages.ts';

/** An EIP-1193 provider, as much of it as these pages use. */
export interface Eip1193 {
  request(args: { method: string; params?: unknown[] | Record<string, unknown> }): Promise<unknown>;
  on?(event: string, listener: (...args: unknown[]) => void): void;
  removeListener?(event: string, listener: (...args: unknown[]) => void): void;
}

/** A wallet announced through EIP-6963 (or the legacy `window.ethereum`). */
export interface WalletEntry {
  info: { uuid: string; name: string; icon: string; rdns: string };
  provider: Eip1193;
}

/**
 * Browser wallets found by EIP-6963 discovery (any number, each with its name and icon). When none
 * announces itself, a legacy injected `window.ethereum` is offered instead.
 */
export function useWallets(): { wallets: WalletEntry[]; searching: boolean } {
  const [wallets, setWallets] = useState<WalletEntry[]>([]);
  const [searching, setSearching] = useState(true);
  useEffect(() => {
    const found = new Map<string, WalletEntry>();
    const onAnnounce = (e: Event) => {
      const d = (e as CustomEvent<WalletEntry>).detail;
      if (!d?.info?.uuid || !d.provider) return;
      found.set(d.info.uuid, d);
      setWallets([...found.values()]);
    };
    window.addEventListener('eip6963:announceProvider', onAnnounce);
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    const t = window.setTimeout(() => {
      const legacy = (window as { ethereum?: Eip1193 }).ethereum;
      if (found.size === 0 && legacy) {
        setWallets([{ info: { uuid: 'injected', name: 'Browser wallet', icon: '', rdns: '' }, provider: legacy }]);
      }
      setSearching(false);
    }, 400);
    return () => {
      window.removeEventListener('eip6963:announceProvider', onAnnounce);
      window.clearTimeout(t);
    };
  }, []);
  return { wallets, searching };
}

/** `TR7NHq...Lj6t`: first 6, `...`, last 4. */
export function shortAddress(a: string): string {
  return a.length > 12 ? `${a.slice(0, 6)}...${a.slice(-4)}` : a;
}

/** A connected wallet: which one, its account and the chain it is on. */
export interface Conn {
  entry: WalletEntry;
  account: Hex;
  chainId: number;
  /** Set when the sender is one of a local node's unlocked accounts (Hardhat, anvil), not a wallet. */
  node?: { host: string; accounts: readonly Hex[] };
}

type WalletMessages = (typeof contractMessages)['en_US']['wallet'];

/** A wallet or node error in the visitor's language, with the technical detail when there is one. */
export function walletMessage(e: unknown, w: WalletMessages): string {
  const kind = walletErrorKind(e);
  const base = w[kind];
  const detail = (e as { shortMessage?: string; message?: string })?.shortMessage ?? (e as Error)?.message ?? '';
  const first = String(detail).split('\n')[0] ?? '';
  return kind === 'rejected' || !first ? base : `${base} ${fmt(w.detail, { detail: first })}`;
}
