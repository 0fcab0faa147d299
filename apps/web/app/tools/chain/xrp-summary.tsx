import { XRP_ACCOUNT_ONE, XRP_ACCOUNT_ZERO, type XrpTransactionInfo } from '@tinkerbox/engine/xrp';
import { fmt, useMessages } from '../../i18n/t.tsx';
import { Row, Rows } from '../../shell/tool-parts.tsx';
import { ledgerMessages } from './ledger.messages.ts';

/** A warning for an address no one holds a key for, or nothing. */
export function SpecialAddressNote({ address }: { address: string }) {
  const m = useMessages(ledgerMessages).xrp;
  const text = address === XRP_ACCOUNT_ZERO ? m.zeroAddress : address === XRP_ACCOUNT_ONE ? m.oneAddress : null;
  if (!text) return null;
  return (
    <p className="text-sm font-semibold text-red-700" role="alert" data-testid="xrp-special-address">
      ⚠ {text}
    </p>
  );
}

/** What a person checks in a transaction: the amounts in XRP, the memos as text, and dead-end accounts. */
export function XrpTxFacts({ info }: { info: XrpTransactionInfo }) {
  const m = useMessages(ledgerMessages).xrp;
  return (
    <>
      {info.specialAccounts.map((s) => (
        <p
          key={`${s.field}${s.kind}`}
          className="text-sm font-semibold text-red-700"
          role="alert"
          data-testid="xrp-special-account"
        >
          ⚠ {fmt(s.kind === 'zero' ? m.zeroWarning : m.oneWarning, { field: s.field })}
        </p>
      ))}
      {info.amounts.length > 0 && (
        <Rows testId="xrp-amounts">
          {info.amounts.map((a) => (
            <Row
              key={a.field}
              name={a.field}
              value={
                a.kind === 'xrp'
                  ? fmt(m.drops, { xrp: a.xrp ?? '?', drops: a.value })
                  : a.kind === 'mpt'
                    ? fmt(m.mpt, { value: a.value, id: a.mptIssuanceId ?? '' })
                    : fmt(m.issued, { value: a.value, currency: a.currency ?? '', issuer: a.issuer ?? '' })
              }
            />
          ))}
        </Rows>
      )}
      {info.memos.length > 0 && (
        <Rows testId="xrp-memos">
          {info.memos.map((memo, i) => (
            <Row
              key={i}
              name={`${fmt(m.memo, { n: i + 1 })}${memo.type ? ` · ${fmt(m.memoType, { type: memo.type })}` : ''}`}
              value={
                memo.data !== undefined
                  ? memo.data
                  : memo.dataHex !== undefined
                    ? fmt(m.memoBinary, { hex: memo.dataHex })
                    : m.memoEmpty
              }
            />
          ))}
        </Rows>
      )}
    </>
  );
}
