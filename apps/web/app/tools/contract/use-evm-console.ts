import { abiFunctions, checkEvmAddress, evmChainById, parseAbiText, walletErrorKind } from '@tinkerbox/engine/evm';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { createPublicClient, custom, type Hex, http, numberToHex } from 'viem';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { attempt } from '../../lib/error-text.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { contractMessages } from './contract.messages.ts';
import { type Conn, type Eip1193, type WalletEntry, walletMessage } from './wallets.ts';

/** The chain id a custom RPC URL answers with, or the visitor's message when it cannot be reached. */
function useRpcChain(url: string, enabled: boolean) {
  const m = useMessages(contractMessages).console;
  const w = useMessages(contractMessages).wallet;
  const [rpcChain, setRpcChain] = useState<{ id?: number; error?: string }>({});
  useEffect(() => {
    if (!enabled || !/^https?:\/\/\S+$/.test(url)) {
      setRpcChain({});
      return;
    }
    let live = true;
    createPublicClient({ transport: http(url) })
      .getChainId()
      .then(
        (id) => live && setRpcChain({ id }),
        (e: unknown) => live && setRpcChain({ error: fmt(m.rpcFailed, { detail: walletMessage(e, w) }) }),
      );
    return () => {
      live = false;
    };
  }, [enabled, url, m.rpcFailed, w]);
  return rpcChain;
}

/** Follows the connected wallet's account and network changes. */
function useWalletEvents(conn: Conn | null, setConn: (f: (c: Conn | null) => Conn | null) => void) {
  useEffect(() => {
    if (!conn?.entry.provider.on) return;
    const p = conn.entry.provider;
    const onChain = (id: unknown) => setConn((x) => (x ? { ...x, chainId: Number(id) } : x));
    const onAccounts = (a: unknown) => {
      const list = a as string[];
      setConn((x) => (x && list[0] ? { ...x, account: list[0] as Hex } : null));
    };
    p.on?.('chainChanged', onChain);
    p.on?.('accountsChanged', onAccounts);
    return () => {
      p.removeListener?.('chainChanged', onChain);
      p.removeListener?.('accountsChanged', onAccounts);
    };
  }, [conn?.entry, setConn]);
}

/**
 * The EVM console's state: the ABI, the contract address, the network (a known chain or a custom RPC),
 * whether reads go through the RPC or the wallet, and the wallet connection with its network switch.
 */
export function useEvmConsole() {
  const { locale } = useLocale();
  const w = useMessages(contractMessages).wallet;
  const [abiText, setAbiText] = useKeptState('contract.console.abi', '');
  const [addressText, setAddressText] = useKeptState('contract.console.address', '');
  const [network, setNetwork] = useKeptState('contract.console.network', '1');
  const [rpcUrl, setRpcUrl] = useKeptState('contract.console.rpc', '');
  const [via, setVia] = useKeptState<'rpc' | 'wallet'>('contract.console.via', 'rpc');
  const [conn, setConn] = useState<Conn | null>(null);
  const [walletError, setWalletError] = useState<string | undefined>();
  const abi = useMemo(() => (abiText.trim() ? attempt(() => parseAbiText(abiText), locale) : null), [abiText, locale]);
  const addr = addressText.trim() ? attempt(() => checkEvmAddress(addressText), locale) : null;
  const known = network === 'custom' ? undefined : evmChainById(Number(network));
  const url = network === 'custom' ? rpcUrl.trim() : (known?.rpcUrl ?? '');
  const rpcChain = useRpcChain(url, network === 'custom');
  const expectedChain = network === 'custom' ? rpcChain.id : known?.id;
  const netName =
    known?.name ?? (expectedChain !== undefined ? (evmChainById(expectedChain)?.name ?? String(expectedChain)) : '');
  const explorer =
    known?.explorerUrl ?? (expectedChain !== undefined ? evmChainById(expectedChain)?.explorerUrl : undefined);
  useWalletEvents(conn, setConn);

  const connect = async (entry: WalletEntry) => {
    setWalletError(undefined);
    try {
      const accounts = (await entry.provider.request({ method: 'eth_requestAccounts' })) as string[];
      const chainId = Number(await entry.provider.request({ method: 'eth_chainId' }));
      if (!accounts[0]) throw Object.assign(new Error('no account'), { code: 4100 });
      setConn({ entry, account: accounts[0] as Hex, chainId });
    } catch (e) {
      setWalletError(walletMessage(e, w));
    }
  };

  const addChain = async (p: Eip1193, chainId: number) => {
    await p.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: numberToHex(chainId),
          chainName: netName,
          rpcUrls: [url],
          nativeCurrency: { name: known?.symbol ?? 'ETH', symbol: known?.symbol ?? 'ETH', decimals: 18 },
          ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
        },
      ],
    });
  };

  const switchNetwork = async () => {
    if (!conn || expectedChain === undefined) return;
    setWalletError(undefined);
    const p = conn.entry.provider;
    try {
      try {
        await p.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(expectedChain) }] });
      } catch (e) {
        // A wallet that does not know the network is offered to add it, with our RPC.
        if (walletErrorKind(e) !== 'unknownChain' || !url) throw e;
        await addChain(p, expectedChain);
      }
      setConn({ ...conn, chainId: Number(await p.request({ method: 'eth_chainId' })) });
    } catch (e) {
      setWalletError(walletMessage(e, w));
    }
  };

  const readClient = useCallback(() => {
    if (via === 'wallet') return conn ? createPublicClient({ transport: custom(conn.entry.provider) }) : null;
    return url ? createPublicClient({ transport: http(url) }) : null;
  }, [via, conn, url]);

  return {
    abiText,
    setAbiText,
    abiError: abi?.error ?? undefined,
    fns: abi?.value ? abiFunctions(abi.value) : [],
    addressText,
    setAddressText,
    address: addr?.value ?? undefined,
    addressError: addr?.error ?? undefined,
    network,
    setNetwork,
    rpcUrl,
    setRpcUrl,
    rpcChain,
    via,
    setVia,
    conn,
    disconnect: () => setConn(null),
    connect,
    switchNetwork,
    walletError,
    wrongNetwork: conn !== null && expectedChain !== undefined && conn.chainId !== expectedChain,
    netName,
    explorer,
    readClient,
  };
}

/** What {@link useEvmConsole} gives. */
export type EvmConsoleState = ReturnType<typeof useEvmConsole>;
