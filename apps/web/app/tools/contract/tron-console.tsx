import {
  buildTronCall,
  refBlockFromBlock,
  signedTransactionHex,
  signTronTransaction,
  type TronTransactionJson,
  tronAddressOfKey,
} from '@tinkerbox/engine/tron';
import { OutputBox } from '@tinkerbox/ui';
import { useState } from 'react';
import { engineErrorMessage, fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { useKeptState } from '../../lib/kept-state.ts';
import { contractMessages } from './contract.messages.ts';
import { attempt, Choice, Row, Rows, Section, TextInput } from './parts.tsx';
import { shortAddress } from './wallets.ts';

interface TronLinkWindow {
  tronLink?: { request(args: { method: string }): Promise<unknown> };
  tronWeb?: { defaultAddress?: { base58?: string | false }; trx: { sign(tx: unknown): Promise<unknown> } };
}

const USDT_ABI = `function transfer(address to, uint256 amount) returns (bool)
function approve(address spender, uint256 amount) returns (bool)`;

/** The TRON half of /contract_evm: build a TriggerSmartContract call, sign it locally, never broadcast. */
export default function TronConsole() {
  const { locale } = useLocale();
  const m = useMessages(contractMessages).console;
  const [to, setTo] = useKeptState('contract.tron.to', '');
  const [method, setMethod] = useKeptState('contract.tron.method', '');
  const [data, setData] = useKeptState('contract.tron.data', '');
  const [abi, setAbi] = useKeptState('contract.tron.abi', '');
  const [value, setValue] = useKeptState('contract.tron.value', '0');
  const [feeLimit, setFeeLimit] = useKeptState('contract.tron.feeLimit', '150000000');
  const [refBytes, setRefBytes] = useKeptState('contract.tron.refBytes', '');
  const [refHash, setRefHash] = useKeptState('contract.tron.refHash', '');
  const [expiration, setExpiration] = useKeptState('contract.tron.expiration', '');
  const [timestamp, setTimestamp] = useKeptState('contract.tron.timestamp', '');
  const [api, setApi] = useKeptState('contract.tron.api', 'https://api.trongrid.io');
  const [signer, setSigner] = useKeptState<'tronlink' | 'key'>('contract.tron.signer', 'key');
  // The key lives only in this component's state: never kept, never written anywhere.
  const [key, setKey] = useState('');
  const [tronLink, setTronLink] = useState<{ address?: string; error?: string }>({});
  const [fetchError, setFetchError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tx?: TronTransactionJson; hex?: string; error?: string } | null>(null);

  const keyOwner = signer === 'key' && key.trim() ? attempt(() => tronAddressOfKey(key), locale) : {};
  const owner = signer === 'key' ? keyOwner.value : tronLink.address;

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
      setTronLink({ error: fmt(m.tronlinkFailed, { detail: e instanceof Error ? e.message : String(e) }) });
    }
  };

  const fetchBlock = async () => {
    setFetchError(undefined);
    try {
      const r = await fetch(`${api.trim().replace(/\/+$/, '')}/wallet/getnowblock`, { method: 'POST' });
      if (!r.ok) throw new Error(`HTTP ${r.status}`);
      const h = refBlockFromBlock(await r.json());
      setRefBytes(h.ref_block_bytes);
      setRefHash(h.ref_block_hash);
      setExpiration(String(h.expiration));
      setTimestamp(String(h.timestamp));
    } catch (e) {
      setFetchError(
        engineErrorMessage(e, locale) ?? fmt(m.fetchFailed, { detail: e instanceof Error ? e.message : String(e) }),
      );
    }
  };

  const buildAndSign = async () => {
    setBusy(true);
    setResult(null);
    try {
      const tx = await buildTronCall({
        to,
        method,
        data,
        abi,
        owner: owner ?? '',
        value,
        feeLimit,
        block: {
          ref_block_bytes: refBytes.trim(),
          ref_block_hash: refHash.trim(),
          expiration: Number(expiration.trim()),
          timestamp: Number(timestamp.trim()),
        },
      });
      if (signer === 'key') {
        const s = signTronTransaction(tx, key);
        setKey('');
        setResult({ tx: s.transaction, hex: s.signedHex });
      } else {
        const w = window as unknown as TronLinkWindow;
        if (!w.tronWeb) throw new Error(m.noTronlink);
        const signed = (await w.tronWeb.trx.sign(tx)) as TronTransactionJson;
        setResult({ tx: signed, hex: signedTransactionHex(signed) });
      }
    } catch (e) {
      const msg = engineErrorMessage(e, locale);
      setResult({ error: msg ?? fmt(m.tronlinkFailed, { detail: e instanceof Error ? e.message : String(e) }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section title={m.tronHeading} testId="tron-console">
      <p className="text-sm text-slate-600">{m.tronIntro}</p>
      <Choice
        label={m.signWith}
        value={signer}
        onChange={setSigner}
        options={[
          { value: 'key', label: m.signKey },
          { value: 'tronlink', label: m.signTronlink },
        ]}
        testId="tron-signer"
      />
      {signer === 'tronlink' ? (
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" className="btn" onClick={connectTronLink}>
            {m.tronlinkConnect}
          </button>
          {tronLink.address && (
            <span className="font-mono text-sm" title={tronLink.address}>
              {fmt(m.tronlinkAddress, { address: shortAddress(tronLink.address) })}
            </span>
          )}
          {tronLink.error && (
            <p role="alert" className="field-error">
              {tronLink.error}
            </p>
          )}
        </div>
      ) : (
        <TextInput
          label={m.keyLabel}
          value={key}
          onChange={setKey}
          type="password"
          error={keyOwner.error}
          hint={keyOwner.value ? `${m.owner}: ${keyOwner.value}` : undefined}
          testId="tron-key"
        />
      )}
      <TextInput
        label={m.tronTo}
        value={to}
        onChange={setTo}
        placeholder="TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"
        testId="tron-to"
      />
      <TextInput
        label={m.tronMethod}
        value={method}
        onChange={setMethod}
        placeholder="transfer(address,uint256)"
        testId="tron-method"
      />
      <TextInput
        label={m.tronData}
        value={data}
        onChange={setData}
        placeholder='["TXYZ…", "1000000"]'
        testId="tron-data"
      />
      <TextInput
        label={m.tronAbi}
        value={abi}
        onChange={setAbi}
        multiline
        rows={3}
        example={USDT_ABI}
        testId="tron-abi"
      />
      <div className="grid grid-cols-2 gap-3 max-md:grid-cols-1">
        <TextInput label={m.tronValue} value={value} onChange={setValue} clear={false} testId="tron-value" />
        <TextInput
          label={m.tronFeeLimit}
          value={feeLimit}
          onChange={setFeeLimit}
          clear={false}
          testId="tron-feelimit"
        />
      </div>
      <h3 className="text-base font-semibold">{m.blockHeading}</h3>
      <div className="grid grid-cols-[1fr_auto] items-start gap-3 max-md:grid-cols-1">
        <TextInput
          label={m.apiLabel}
          value={api}
          onChange={setApi}
          clear={false}
          hint={m.fetchNote}
          error={fetchError}
        />
        <button type="button" className="btn md:mt-6" onClick={fetchBlock}>
          {m.fetchBlock}
        </button>
      </div>
      <div className="grid grid-cols-2 gap-3 max-md:grid-cols-1">
        <TextInput label={m.refBytes} value={refBytes} onChange={setRefBytes} clear={false} testId="tron-refbytes" />
        <TextInput label={m.refHash} value={refHash} onChange={setRefHash} clear={false} testId="tron-refhash" />
        <TextInput
          label={m.expiration}
          value={expiration}
          onChange={setExpiration}
          clear={false}
          testId="tron-expiration"
        />
        <TextInput
          label={m.timestamp}
          value={timestamp}
          onChange={setTimestamp}
          clear={false}
          testId="tron-timestamp"
        />
      </div>
      <div>
        <button type="button" className="btn-primary" disabled={busy} onClick={buildAndSign} data-testid="tron-build">
          {m.buildSign}
        </button>
      </div>
      {result?.error && (
        <p role="alert" className="field-error" data-testid="tron-error">
          {result.error}
        </p>
      )}
      {result?.tx && result.hex && (
        <div className="flex flex-col gap-3" data-testid="tron-result">
          <Rows>
            <Row name={m.txid} value={result.tx.txID} />
          </Rows>
          <OutputBox
            label={m.signedJson}
            value={JSON.stringify(result.tx, null, 2)}
            minHeight={160}
            id="tron-signed-json"
          />
          <OutputBox label={m.signedHex} value={result.hex} minHeight={80} id="tron-signed-hex" />
        </div>
      )}
    </Section>
  );
}
