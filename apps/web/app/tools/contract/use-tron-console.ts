import { EngineError, isEngineError } from '@tinkerbox/engine';
import type { TronTransactionJson } from '@tinkerbox/engine/tron';
import { useState } from 'react';
import { engineErrorMessage, fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { attempt } from '../../lib/error-text.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { loadModule, useLazyModule } from '../../lib/lazy-module.ts';
import { consoleMessages } from './console.messages.ts';
import { contractMessages } from './contract.messages.ts';

interface TronLinkWindow {
  tronLink?: { request(args: { method: string }): Promise<unknown> };
  tronWeb?: { defaultAddress?: { base58?: string | false }; trx: { sign(tx: unknown): Promise<unknown> } };
}

/** The engine's TRON code (tronweb, 185 KB compressed): loaded once a key is typed or a button asks for it. */
const loadTron = () => import('./tron-engine.ts');

const detailOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** A millisecond time as typed: digits only, or INVALID_NUMBER with the text itself (never `NaN`). */
function msField(text: string, field: string): number {
  const t = text.trim();
  if (!/^\d+$/.test(t)) throw new EngineError('INVALID_NUMBER', field, { value: t, field });
  return Number(t);
}

/** A text kept across navigation, with its setter, as one object for a field. */
function useKeptText(key: string, initial: string) {
  const [value, set] = useKeptState(key, initial);
  return { value, set };
}

/**
 * The TRON call builder's state: the call (contract, method, arguments, ABI, value, fee limit), the
 * reference block (typed, or fetched from a TRON API), the signer (a pasted key that is never kept, or
 * TronLink) and `buildAndSign`, which never broadcasts.
 */
export function useTronConsole() {
  const { locale } = useLocale();
  const m = useMessages(contractMessages).console;
  const k = useMessages(consoleMessages);
  const call = {
    to: useKeptText('contract.tron.to', ''),
    method: useKeptText('contract.tron.method', ''),
    data: useKeptText('contract.tron.data', ''),
    abi: useKeptText('contract.tron.abi', ''),
    value: useKeptText('contract.tron.value', '0'),
    feeLimit: useKeptText('contract.tron.feeLimit', '150000000'),
  };
  const block = {
    refBytes: useKeptText('contract.tron.refBytes', ''),
    refHash: useKeptText('contract.tron.refHash', ''),
    expiration: useKeptText('contract.tron.expiration', ''),
    timestamp: useKeptText('contract.tron.timestamp', ''),
  };
  const [api, setApi] = useKeptState('contract.tron.api', 'https://api.trongrid.io');
  const [signer, setSigner] = useKeptState<'tronlink' | 'key'>('contract.tron.signer', 'key');
  // The key lives only in this component's state: never kept, never written anywhere.
  const [key, setKey] = useState('');
  const [tronLink, setTronLink] = useState<{ address?: string; error?: string }>({});
  const [fetchError, setFetchError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tx?: TronTransactionJson; hex?: string; error?: string } | null>(null);

  const tron = useLazyModule(loadTron, signer === 'key' && key.trim() !== '');
  const ownerOfKey = (t: typeof tron) =>
    t && signer === 'key' && key.trim() ? attempt(() => t.tronAddressOfKey(key), locale) : null;
  const keyOwner = ownerOfKey(tron);
  const owner = signer === 'key' ? keyOwner?.value : tronLink.address;

  const connectTronLink = async () => {
    const w = window as unknown as TronLinkWindow;
    if (!w.tronLink && !w.tronWeb) {
      setTronLink({ error: m.noTronlink });
      return;
    }
    try {
      await w.tronLink?.request({ method: 'tron_requestAccounts' });
      const a = w.tronWeb?.defaultAddress?.base58;
      setTronLink(a ? { address: a } : { error: m.noTronlink });
    } catch (e) {
      setTronLink({ error: fmt(m.tronlinkFailed, { detail: detailOf(e) }) });
    }
  };

  const fetchBlock = async () => {
    setFetchError(undefined);
    try {
      const r = await fetch(`${api.trim().replace(/\/+$/, '')}/wallet/getnowblock`, { method: 'POST' });
      if (!r.ok) throw new Error(`HTTP ${r.status}`);
      const { refBlockFromBlock } = await loadModule(loadTron);
      const h = refBlockFromBlock(await r.json());
      block.refBytes.set(h.ref_block_bytes);
      block.refHash.set(h.ref_block_hash);
      block.expiration.set(String(h.expiration));
      block.timestamp.set(String(h.timestamp));
    } catch (e) {
      setFetchError(engineErrorMessage(e, locale) ?? fmt(m.fetchFailed, { detail: detailOf(e) }));
    }
  };

  const sign = async (tx: TronTransactionJson) => {
    const { signTronTransaction, signedTransactionHex } = await loadModule(loadTron);
    if (signer === 'key') {
      const s = signTronTransaction(tx, key);
      setKey('');
      return { tx: s.transaction, hex: s.signedHex };
    }
    const w = window as unknown as TronLinkWindow;
    if (!w.tronWeb) throw new Error(m.noTronlink);
    const signed = (await w.tronWeb.trx.sign(tx)) as TronTransactionJson;
    return { tx: signed, hex: signedTransactionHex(signed) };
  };

  // Who would sign, before anything is built: a key's address, or TronLink's; otherwise why not.
  const signerError = (ofKey: typeof keyOwner): string | undefined => {
    if (signer === 'tronlink') return tronLink.address ? undefined : k.tronNoSigner;
    if (!key.trim()) return engineErrorMessage(new EngineError('EMPTY_KEY', 'key'), locale) ?? k.tronNoSigner;
    return ofKey?.error ?? undefined;
  };

  // A field's message starts with the field's label, so the visitor knows which one to fix.
  const labelOf: Record<string, string> = {
    ref_block_bytes: m.refBytes,
    ref_block_hash: m.refHash,
    expiration: m.expiration,
    timestamp: m.timestamp,
  };
  const fieldMessage = (e: unknown): string | null => {
    const text = engineErrorMessage(e, locale);
    const field = isEngineError(e) ? e.params.field : undefined;
    return text && typeof field === 'string' && labelOf[field] ? `${labelOf[field]}: ${text}` : text;
  };

  const buildAndSign = async () => {
    setResult(null);
    const t = await loadModule(loadTron);
    // the key's owner read now: the key may have been typed before the module was there
    const ofKey = ownerOfKey(t);
    const noSigner = signerError(ofKey);
    if (noSigner) return setResult({ error: noSigner });
    if (Object.values(block).some((f) => !f.value.trim())) return setResult({ error: k.tronBlockMissing });
    setBusy(true);
    try {
      const tx = await t.buildTronCall({
        to: call.to.value,
        method: call.method.value,
        data: call.data.value,
        abi: call.abi.value,
        owner: (signer === 'key' ? ofKey?.value : tronLink.address) ?? '',
        value: call.value.value,
        feeLimit: call.feeLimit.value,
        block: {
          ref_block_bytes: block.refBytes.value.trim(),
          ref_block_hash: block.refHash.value.trim(),
          expiration: msField(block.expiration.value, 'expiration'),
          timestamp: msField(block.timestamp.value, 'timestamp'),
        },
      });
      setResult(await sign(tx));
    } catch (e) {
      // A bad field is the visitor's message; a wallet's refusal is shown with its own words.
      setResult({ error: fieldMessage(e) ?? fmt(m.tronlinkFailed, { detail: detailOf(e) }) });
    } finally {
      setBusy(false);
    }
  };

  return {
    call,
    block,
    api,
    setApi,
    signer,
    setSigner,
    key,
    setKey,
    keyOwner: keyOwner?.value ?? undefined,
    /** The address that will sign (shown before signing), when there is one. */
    owner: owner ?? undefined,
    keyError: keyOwner?.error ?? undefined,
    tronLink,
    connectTronLink,
    fetchError,
    fetchBlock,
    busy,
    result,
    buildAndSign,
  };
}
