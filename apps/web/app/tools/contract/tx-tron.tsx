import { isEngineError } from '@tinkerbox/engine';
import { type DecodedTronTransaction, decodeTronTransaction, type TronTxProblem } from '@tinkerbox/engine/tron';
import { Section } from '@tinkerbox/ui';
import type { Abi } from 'viem';
import type { Locale } from '../../i18n/locales.ts';
import { fmt, useMessages } from '../../i18n/t.tsx';
import { type Attempt, errorText } from '../../lib/error-text.ts';
import { Row, Rows } from '../../shell/tool-parts.tsx';
import { contractMessages } from './contract.messages.ts';
import { CallView } from './contract.widgets.tsx';

type TxMessages = (typeof contractMessages)['en_US']['tx'];

// The visitor's words for each reason the engine gives why a TRON transaction cannot be read (its own
// `reason` is English, often a library's).
const PROBLEMS: Record<TronTxProblem, keyof TxMessages> = {
  'bad-json': 'tronBadJson',
  'no-raw-data': 'tronNoRawData',
  'raw-data-unencodable': 'tronRawDataUnencodable',
  'raw-data-hex-not-hex': 'tronRawDataHexNotHex',
  malformed: 'tronMalformed',
  'no-contract': 'tronNoContract',
  'unreadable-contract': 'tronUnreadableContract',
};

/** decodeTronTransaction, with an unreadable transaction's message in the visitor's language. */
export function decodeTron(text: string, abi: Abi | undefined, locale: Locale): Attempt<DecodedTronTransaction> {
  try {
    return { ok: true, value: decodeTronTransaction(text, abi), error: null };
  } catch (e) {
    const problem = isEngineError(e) && e.code === 'INVALID_TRANSACTION' ? e.params.problem : undefined;
    const key = typeof problem === 'string' ? PROBLEMS[problem as TronTxProblem] : undefined;
    if (isEngineError(e) && key) {
      return { ok: false, value: null, error: fmt(contractMessages[locale].tx[key], e.params) };
    }
    return { ok: false, value: null, error: errorText(e, locale) };
  }
}

/** Warnings: signatures not by the owner, and JSON whose raw_data says something other than its raw_data_hex. */
function TronWarnings({ tx, m }: { tx: DecodedTronTransaction; m: TxMessages }) {
  const warnings: string[] = [];
  if (tx.rawDataCheck === 'mismatch') warnings.push(m.rawDataMismatch);
  if (tx.rawDataCheck === 'unchecked') warnings.push(m.rawDataUnchecked);
  tx.signers.forEach((signer, i) => {
    if (signer === '') warnings.push(fmt(m.signerNone, { n: i + 1 }));
    else if (!tx.signerIsOwner[i]) warnings.push(fmt(m.signerNotOwner, { n: i + 1, signer, owner: tx.owner ?? '' }));
  });
  if (warnings.length === 0) return null;
  return (
    <ul
      role="status"
      data-testid="tron-warnings"
      className="flex list-disc flex-col gap-1 rounded-md border border-red-300 bg-red-50 p-3 pl-8 text-sm text-red-900"
    >
      {warnings.map((w) => (
        <li key={w}>{w}</li>
      ))}
    </ul>
  );
}

/** A decoded TRON transaction: checks, fields, call and every contract field. */
export function TronResult({ tx }: { tx: DecodedTronTransaction }) {
  const m = useMessages(contractMessages).tx;
  const time = (ms: number) => (ms > 0 ? `${new Date(ms).toISOString()} (${ms})` : '');
  return (
    <div className="flex flex-col gap-6" data-testid="tron-tx">
      <Section title={m.fieldsHeading}>
        {tx.txIDMatches !== null && (
          <p
            role="status"
            data-testid="txid-check"
            className={`rounded-md border p-3 text-sm ${tx.txIDMatches ? 'border-emerald-300 bg-emerald-50 text-emerald-900' : 'border-red-300 bg-red-50 text-red-900'}`}
          >
            {tx.txIDMatches ? m.txidMatches : fmt(m.txidMismatch, { given: tx.givenTxID ?? '' })}
          </p>
        )}
        <TronWarnings tx={tx} m={m} />
        <Rows>
          <Row name={m.contractType} value={tx.contractType} />
          <Row name={m.txid} value={tx.txID} />
          {tx.owner && <Row name={m.owner} value={tx.owner} />}
          {tx.target && <Row name={m.target} value={tx.target} />}
          {tx.amountSun !== null && tx.amountTrx !== null && (
            <Row name={m.amount} value={fmt(m.trx, { trx: tx.amountTrx, sun: tx.amountSun })} />
          )}
          {tx.feeLimitSun && <Row name={m.feeLimit} value={`${tx.feeLimitSun} sun`} />}
          <Row name={m.refBlock} value={`${tx.refBlockBytes}, ${tx.refBlockHash}`} />
          <Row name={m.expiration} value={time(tx.expiration)} />
          <Row name={m.timestamp} value={time(tx.timestamp)} />
          {tx.memo && <Row name={m.memo} value={tx.memo} />}
          {tx.signatures.map((s, i) => (
            <Row key={s} name={`${m.signatures} ${i + 1}`} value={s} />
          ))}
          {tx.signers.map((s, i) => (
            <Row key={`${s}-${i}`} name={`${m.signer} ${i + 1}`} value={s} />
          ))}
        </Rows>
      </Section>
      {tx.callData && (
        <Section title={m.data}>
          <Rows>
            <Row name={m.data} value={tx.callData} />
          </Rows>
          {tx.call && <CallView call={tx.call} />}
        </Section>
      )}
      <Section title={m.allFields}>
        <Rows>
          {Object.entries(tx.value).map(([k, v]) => (
            <Row key={k} name={k} value={v} />
          ))}
        </Rows>
      </Section>
    </div>
  );
}
