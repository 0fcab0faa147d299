import { expect, type Page, type Response } from '@playwright/test';
import { gotoHydrated, type Lang, setLang, test, waitForTool, watchProblems } from './support.ts';

// A chain library is evaluated only when a page is asked to do something with it (issue 17): on load
// its evaluation was one long task. tronweb (900 KB of JavaScript) on /decodetx and /contract_evm, and
// on /trontools, whose address conversion needs none of it, with the engine's TRON entry; the XRPL
// binary codec (150 KB) on /xrptools, whose address, key and unit tools need none of it. A script counts
// as tronweb when it registers tronweb's protobuf classes (`TronWebProto.Account` and the rest), as the
// codec when it carries the codec's field definitions (`STObject`): names the minifier keeps.
const TRONWEB = 'TronWebProto.Account';
const XRPL_CODEC = 'STObject';

/** The scripts the page has received so far whose text has `marker`. */
function scripts(page: Page): (marker: string) => Promise<string[]> {
  const seen: Response[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.js') && r.ok()) seen.push(r);
  });
  return async (marker) => {
    const hits: string[] = [];
    for (const r of seen) if ((await r.text()).includes(marker)) hits.push(r.url());
    return hits;
  };
}

async function open(page: Page, path: string, lang: Lang, baseURL: string | undefined) {
  await setLang(page.context(), baseURL, lang);
  await gotoHydrated(page, path);
  await waitForTool(page);
}

test('/decodetx loads tronweb when TRON is picked, not before, and then decodes (zh_Hant_HK)', async ({
  page,
  baseURL,
}) => {
  const watch = await watchProblems(page);
  const s = scripts(page);
  await open(page, '/decodetx', 'zh_Hant_HK', baseURL);
  expect(await s(TRONWEB)).toEqual([]);
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
  expect((await s(TRONWEB)).length).toBeGreaterThan(0);
  watch.check();
});

test('/contract_evm loads tronweb once a TRON key is typed, and shows its address (en_US)', async ({
  page,
  baseURL,
}) => {
  const watch = await watchProblems(page);
  const s = scripts(page);
  await open(page, '/contract_evm', 'en_US', baseURL);
  expect(await s(TRONWEB)).toEqual([]);
  // key 1's TRON address (contract.e2e.ts): the Base58Check of 0x41 and key 1's Ethereum address
  await page.getByTestId('tron-key').fill(`${'00'.repeat(31)}01`);
  await expect(page.getByTestId('tron-signer-address')).toContainText('TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC');
  expect((await s(TRONWEB)).length).toBeGreaterThan(0);
  watch.check();
});

test('/trontools converts an address without loading tronweb (zh_Hans_CN)', async ({ page, baseURL }) => {
  const watch = await watchProblems(page);
  const s = scripts(page);
  await open(page, '/trontools', 'zh_Hans_CN', baseURL);
  // USDT's TRC-20 contract and its hex form (TronScan)
  await page.getByTestId('tron-address').fill('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
  await expect(page.getByTestId('tron-address-result')).toContainText('41a614f803b6fd780986a42c78ec9c7f77e6ded13c');
  expect(await s(TRONWEB)).toEqual([]);
  watch.check();
});

test('/xrptools loads the XRPL binary codec for a transaction, not for an address (en_US)', async ({
  page,
  baseURL,
}) => {
  const watch = await watchProblems(page);
  const s = scripts(page);
  await open(page, '/xrptools', 'en_US', baseURL);
  // the X-address of rGWrZyQqhTp9Xu7G5Pkayo7bXjH4k4QYpf with tag 276, as in chain.e2e.ts (ripple-address-codec's
  // README example)
  await page.getByLabel(/^Classic address/).fill('rGWrZyQqhTp9Xu7G5Pkayo7bXjH4k4QYpf');
  await page.getByRole('textbox', { name: /tag/i }).fill('276');
  await expect(page.getByTestId('xrp-xaddress')).toContainText('XVLhHMPHU98es4dbozjVtdWzVrDjtVoKj3MnFGMXEFMnvJV');
  expect(await s(XRPL_CODEC)).toEqual([]);
  // the tool's example: the payment whose hash chain.e2e.ts checks against the XRPL fixtures
  await page
    .locator('section', { has: page.getByTestId('xrp-tx') })
    .last()
    .getByRole('button', { name: 'Example' })
    .click();
  await expect(page.getByTestId('xrp-tx-result')).toContainText(
    '0FB10DF664F33840ABC68A8BBE78178359C55AC1AFC83DB468CE69C4A86E3EAC',
  );
  expect((await s(XRPL_CODEC)).length).toBeGreaterThan(0);
  watch.check();
});
