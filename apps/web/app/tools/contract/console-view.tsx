import { EngineError } from '@tinkerbox/engine';
import {
  abiFunctions,
  checkEvmAddress,
  encodeCall,
  evmChainById,
  evmChains,
  formatSignature,
  parseAbiText,
  parseArgument,
  walletErrorKind,
} from '@tinkerbox/engine/evm';
import { OutputBox } from '@tinkerbox/ui';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import {
  type AbiFunction,
  createPublicClient,
  createWalletClient,
  custom,
  decodeFunctionResult,
  type Hex,
  http,
  numberToHex,
  parseEther,
} from 'viem';
import { fmt, useLocale, useMessages, useT } from '../../i18n/t.tsx';
import { useKeptState } from '../../lib/kept-state.ts';
import { contractMessages } from './contract.messages.ts';
import { attempt, Choice, Row, Rows, Section, TextInput, useReady } from './parts.tsx';
import TronConsole from './tron-console.tsx';
import { type Eip1193, useWallets, type WalletEntry } from './wallets.ts';

type WalletMessages = (typeof contractMessages)['en_US']['wallet'];

/** A wallet or node error in the visitor's language, with the technical detail when there is one. */
export function walletMessage(e: unknown, w: WalletMessages): string {
  const kind = walletErrorKind(e);
  const base = w[kind];
  const detail = (e as { shortMessage?: string; message?: string })?.shortMessage ?? (e as Error)?.message ?? '';
  const first = String(detail).split('\n')[0] ?? '';
  return kind === 'rejected' || !first ? base : `${base} ${fmt(w.detail, { detail: first })}`;
}

function stringify(v: unknown): string {
  if (typeof v === 'bigint' || typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (typeof v === 'string') return v;
  return JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? x.toString() : x), 2) ?? String(v);
}

interface Conn {
  entry: WalletEntry;
  account: Hex;
  chainId: number;
}

interface FnProps {
  fn: AbiFunction;
  address: Hex | undefined;
  readClient: () => ReturnType<typeof createPublicClient> | null;
  conn: Conn | null;
  wrongNetwork: boolean;
  explorer: string | undefined;
}

function FunctionCard({ fn, address, readClient, conn, wrongNetwork, explorer }: FnProps) {
  const { locale } = useLocale();
  const m = useMessages(contractMessages).console;
  const w = useMessages(contractMessages).wallet;
  const a = useMessages(contractMessages).abi;
  const sig = formatSignature(fn);
  const [values, setValues] = useKeptState<string[]>(`contract.console.${sig}`, () => fn.inputs.map(() => ''));
  const [value, setValue] = useState('');
  const [out, setOut] = useState<{ kind: 'result' | 'ok' | 'hash' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const isRead = fn.stateMutability === 'view' || fn.stateMutability === 'pure';
  const payable = fn.stateMutability === 'payable';
  const errors = fn.inputs.map((p, i) =>
    values[i] ? attempt(() => parseArgument(p, values[i] as string), locale).error : undefined,
  );
  const ether = value.trim()
    ? attempt(() => {
        const v = value.trim();
        if (!/^\d+(\.\d{1,18})?$/.test(v)) throw new EngineError('INVALID_DECIMAL', 'ether amount', { value: v });
        return parseEther(v);
      }, locale)
    : { value: 0n };
  const complete = values.every(
    (v, i) => v !== '' || fn.inputs[i]?.type === 'string' || fn.inputs[i]?.type === 'bytes',
  );
  const data = complete && errors.every((e) => !e) ? attempt(() => encodeCall(fn, values), locale) : {};
  const wei = ether.value ?? 0n;
  const run = async (mode: 'read' | 'simulate' | 'send') => {
    if (!address) {
      setOut({ kind: 'error', text: m.needAddress });
      return;
    }
    if (!data.value) return;
    setBusy(true);
    setOut(null);
    try {
      if (mode === 'send') {
        if (!conn) {
          setOut({ kind: 'error', text: m.needWallet });
          return;
        }
        // Simulate first: a call that would revert is not sent to the wallet at all.
        const sim = readClient() ?? createPublicClient({ transport: custom(conn.entry.provider) });
        await sim.call({ account: conn.account, to: address, data: data.value, ...(wei ? { value: wei } : {}) });
        const wallet = createWalletClient({ transport: custom(conn.entry.provider) });
        const hash = await wallet.sendTransaction({
          account: conn.account,
          to: address,
          data: data.value,
          value: wei,
          chain: null,
        });
        setOut({ kind: 'hash', text: hash });
        return;
      }
      const client = readClient();
      if (!client) {
        setOut({ kind: 'error', text: m.needWallet });
        return;
      }
      const r = await client.call({
        to: address,
        data: data.value,
        ...(conn ? { account: conn.account } : {}),
        ...(wei ? { value: wei } : {}),
      });
      if (mode === 'read') {
        const decoded = decodeFunctionResult({ abi: [fn], functionName: fn.name, data: r.data ?? '0x' } as never);
        setOut({ kind: 'result', text: stringify(decoded) });
      } else setOut({ kind: 'ok', text: m.simOk });
    } catch (e) {
      setOut({ kind: 'error', text: walletMessage(e, w) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <details className="rounded-md border border-slate-200 bg-white" data-testid={`fn-${fn.name}`}>
      <summary className="cursor-pointer px-3 py-3 font-mono text-sm">
        {sig} <span className="text-slate-500">{fn.stateMutability}</span>
      </summary>
      <div className="flex flex-col gap-3 border-t border-slate-200 p-3">
        {fn.inputs.map((p, i) => (
          <TextInput
            key={i}
            label={fmt(a.argLabel, { name: p.name || String(i), type: p.type })}
            value={values[i] ?? ''}
            onChange={(v) => setValues(values.map((x, j) => (j === i ? v : x)))}
            hint={p.type.endsWith(']') ? a.arrayHint : p.type === 'tuple' ? a.tupleHint : undefined}
            error={errors[i]}
            testId={`fn-${fn.name}-arg-${i}`}
          />
        ))}
        {payable && (
          <TextInput
            label={m.payable}
            value={value}
            onChange={setValue}
            placeholder="0.01"
            error={ether.error}
            testId={`fn-${fn.name}-value`}
          />
        )}
        {data.value && (
          <Rows>
            <Row name={m.encoded} value={data.value} />
          </Rows>
        )}
        <div className="flex flex-wrap gap-2">
          {isRead ? (
            <button type="button" className="btn-primary" disabled={busy || !data.value} onClick={() => run('read')}>
              {m.read}
            </button>
          ) : (
            <>
              <button
                type="button"
                className="btn"
                disabled={busy || !data.value || !!ether.error}
                onClick={() => run('simulate')}
              >
                {m.simulate}
              </button>
              <button
                type="button"
                className="btn-primary"
                disabled={busy || !data.value || !!ether.error || wrongNetwork}
                onClick={() => run('send')}
              >
                {m.send}
              </button>
            </>
          )}
        </div>
        {out?.kind === 'error' && (
          <p role="alert" className="field-error" data-testid={`fn-${fn.name}-error`}>
            {out.text}
          </p>
        )}
        {out?.kind === 'ok' && (
          <p role="status" className="text-sm text-emerald-800" data-testid={`fn-${fn.name}-status`}>
            {out.text}
          </p>
        )}
        {out?.kind === 'result' && (
          <OutputBox label={m.result} value={out.text} minHeight={60} id={`result-${fn.name}`} />
        )}
        {out?.kind === 'hash' && (
          <div role="status" className="flex flex-col gap-1 text-sm" data-testid={`fn-${fn.name}-hash`}>
            <span>{m.sent}</span>
            <span className="font-mono break-all">{out.text}</span>
            {explorer && (
              <a
                className="text-sky-700 underline"
                href={`${explorer}/tx/${out.text}`}
                target="_blank"
                rel="noreferrer"
              >
                {m.viewTx}
              </a>
            )}
          </div>
        )}
      </div>
    </details>
  );
}

// A minimal ERC-20 ABI as the example.
const EXAMPLE_ABI = `function name() view returns (string)
function symbol() view returns (string)
function decimals() view returns (uint8)
function balanceOf(address owner) view returns (uint256)
function transfer(address to, uint256 amount) returns (bool)`;

function EvmConsole() {
  const { locale } = useLocale();
  const t = useT();
  const m = useMessages(contractMessages).console;
  const w = useMessages(contractMessages).wallet;
  const c = useMessages(contractMessages).common;
  const chains = useMemo(() => evmChains(), []);
  const [abiText, setAbiText] = useKeptState('contract.console.abi', '');
  const [addressText, setAddressText] = useKeptState('contract.console.address', '');
  const [network, setNetwork] = useKeptState('contract.console.network', '1');
  const [rpcUrl, setRpcUrl] = useKeptState('contract.console.rpc', '');
  const [via, setVia] = useKeptState<'rpc' | 'wallet'>('contract.console.via', 'rpc');
  const [conn, setConn] = useState<Conn | null>(null);
  const [walletError, setWalletError] = useState<string | undefined>();
  const [rpcChain, setRpcChain] = useState<{ id?: number; error?: string }>({});
  const { wallets, searching } = useWallets();
  const selectId = useId();
  const abi = useMemo(() => (abiText.trim() ? attempt(() => parseAbiText(abiText), locale) : {}), [abiText, locale]);
  const addr = addressText.trim() ? attempt(() => checkEvmAddress(addressText), locale) : {};
  const known = network === 'custom' ? undefined : evmChainById(Number(network));
  const url = network === 'custom' ? rpcUrl.trim() : (known?.rpcUrl ?? '');
  const expectedChain = network === 'custom' ? rpcChain.id : known?.id;
  const netName =
    known?.name ?? (expectedChain !== undefined ? (evmChainById(expectedChain)?.name ?? String(expectedChain)) : '');
  const explorer =
    known?.explorerUrl ?? (expectedChain !== undefined ? evmChainById(expectedChain)?.explorerUrl : undefined);

  useEffect(() => {
    if (network !== 'custom' || !/^https?:\/\/\S+$/.test(url)) {
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
  }, [network, url, m.rpcFailed, w]);

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
  }, [conn?.entry]);

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

  const switchNetwork = async () => {
    if (!conn || expectedChain === undefined) return;
    setWalletError(undefined);
    const p: Eip1193 = conn.entry.provider;
    try {
      await p.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(expectedChain) }] });
      setConn({ ...conn, chainId: Number(await p.request({ method: 'eth_chainId' })) });
    } catch (e) {
      if (walletErrorKind(e) === 'unknownChain' && url) {
        try {
          await p.request({
            method: 'wallet_addEthereumChain',
            params: [
              {
                chainId: numberToHex(expectedChain),
                chainName: netName,
                rpcUrls: [url],
                nativeCurrency: { name: known?.symbol ?? 'ETH', symbol: known?.symbol ?? 'ETH', decimals: 18 },
                ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
              },
            ],
          });
          setConn({ ...conn, chainId: Number(await p.request({ method: 'eth_chainId' })) });
          return;
        } catch (e2) {
          setWalletError(walletMessage(e2, w));
          return;
        }
      }
      setWalletError(walletMessage(e, w));
    }
  };

  const readClient = useCallback(() => {
    if (via === 'wallet') return conn ? createPublicClient({ transport: custom(conn.entry.provider) }) : null;
    return url ? createPublicClient({ transport: http(url) }) : null;
  }, [via, conn, url]);

  const wrongNetwork = conn !== null && expectedChain !== undefined && conn.chainId !== expectedChain;
  const fns = abi.value ? abiFunctions(abi.value) : [];

  return (
    <Section title={m.evmHeading} testId="evm-console">
      <TextInput
        label={c.abiRequired}
        value={abiText}
        onChange={setAbiText}
        multiline
        rows={5}
        placeholder={c.abiPlaceholder}
        example={EXAMPLE_ABI}
        error={abi.error}
        testId="console-abi"
      />
      <TextInput
        label={m.addressLabel}
        value={addressText}
        onChange={setAddressText}
        placeholder="0x…"
        error={addr.error}
        testId="console-address"
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
          {m.networkLabel}
        </label>
        <select
          id={selectId}
          className="field w-full"
          value={network}
          onChange={(e) => setNetwork(e.target.value)}
          data-testid="console-network"
        >
          {chains.map((ch) => (
            <option key={ch.id} value={String(ch.id)}>
              {ch.name} ({ch.id})
            </option>
          ))}
          <option value="custom">{m.customRpc}</option>
        </select>
      </div>
      {network === 'custom' && (
        <TextInput
          label={m.rpcLabel}
          value={rpcUrl}
          onChange={setRpcUrl}
          placeholder="http://127.0.0.1:8545"
          error={rpcChain.error}
          hint={rpcChain.id !== undefined ? fmt(m.chainOfRpc, { id: rpcChain.id }) : undefined}
          testId="console-rpc"
        />
      )}
      <Choice
        label={m.readVia}
        value={via}
        onChange={setVia}
        options={[
          { value: 'rpc', label: m.viaRpc },
          { value: 'wallet', label: m.viaWallet },
        ]}
        testId="console-via"
      />
      <p className="text-xs text-slate-500">
        <span className="mr-1 rounded bg-amber-100 px-1.5 py-0.5 font-semibold text-amber-900">{c.online}</span>
        {m.rpcNote}
      </p>
      <div className="flex flex-col gap-2" data-testid="wallet-box">
        <h3 className="text-base font-semibold">{m.walletHeading}</h3>
        {conn ? (
          <div className="flex flex-wrap items-center gap-3">
            <span className="font-mono text-sm break-all" data-testid="wallet-connected">
              {fmt(m.connected, { address: conn.account, chain: conn.chainId })}
            </span>
            <button type="button" className="btn" onClick={() => setConn(null)}>
              {m.disconnect}
            </button>
          </div>
        ) : searching ? (
          <p className="text-sm text-slate-600">{m.searching}</p>
        ) : wallets.length === 0 ? (
          <p className="text-sm text-slate-600">{m.noWallet}</p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {wallets.map((x) => (
              <button key={x.info.uuid} type="button" className="btn" onClick={() => connect(x)}>
                {x.info.icon && <img src={x.info.icon} alt="" width={20} height={20} />}
                {fmt(m.connect, { name: x.info.name })}
              </button>
            ))}
          </div>
        )}
        {wrongNetwork && (
          <div
            role="alert"
            className="flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
            data-testid="network-tip"
          >
            <span>{t.product.networktip.replace('#net#', netName)}</span>
            <button type="button" className="btn" onClick={switchNetwork}>
              {fmt(m.switchTo, { net: netName })}
            </button>
          </div>
        )}
        {walletError && (
          <p role="alert" className="field-error" data-testid="wallet-error">
            {walletError}
          </p>
        )}
      </div>
      <h3 className="text-base font-semibold">{m.functionsHeading}</h3>
      {fns.length === 0 ? (
        <p className="text-sm text-slate-600">{m.noFunctions}</p>
      ) : (
        <div className="flex flex-col gap-2">
          {fns.map((fn) => (
            <FunctionCard
              key={formatSignature(fn)}
              fn={fn}
              address={addr.value}
              readClient={readClient}
              conn={conn}
              wrongNetwork={wrongNetwork}
              explorer={explorer}
            />
          ))}
        </div>
      )}
    </Section>
  );
}

/** /contract_evm: an EVM contract console (RPC or EIP-6963 wallet) and the TRON call builder. */
export default function ConsoleView() {
  const ready = useReady();
  return (
    <div className="flex flex-col gap-8" data-ready={ready}>
      <EvmConsole />
      <TronConsole />
    </div>
  );
}
