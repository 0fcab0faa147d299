import { expect, type Page } from '@playwright/test';
import { Address, beginCell, toNano } from '@ton/core';
import { fmt } from '../app/i18n/define.ts';
import { errorMessages } from '../app/i18n/messages/errors.ts';
import { chainMessages } from '../app/tools/chain/chain.messages.ts';
import { LANGS, type Lang, SMOKE, setLang, test, waitForTool, watchProblems } from './support.ts';

// Every expected value below is published by someone else: ton-core's Address.spec.ts, Trust Wallet's
// TON SDK tests, ripple-address-codec's and ripple-keypairs' fixtures, a mainnet XRPL payment with
// rippled's hash, CIP-19's test vectors, and a mainnet Cardano transaction with cardano-js-sdk's id.
// Sources: packages/engine/test/vectors/{ton,xrp,ada} and packages/engine/test/vectors/README.md.

const TITLES: Record<'tontools' | 'xrptools' | 'adatools', Record<Lang, string>> = {
  tontools: { en_US: 'TON tools', zh_Hans_CN: 'TON 工具', zh_Hant_HK: 'TON 工具' },
  xrptools: { en_US: 'XRP Ledger tools', zh_Hans_CN: 'XRP Ledger 工具', zh_Hant_HK: 'XRP Ledger 工具' },
  adatools: { en_US: 'Cardano tools', zh_Hans_CN: 'Cardano 工具', zh_Hant_HK: 'Cardano 工具' },
};
const BAD_CHECKSUM: Record<Lang, string> = {
  en_US: 'The checksum does not match',
  zh_Hans_CN: '校验和不匹配',
  zh_Hant_HK: '校驗和不相符',
};
const TOO_MANY_DECIMALS: Record<Lang, string> = {
  en_US: 'Too many decimal places',
  zh_Hans_CN: '小数位过多',
  zh_Hant_HK: '小數位過多',
};
const LABELS: Record<
  Lang,
  { tonAddress: string; xrpAddress: string; adaAddress: string; amount: (u: string) => string }
> = {
  en_US: {
    tonAddress: 'TON address in any form',
    xrpAddress: 'Classic address (r…) or X-address (X… / T…)',
    adaAddress: 'Cardano address, DRep id or pool id',
    amount: (u) => `Amount in ${u}`,
  },
  zh_Hans_CN: {
    tonAddress: '任意格式的 TON 地址',
    xrpAddress: '经典地址（r…）或 X 地址（X… / T…）',
    adaAddress: 'Cardano 地址、DRep ID 或矿池 ID',
    amount: (u) => `${u} 数额`,
  },
  zh_Hant_HK: {
    tonAddress: '任意格式的 TON 地址',
    xrpAddress: '經典地址（r…）或 X 地址（X… / T…）',
    adaAddress: 'Cardano 地址、DRep ID 或礦池 ID',
    amount: (u) => `${u} 數額`,
  },
};

const TON_BOC =
  'te6cckECBAEAARUAAUWIALRRBlXIE21P9b6OpAqeFhqw+IMh1Jac2CjUU/IsfEsqDAEBnGiFlaLItV573gJqBvctP5j3jVKlLuxmO+pnW0QGlXjXgzjw5YeTNwRG9upJHOl6GA3pFetKNojqGzfkxku+owUpqaMXao4H9gAAAAEAAwIBaGIAMTQfh52puD7eKUmDbhqfta4cdUMRF662Uxp3zzqug/MgL68IAAAAAAAAAAAAAAAAAAEDAMoPin6lAAAAAAAAAABB3NZQCAALgZZzC14dAz6ZxChX5pn6bIJ3WNipSJrCELO7Ex0TOQAWiiDKuQJtqf630dSBU8LDVh8QZDqS05sFGop+RY+JZUICAAAAAHRlc3QgY29tbWVudG/bd5c=';
const XRP_BLOB =
  '1200002280020000240000689E201B010BF0E361D4950EA99C657EF800000000000000000000000055534400000000000A20B3C85F482532A9578DBB3950B85CA06594D1684000000000002AF8694000000000003A986AD40485B690F28E8000000000000000000000000055534400000000000A20B3C85F482532A9578DBB3950B85CA06594D173210254D771E2A30552D1F347F5B88EC87513843F8BC1A408E70A4175B2E3C325FD3C7446304402202A4965FCF0571B7308971956864B1949C2BD924B5A41B5E8DAF00C91C64F964502207FD3BEB7C165BD1F10E6E7C443742BD686F8E102A89B502A4A495F4C29EC5C488114EAAA52373B59DCFBFD3476049AA6408AA22EAA898314EAAA52373B59DCFBFD3476049AA6408AA22EAA8901123000000000000000000000000055534400000000000A20B3C85F482532A9578DBB3950B85CA06594D1FF01FDF050193BEDEAA9074764B961405D31E66AC0E9300000000000000000000000005553440000000000FDF050193BEDEAA9074764B961405D31E66AC0E901FDF050193BEDEAA9074764B961405D31E66AC0E9FF300000000000000000000000005553440000000000DD39C650A96EDA48334E70CC4A85B8B2E8502CD301DD39C650A96EDA48334E70CC4A85B8B2E8502CD3017C44F934D7A5FEEBD1530570CDB83D1D8EF1F37E00';
const CIP19 = {
  base: 'addr1qx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzer3n0d3vllmyqwsx5wktcd8cc3sq835lu7drv2xwl2wywfgse35a3x',
  reward: 'stake1uyehkck0lajq8gr28t9uxnuvgcqrc6070x3k9r8048z8y5gh6ffgw',
  pointer: 'addr1gx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzer5pnz75xxcrzqf96k',
};

async function open(page: Page, path: string) {
  await page.goto(path);
  // The chain view is a lazily loaded chunk: wait until it has hydrated.
  await waitForTool(page);
}

for (const lang of LANGS) {
  test.describe(`chain tools in ${lang}`, () => {
    test.beforeEach(async ({ context, baseURL }) => setLang(context, baseURL, lang));

    test('/tontools: address forms, checksum, units', async ({ page }) => {
      const w = await watchProblems(page);
      await open(page, '/tontools');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES.tontools[lang]);
      const address = page.getByLabel(LABELS[lang].tonAddress);
      await address.fill('0QAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4-QO');
      const result = page.getByTestId('ton-address-result');
      await expect(result).toContainText('0:2cf55953e92efbeadab7ba725c3f93a0b23f842cbba72d7b8e6f510a70e422e3');
      await expect(result).toContainText('CRC16');
      for (const form of [
        'EQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4wJB',
        'UQAs9VlT6S776tq3unJcP5Ogsj+ELLunLXuOb1EKcOQi41+E',
        'kQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi47nL',
      ]) {
        await expect(page.getByText(form, { exact: true })).toBeVisible();
      }
      await address.fill('EQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4wJC');
      await expect(page.getByRole('alert')).toContainText(BAD_CHECKSUM[lang]);
      await expect(address).toHaveValue('EQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4wJC');

      const ton = page.getByLabel(LABELS[lang].amount('TON'), { exact: true });
      const nano = page.getByLabel(LABELS[lang].amount('nanoton'), { exact: true });
      await ton.fill('12345678901234567.123456789');
      await expect(nano).toHaveValue('12345678901234567123456789');
      await nano.fill('1');
      await expect(ton).toHaveValue('0.000000001');
      await ton.fill('0.0000000001');
      await expect(ton).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('alert').filter({ hasText: TOO_MANY_DECIMALS[lang] })).toBeVisible();
      await expect(ton).toHaveValue('0.0000000001');
      w.check();
    });

    test('/xrptools: X-address, units, key, transaction', async ({ page }) => {
      const w = await watchProblems(page);
      await open(page, '/xrptools');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES.xrptools[lang]);
      const address = page.getByLabel(LABELS[lang].xrpAddress);
      await address.fill('rGWrZyQqhTp9Xu7G5Pkayo7bXjH4k4QYpf');
      await page.getByRole('textbox', { name: /tag|标签|標籤/i }).fill('276');
      await expect(page.getByTestId('xrp-xaddress')).toContainText('XVLhHMPHU98es4dbozjVtdWzVrDjtVoKj3MnFGMXEFMnvJV');
      await page.getByRole('checkbox').check();
      await expect(page.getByTestId('xrp-xaddress')).toContainText('TVE26TYGhfLC7tQDno7G8dGtxSkYQnTMgJJYfAbsiPsc6Zg');
      await address.fill('XVLhHMPHU98es4dbozjVtdWzVrDjtV18pX8yuPT7y4xaEHi');
      await expect(page.getByTestId('xrp-address-result')).toContainText('rGWrZyQqhTp9Xu7G5Pkayo7bXjH4k4QYpf');
      await expect(page.getByTestId('xrp-address-result')).toContainText('4294967295');
      await address.fill('XVLhHMPHU98es4dbozjVtdWzVrDjtV5fdx1mHp98tDMoQXa');
      await expect(page.getByRole('alert')).toContainText(BAD_CHECKSUM[lang]);

      const xrp = page.getByLabel(LABELS[lang].amount('XRP'), { exact: true });
      const drops = page.getByLabel(LABELS[lang].amount('drops'), { exact: true });
      await drops.fill('99999999999999999');
      await expect(xrp).toHaveValue('99999999999.999999');

      await page.getByTestId('xrp-key').fill('030D58EB48B4420B1F7B9DF55087E0E29FEF0E8468F9A6825B01CA2C361042D435');
      await expect(page.getByTestId('xrp-key-result')).toContainText('rU6K7V3Po4snVhBBaU29sesqs2qTQJWDw1');

      await page.getByTestId('xrp-tx').fill(XRP_BLOB);
      const tx = page.getByTestId('xrp-tx-result');
      await expect(tx).toContainText('0FB10DF664F33840ABC68A8BBE78178359C55AC1AFC83DB468CE69C4A86E3EAC');
      await expect(tx).toContainText('r4PowrZ7KZw83oWDYxzY82ht2kgDmFUpB7');
      await expect(tx.locator('.text-emerald-700')).toHaveCount(1);
      const json = await tx.locator('textarea').inputValue();
      expect(JSON.parse(json).TransactionType).toBe('Payment');
      // And back: the decoded JSON encodes to the same blob and hash.
      await page.getByTestId('xrp-tx').fill(json);
      await expect(tx.locator('textarea')).toHaveValue(XRP_BLOB);
      // past rippled's txMaxSizeBytes (1,048,576 bytes): refused before decoding (issue 40)
      const tooLarge = '00'.repeat(1_048_577);
      await page.getByTestId('xrp-tx').fill(tooLarge);
      const message = fmt(errorMessages[lang].XRP_TX_TOO_LARGE, { bytes: 1_048_577, limit: 1_048_576 });
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
      await expect(page.getByTestId('xrp-tx')).toHaveValue(tooLarge);
      w.check();
    });

    test('/adatools: address, units, transaction with the Cardano library', async ({ page }) => {
      const w = await watchProblems(page);
      await open(page, '/adatools');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES.adatools[lang]);
      const address = page.getByLabel(LABELS[lang].adaAddress);
      await address.fill(CIP19.base);
      const result = page.getByTestId('ada-address-result');
      await expect(result).toContainText(CIP19.reward);
      await expect(result).toContainText('9493315cd92eb5d8c4304e67b7e16ae36d61d34502694657811a2c8e');
      await address.fill(CIP19.pointer);
      await expect(result).toContainText('2498243');
      await address.fill('Ae2tdPwUPEZ8kFEZTT49eHR525ga9wNb6zveifAs7m1scwGbXnQZuPMtoXG');
      await expect(result).toContainText('77a82a535769e83e8d4c353eb136bd2b51215fac4c1622e0f68af109');
      await address.fill(`${CIP19.reward.slice(0, -1)}x`);
      await expect(page.getByRole('alert')).toContainText(BAD_CHECKSUM[lang]);

      const ada = page.getByLabel(LABELS[lang].amount('ADA'), { exact: true });
      const lovelace = page.getByLabel(LABELS[lang].amount('lovelace'), { exact: true });
      await lovelace.fill('18446744073709551615');
      await expect(ada).toHaveValue('18446744073709.551615');

      await page.getByTestId('ada-tx').fill(TX_MAINNET);
      const tx = page.getByTestId('ada-tx-result');
      await expect(tx).toContainText('fc863a441b55acceebb7d25c81ff7259e4fc9b92fbdf6d594118fb8f1110a78c');
      // The WASM library loads on demand and its JSON shows the fee of the body (0x0351d1 = 217553).
      await expect(tx.locator('textarea').first()).toHaveValue(/"fee": "217553"/, { timeout: 30_000 });
      w.check();
    });
  });
}

test('the TON comment and BOC tools agree with the published vectors', SMOKE, async ({ page, context, baseURL }) => {
  await setLang(context, baseURL, 'en_US');
  const w = await watchProblems(page);
  await open(page, '/tontools');
  await page.getByTestId('ton-comment').fill('Hi!');
  await expect(page.getByTestId('ton-comment-result')).toContainText('te6cckEBAQEACQAADgAAAABIaSG5auYN');
  await page.getByTestId('ton-boc').fill(TON_BOC);
  const boc = page.getByTestId('ton-boc-result');
  await expect(boc).toContainText('test comment');
  await expect(boc).toContainText('c98c205c8dd37d9a6ab5db6162f5b9d37cefa067de24a765154a5eb7a359f22f');
  // Decoding runs in a worker; its EngineError still reaches the field as a message.
  await page.getByTestId('ton-boc').fill('aGVsbG8gd29ybGQ=');
  await expect(page.getByRole('alert')).toContainText('Not a valid BOC');
  await expect(page.getByTestId('ton-boc')).toHaveAttribute('aria-invalid', 'true');
  w.check();
});

test('the chain pages fit a 375 px screen', async ({ page, context, baseURL }) => {
  await setLang(context, baseURL, 'zh_Hans_CN');
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ['/tontools', '/xrptools', '/adatools']) {
    await open(page, path);
    await page.getByRole('button', { name: '示例' }).first().click();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

const TX_MAINNET =
  '83a50081825820bf30608a974d09c56dd62ca10199ec11746ea2d90dbd83649d4f37c629b1ba840001818258390117d237fb8f952c995cd28f73c555adc2307322d819b7f565196ce754348144bff68f23c1386b85dea0f8425ca574b1a11e188ffaba67537c1a0048f96f021a000351d1031a019732f30682a7581c162f94554ac8c225383a2248c245659eda870eaa82d0ef25fc7dcd82a10d8100581c2075a095b3c844a29c24317a94a643ab8e22d54a3a3a72a420260af6a10d8100581c268cfc0b89e910ead22e0ade91493d8212f53f3e2164b2e4bef0819ba10d8100581c60baee25cbc90047e83fd01e1e57dc0b06d3d0cb150d0ab40bbfead1a10d8100581cad5463153dc3d24b9ff133e46136028bdc1edbb897f5a7cf1b37950ca10d8100581cb9547b8a57656539a8d9bc42c008e38d9c8bd9c8adbb1e73ad529497a10d8100581cf7b341c14cd58fca4195a9b278cce1ef402dc0e06deb77e543cd1757a10d8100190103a1008882582061261a95b7613ee6bf2067dad77b70349729b0c50d57bc1cf30de0db4a1e73a858407d72721e7504e12d50204f7d9e9d9fe60d9c6a4fd18ad629604729df4f7f3867199b62885623fab68a02863e7877955ca4a56c867157a559722b7b350b668a0b8258209180d818e69cd997e34663c418a648c076f2e19cd4194e486e159d8580bc6cda5840af668e57c98f0c3d9b47c66eb9271213c39b4ea1b4d543b0892f03985edcef4216d1f98f7b731eedc260a2154124b5cab015bfeaf694d58966d124ad2ff60f0382582089c29f8c4af27b7accbe589747820134ebbaa1caf3ce949270a3d0c7dcfd541b58401ad69342385ba6c3bef937a79456d7280c0d539128072db15db120b1579c46ba95d18c1fa073d7dbffb4d975b1e02ebb7372936940cff0a96fce950616d2f504825820f14f712dc600d793052d4842d50cefa4e65884ea6cf83707079eb8ce302efc855840638f7410929e7eab565b1451effdfbeea2a8839f7cfcc4c4483c4931d489547a2e94b73e4b15f8494de7f42ea31e573c459a9a7e5269af17b0978e70567de80e8258208b53207629f9a30e4b2015044f337c01735abe67243c19470c9dae8c7b73279858400c4ed03254c33a19256b7a3859079a9b75215cad83871a9b74eb51d8bcab52911c37ea5c43bdd212d006d1e6670220ff1d03714addf94f490e482edacbb08f068258205fddeedade2714d6db2f9e1104743d2d8d818ecddc306e176108db14caadd4415840bf48f5dd577b5cb920bfe60e13c8b1b889366c23e2f2e28d51814ed23def3a0ff4a1964f806829d40180d83b5230728409c1f18ddb5a61c44e614b823bd43f01825820cbc6b506e94fbefe442eecee376f3b3ebaf89415ef5cd2efb666e06ddae48393584089bff8f81a20b22f2c3f8a2288b15f1798b51f3363e0437a46c0a2e4e283b7c1018eba0b2b192d6d522ac8df2f2e95b4c8941b387cda89857ab0ae77db14780c825820e8c03a03c0b2ddbea4195caf39f41e669f7d251ecf221fbb2f275c0a5d7e05d158402643ac53dd4da4f6e80fb192b2bf7d1dd9a333bbacea8f07531ba450dd8fb93e481589d370a6ef33a97e03b2f5816e4b2c6a8abf606a859108ba6f416e530d07f6';

test('each chain converts amounts exactly as /units does', async ({ page, context, baseURL }) => {
  await setLang(context, baseURL, 'en_US');
  const cases = [
    {
      path: '/tontools',
      chain: 'ton',
      big: 'TON',
      small: 'nanoton',
      unitsSmall: 'nanoton',
      value: '12345678901234.123456789',
    },
    { path: '/xrptools', chain: 'xrp', big: 'XRP', small: 'drops', unitsSmall: 'drop', value: '99999999999.999999' },
    {
      path: '/adatools',
      chain: 'ada',
      big: 'ADA',
      small: 'lovelace',
      unitsSmall: 'lovelace',
      value: '18446744073709.551615',
    },
  ];
  for (const c of cases) {
    await page.goto('/units');
    await waitForTool(page); // /units marks itself hydrated
    await page.getByLabel('Chain').selectOption(c.chain);
    await page.getByRole('textbox', { name: `Amount in ${c.big}`, exact: true }).fill(c.value);
    const theirsBox = page.getByRole('textbox', { name: `Amount in ${c.unitsSmall} (base unit)`, exact: true });
    // Wait for /units to compute before reading it (inputValue() does not wait).
    await expect(theirsBox).toHaveValue(/^\d{16,}$/);
    const theirs = await theirsBox.inputValue();
    await open(page, c.path);
    await page.getByLabel(`Amount in ${c.big}`, { exact: true }).fill(c.value);
    await expect(page.getByLabel(`Amount in ${c.small}`, { exact: true })).toHaveValue(theirs);
    expect(theirs).toMatch(/^\d{16,}$/);
  }
});

// The BOC worker's script answers 404, as for a tab left open across a deploy: the page says so in the
// visitor's language with a reload action, stops its "Decoding…" state, shows no decoded BOC (not even
// an empty one), and keeps what was typed.
const WORKER_FAILED = {
  en_US: { text: 'could not start its background worker', reload: 'Reload the page' },
  zh_Hant_HK: { text: '此工具無法啟動背景運算執行緒', reload: '重新載入頁面' },
} as const;

for (const lang of ['en_US', 'zh_Hant_HK'] as const) {
  test(`when the BOC worker cannot load, /tontools says so in ${lang} and shows no decoded BOC`, async ({
    page,
    context,
    baseURL,
  }) => {
    await setLang(context, baseURL, lang);
    await page.route(/ton-boc\.worker.*\.js/, (r) => r.fulfill({ status: 404 }));
    await open(page, '/tontools');
    await page.getByTestId('ton-boc').fill(TON_BOC);
    const failed = page.getByTestId('worker-failed');
    await expect(failed).toContainText(WORKER_FAILED[lang].text);
    await expect(failed.getByRole('button', { name: WORKER_FAILED[lang].reload })).toBeVisible();
    await expect(page.getByTestId('ton-boc-result')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Cancel|取消)$/ })).toHaveCount(0);
    await expect(page.getByTestId('ton-boc')).toHaveValue(TON_BOC);
    await expect(page.getByTestId('ton-boc')).not.toHaveAttribute('aria-invalid', 'true');
    // The tools that need no worker keep working beside the message.
    await page.getByTestId('ton-comment').fill('Hi!');
    await expect(page.getByTestId('ton-comment-result')).toContainText('te6cckEBAQEACQAADgAAAABIaSG5auYN');
  });
}

test('a BOC decode can be cancelled, and the next input decodes again', async ({ page, context, baseURL }) => {
  await setLang(context, baseURL, 'en_US');
  // Hold the worker's script back so the decode is still running when Cancel is pressed.
  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route(/ton-boc\.worker.*\.js/, async (r) => {
    await held;
    await r.continue();
  });
  await open(page, '/tontools');
  await page.getByTestId('ton-boc').fill(TON_BOC);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByText('Stopped. Change the input to decode again.')).toBeVisible();
  await expect(page.getByTestId('ton-boc-result')).toHaveCount(0);
  release();
  await page.getByTestId('ton-boc').fill(`${TON_BOC}\n`);
  await expect(page.getByTestId('ton-boc-result')).toContainText('test comment');
  await expect(page.getByTestId('worker-failed')).toHaveCount(0);
});

test('/adatools: one hex digit in "Transaction CBOR" is a message beside the field, not an error page', async ({
  page,
  context,
  baseURL,
}) => {
  await setLang(context, baseURL, 'en_US');
  const w = await watchProblems(page);
  await open(page, '/adatools');
  const tx = page.getByTestId('ada-tx');
  await tx.fill('8');
  await expect(tx).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert')).not.toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cardano tools');
  await expect(tx).toHaveValue('8');
  await expect(page.getByTestId('ada-tx-result')).toHaveCount(0);
  w.check();
});

// TEP-74 jetton bodies: the site's example (Trust Wallet's vector) holds its transfer body in cell 3, a ref
// of the internal message in cell 2; a body pasted on its own is built here with @ton/core's beginCell.
for (const lang of LANGS) {
  test(`/tontools BOC names the cell of a jetton body and reads one on its own (${lang})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await setLang(context, baseURL, lang);
    const w = await watchProblems(page);
    const m = chainMessages[lang].ton;
    await open(page, '/tontools');
    await page.getByTestId('ton-boc').fill(TON_BOC);
    const jettons = page.getByTestId('ton-boc-jettons');
    await expect(jettons).toContainText(`${m.jettonKinds.transfer}0x0f8a7ea5 (${fmt(m.inCell, { i: 3 })})`);
    await expect(jettons).toContainText('500000000');
    const result = page.getByTestId('ton-boc-result');
    await expect(result).toContainText(`${m.jettonKinds.transfer} (${fmt(m.inCell, { i: 3 })})`);
    await expect(result).not.toContainText(`${m.jettonKinds.transfer} (${fmt(m.inCell, { i: 2 })})`);

    const owner = Address.parse('EQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4wJB');
    const notify = beginCell()
      .storeUint(0x7362d09c, 32)
      .storeUint(7n, 64)
      .storeCoins(123456789n)
      .storeAddress(owner)
      .storeBit(0)
      .storeUint(0, 32)
      .storeStringTail('gm')
      .endCell();
    await page.getByTestId('ton-boc').fill(notify.toBoc().toString('base64'));
    await expect(jettons).toContainText(
      `${m.jettonKinds['transfer-notification']}0x7362d09c (${fmt(m.inCell, { i: 0 })})`,
    );
    await expect(jettons).toContainText('123456789');
    await expect(jettons).toContainText(owner.toString({ bounceable: true, urlSafe: true }));
    await expect(result).toContainText('gm');

    const burn = beginCell()
      .storeUint(0x595f07bc, 32)
      .storeUint(1n, 64)
      .storeCoins(10n ** 9n)
      .storeAddress(owner)
      .storeMaybeRef(null)
      .endCell();
    await page.getByTestId('ton-boc').fill(burn.toBoc().toString('hex'));
    await expect(jettons).toContainText(m.jettonKinds.burn);
    await expect(jettons).toContainText('1000000000');
    w.check();
  });
}

test('/tontools units: 1,5 TON is 1.5, shown, and a bad amount empties nanoton', async ({ page, context, baseURL }) => {
  await setLang(context, baseURL, 'zh_Hans_CN');
  const m = chainMessages.zh_Hans_CN.common;
  await open(page, '/tontools');
  const ton = page.getByLabel(fmt(m.amountIn, { unit: 'TON' }), { exact: true });
  const nano = page.getByLabel(fmt(m.amountIn, { unit: 'nanoton' }), { exact: true });
  await ton.fill('1,5');
  // @ton/core's toNano reads the dot form of what was meant.
  await expect(nano).toHaveValue(toNano('1.5').toString());
  await expect(page.getByText(fmt(m.readAs, { value: '1.5', unit: 'TON' }))).toBeVisible();
  await ton.fill('-1');
  await expect(ton).toHaveAttribute('aria-invalid', 'true');
  await expect(nano).toHaveValue('');
});
