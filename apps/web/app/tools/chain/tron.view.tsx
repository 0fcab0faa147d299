import { CHAIN_UNITS, formatUnits, parseAmount, UNIT_DECIMALS } from '@tinkerbox/engine/format';
import { checkTronAddress } from '@tinkerbox/engine/tron';
import { Section } from '@tinkerbox/ui';
import { useMessages } from '../../i18n/t.tsx';
import { Row, Rows } from '../../shell/tool-parts.tsx';
import { chainMessages } from './chain.messages.ts';
import { ChainBody, ExampleField, UnitPair, useParsed } from './chain.widgets.tsx';

// USDT's TRC-20 contract, as TronScan and tronweb show it.
const EXAMPLE_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
/** TRON amounts are int64 sun (the engine's chain table). */
const MAX_SUN = CHAIN_UNITS.find((c) => c.chain === 'trx')?.max ?? 0n;
const parseAddress = (text: string) => checkTronAddress(text, { allowEvmHex: true });
const trxToSun = (v: string) => parseAmount(v, UNIT_DECIMALS.trx, { label: 'TRX', max: MAX_SUN });
const sunToTrx = (v: string) => formatUnits(parseAmount(v, 0, { label: 'sun', max: MAX_SUN }), UNIT_DECIMALS.trx);

function AddressTool() {
  const m = useMessages(chainMessages).tron;
  const { input, setInput, value: info, error } = useParsed('chain.tron.address', parseAddress);
  const given = { base58: m.givenBase58, hex: m.givenHex, 'evm-hex': m.givenEvmHex } as const;
  return (
    <Section title={m.addressHeading}>
      <ExampleField
        label={m.addressLabel}
        placeholder={m.addressPlaceholder}
        value={input}
        onChange={setInput}
        error={error}
        testId="tron-address"
        example={EXAMPLE_ADDRESS}
      />
      {info && (
        <Rows testId="tron-address-result">
          <Row name={m.givenAs} copy={false} value={given[info.given]} />
          <Row name={m.base58} value={info.base58} />
          <Row name={m.hex} value={info.hex} />
          <Row name={m.evmHex} value={info.evmHex} />
        </Rows>
      )}
    </Section>
  );
}

/** The /trontools page body: address forms and TRX/sun. */
export default function TronView() {
  return (
    <ChainBody>
      <AddressTool />
      <UnitPair keyPrefix="chain.tron" big="TRX" small="sun" toSmall={trxToSun} toBig={sunToTrx} />
    </ChainBody>
  );
}
