import { abiFunctions, checkEvmAddress, parseAbiText, walletErrorKind } from '@tinkerbox/engine/evm';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { createPublicClient, custom, type Hex, http, numberToHex } from 'viem';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { attempt } from '../../lib/error-text.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { consoleMessages } from './console.messages.ts';
import { contractMessages } from './contract.messages.ts';
import { hostOf, useRpcTarget } from './use-rpc-target.ts';
import { type Conn, type Eip1193, type WalletEntry, walletMessage } from './wallets.ts';

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

/** A JSON-RPC node as an EIP-1193 provider, so its unlocked accounts send the way a wallet does. */
function nodeProvider(url: string): Eip1193 {
  const client = createPublicClient({ transport: http(url, { retryCount: 0 }) });
  return { request: (args) => client.request(args as never) };
}

/**
 * The EVM console's state: the ABI, the contract address, the network (a known chain or a custom RPC),
 * whether reads go through the RPC or the wallet, and the sender: a browser wallet (with its network
 * switch) or a local node's unlocked account.
 */
export function useEvmConsole() {
  const { locale } = useLocale();
  const w = useMessages(contractMessages).wallet;
  const k = useMessages(consoleMessages);
  const [abiText, setAbiText] = useKeptState('contract.console.abi', '');
  const [addressText, setAddressText] = useKeptState('contract.console.address', '');
  const [via, setVia] = useKeptState<'rpc' | 'wallet'>('contract.console.via', 'rpc');
  const [conn, setConn] = useState<Conn | null>(null);
  const [walletError, setWalletError] = useState<string | undefined>();
  const target = useRpcTarget();
  const { url, expectedChain, netName, explorer, known } = target;
  const abi = useMemo(() => (abiText.trim() ? attempt(() => parseAbiText(abiText), locale) : null), [abiText, locale]);
  const addr = addressText.trim() ? attempt(() => checkEvmAddress(addressText), locale) : null;
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

  // eth_accounts then eth_chainId on the console's RPC: only a development node answers with accounts.
  const connectNode = async () => {
    setWalletError(undefined);
    if (!url) return setWalletError(k.needRpc);
    const provider = nodeProvider(url);
    const host = hostOf(url);
    try {
      const accounts = (await provider.request({ method: 'eth_accounts' })) as Hex[];
      if (!accounts[0]) return setWalletError(fmt(k.nodeNone, { host }));
      const chainId = Number(await provider.request({ method: 'eth_chainId' }));
      const entry = { info: { uuid: 'node', name: k.nodeAccount, icon: '', rdns: '' }, provider };
      setConn({ entry, account: accounts[0], chainId, node: { host, accounts } });
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
          nativeCurrency: { name: target.symbol, symbol: target.symbol, decimals: 18 },
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
    return url ? createPublicClient({ transport: http(url, { retryCount: 0 }) }) : null;
  }, [via, conn, url]);

  return {
    ...target,
    abiText,
    setAbiText,
    abiError: abi?.error ?? undefined,
    abi: abi?.value ?? undefined,
    fns: abi?.value ? abiFunctions(abi.value) : [],
    addressText,
    setAddressText,
    address: addr?.value ?? undefined,
    addressError: addr?.error ?? undefined,
    via,
    setVia,
    conn,
    disconnect: () => setConn(null),
    connect,
    connectNode,
    pickNodeAccount: (a: Hex) => setConn((x) => (x ? { ...x, account: a } : x)),
    switchNetwork,
    walletError,
    wrongNetwork: conn !== null && expectedChain !== undefined && conn.chainId !== expectedChain,
    /** Why a read cannot start: no confirmed RPC, or reading through a wallet that is not connected. */
    noReader: via === 'wallet' ? (conn ? undefined : k.needWalletRead) : url ? undefined : k.needRpc,
    knownNetwork: known,
    readClient,
  };
}

/** What {@link useEvmConsole} gives. */
export type EvmConsoleState = ReturnType<typeof useEvmConsole>;
