import { encodeAccountID } from 'ripple-address-codec';
import { encode } from 'ripple-binary-codec';
import { describe, expect, it } from 'vitest';
import { decodeXrpTransaction, encodeXrpTransaction, XRP_ACCOUNT_ONE, XRP_ACCOUNT_ZERO } from '../../src/xrp/index.ts';
import { codeOf } from '../ton/support.ts';

const hexOf = (s: string) => Buffer.from(s, 'utf8').toString('hex').toUpperCase();
const ALICE = 'rGWrZyQqhTp9Xu7G5Pkayo7bXjH4k4QYpf';

describe('special accounts (xrpl.org "Special Addresses")', () => {
  it('ACCOUNT_ZERO and ACCOUNT_ONE are account ids 0 and 1 (by ripple-address-codec)', () => {
    expect(XRP_ACCOUNT_ZERO).toBe(encodeAccountID(new Uint8Array(20)));
    expect(XRP_ACCOUNT_ONE).toBe(encodeAccountID(Uint8Array.of(...new Array(19).fill(0), 1)));
  });

  it('flags a payment to ACCOUNT_ZERO and an IOU issued by ACCOUNT_ONE', () => {
    const tx = {
      TransactionType: 'Payment',
      Account: ALICE,
      Destination: XRP_ACCOUNT_ZERO,
      Amount: '1000000',
      SendMax: { currency: 'USD', value: '1.5', issuer: XRP_ACCOUNT_ONE },
      Fee: '12',
      Sequence: 5,
    };
    const info = decodeXrpTransaction(encode(tx));
    expect(info.specialAccounts).toEqual([
      { field: 'Destination', address: XRP_ACCOUNT_ZERO, kind: 'zero' },
      { field: 'SendMax.issuer', address: XRP_ACCOUNT_ONE, kind: 'one' },
    ]);
  });
});

describe('amounts and memos of a transaction encoded by ripple-binary-codec', () => {
  // Memo fields are hex of UTF-8 text (xrpl.org "Memos"); the expected text is the text we hex-encoded.
  const memoText = 'Invoice 42 · 发票 🧾';
  const tx = {
    TransactionType: 'Payment',
    Account: ALICE,
    Destination: 'rU6K7V3Po4snVhBBaU29sesqs2qTQJWDw1',
    Amount: '1234567',
    DeliverMin: { currency: 'USD', value: '12.34', issuer: ALICE },
    Fee: '10',
    Sequence: 1,
    Memos: [
      { Memo: { MemoType: hexOf('text/plain'), MemoFormat: hexOf('text/plain'), MemoData: hexOf(memoText) } },
      { Memo: { MemoData: 'DEADBEEF00' } },
    ],
  };

  it('gives drops in XRP (1 XRP = 1,000,000 drops) and issued amounts as written', () => {
    const info = decodeXrpTransaction(encode(tx));
    expect(info.amounts).toEqual([
      { field: 'Amount', kind: 'xrp', value: '1234567', xrp: '1.234567' },
      { field: 'DeliverMin', kind: 'issued', value: '12.34', currency: 'USD', issuer: ALICE },
      { field: 'Fee', kind: 'xrp', value: '10', xrp: '0.00001' },
    ]);
  });

  it('reads memos as text and keeps binary data as hex', () => {
    const info = encodeXrpTransaction(JSON.stringify(tx));
    expect(info.memos).toEqual([
      { type: 'text/plain', format: 'text/plain', data: memoText },
      { dataHex: 'DEADBEEF00' },
    ]);
  });
});

describe('encodeXrpTransaction refuses what the codec would guess at (fuzzing found these)', () => {
  it('number fields given as text that is not a number', () => {
    for (const seq of ['"x"', '"12abc"', '"1e3"']) {
      expect(
        codeOf(() => encodeXrpTransaction(`{"TransactionType":"AccountSet","Account":"${ALICE}","Sequence":${seq}}`)),
      ).toBe('INVALID_TRANSACTION');
    }
    // Exact decimal text is what xrpl.js itself sends for some fields: still accepted.
    expect(
      encodeXrpTransaction(`{"TransactionType":"AccountSet","Account":"${ALICE}","Sequence":"12"}`).json.Sequence,
    ).toBe(12);
  });

  it('an empty path set is an EngineError, not the codec crashing', () => {
    expect(codeOf(() => encodeXrpTransaction('{"TransactionType":"Payment","Paths":[[]]}'))).toBe(
      'INVALID_TRANSACTION',
    );
  });
});
