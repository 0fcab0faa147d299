import { EngineError } from '@tinkerbox/engine';
import { encodeCall, formatSignature, parseArgument } from '@tinkerbox/engine/evm';
import { useState } from 'react';
import {
  type AbiFunction,
  createPublicClient,
  createWalletClient,
  custom,
  decodeFunctionResult,
  type Hex,
  parseEther,
} from 'viem';
import type { Locale } from '../../i18n/locales.ts';
import { useLocale, useMessages } from '../../i18n/t.tsx';
import { attempt } from '../../lib/error-text.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { contractMessages } from './contract.messages.ts';
import { type Conn, walletMessage } from './wallets.ts';

/** What a function card needs from the console: where to call, and through what. */
export interface CallTarget {
  address: Hex | undefined;
  readClient: () => ReturnType<typeof createPublicClient> | null;
  conn: Conn | null;
}

/** The outcome of a Read, Simulate or Send. */
export type CallOutcome = { kind: 'result' | 'ok' | 'hash' | 'error'; text: string };

function stringify(v: unknown): string {
  if (typeof v === 'bigint' || typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (typeof v === 'string') return v;
  return JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? x.toString() : x), 2) ?? String(v);
}

/** An ETH amount as typed: nothing (no value), the wei, or the visitor's message. */
function parseEtherInput(text: string, locale: Locale) {
  const v = text.trim();
  if (!v) return { value: 0n, error: null };
  return attempt(() => {
    if (!/^\d+(\.\d{1,18})?$/.test(v)) throw new EngineError('INVALID_DECIMAL', 'ether amount', { value: v });
    return parseEther(v);
  }, locale);
}

/**
 * One ABI function of the console: its arguments (kept across navigation), the ETH value for a payable
 * one, the encoded calldata, and `run` for Read, Simulate (the call without sending) and Send (simulated
 * first, so a call that would revert never reaches the wallet).
 */
export function useEvmCall(fn: AbiFunction, { address, readClient, conn }: CallTarget) {
  const { locale } = useLocale();
  const m = useMessages(contractMessages).console;
  const w = useMessages(contractMessages).wallet;
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

  const send = async (to: Hex, calldata: Hex) => {
    if (!conn) return setOut({ kind: 'error', text: m.needWallet });
    const sim = readClient() ?? createPublicClient({ transport: custom(conn.entry.provider) });
    await sim.call({ account: conn.account, to, data: calldata, ...(wei ? { value: wei } : {}) });
    const wallet = createWalletClient({ transport: custom(conn.entry.provider) });
    const hash = await wallet.sendTransaction({ account: conn.account, to, data: calldata, value: wei, chain: null });
    setOut({ kind: 'hash', text: hash });
  };

  const call = async (mode: 'read' | 'simulate', to: Hex, calldata: Hex) => {
    const client = readClient();
    if (!client) return setOut({ kind: 'error', text: m.needWallet });
    const r = await client.call({
      to,
      data: calldata,
      ...(conn ? { account: conn.account } : {}),
      ...(wei ? { value: wei } : {}),
    });
    if (mode === 'read') {
      const decoded = decodeFunctionResult({ abi: [fn], functionName: fn.name, data: r.data ?? '0x' } as never);
      setOut({ kind: 'result', text: stringify(decoded) });
    } else setOut({ kind: 'ok', text: m.simOk });
  };

  const run = async (mode: 'read' | 'simulate' | 'send') => {
    if (!address) return setOut({ kind: 'error', text: m.needAddress });
    if (!data) return;
    setBusy(true);
    setOut(null);
    try {
      await (mode === 'send' ? send(address, data) : call(mode, address, data));
    } catch (e) {
      setOut({ kind: 'error', text: walletMessage(e, w) });
    } finally {
      setBusy(false);
    }
  };

  const setArg = (i: number, v: string) => setValues(values.map((x, j) => (j === i ? v : x)));
  return { values, setArg, errors, value, setValue, etherError: ether.error, data, out, busy, run };
}
