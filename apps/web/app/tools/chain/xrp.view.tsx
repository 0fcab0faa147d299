import { decodeXrpAddress, dropsToXrp, toXAddress, xrpAddressFromPublicKey, xrpToDrops } from '@tinkerbox/engine/xrp';
import { Checkbox, NumberField, OutputBox, Section } from '@tinkerbox/ui';
import { useEffect, useState } from 'react';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { attempt } from '../../lib/error-text.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { useLazyModule } from '../../lib/lazy-module.ts';
import { Row, Rows } from '../../shell/tool-parts.tsx';
import { chainMessages } from './chain.messages.ts';
import { ChainBody, ExampleField, UnitPair, useParsed } from './chain.widgets.tsx';
import { SpecialAddressNote, XrpTxFacts } from './xrp-summary.tsx';

/** The XRPL binary codec (ripple-binary-codec and its field definitions): loaded for the transaction tool. */
const loadXrpCodec = () => import('./xrp-codec.ts');

// Examples from the XRPL projects' own published fixtures (see packages/engine/test/vectors/xrp).
const EXAMPLE_ADDRESS = 'rGWrZyQqhTp9Xu7G5Pkayo7bXjH4k4QYpf';
const EXAMPLE_KEY = 'ED01FA53FA5A7E77798F882ECE20B1ABC00BB358A9E55A202D0D0676BD0CE37A63';
const EXAMPLE_BLOB =
  '1200002280020000240000689E201B010BF0E361D4950EA99C657EF800000000000000000000000055534400000000000A20B3C85F482532A9578DBB3950B85CA06594D1684000000000002AF8694000000000003A986AD40485B690F28E8000000000000000000000000055534400000000000A20B3C85F482532A9578DBB3950B85CA06594D173210254D771E2A30552D1F347F5B88EC87513843F8BC1A408E70A4175B2E3C325FD3C7446304402202A4965FCF0571B7308971956864B1949C2BD924B5A41B5E8DAF00C91C64F964502207FD3BEB7C165BD1F10E6E7C443742BD686F8E102A89B502A4A495F4C29EC5C488114EAAA52373B59DCFBFD3476049AA6408AA22EAA898314EAAA52373B59DCFBFD3476049AA6408AA22EAA8901123000000000000000000000000055534400000000000A20B3C85F482532A9578DBB3950B85CA06594D1FF01FDF050193BEDEAA9074764B961405D31E66AC0E9300000000000000000000000005553440000000000FDF050193BEDEAA9074764B961405D31E66AC0E901FDF050193BEDEAA9074764B961405D31E66AC0E9FF300000000000000000000000005553440000000000DD39C650A96EDA48334E70CC4A85B8B2E8502CD301DD39C650A96EDA48334E70CC4A85B8B2E8502CD3017C44F934D7A5FEEBD1530570CDB83D1D8EF1F37E00';

function AddressTool() {
  const m = useMessages(chainMessages).xrp;
  const { locale } = useLocale();
  const { input, setInput, value: info, error } = useParsed('chain.xrp.address', decodeXrpAddress);
  const [tag, setTag] = useKeptState('chain.xrp.tag', '');
  const [test, setTest] = useKeptState('chain.xrp.test', false);
  const x =
    info?.kind === 'classic'
      ? attempt(() => {
          const t = tag.trim();
          if (t !== '' && !/^\d+$/.test(t)) {
            // Reuse the engine's range message for anything that is not a whole number in range.
            return toXAddress(info.classicAddress, -1, test);
          }
          return toXAddress(info.classicAddress, t === '' ? null : Number(t), test);
        }, locale)
      : undefined;
  return (
    <Section title={m.addressHeading}>
      <ExampleField
        label={m.addressLabel}
        placeholder={m.addressPlaceholder}
        value={input}
        onChange={setInput}
        error={error}
        testId="xrp-address"
        example={EXAMPLE_ADDRESS}
      />
      {info && (
        <>
          <p className="text-sm text-emerald-700" data-testid="xrp-address-valid">
            ✓ {fmt(m.valid, { kind: info.kind === 'x' ? m.xAddress : m.classic })}
          </p>
          <SpecialAddressNote address={info.classicAddress} />
          <Rows testId="xrp-address-result">
            <Row name={m.classicAddress} value={info.classicAddress} />
            <Row name={m.accountId} value={info.accountIdHex} />
            {info.kind === 'x' && (
              <>
                <Row name={m.tag} value={info.tag === null ? m.noTag : String(info.tag)} copy={info.tag !== null} />
                <Row name={m.network} copy={false} value={info.test ? m.testnet : m.mainnet} />
              </>
            )}
          </Rows>
          {info.kind === 'classic' && (
            <div className="grid grid-cols-[1fr_auto] items-start gap-4 max-md:grid-cols-1">
              <NumberField
                label={m.tagLabel}
                value={tag}
                onChange={setTag}
                error={x?.error}
                controlClassName="font-mono"
              />
              <Checkbox className="md:mt-6" label={m.testLabel} checked={test} onChange={setTest} />
            </div>
          )}
          {x?.value && (
            <Rows testId="xrp-xaddress">
              <Row name={m.xOut} value={x.value} />
            </Rows>
          )}
        </>
      )}
    </Section>
  );
}

function KeyTool() {
  const m = useMessages(chainMessages).xrp;
  const r = useParsed('chain.xrp.key', xrpAddressFromPublicKey);
  return (
    <Section title={m.keyHeading}>
      <ExampleField
        label={m.keyLabel}
        placeholder={m.keyPlaceholder}
        value={r.input}
        onChange={r.setInput}
        error={r.error}
        testId="xrp-key"
        example={EXAMPLE_KEY}
      />
      {r.value && (
        <Rows testId="xrp-key-result">
          <Row name={m.address} value={r.value.address} />
          <Row name={m.algorithm} copy={false} value={r.value.algorithm} />
          <Row name={m.compressedKey} value={r.value.publicKeyHex} />
        </Rows>
      )}
    </Section>
  );
}

function TxTool() {
  const m = useMessages(chainMessages).xrp;
  const isJsonText = (t: string) => t.trimStart().startsWith('{');
  // the binary codec loads once there is a transaction to read (kept, typed or the example)
  const [wanted, setWanted] = useState(false);
  const codec = useLazyModule(loadXrpCodec, wanted);
  const {
    input,
    setInput,
    value: info,
    error,
  } = useParsed(
    'chain.xrp.tx',
    codec && ((t) => (isJsonText(t) ? codec.encodeXrpTransaction(t) : codec.decodeXrpTransaction(t))),
  );
  useEffect(() => {
    if (input.trim()) setWanted(true);
  }, [input]);
  const isJson = isJsonText(input);
  return (
    <Section title={m.txHeading}>
      <ExampleField
        label={m.txLabel}
        placeholder={m.txPlaceholder}
        value={input}
        onChange={setInput}
        error={error}
        multiline
        testId="xrp-tx"
        example={EXAMPLE_BLOB}
      />
      {info && (
        <div className="flex flex-col gap-3" data-testid="xrp-tx-result">
          <XrpTxFacts info={info} />
          <Rows>
            <Row name={m.hash} value={info.hash} />
            <p className="pb-1 text-xs text-slate-500">{m.hashNote}</p>
            <Row
              name={m.signing}
              copy={false}
              value={
                info.signing === 'none'
                  ? m.signingNone
                  : info.signing === 'single'
                    ? m.signingSingle
                    : fmt(m.signingMulti, { n: info.signatures.length })
              }
            />
            {info.signatures.map((s) => (
              <Row key={`${s.account}${s.publicKeyHex}`} name={s.algorithm} copy={false}>
                <span className={`text-sm ${s.valid ? 'text-emerald-700' : 'font-semibold text-red-700'}`}>
                  {s.valid ? '✓ ' : '✗ '}
                  {fmt(s.valid ? m.signatureValid : m.signatureInvalid, { account: s.account })}
                  {' · '}
                  <span className="text-slate-600">{s.keyIsAccountMasterKey ? m.masterKey : m.otherKey}</span>
                </span>
              </Row>
            ))}
            <Row name={m.canonical} copy={false} value={info.canonical ? m.canonicalYes : m.canonicalNo} />
            {info.ignoredFields.length > 0 && (
              <p className="py-1 text-sm text-slate-600">{fmt(m.ignored, { fields: info.ignoredFields.join(', ') })}</p>
            )}
          </Rows>
          {isJson ? (
            <OutputBox label={m.encoded} value={info.blobHex} minHeight={120} />
          ) : (
            <OutputBox label={m.decoded} value={JSON.stringify(info.json, null, 2)} minHeight={300} />
          )}
        </div>
      )}
    </Section>
  );
}

/** The /xrptools page body. */
export default function XrpView() {
  return (
    <ChainBody>
      <AddressTool />
      <UnitPair keyPrefix="chain.xrp" big="XRP" small="drops" toSmall={xrpToDrops} toBig={dropsToXrp} />
      <KeyTool />
      <TxTool />
    </ChainBody>
  );
}
