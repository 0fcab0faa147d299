import { expect, type Page, type Response } from '@playwright/test';
import { gotoHydrated, type Lang, setLang, test, watchProblems } from './support.ts';

// tronweb (900 KB of JavaScript) is evaluated only when a page is asked to do something with TRON
// (issue 17): on /decodetx and /contract_evm its evaluation was one long task while the page loaded,
// and /trontools, whose address conversion needs none of it, loaded it with the engine's TRON entry.
// A script counts as tronweb when it registers tronweb's protobuf classes (`TronWebProto.Account` and
// the rest: names the minifier keeps).

/** Every script the page has received so far, checked for tronweb once asked. */
function scripts(page: Page): { tronweb: () => Promise<string[]> } {
  const seen: Response[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.js') && r.ok()) seen.push(r);
  });
  return {
    tronweb: async () => {
      const hits: string[] = [];
      for (const r of seen) if ((await r.text()).includes('TronWebProto.Account')) hits.push(r.url());
      return hits;
    },
  };
}

async function open(page: Page, path: string, lang: Lang, baseURL: string | undefined) {
  await setLang(page.context(), baseURL, lang);
  await gotoHydrated(page, path);
  await page.locator('[data-ready]:not([data-ready="false"])').first().waitFor();
}

test('/decodetx loads tronweb when TRON is picked, not before, and then decodes (zh_Hant_HK)', async ({
  page,
  baseURL,
}) => {
  const watch = await watchProblems(page);
  const s = scripts(page);
  await open(page, '/decodetx', 'zh_Hant_HK', baseURL);
  expect(await s.tronweb()).toEqual([]);
  const group = page.getByTestId('tx-chain');
  await group.locator('label').nth(1).click();
  await page.getByTestId('tx-input').fill(
    JSON.stringify({
      // a TRON mainnet transfer (txID 47086db3…7910), as in decodetx.e2e.ts
      raw_data_hex:
        '0a02fdf622084cd898aed8ce5d1440f0d2ccf1fd315a65080112610a2d747970652e676f6f676c65617069732e636f6d2f70726f746f636f6c2e5472616e73666572436f6e747261637412300a15419b3281a60ab7a44f351ef2896c653f134972ad2212154105cc125604448afeb6867eb688efb7e80411d57a1805709c91c9f1fd31',
    }),
  );
  await expect(page.getByTestId('tron-tx')).toContainText(
    '47086db397eac45d2fe7dacedcb6f77267d6895dce645210e495e64f8a2a7910',
  );
  expect((await s.tronweb()).length).toBeGreaterThan(0);
  watch.check();
});

test('/contract_evm loads tronweb once a TRON key is typed, and shows its address (en_US)', async ({
  page,
  baseURL,
}) => {
  const watch = await watchProblems(page);
  const s = scripts(page);
  await open(page, '/contract_evm', 'en_US', baseURL);
  expect(await s.tronweb()).toEqual([]);
  // key 1's TRON address (contract.e2e.ts): the Base58Check of 0x41 and key 1's Ethereum address
  await page.getByTestId('tron-key').fill(`${'00'.repeat(31)}01`);
  await expect(page.getByTestId('tron-signer-address')).toContainText('TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC');
  expect((await s.tronweb()).length).toBeGreaterThan(0);
  watch.check();
});

test('/trontools converts an address without loading tronweb (zh_Hans_CN)', async ({ page, baseURL }) => {
  const watch = await watchProblems(page);
  const s = scripts(page);
  await open(page, '/trontools', 'zh_Hans_CN', baseURL);
  // USDT's TRC-20 contract and its hex form (TronScan)
  await page.getByTestId('tron-address').fill('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
  await expect(page.getByTestId('tron-address-result')).toContainText('41a614f803b6fd780986a42c78ec9c7f77e6ded13c');
  expect(await s.tronweb()).toEqual([]);
  watch.check();
});
