import { expect, type Page } from '@playwright/test';
import {
  encodeAbiParameters,
  encodeErrorResult,
  encodeFunctionData,
  encodePacked,
  parseAbi,
  parseAbiParameters,
} from 'viem';
import { fmt } from '../app/i18n/define.ts';
import { errorMessages } from '../app/i18n/messages/errors.ts';
import { abiMessages } from '../app/tools/contract/abi.messages.ts';
import { contractMessages } from '../app/tools/contract/contract.messages.ts';
import { gotoHydrated, LANGS, type Lang, setLang, test, waitForTool, watchProblems } from './support.ts';

// Expected values come from viem (an independent ABI encoder) with bigint inputs, from mainnet
// addresses (WETH, USDC, DAI, Uniswap's Universal Router) and from the Solidity documentation's panic
// codes; the page's words come from its dictionaries.

const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
const ME = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';
const word = (hex: string) => hex.replace(/^0x/, '').padStart(64, '0');
const solidity = parseAbi(['error Error(string reason)', 'error Panic(uint256 code)']);

async function open(page: Page, lang: Lang, baseURL: string | undefined) {
  await setLang(page.context(), baseURL, lang);
  await gotoHydrated(page, '/abidecoder');
  await waitForTool(page);
}

/** Picks a mode of the page as a visitor does: a click on its visible segment. */
async function mode(page: Page, label: string) {
  await page.getByTestId('abi-tabs').getByText(label, { exact: true }).click();
}

test.describe('/abidecoder', () => {
  for (const lang of LANGS) {
    test(`revert data: Hardhat's panic, geth's require message, a custom error, bad JSON (${lang})`, async ({
      page,
      baseURL,
    }) => {
      const watch = await watchProblems(page);
      const x = abiMessages[lang];
      await open(page, lang, baseURL);
      await mode(page, x.tabRevert);
      const input = page.getByLabel(x.revertLabel, { exact: true });
      const out = page.getByTestId('decoded-revert');
      // Hardhat nests the data one level deeper than geth.
      const hardhat = {
        code: -32603,
        message: 'Error: VM Exception while processing transaction: reverted with panic code 0x11',
        data: {
          message: 'Error: VM Exception while processing transaction: reverted with panic code 0x11',
          data: encodeErrorResult({ abi: solidity, errorName: 'Panic', args: [0x11n] }),
        },
      };
      await input.fill(JSON.stringify(hardhat, null, 2));
      await expect(out).toContainText('0x11');
      await expect(out).toContainText(x.panics.arithmetic);
      const geth = {
        jsonrpc: '2.0',
        id: 1,
        error: {
          code: 3,
          message: 'execution reverted: Ownable: caller is not the owner',
          data: encodeErrorResult({ abi: solidity, errorName: 'Error', args: ['Ownable: caller is not the owner'] }),
        },
      };
      await input.fill(JSON.stringify(geth));
      await expect(out).toContainText(x.kindError);
      await expect(out).toContainText('Ownable: caller is not the owner');
      // A custom error from the pasted ABI, with its arguments as viem encoded them.
      const custom = parseAbi(['error InsufficientBalance(uint256 available, uint256 required)']);
      await page.getByTestId('abi-input').fill('error InsufficientBalance(uint256 available, uint256 required)');
      await input.fill(
        encodeErrorResult({ abi: custom, errorName: 'InsufficientBalance', args: [5n, 1000000000000000001n] }),
      );
      await expect(out).toContainText('InsufficientBalance(uint256 available, uint256 required)');
      await expect(out.getByTestId('arg-required')).toHaveText('1000000000000000001');
      // Broken JSON: the line and column in the visitor's language, the input kept.
      await input.fill('{"error": {"data": 0x}');
      const prefix = errorMessages[lang].INVALID_JSON.split('{line}')[0] ?? '';
      await expect(page.getByRole('alert')).toContainText(prefix);
      await expect(input).toHaveValue('{"error": {"data": 0x}');
      watch.check();
    });

    test(`errors name the real cause; topics as a JSON array; Etherscan's ABI (${lang})`, async ({ page, baseURL }) => {
      const watch = await watchProblems(page);
      const m = contractMessages[lang];
      const e = errorMessages[lang];
      await open(page, lang, baseURL);
      const abi = page.getByTestId('abi-input');
      const calldata = page.getByLabel(m.abi.calldataLabel, { exact: true });
      // transfer(address,uint256) with only one argument word: viem would say "Position … out of bounds".
      await calldata.fill(`0xa9059cbb${word('22'.repeat(20))}`);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(
        fmt(e.DATA_DOES_NOT_FIT, { size: 36, signature: 'transfer(address to, uint256 amount)' }),
      );
      await expect(alert).not.toContainText('Position');
      // An ABI with a type Solidity does not have is reported, not ignored.
      await abi.fill('[{"type":"function","name":"f","inputs":[{"name":"x","type":"uint257"}],"outputs":[]}]');
      await expect(
        page.getByText(fmt(e.ABI_INVALID_TYPE, { item: 1, type: 'uint257' }), { exact: true }),
      ).toBeVisible();
      // Etherscan's getabi response: the ABI is a JSON string in "result".
      const etherscanAbi = JSON.stringify([
        {
          type: 'function',
          name: 'transfer',
          inputs: [
            { name: 'recipient', type: 'address' },
            { name: 'wad', type: 'uint256' },
          ],
          outputs: [{ name: '', type: 'bool' }],
          stateMutability: 'nonpayable',
        },
      ]);
      await abi.fill(JSON.stringify({ status: '1', message: 'OK', result: etherscanAbi }));
      await calldata.fill(
        encodeFunctionData({
          abi: parseAbi(['function transfer(address, uint256)']),
          args: [ME, 1000000000000000001n],
        }),
      );
      const call = page.getByTestId('decoded-call');
      await expect(call).toContainText('transfer(address recipient, uint256 wad)');
      await expect(call.getByTestId('arg-wad')).toHaveText('1000000000000000001');
      await expect(call).toContainText(m.common.byAbi);
      // Topics pasted as the JSON array explorers show.
      await mode(page, m.abi.tabLog);
      const topics = [
        '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
        `0x${word('11'.repeat(20))}`,
        `0x${word(ME.slice(2).toLowerCase())}`,
      ];
      await page.getByLabel(m.abi.topicsLabel, { exact: true }).fill(JSON.stringify(topics, null, 2));
      await page.getByLabel(m.abi.dataLabel, { exact: true }).fill(`0x${word('2a')}`);
      const log = page.getByTestId('decoded-log');
      await expect(log).toContainText('Transfer(address from, address to, uint256 value)');
      await expect(log.getByTestId('arg-to')).toHaveText(ME);
      watch.check();
    });
  }

  test('big integers in list and tuple arguments are encoded exactly', async ({ page, baseURL }) => {
    const watch = await watchProblems(page);
    await open(page, 'en_US', baseURL);
    await mode(page, 'Encode calldata');
    const sig = 'function f(uint256[] xs, (uint256 a, address b) t)';
    await page.getByLabel('ABI: JSON, or one signature per line', { exact: true }).fill(sig);
    await page.getByLabel('xs (uint256[])', { exact: true }).fill('[1000000000000000001, 2]');
    await page.getByLabel('t (tuple)', { exact: true }).fill(`[123456789012345678901234567890, "${ME}"]`);
    const expected = encodeFunctionData({
      abi: parseAbi([sig]),
      args: [[1000000000000000001n, 2n], { a: 123456789012345678901234567890n, b: ME }],
    });
    await expect(page.locator('#encoded-calldata')).toHaveValue(expected);
    watch.check();
  });

  test('Universal Router execute: commands by name, inputs decoded, the V3 path in hops', async ({ page, baseURL }) => {
    const watch = await watchProblems(page);
    await open(page, 'en_US', baseURL);
    const wrap = encodeAbiParameters(parseAbiParameters('address, uint256'), [
      '0x0000000000000000000000000000000000000002',
      10n ** 18n,
    ]);
    const path = encodePacked(['address', 'uint24', 'address', 'uint24', 'address'], [WETH, 500, USDC, 100, DAI]);
    const swap = encodeAbiParameters(parseAbiParameters('address, uint256, uint256, bytes, bool'), [
      ME,
      10n ** 18n,
      1000000000000000001n,
      path,
      false,
    ]);
    const data = encodeFunctionData({
      abi: parseAbi(['function execute(bytes commands, bytes[] inputs, uint256 deadline) payable']),
      args: ['0x0b00', [wrap, swap], 1_700_000_000n],
    });
    await page.getByLabel('Calldata (hex)', { exact: true }).fill(data);
    const call = page.getByTestId('decoded-call');
    await expect(call).toContainText('execute(bytes commands, bytes[] inputs, uint256 deadline)');
    await expect(call.getByTestId('value-label')).toHaveText([
      'WRAP_ETH',
      'V3_SWAP_EXACT_IN',
      'WRAP_ETH',
      'V3_SWAP_EXACT_IN',
    ]);
    await expect(call.getByTestId('arg-amountOutMin')).toHaveText('1000000000000000001');
    await expect(call.getByTestId('arg-fee')).toHaveText(['500', '100']);
    await expect(call.getByTestId('arg-token')).toHaveText([WETH, USDC, DAI]);
    watch.check();
  });

  test('nested calls: an unknown selector is marked, and looked up online only when allowed', async ({
    page,
    baseURL,
  }) => {
    const watch = await watchProblems(page);
    const mystery = encodeFunctionData({
      abi: parseAbi(['function frobnicate(uint256 a, address b)']),
      args: [42n, ME],
    });
    const selector = mystery.slice(0, 10);
    const asked: string[] = [];
    await page.route(/api\.openchain\.xyz/, async (route) => {
      const url = new URL(route.request().url());
      asked.push(url.searchParams.get('function') ?? '');
      await route.fulfill({
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({
          ok: true,
          result: {
            event: {},
            function: { [selector]: [{ name: 'frobnicate(uint256,address)', filtered: false }] },
          },
        }),
      });
    });
    await open(page, 'en_US', baseURL);
    const transfer = encodeFunctionData({
      abi: parseAbi(['function transfer(address to, uint256 amount)']),
      args: [ME, 5n],
    });
    const data = encodeFunctionData({
      abi: parseAbi(['function multicall(uint256 deadline, bytes[] data)']),
      args: [1n, [mystery, transfer]],
    });
    await page.getByLabel('Calldata (hex)', { exact: true }).fill(data);
    await expect(page.getByTestId('unknown-nested')).toHaveText(`Calldata for an unknown function ${selector}`);
    await expect(page.getByTestId('nested-call')).toContainText('transfer(address to, uint256 amount)');
    await expect(page.getByTestId('lookup-note')).toContainText('turn on the online lookup');
    expect(asked).toEqual([]);
    await page.getByLabel('Look up unknown selectors online').check();
    const online = page.getByTestId('nested-call').filter({ hasText: 'frobnicate' });
    await expect(online).toContainText('frobnicate(uint256, address)');
    await expect(online).toContainText('online signature database');
    await expect(page.getByTestId('unknown-nested')).toHaveCount(0);
    // Only the unknown selector left the browser.
    expect(asked).toEqual([selector]);
    watch.check();
  });

  test('a colliding selector shows every signature that fits', async ({ page, baseURL }) => {
    const watch = await watchProblems(page);
    await open(page, 'en_US', baseURL);
    // burn(uint256) and collate_propagate_storage(bytes16) share 0x42966c68 (4byte.directory).
    await page
      .getByTestId('abi-input')
      .fill('function burn(uint256 amount)\nfunction collate_propagate_storage(bytes16 x)');
    const data = encodeFunctionData({
      abi: parseAbi(['function collate_propagate_storage(bytes16 x)']),
      args: ['0x0102030405060708090a0b0c0d0e0f10'],
    });
    expect(data.slice(0, 10)).toBe('0x42966c68');
    await page.getByLabel('Calldata (hex)', { exact: true }).fill(data);
    await expect(page.getByTestId('decoded-call').first()).toContainText('burn(uint256 amount)');
    const alt = page.getByTestId('alternatives');
    await expect(alt).toContainText('collate_propagate_storage(bytes16 x)');
    await expect(alt.getByTestId('arg-x')).toHaveText('0x0102030405060708090a0b0c0d0e0f10');
    watch.check();
  });
});
