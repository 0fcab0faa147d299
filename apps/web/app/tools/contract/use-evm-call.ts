import { EngineError } from '@tinkerbox/engine';
import { encodeCall, formatSignature, parseArgument } from '@tinkerbox/engine/evm';
import { useState } from 'react';
import {
  type Abi,
  type AbiFunction,
  createPublicClient,
  createWalletClient,
  custom,
  decodeFunctionResult,
  type Hex,
  parseEther,
} from 'viem';
import type { Locale } from '../../i18n/locales.ts';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { attempt } from '../../lib/error-text.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { consoleMessages } from './console.messages.ts';
import { type CallOutcome, describeError, RECEIPT_TIMEOUT_S, receiptView, stringify } from './console-outcome.tsx';
import { contractMessages } from './contract.messages.ts';
import type { Conn } from './wallets.ts';

type Client = ReturnType<typeof createPublicClient>;

/** What a function card needs from the console: where to call, and through what. */
export interface CallTarget {
  address: Hex | undefined;
  readClient: () => Client | null;
  conn: Conn | null;
  /** The whole pasted ABI: its events decode the receipt's logs, its errors the revert data. */
  abi?: Abi | undefined;
  /** The native currency of the chain, for the value box. */
  symbol?: string;
  /** The network's name, for "no contract at this address on …". */
  netName?: string;
  /** Why no read can start (no confirmed RPC, or a wallet to read through that is not connected). */
  noReader?: string | undefined;
}

/** An amount of the native currency as typed: nothing (no value), the wei, or the visitor's message. */
function parseEtherInput(text: string, locale: Locale) {
  const v = text.trim();
  if (!v) return { value: 0n, error: null };
  return attempt(() => {
    if (!/^\d+(\.\d{1,18})?$/.test(v)) throw new EngineError('INVALID_DECIMAL', 'ether amount', { value: v });
    return parseEther(v);
  }, locale);
}

/**
 * One ABI function of the console: its arguments (kept across navigation), the value for a payable
 * one, the encoded calldata, and `run` for Read, Simulate (the call without sending, with what it would
 * return) and Send (simulated first, so a call that would revert never reaches the wallet or node; then
 * the receipt is awaited and its logs decoded with the ABI).
 */
export function useEvmCall(fn: AbiFunction, target: CallTarget) {
  const { address, readClient, conn, abi, symbol = 'ETH', netName = '', noReader } = target;
  const { locale } = useLocale();
  const c = useMessages(contractMessages);
  const k = useMessages(consoleMessages);
  const m = c.console;
  const sig = formatSignature(fn);
  const [values, setValues] = useKeptState<string[]>(`contract.console.${sig}`, () => fn.inputs.map(() => ''));
  const [value, setValue] = useState('');
  const [out, setOut] = useState<CallOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const errors = fn.inputs.map((p, i) =>
    values[i] ? (attempt(() => parseArgument(p, values[i] as string), locale).error ?? undefined) : undefined,
  );
  const ether = parseEtherInput(value, locale);
  const complete = values.every(
    (v, i) => v !== '' || fn.inputs[i]?.type === 'string' || fn.inputs[i]?.type === 'bytes',
  );
  const data =
    complete && errors.every((e) => !e) ? (attempt(() => encodeCall(fn, values), locale).value ?? null) : null;
  const wei = ether.value ?? 0n;
  const fullAbi: Abi = abi ?? [fn];

  // An address without code answers every call with nothing: say so instead of a decoding error.
  const assertContract = async (client: Client, to: Hex) => {
    const code = await client.getCode({ address: to });
    if (!code || code === '0x') throw new NoContract();
  };

  const decoded = (r: Hex | undefined) => {
    if ((!r || r === '0x') && fn.outputs.length > 0) throw new EmptyReturn();
    return stringify(decodeFunctionResult({ abi: [fn], functionName: fn.name, data: r ?? '0x' } as never));
  };

  const send = async (to: Hex, calldata: Hex) => {
    if (!conn) return setOut({ kind: 'error', text: m.needWallet });
    const viaSender = createPublicClient({ transport: custom(conn.entry.provider), pollingInterval: 500 });
    const sim = readClient() ?? viaSender;
    await assertContract(sim, to);
    await sim.call({ account: conn.account, to, data: calldata, ...(wei ? { value: wei } : {}) });
    const wallet = createWalletClient({ transport: custom(conn.entry.provider) });
    const hash = await wallet.sendTransaction({ account: conn.account, to, data: calldata, value: wei, chain: null });
    setOut({ kind: 'hash', text: hash, receipt: 'waiting' });
    try {
      const r = await viaSender.waitForTransactionReceipt({ hash, timeout: RECEIPT_TIMEOUT_S * 1000 });
      setOut({ kind: 'hash', text: hash, receipt: receiptView(r, fullAbi) });
    } catch {
      setOut({ kind: 'hash', text: hash, receipt: 'timeout' });
    }
  };

  const call = async (mode: 'read' | 'simulate', to: Hex, calldata: Hex) => {
    const client = readClient();
    if (!client) return setOut({ kind: 'error', text: noReader ?? k.needRpc });
    if (mode === 'simulate') await assertContract(client, to);
    const r = await client.call({
      to,
      data: calldata,
      ...(conn ? { account: conn.account } : {}),
      ...(wei ? { value: wei } : {}),
    });
    if ((!r.data || r.data === '0x') && fn.outputs.length > 0) await assertContract(client, to);
    if (mode === 'read') setOut({ kind: 'result', text: decoded(r.data) });
    else setOut({ kind: 'ok', text: m.simOk, ...(fn.outputs.length > 0 ? { returned: decoded(r.data) } : {}) });
  };

  const run = async (mode: 'read' | 'simulate' | 'send') => {
    if (!address) return setOut({ kind: 'error', text: m.needAddress });
    if (!data) return;
    setBusy(true);
    setOut(null);
    try {
      await (mode === 'send' ? send(address, data) : call(mode, address, data));
    } catch (e) {
      if (e instanceof NoContract) setOut({ kind: 'error', text: fmt(k.noContract, { net: netName }) });
      else if (e instanceof EmptyReturn) setOut({ kind: 'error', text: fmt(k.emptyReturn, { name: fn.name }) });
      else setOut({ kind: 'error', ...describeError(e, fullAbi, c.wallet) });
    } finally {
      setBusy(false);
    }
  };

  const setArg = (i: number, v: string) => setValues(values.map((x, j) => (j === i ? v : x)));
  return {
    values,
    setArg,
    errors,
    value,
    setValue,
    valueLabel: fmt(m.payable, { symbol }),
    etherError: ether.error,
    data,
    out,
    busy,
    run,
  };
}

class NoContract extends Error {}
class EmptyReturn extends Error {}
