import { encodeTonComment, nanoToTon, parseTonAddress, tonToNano } from '@tinkerbox/engine/ton';
import { Section } from '@tinkerbox/ui';
import { useLocale, useMessages } from '../../i18n/t.tsx';
import { attempt } from '../../lib/error-text.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { Row, Rows } from '../../shell/tool-parts.tsx';
import { chainMessages } from './chain.messages.ts';
import { ChainBody, ExampleField, UnitPair, useParsed } from './chain.widgets.tsx';
import { BocTool } from './ton-boc.tsx';

const EXAMPLE_ADDRESS = 'EQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4wJB';

function AddressTool() {
  const m = useMessages(chainMessages).ton;
  const { input, setInput, value: info, error } = useParsed('chain.ton.address', parseTonAddress);
  const flags = (b: boolean, t: boolean) => `${b ? m.bounceable : m.nonBounceable}, ${t ? m.testOnly : m.mainnet}`;
  return (
    <Section title={m.addressHeading}>
      <ExampleField
        label={m.addressLabel}
        placeholder={m.addressPlaceholder}
        value={input}
        onChange={setInput}
        error={error}
        testId="ton-address"
        example={EXAMPLE_ADDRESS}
      />
      {info && (
        <>
          <Rows testId="ton-address-result">
            <Row
              name={m.givenAs}
              copy={false}
              value={
                info.givenFlags
                  ? `${m.friendly}: ${flags(info.givenFlags.bounceable, info.givenFlags.testOnly)}, ${info.givenFlags.urlSafe ? m.urlSafe : m.standard}`
                  : m.raw
              }
            />
            <Row
              name={m.checksum}
              copy={false}
              value={info.checksum === 'valid' ? `✓ ${m.checksumValid}` : m.checksumNone}
            />
            <Row name={m.workchain} value={String(info.workchain)} />
            <Row name={m.accountId} value={info.hashHex} />
            <Row name={m.rawForm} value={info.raw} />
          </Rows>
          <div>
            <h3 className="mb-1 text-sm font-medium text-slate-700">{m.forms}</h3>
            <Rows testId="ton-address-forms">
              {info.forms.map((f) => (
                <Row
                  key={f.address}
                  name={`${flags(f.bounceable, f.testOnly)}; ${f.urlSafe ? m.urlSafe : m.standard}`}
                  value={f.address}
                />
              ))}
            </Rows>
          </div>
        </>
      )}
    </Section>
  );
}

function CommentTool() {
  const m = useMessages(chainMessages).ton;
  const { locale } = useLocale();
  const [text, setText] = useKeptState('chain.ton.comment', '');
  const r = text ? attempt(() => encodeTonComment(text), locale) : null;
  const out = r?.value;
  return (
    <Section title={m.commentHeading}>
      <ExampleField
        label={m.commentLabel}
        placeholder={m.commentPlaceholder}
        value={text}
        onChange={setText}
        error={r?.error ?? undefined}
        testId="ton-comment"
        example={'Hello, TON! 你好'}
      />
      {out && (
        <Rows testId="ton-comment-result">
          <Row name={m.bocBase64} value={out.base64} />
          <Row name={m.bocHex} value={out.hex} />
          <Row name={m.cellHash} value={out.hashHex} />
        </Rows>
      )}
    </Section>
  );
}

/** The /tontools page body. */
export default function TonView() {
  return (
    <ChainBody>
      <AddressTool />
      <UnitPair keyPrefix="chain.ton" big="TON" small="nanoton" toSmall={tonToNano} toBig={nanoToTon} />
      <CommentTool />
      <BocTool />
    </ChainBody>
  );
}
