import {
  type CardanoIdInfo,
  type CardanoTextEnvelope,
  type CardanoTxSummary,
  lovelaceToAda,
} from '@tinkerbox/engine/ada';
import { fmt, useMessages } from '../../i18n/t.tsx';
import { Row, Rows } from '../../shell/tool-parts.tsx';
import { ledgerMessages } from './ledger.messages.ts';

function useAda() {
  const m = useMessages(ledgerMessages).ada;
  return (lovelace: bigint) => fmt(m.ada, { ada: lovelaceToAda(lovelace.toString()), lovelace: lovelace.toString() });
}

/** A DRep, pool or committee id with its other forms. */
export function CardanoIdRows({ info }: { info: CardanoIdInfo }) {
  const m = useMessages(ledgerMessages).ada;
  return (
    <Rows testId="ada-id-result">
      <Row name={m.idKind} copy={false} value={m.idKinds[info.kind]} />
      <Row name={m.credential} copy={false} value={m.credentials[info.credential]} />
      <Row name={m.givenAs} copy={false} value={m.formats[info.format]} />
      <Row name={m.hash} value={info.hashHex} />
      {info.cip129 && <Row name={m.cip129} value={info.cip129} />}
      <Row name={m.legacy} value={info.legacy} />
    </Rows>
  );
}

/** Fee, validity, inputs, outputs in ADA and every signature checked. */
export function CardanoTxSummaryRows({
  summary: s,
  envelope,
}: {
  summary: CardanoTxSummary;
  envelope: CardanoTextEnvelope | null;
}) {
  const m = useMessages(ledgerMessages).ada;
  const ada = useAda();
  return (
    <Rows testId="ada-tx-summary">
      {envelope && <Row name={m.envelope} copy={false} value={envelope.type || '—'} />}
      <Row name={m.form} copy={false} value={m.forms[s.form]} />
      <Row name={m.fee} value={ada(s.fee)} />
      <Row name={m.validityStart} value={s.validityStart === undefined ? '—' : s.validityStart.toString()} />
      <Row name={m.ttl} value={s.ttl === undefined ? m.noTtl : s.ttl.toString()} />
      <Row
        name={`${m.inputs} (${s.inputs.length})`}
        value={s.inputs.map((i) => `${i.txIdHex}#${i.index}`).join('\n')}
      />
      {s.outputs.map((o, i) => (
        <Row
          key={`${o.address}${i}`}
          name={fmt(m.output, { n: i + 1 })}
          value={`${o.address}\n${ada(o.lovelace)}${o.assets ? ` + ${fmt(m.assets, { n: o.assets })}` : ''}${o.datum ? ` · ${m.datum}` : ''}`}
        />
      ))}
      <Row name={m.totalOutput} value={ada(s.totalOutput)} />
      {s.withdrawals > 0n && <Row name={m.withdrawals} value={ada(s.withdrawals)} />}
      {s.certificates > 0 && <Row name={m.certificates} copy={false} value={String(s.certificates)} />}
      {s.mints > 0 && <Row name={m.mints} copy={false} value={String(s.mints)} />}
      {s.requiredSigners.length > 0 && <Row name={m.requiredSigners} value={s.requiredSigners.join('\n')} />}
      {s.form === 'transaction' && (
        <Row name={m.witnesses} copy={false}>
          <span className="flex flex-col text-sm" data-testid="ada-witnesses">
            {s.witnesses.length === 0 && <span>{m.noWitnesses}</span>}
            {s.witnesses.map((w) => (
              <span key={w.vkeyHex} className={w.valid ? 'text-emerald-700' : 'font-semibold text-red-700'}>
                {fmt(w.valid ? m.witnessValid : m.witnessInvalid, { hash: w.keyHashHex })}
              </span>
            ))}
            {s.bootstrapWitnesses > 0 && <span>{fmt(m.bootstrap, { n: s.bootstrapWitnesses })}</span>}
          </span>
        </Row>
      )}
    </Rows>
  );
}
