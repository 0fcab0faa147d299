import { Button, Choice, EarlyButton, OutputBox, Section, TextField } from '@tinkerbox/ui';
import { fmt, useMessages } from '../../i18n/t.tsx';
import { FieldActions, Row, Rows } from '../../shell/tool-parts.tsx';
import { consoleMessages } from './console.messages.ts';
import { contractMessages } from './contract.messages.ts';
import { useTronConsole } from './use-tron-console.ts';
import { shortAddress } from './wallets.ts';

const USDT_ABI = `function transfer(address to, uint256 amount) returns (bool)
function approve(address spender, uint256 amount) returns (bool)`;

type Text = { value: string; set: (v: string) => void };

/** A field of the call or the block; `clear` adds a Clear button, `example` an Example button. */
function CallField({
  label,
  text,
  testId,
  placeholder,
  clear = false,
  example,
  multiline = false,
}: {
  label: string;
  text: Text;
  testId: string;
  placeholder?: string;
  clear?: boolean;
  example?: string;
  multiline?: boolean;
}) {
  return (
    <TextField
      label={label}
      value={text.value}
      onChange={text.set}
      placeholder={placeholder}
      multiline={multiline}
      rows={3}
      testId={testId}
      actions={
        clear || example !== undefined ? (
          <FieldActions label={label} value={text.value} onChange={text.set} example={example} clear={clear} />
        ) : undefined
      }
    />
  );
}

/** The TRON half of /contract_evm: build a TriggerSmartContract call, sign it locally, never broadcast. */
export default function TronConsole() {
  const m = useMessages(contractMessages).console;
  const k = useMessages(consoleMessages);
  const s = useTronConsole();
  const { call, block } = s;
  return (
    <Section title={m.tronHeading} testId="tron-console">
      <p className="text-sm text-slate-600">{m.tronIntro}</p>
      <Choice
        label={m.signWith}
        value={s.signer}
        onChange={s.setSigner}
        options={[
          { value: 'key', label: m.signKey },
          { value: 'tronlink', label: m.signTronlink },
        ]}
        testId="tron-signer"
      />
      {s.signer === 'tronlink' ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={s.connectTronLink}>{m.tronlinkConnect}</Button>
          {s.tronLink.address && (
            <span className="font-mono text-sm" title={s.tronLink.address}>
              {fmt(m.tronlinkAddress, { address: shortAddress(s.tronLink.address) })}
            </span>
          )}
          {s.tronLink.error && (
            <p role="alert" className="text-sm text-red-700">
              {s.tronLink.error}
            </p>
          )}
        </div>
      ) : (
        <TextField
          label={m.keyLabel}
          value={s.key}
          onChange={s.setKey}
          type="password"
          error={s.keyError}
          hint={s.keyOwner ? `${m.owner}: ${s.keyOwner}` : undefined}
          testId="tron-key"
          actions={<FieldActions label={m.keyLabel} value={s.key} onChange={s.setKey} />}
        />
      )}
      <CallField
        label={m.tronTo}
        text={call.to}
        clear
        placeholder="TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"
        testId="tron-to"
      />
      <CallField
        label={m.tronMethod}
        text={call.method}
        clear
        placeholder="transfer(address,uint256)"
        testId="tron-method"
      />
      <CallField label={m.tronData} text={call.data} clear placeholder='["TXYZ…", "1000000"]' testId="tron-data" />
      <CallField label={m.tronAbi} text={call.abi} clear multiline example={USDT_ABI} testId="tron-abi" />
      <div className="grid grid-cols-2 gap-3 max-md:grid-cols-1">
        <CallField label={m.tronValue} text={call.value} testId="tron-value" />
        <CallField label={m.tronFeeLimit} text={call.feeLimit} testId="tron-feelimit" />
      </div>
      <h3 className="text-base font-semibold">{m.blockHeading}</h3>
      <div className="grid grid-cols-[1fr_auto] items-start gap-3 max-md:grid-cols-1">
        <TextField label={m.apiLabel} value={s.api} onChange={s.setApi} hint={m.fetchNote} error={s.fetchError} />
        <EarlyButton early="tron-fetch-block" className="md:mt-6" onClick={s.fetchBlock}>
          {m.fetchBlock}
        </EarlyButton>
      </div>
      <div className="grid grid-cols-2 gap-3 max-md:grid-cols-1">
        <CallField label={m.refBytes} text={block.refBytes} testId="tron-refbytes" />
        <CallField label={m.refHash} text={block.refHash} testId="tron-refhash" />
        <CallField label={m.expiration} text={block.expiration} testId="tron-expiration" />
        <CallField label={m.timestamp} text={block.timestamp} testId="tron-timestamp" />
      </div>
      <div data-testid="tron-signer-address">
        <Rows>
          <Row name={k.tronSigner} value={s.owner ?? k.tronNoSigner} copy={s.owner !== undefined} />
        </Rows>
      </div>
      <div>
        <EarlyButton
          early="tron-build"
          variant="primary"
          disabled={s.busy}
          onClick={s.buildAndSign}
          data-testid="tron-build"
        >
          {m.buildSign}
        </EarlyButton>
      </div>
      {s.result?.error && (
        <p role="alert" className="text-sm text-red-700" data-testid="tron-error">
          {s.result.error}
        </p>
      )}
      {s.result?.tx && s.result.hex && (
        <div className="flex flex-col gap-3" data-testid="tron-result">
          <Rows>
            <Row name={m.txid} value={s.result.tx.txID} />
          </Rows>
          <OutputBox
            label={m.signedJson}
            value={JSON.stringify(s.result.tx, null, 2)}
            minHeight={160}
            id="tron-signed-json"
          />
          <OutputBox label={m.signedHex} value={s.result.hex} minHeight={80} id="tron-signed-hex" />
        </div>
      )}
    </Section>
  );
}
