import { expect, type Page } from '@playwright/test';
import { TronWeb } from 'tronweb';
import { formatUnits, parseUnits } from 'viem';
import { fmt } from '../app/i18n/define.ts';
import { errorMessages } from '../app/i18n/messages/errors.ts';
import { chainMessages } from '../app/tools/chain/chain.messages.ts';
import { encodingMessages } from '../app/tools/encoding/encoding.messages.ts';
import { LANGS, type Lang, setLang, test, waitForTool, watchProblems } from './support.ts';

// Amounts as people type them, on /units, the chain converters and /trontools. Every expected amount is
// viem's parseUnits of what the person meant (the dot form); TRON addresses come from tronweb's
// TronWeb.address.toHex / fromHex. No expected value comes from the site's own code.

const sat = (meant: string) => parseUnits(meant, 8).toString();
const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/** Opens /units or a chain page and waits until its tools' controls are live. */
async function openTool(page: Page, path: string) {
  await page.goto(path);
  await waitForTool(page);
}

const unitsLabel = (lang: Lang, unit: string, base = false) => {
  const m = encodingMessages[lang].units;
  return `${fmt(m.amountIn, { unit })}${base ? ` (${m.baseUnit})` : ''}`;
};
const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
/** Bitcoin's base unit as each language names it, and its box's label, written out by hand (issue 40). */
const SATOSHI: Record<Lang, { label: string; whole: string }> = {
  en_US: {
    label: 'Amount in satoshi (base unit)',
    whole: 'The smallest unit, satoshi, has no fractions: enter a whole number.',
  },
  zh_Hans_CN: { label: '聪数量 (最小单位)', whole: '聪是最小单位，没有小数：请输入整数。' },
  zh_Hant_HK: { label: '聰數量 (最小單位)', whole: '聰是最小單位，沒有小數：請輸入整數。' },
};
/** A token's two boxes (Chinese joined to Chinese, without the template's space), written out by hand. */
const TOKEN_BOXES: Record<Lang, { token: string; base: string }> = {
  en_US: { token: 'Amount in token', base: 'Amount in base unit' },
  zh_Hans_CN: { token: '代币数量', base: '最小单位数量' },
  zh_Hant_HK: { token: '代幣數量', base: '最小單位數量' },
};

for (const lang of LANGS) {
  test.describe(`amounts in ${lang}`, () => {
    test.beforeEach(async ({ context, baseURL }) => setLang(context, baseURL, lang));

    test('/units reads 1,5 as 1.5, says so, refuses 1,500 as ambiguous and clears the other box', async ({ page }) => {
      const w = await watchProblems(page);
      const m = encodingMessages[lang].units;
      await openTool(page, '/units');
      const btc = box(page, unitsLabel(lang, 'BTC'));
      const satoshi = box(page, SATOSHI[lang].label);
      await btc.fill('1,5');
      await expect(satoshi).toHaveValue(sat('1.5'));
      await expect(page.getByText(fmt(m.readAs, { value: '1.5', unit: 'BTC' }))).toBeVisible();

      await btc.fill('1,500');
      const ambiguous = fmt(errorMessages[lang].AMBIGUOUS_DECIMAL, { value: '1,500', grouped: '1500', decimal: '1.5' });
      await expect(page.getByRole('alert')).toHaveText(ambiguous);
      await expect(btc).toHaveAttribute('aria-invalid', 'true');
      await expect(btc).toHaveValue('1,500');
      await expect(satoshi).toHaveValue('');

      await btc.fill('1,000,000.5');
      await expect(satoshi).toHaveValue(sat('1000000.5'));
      // a fraction of the smallest unit: said as such, not as "at most 0 decimal places"
      await satoshi.fill('0.5');
      await expect(page.getByRole('alert')).toHaveText(SATOSHI[lang].whole);
      await expect(btc).toHaveValue('');
      await satoshi.fill('150000000');
      await expect(btc).toHaveValue('1.5');
      await btc.fill('1.234,5');
      await expect(satoshi).toHaveValue(sat('1234.5'));
      w.check();
    });

    test('/units refuses negatives and amounts a chain cannot hold; TRX/sun and a token of any decimals', async ({
      page,
    }) => {
      const w = await watchProblems(page);
      const m = encodingMessages[lang].units;
      const outOfRange = (max: string) => fmt(errorMessages[lang].OUT_OF_RANGE, { min: '0', max });
      await openTool(page, '/units');
      const btc = box(page, unitsLabel(lang, 'BTC'));
      const satoshi = box(page, SATOSHI[lang].label);
      await btc.fill('-1');
      await expect(page.getByRole('alert')).toHaveText(outOfRange('21000000 BTC'));
      await expect(satoshi).toHaveValue('');
      // Bitcoin's MAX_MONEY is 21 million BTC: one satoshi more cannot exist.
      await btc.fill('21000000.00000001');
      await expect(page.getByRole('alert')).toHaveText(outOfRange('21000000 BTC'));
      await btc.fill('21000000');
      await expect(satoshi).toHaveValue(sat('21000000'));

      await page.getByLabel(m.chain, { exact: true }).selectOption('trx');
      const trx = box(page, unitsLabel(lang, 'TRX'));
      const sun = box(page, unitsLabel(lang, 'sun', true));
      await trx.fill('2,75');
      await expect(sun).toHaveValue(parseUnits('2.75', 6).toString());
      await sun.fill('9223372036854775808');
      await expect(page.getByRole('alert')).toHaveText(outOfRange('9223372036854775807 sun'));
      await expect(trx).toHaveValue('');

      await page.getByLabel(m.chain, { exact: true }).selectOption('token');
      const decimals = box(page, m.decimals);
      await decimals.fill('6');
      const token = box(page, TOKEN_BOXES[lang].token);
      const base = box(page, TOKEN_BOXES[lang].base);
      await token.fill('0,000001');
      await expect(base).toHaveValue(parseUnits('0.000001', 6).toString());
      await decimals.fill('77');
      await token.fill('1');
      await expect(base).toHaveValue(parseUnits('1', 77).toString());
      await decimals.fill('78');
      await expect(page.getByRole('alert')).toHaveText(fmt(errorMessages[lang].OUT_OF_RANGE, { min: '0', max: '77' }));
      await expect(decimals).toHaveAttribute('aria-invalid', 'true');
      await expect(token).toHaveValue('1');
      await expect(base).toHaveValue('');
      w.check();
    });

    test('/trontools converts a TRON address between base58 and hex as tronweb does', async ({ page }) => {
      const w = await watchProblems(page);
      const m = chainMessages[lang].tron;
      await openTool(page, '/trontools');
      const address = page.getByTestId('tron-address');
      const result = page.getByTestId('tron-address-result');
      const hex = TronWeb.address.toHex(USDT);
      await address.fill(USDT);
      await expect(result).toContainText(hex);
      await expect(result).toContainText(`0x${hex.slice(2)}`);
      await expect(result).toContainText(m.givenBase58);
      await address.fill(hex);
      await expect(result).toContainText(USDT);
      await expect(result).toContainText(m.givenHex);
      const other = `41${'ab'.repeat(20)}`;
      await address.fill(`0x${other.slice(2)}`);
      await expect(result).toContainText(TronWeb.address.fromHex(other));
      await expect(result).toContainText(m.givenEvmHex);
      await address.fill(hex.slice(0, -1));
      await expect(page.getByRole('alert')).toHaveText(
        fmt(errorMessages[lang].WRONG_LENGTH, { expected: 42, actual: 41 }),
      );
      await expect(result).toHaveCount(0);
      w.check();
    });
  });
}

// The chain converters share one reader with /units: a comma point everywhere, and a bad amount leaves no
// number in the other box.
const CONVERTERS = [
  { path: '/tontools', big: 'TON', small: 'nanoton', decimals: 9 },
  { path: '/xrptools', big: 'XRP', small: 'drops', decimals: 6 },
  { path: '/adatools', big: 'ADA', small: 'lovelace', decimals: 6 },
  { path: '/trontools', big: 'TRX', small: 'sun', decimals: 6 },
] as const;

for (const lang of ['en_US', 'zh_Hant_HK'] as const) {
  test(`the chain converters read 1,5 as 1.5 and clear the other box on a bad amount (${lang})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await setLang(context, baseURL, lang);
    const w = await watchProblems(page);
    const m = chainMessages[lang].common;
    for (const c of CONVERTERS) {
      await openTool(page, c.path);
      const big = page.getByLabel(fmt(m.amountIn, { unit: c.big }), { exact: true });
      const small = page.getByLabel(fmt(m.amountIn, { unit: c.small }), { exact: true });
      await big.fill('1,5');
      await expect(small, c.path).toHaveValue(parseUnits('1.5', c.decimals).toString());
      await expect(page.getByText(fmt(m.readAs, { value: '1.5', unit: c.big }))).toBeVisible();
      await big.fill('1,5x');
      await expect(big).toHaveAttribute('aria-invalid', 'true');
      await expect(small, c.path).toHaveValue('');
      await small.fill('2500000');
      await expect(big, c.path).toHaveValue(formatUnits(2_500_000n, c.decimals));
    }
    w.check();
  });
}

test('/trontools fits a 375 px screen with its example', async ({ page, context, baseURL }) => {
  await setLang(context, baseURL, 'zh_Hans_CN');
  await page.setViewportSize({ width: 375, height: 800 });
  await openTool(page, '/trontools');
  await page.getByRole('button', { name: '示例' }).first().click();
  await expect(page.getByTestId('tron-address-result')).toContainText(TronWeb.address.toHex(USDT));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('/units fits a 390 px screen with the largest amount a token can hold (issue 40)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await openTool(page, '/units');
  await page.getByLabel(encodingMessages.en_US.units.chain, { exact: true }).selectOption('eth');
  // 2^256 - 1 wei: the longest amount /units takes, 78 digits in one unbroken run
  await box(page, 'Amount in wei (base unit)').fill((2n ** 256n - 1n).toString());
  await expect(box(page, 'Amount in ETH')).toHaveValue(formatUnits(2n ** 256n - 1n, 18));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
