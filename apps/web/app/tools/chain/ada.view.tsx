import {
  adaToLovelace,
  type CardanoCredential,
  cardanoTxBytes,
  cardanoTxStructure,
  decodeCardanoTransaction,
  inspectCardanoAddress,
  inspectCardanoId,
  lovelaceToAda,
  readCardanoEnvelope,
  summarizeCardanoTx,
} from '@tinkerbox/engine/ada';
import { FieldError, OutputBox, Section } from '@tinkerbox/ui';
import { useEffect, useState } from 'react';
import { engineErrorMessage, fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { Row, Rows } from '../../shell/tool-parts.tsx';
import { CardanoIdRows, CardanoTxSummaryRows } from './ada-summary.tsx';
import { chainMessages } from './chain.messages.ts';
import { ChainBody, ExampleField, UnitPair, useParsed } from './chain.widgets.tsx';

// CIP-19's type-00 mainnet test vector, and a mainnet transaction published with cardano-js-sdk's tests
// (its id, fc863a44…, is on cardanoscan.io); see packages/engine/test/vectors/ada.
const EXAMPLE_ADDRESS =
  'addr1qx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzer3n0d3vllmyqwsx5wktcd8cc3sq835lu7drv2xwl2wywfgse35a3x';
const EXAMPLE_TX =
  '83a50081825820bf30608a974d09c56dd62ca10199ec11746ea2d90dbd83649d4f37c629b1ba840001818258390117d237fb8f952c995cd28f73c555adc2307322d819b7f565196ce754348144bff68f23c1386b85dea0f8425ca574b1a11e188ffaba67537c1a0048f96f021a000351d1031a019732f30682a7581c162f94554ac8c225383a2248c245659eda870eaa82d0ef25fc7dcd82a10d8100581c2075a095b3c844a29c24317a94a643ab8e22d54a3a3a72a420260af6a10d8100581c268cfc0b89e910ead22e0ade91493d8212f53f3e2164b2e4bef0819ba10d8100581c60baee25cbc90047e83fd01e1e57dc0b06d3d0cb150d0ab40bbfead1a10d8100581cad5463153dc3d24b9ff133e46136028bdc1edbb897f5a7cf1b37950ca10d8100581cb9547b8a57656539a8d9bc42c008e38d9c8bd9c8adbb1e73ad529497a10d8100581cf7b341c14cd58fca4195a9b278cce1ef402dc0e06deb77e543cd1757a10d8100190103a1008882582061261a95b7613ee6bf2067dad77b70349729b0c50d57bc1cf30de0db4a1e73a858407d72721e7504e12d50204f7d9e9d9fe60d9c6a4fd18ad629604729df4f7f3867199b62885623fab68a02863e7877955ca4a56c867157a559722b7b350b668a0b8258209180d818e69cd997e34663c418a648c076f2e19cd4194e486e159d8580bc6cda5840af668e57c98f0c3d9b47c66eb9271213c39b4ea1b4d543b0892f03985edcef4216d1f98f7b731eedc260a2154124b5cab015bfeaf694d58966d124ad2ff60f0382582089c29f8c4af27b7accbe589747820134ebbaa1caf3ce949270a3d0c7dcfd541b58401ad69342385ba6c3bef937a79456d7280c0d539128072db15db120b1579c46ba95d18c1fa073d7dbffb4d975b1e02ebb7372936940cff0a96fce950616d2f504825820f14f712dc600d793052d4842d50cefa4e65884ea6cf83707079eb8ce302efc855840638f7410929e7eab565b1451effdfbeea2a8839f7cfcc4c4483c4931d489547a2e94b73e4b15f8494de7f42ea31e573c459a9a7e5269af17b0978e70567de80e8258208b53207629f9a30e4b2015044f337c01735abe67243c19470c9dae8c7b73279858400c4ed03254c33a19256b7a3859079a9b75215cad83871a9b74eb51d8bcab52911c37ea5c43bdd212d006d1e6670220ff1d03714addf94f490e482edacbb08f068258205fddeedade2714d6db2f9e1104743d2d8d818ecddc306e176108db14caadd4415840bf48f5dd577b5cb920bfe60e13c8b1b889366c23e2f2e28d51814ed23def3a0ff4a1964f806829d40180d83b5230728409c1f18ddb5a61c44e614b823bd43f01825820cbc6b506e94fbefe442eecee376f3b3ebaf89415ef5cd2efb666e06ddae48393584089bff8f81a20b22f2c3f8a2288b15f1798b51f3363e0437a46c0a2e4e283b7c1018eba0b2b192d6d522ac8df2f2e95b4c8941b387cda89857ab0ae77db14780c825820e8c03a03c0b2ddbea4195caf39f41e669f7d251ecf221fbb2f275c0a5d7e05d158402643ac53dd4da4f6e80fb192b2bf7d1dd9a333bbacea8f07531ba450dd8fb93e481589d370a6ef33a97e03b2f5816e4b2c6a8abf606a859108ba6f416e530d07f6';

/** DRep, pool and committee ids go to their own reader; everything else is an address. */
function inspectAddressOrId(text: string) {
  return /^\s*(drep|pool|cc_hot|cc_cold)/i.test(text)
    ? { id: inspectCardanoId(text), address: undefined }
    : { id: undefined, address: inspectCardanoAddress(text) };
}

function AddressTool() {
  const m = useMessages(chainMessages).ada;
  const { input, setInput, value, error } = useParsed('chain.ada.address', inspectAddressOrId);
  const info = value?.address;
  const cred = (c: CardanoCredential) => `${c.kind === 'key' ? m.keyHash : m.scriptHash}: ${c.hashHex}`;
  return (
    <Section title={m.addressHeading}>
      <ExampleField
        label={m.addressLabel}
        placeholder={m.addressPlaceholder}
        value={input}
        onChange={setInput}
        error={error}
        testId="ada-address"
        example={EXAMPLE_ADDRESS}
      />
      {value?.id && <CardanoIdRows info={value.id} />}
      {info && (
        <Rows testId="ada-address-result">
          <Row name={m.type} copy={false} value={`${m.kinds[info.kind]} (${fmt(m.header, { n: info.headerType })})`} />
          <Row
            name={m.network}
            copy={false}
            value={`${m.networks[info.network]}${info.networkId === null ? '' : ` (${fmt(m.networkId, { n: info.networkId })})`}`}
          />
          <Row name={m.address} value={info.address} />
          <Row name={m.hex} value={info.hex} />
          {info.payment && (
            <>
              <Row name={m.payment} copy={false} value={cred(info.payment)} />
              <Row name={`${m.payment} (CIP-5)`} value={info.payment.bech32} />
            </>
          )}
          {info.stake && (
            <>
              <Row name={m.stake} copy={false} value={cred(info.stake)} />
              <Row name={`${m.stake} (CIP-5)`} value={info.stake.bech32} />
            </>
          )}
          {info.stakeAddress && <Row name={m.stakeAddress} value={info.stakeAddress} />}
          {info.pointer && (
            <Row
              name={m.pointer}
              copy={false}
              value={fmt(m.pointerValue, {
                slot: info.pointer.slot.toString(),
                tx: info.pointer.txIndex.toString(),
                cert: info.pointer.certIndex.toString(),
              })}
            />
          )}
          {info.byron && (
            <>
              <Row name={m.byronRoot} value={info.byron.rootHex} />
              <Row
                name={m.byronType}
                copy={false}
                value={
                  info.byron.addressType in m.byronTypes
                    ? m.byronTypes[info.byron.addressType as keyof typeof m.byronTypes]
                    : info.byron.addressType
                }
              />
              {info.byron.derivationPathHex && <Row name={m.derivationPath} value={info.byron.derivationPathHex} />}
              {info.byron.protocolMagic !== undefined && (
                <Row name={m.protocolMagic} value={String(info.byron.protocolMagic)} />
              )}
              <Row
                name={m.crc}
                copy={false}
                value={fmt(m.crcOk, { crc: `0x${info.byron.crc32.toString(16).padStart(8, '0')}` })}
              />
            </>
          )}
        </Rows>
      )}
    </Section>
  );
}

/** The structure (id, CBOR) must read; the summary is shown when the body follows the ledger's layout. */
function readTx(text: string) {
  const bytes = cardanoTxBytes(text);
  const structure = cardanoTxStructure(bytes);
  let summary: ReturnType<typeof summarizeCardanoTx> | undefined;
  let summaryError: unknown;
  try {
    summary = summarizeCardanoTx(bytes);
  } catch (e) {
    summaryError = e;
  }
  return { ...structure, summary, summaryError, envelope: readCardanoEnvelope(text) };
}

type LibState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; json: string }
  | { status: 'failed'; error: unknown };

function TxTool() {
  const m = useMessages(chainMessages).ada;
  const { locale } = useLocale();
  const r = useParsed('chain.ada.tx', readTx);
  const input = r.input;
  const [lib, setLib] = useState<LibState>({ status: 'idle' });

  useEffect(() => {
    let bytes: Uint8Array;
    try {
      bytes = cardanoTxBytes(input);
      cardanoTxStructure(bytes);
    } catch {
      setLib({ status: 'idle' });
      return;
    }
    let live = true;
    setLib({ status: 'loading' });
    // The Cardano WASM (about 820 KB gzipped) loads here, in the browser, only once a transaction is given.
    decodeCardanoTransaction(bytes).then(
      (d) => live && setLib({ status: 'done', json: JSON.stringify(d.json, null, 2) }),
      (e: unknown) => live && setLib({ status: 'failed', error: e }),
    );
    return () => {
      live = false;
    };
  }, [input]);

  const s = r.value;
  return (
    <Section title={m.txHeading}>
      <ExampleField
        label={m.txLabel}
        placeholder={m.txPlaceholder}
        value={input}
        onChange={r.setInput}
        error={r.error}
        multiline
        testId="ada-tx"
        example={EXAMPLE_TX}
      />
      {s && (
        <div className="flex flex-col gap-3" data-testid="ada-tx-result">
          <Rows>
            <Row name={m.txId} value={s.txIdHex} />
            <p className="pb-1 text-xs text-slate-500">{fmt(m.txIdNote, { start: s.bodyStart, end: s.bodyEnd - 1 })}</p>
            {s.form === 'transaction' && (
              <Row name={m.elements} copy={false} value={fmt(m.elementsValue, { n: s.elements })} />
            )}
          </Rows>
          {s.summary && <CardanoTxSummaryRows summary={s.summary} envelope={s.envelope} />}
          <FieldError
            id="ada-summary-error"
            message={s.summaryError ? (engineErrorMessage(s.summaryError, locale) ?? null) : null}
          />
          <div aria-live="polite">
            {lib.status === 'loading' && <p className="text-sm text-slate-600">{m.libLoading}</p>}
            <FieldError
              id="ada-lib-error"
              message={
                lib.status === 'failed'
                  ? fmt(m.libFailed, { reason: engineErrorMessage(lib.error, locale) ?? String(lib.error) })
                  : null
              }
            />
          </div>
          {lib.status === 'done' && <OutputBox label={m.libJson} value={lib.json} minHeight={300} />}
          <OutputBox label={m.diagnostic} value={s.diagnostic} minHeight={200} />
        </div>
      )}
    </Section>
  );
}

/** The /adatools page body. */
export default function AdaView() {
  return (
    <ChainBody>
      <AddressTool />
      <UnitPair keyPrefix="chain.ada" big="ADA" small="lovelace" toSmall={adaToLovelace} toBig={lovelaceToAda} />
      <TxTool />
    </ChainBody>
  );
}
