import { expect, type Page } from '@playwright/test';
import { encode } from 'ripple-binary-codec';
import csl from '../../../packages/engine/test/vectors/ada/csl.json' with { type: 'json' };
import { LANGS, type Lang, setLang, test, waitForTool, watchProblems } from './support.ts';

// Expected values come from others: the Cardano serialization library made and checked the Cardano
// transactions and ids (packages/engine/test/vectors/ada/csl.json, generate-csl.mjs); the XRP blob is
// encoded here by ripple-binary-codec, and its memo and amounts are what we put in (1 XRP = 10^6 drops).

const ACCOUNT_ZERO = 'rrrrrrrrrrrrrrrrrrrrrhoLvTp'; // xrpl.org "Special Addresses"
const MEMO = 'Rechnung 42 · 发票';
const hexOf = (s: string) => Buffer.from(s, 'utf8').toString('hex').toUpperCase();
const XRP_TO_ZERO = encode({
  TransactionType: 'Payment',
  Account: 'rGWrZyQqhTp9Xu7G5Pkayo7bXjH4k4QYpf',
  Destination: ACCOUNT_ZERO,
  Amount: '1234567',
  Fee: '12',
  Sequence: 7,
  Memos: [{ Memo: { MemoType: hexOf('text/plain'), MemoData: hexOf(MEMO) } }],
});

const WORDS: Record<Lang, { zero: RegExp; fee: string; valid: string; invalid: string; body: string; drep: string }> = {
  en_US: {
    zero: /Destination is ACCOUNT_ZERO/,
    fee: '0.17 ADA (170000 lovelace)',
    valid: 'valid signature by key',
    invalid: 'signature does NOT verify',
    body: 'a transaction body only',
    drep: 'DRep (delegate representative)',
  },
  zh_Hans_CN: {
    zero: /Destination 是 ACCOUNT_ZERO/,
    fee: '0.17 ADA（170000 lovelace）',
    valid: '的签名有效',
    invalid: '签名验证失败',
    body: '仅交易体',
    drep: 'DRep（治理代表）',
  },
  zh_Hant_HK: {
    zero: /Destination 是 ACCOUNT_ZERO/,
    fee: '0.17 ADA（170000 lovelace）',
    valid: '的簽署有效',
    invalid: '簽署驗證失敗',
    body: '僅交易體',
    drep: 'DRep（治理代表）',
  },
};

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForTool(page);
}

type CslTx = (typeof csl.transactions)[number];
const tx = (name: string) => csl.transactions.find((t) => t.name === name) as CslTx;

for (const lang of LANGS) {
  test.describe(`XRP and Cardano summaries in ${lang}`, () => {
    test.beforeEach(async ({ context, baseURL }) => setLang(context, baseURL, lang));

    test('/xrptools: a payment to ACCOUNT_ZERO is flagged, its amount is in XRP and its memo is text', async ({
      page,
    }) => {
      const w = await watchProblems(page);
      await open(page, '/xrptools');
      await page.getByTestId('xrp-tx').fill(XRP_TO_ZERO);
      const result = page.getByTestId('xrp-tx-result');
      await expect(result.getByTestId('xrp-special-account')).toContainText(WORDS[lang].zero);
      await expect(result.getByTestId('xrp-amounts')).toContainText('1.234567 XRP');
      await expect(result.getByTestId('xrp-amounts')).toContainText('0.000012 XRP');
      await expect(result.getByTestId('xrp-memos')).toContainText(MEMO);
      await expect(result.getByTestId('xrp-memos')).toContainText('text/plain');

      await page.getByTestId('xrp-address').fill(ACCOUNT_ZERO);
      await expect(page.getByTestId('xrp-special-address')).toBeVisible();
      w.check();
    });

    test('/adatools: a cardano-cli envelope is summarised in ADA with its signatures checked', async ({ page }) => {
      const w = await watchProblems(page);
      await open(page, '/adatools');
      const signed = tx('native tokens, signed by two keys');
      const field = page.getByTestId('ada-tx');
      await field.fill(
        JSON.stringify({ type: 'Tx ConwayEra', description: 'Ledger Cddl Format', cborHex: signed.cbor }),
      );
      const summary = page.getByTestId('ada-tx-summary');
      await expect(page.getByTestId('ada-tx-result')).toContainText(signed.txId);
      await expect(summary).toContainText('Tx ConwayEra');
      await expect(summary).toContainText(WORDS[lang].fee);
      await expect(summary).toContainText(signed.ttl as string);
      for (const o of signed.outputs) await expect(summary).toContainText(o.address);
      await expect(page.getByTestId('ada-witnesses')).toContainText(WORDS[lang].valid);
      await expect(page.getByTestId('ada-witnesses')).not.toContainText(WORDS[lang].invalid);

      const forged = tx('one signature over another transaction');
      await field.fill(forged.cbor);
      for (const wit of forged.witnesses) await expect(page.getByTestId('ada-witnesses')).toContainText(wit.keyHash);
      await expect(page.getByTestId('ada-witnesses')).toContainText(WORDS[lang].invalid);

      const body = tx('bare body');
      await field.fill(body.cbor);
      await expect(summary).toContainText(WORDS[lang].body);
      await expect(page.getByTestId('ada-tx-result')).toContainText(body.txId);
      w.check();
    });

    test('/adatools: a DRep id in either form gives its hash and the other form', async ({ page }) => {
      const w = await watchProblems(page);
      await open(page, '/adatools');
      const drep = csl.ids.find((i) => i.kind === 'drep' && i.credential === 'script') as (typeof csl.ids)[number];
      const address = page.getByTestId('ada-address');
      await address.fill(drep.cip105);
      const result = page.getByTestId('ada-id-result');
      await expect(result).toContainText(WORDS[lang].drep);
      await expect(result).toContainText(drep.hash);
      await expect(result).toContainText(drep.cip129 as string);
      const pool = csl.ids.find((i) => i.kind === 'pool') as (typeof csl.ids)[number];
      await address.fill(pool.cip105);
      await expect(result).toContainText(pool.hash);
      w.check();
    });
  });
}
