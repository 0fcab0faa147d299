import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { fmt } from '../app/i18n/define.ts';
import { errorMessages } from '../app/i18n/messages/errors.ts';
import { abiMessages } from '../app/tools/contract/abi.messages.ts';
import { consoleMessages } from '../app/tools/contract/console.messages.ts';
import { contractMessages } from '../app/tools/contract/contract.messages.ts';
import { gotoHydrated, LANGS, type Lang, SMOKE, setLang, test, waitForTool, watchProblems } from './support.ts';

// Expected values come from elsewhere: a mainnet Uniswap swap (etherscan tx 0x280cde7c…6fc4, sender
// asserted by alloy-rs/alloy), a TRON mainnet transfer with TronGrid's txID (Ledger Live fixtures), the
// ERC-20 selector a9059cbb, node:crypto SHA-256 for TRON txIDs, and a real local chain (Hardhat node)
// for every read and write of the contract console.

const here = dirname(fileURLToPath(import.meta.url));
const web = join(here, '..');
const require = createRequire(import.meta.url);
const RPC_PORT = 8597;
const RPC = `http://127.0.0.1:${RPC_PORT}`;
// Hardhat's default account #0 (printed by `hardhat node`, publicly known).
const ACCOUNT0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

const TITLES: Record<'abidecoder' | 'decodetx' | 'contract_evm', Record<Lang, string>> = {
  abidecoder: { en_US: 'ABI decoder and encoder', zh_Hans_CN: 'ABI 解码与编码', zh_Hant_HK: 'ABI 解碼與編碼' },
  decodetx: { en_US: 'Transaction decoder', zh_Hans_CN: '交易解析', zh_Hant_HK: '交易解析' },
  contract_evm: { en_US: 'Contract console', zh_Hans_CN: '合约控制台', zh_Hant_HK: '合約控制台' },
};
const CALLDATA_LABEL: Record<Lang, string> = {
  en_US: 'Calldata (hex)',
  zh_Hans_CN: '调用数据（十六进制）',
  zh_Hant_HK: '調用數據（十六進位）',
};
const BAD_HEX: Record<Lang, string> = {
  en_US: 'Not valid hex: “z” at position 3',
  zh_Hans_CN: '不是有效的十六进制：第 3 位的“z”',
  zh_Hant_HK: '不是有效的十六進位：第 3 位的「z」',
};
const NETWORK_TIP: Record<Lang, string> = {
  en_US: 'Your wallet is on another network. Please switch it to Hardhat.',
  zh_Hans_CN: '你的钱包连接的是其他网络，请切换到 Hardhat。',
  zh_Hant_HK: '你的錢包連接的是其他網路，請切換到 Hardhat。',
};

const LEGACY_SWAP =
  '0xf9015482078b8505d21dba0083022ef1947a250d5630b4cf539739df2c5dacb4c659f2488d880c46549a521b13d8b8e47ff36ab50000000000000000000000000000000000000000000066ab5a608bd00a23f2fe000000000000000000000000000000000000000000000000000000000000008000000000000000000000000048c04ed5691981c42154c6167398f95e8f38a7ff00000000000000000000000000000000000000000000000000000000632ceac70000000000000000000000000000000000000000000000000000000000000002000000000000000000000000c02aaa39b223fe8d0a0e5c4f27ead9083c756cc20000000000000000000000006c6ee5e31d828de241282b9606c8e98ea48526e225a0c9077369501641a92ef7399ff81c21639ed4fd8fc69cb793cfa1dbfab342e10aa0615facb2f1bcf3274a354cfe384a38d0cc008a11c2dd23a69111bc6930ba27a8';
const TRON_RAW =
  '0a02fdf622084cd898aed8ce5d1440f0d2ccf1fd315a65080112610a2d747970652e676f6f676c65617069732e636f6d2f70726f746f636f6c2e5472616e73666572436f6e747261637412300a15419b3281a60ab7a44f351ef2896c653f134972ad2212154105cc125604448afeb6867eb688efb7e80411d57a1805709c91c9f1fd31';
const TRON_TXID = '47086db397eac45d2fe7dacedcb6f77267d6895dce645210e495e64f8a2a7910';

const word = (hex: string) => hex.replace(/^0x/, '').padStart(64, '0');

/**
 * Picks the second choice of a segmented control as a visitor does: a click on its visible segment (the
 * radio inside is visually hidden); then the radio is checked.
 */
async function pickSecond(page: Page, testId: string) {
  const group = page.getByTestId(testId);
  await group.locator('label').nth(1).click();
  await expect(group.getByRole('radio').nth(1)).toBeChecked();
}
async function open(page: Page, path: string, lang: Lang, baseURL: string | undefined) {
  await setLang(page.context(), baseURL, lang);
  await gotoHydrated(page, path);
  // The view is a lazily loaded chunk: wait until it has hydrated too.
  await waitForTool(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES[path.slice(1) as keyof typeof TITLES][lang]);
}

test.describe('contract tools: decoders', () => {
  for (const lang of LANGS) {
    test(`/abidecoder decodes calldata, nested calls and logs, and names bad hex (${lang})`, async ({
      page,
      baseURL,
    }) => {
      const watch = await watchProblems(page);
      await open(page, '/abidecoder', lang, baseURL);
      const input = page.getByLabel(CALLDATA_LABEL[lang], { exact: true });
      // ERC-20 transfer(0x22…22, 1e18) with no ABI: the bundled signatures decode it.
      await input.fill(`0xa9059cbb${word('22'.repeat(20))}${word('de0b6b3a7640000')}`);
      const call = page.getByTestId('decoded-call');
      await expect(call).toContainText('transfer(address to, uint256 amount)');
      await expect(call.getByTestId('arg-amount')).toHaveText('1000000000000000000');
      // Bad hex: the message in the visitor's language beside the field, the input kept.
      await input.fill('0xz1');
      await expect(page.getByRole('alert')).toContainText(BAD_HEX[lang]);
      await expect(input).toHaveValue('0xz1');
      watch.check();
    });
  }

  test('/abidecoder: multicall unfolded, event log, encoder with typed inputs', SMOKE, async ({ page, baseURL }) => {
    const watch = await watchProblems(page);
    await open(page, '/abidecoder', 'en_US', baseURL);
    const inner = `a9059cbb${word('22'.repeat(20))}${word('5')}`;
    const padded = inner.padEnd(192, '0');
    const multicall = `0xac9650d8${word('20')}${word('1')}${word('20')}${word((inner.length / 2).toString(16))}${padded}`;
    await page.getByLabel('Calldata (hex)', { exact: true }).fill(multicall);
    await expect(page.getByTestId('decoded-call').first()).toContainText('multicall(bytes[] data)');
    await expect(page.getByTestId('nested-call')).toContainText('transfer(address to, uint256 amount)');
    // The online lookup is off by default and marked as online.
    await expect(page.getByLabel('Look up unknown selectors online')).not.toBeChecked();
    await page.getByLabel('Calldata (hex)', { exact: true }).fill('0x12345678');
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'No known signature has selector 0x12345678',
    );

    await page.getByText('Decode event log', { exact: true }).click();
    await page
      .getByLabel('Topics, one per line (topic0 first)', { exact: true })
      .fill(
        [
          '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
          `0x${word('11'.repeat(20))}`,
          `0x${word('22'.repeat(20))}`,
        ].join('\n'),
      );
    await page.getByLabel('Data (hex)', { exact: true }).fill(`0x${word('2a')}`);
    await expect(page.getByTestId('decoded-log')).toContainText('Transfer(address from, address to, uint256 value)');
    await expect(page.getByTestId('decoded-log').getByTestId('arg-value')).toHaveText('42');

    await page.getByText('Encode calldata', { exact: true }).click();
    await page
      .getByLabel('ABI: JSON, or one signature per line', { exact: true })
      .fill('function transfer(address to, uint256 amount)');
    await page.getByLabel('to (address)', { exact: true }).fill(`0x${'22'.repeat(20)}`);
    await page.getByLabel('amount (uint256)', { exact: true }).fill('1e18');
    await expect(page.locator('#encoded-calldata')).toHaveValue(
      `0xa9059cbb${word('22'.repeat(20))}${word('de0b6b3a7640000')}`,
    );
    await page.getByLabel('amount (uint256)', { exact: true }).fill('-1');
    await expect(page.getByRole('alert')).toContainText('Out of range');
    watch.check();
  });

  for (const lang of LANGS) {
    test(`/decodetx: a mainnet EVM swap and a TRON transfer (${lang})`, async ({ page, baseURL }) => {
      const watch = await watchProblems(page);
      await open(page, '/decodetx', lang, baseURL);
      await page.getByTestId('tx-input').fill(LEGACY_SWAP);
      const tx = page.getByTestId('evm-tx');
      await expect(tx).toContainText('0x280cde7cdefe4b188750e76c888f13bd05ce9a4d7767730feefe8a0e50ca6fc4');
      await expect(tx).toContainText('0xa12e1462d0ceD572f396F58B6E2D03894cD7C8a4');
      await expect(tx).toContainText('Ethereum (1)');
      await expect(tx.getByTestId('decoded-call')).toContainText('swapExactETHForTokens');
      await pickSecond(page, 'tx-chain');
      await page.getByTestId('tx-input').fill(JSON.stringify({ txID: TRON_TXID, raw_data_hex: TRON_RAW }));
      const tron = page.getByTestId('tron-tx');
      await expect(tron).toContainText(TRON_TXID);
      expect(createHash('sha256').update(Buffer.from(TRON_RAW, 'hex')).digest('hex')).toBe(TRON_TXID);
      await expect(tron).toContainText('TransferContract');
      await expect(tron.getByTestId('txid-check')).toHaveClass(/emerald/);
      watch.check();
    });
  }
});

test.describe('contract console on a local Hardhat chain', () => {
  test.describe.configure({ mode: 'serial' });
  let node: ChildProcess | undefined;
  let counter = '';
  let abi: unknown[] = [];
  let ids: Record<string, string> = {};

  async function rpc(method: string, params: unknown[] = []): Promise<unknown> {
    const r = await fetch(RPC, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const j = (await r.json()) as { result?: unknown; error?: { message: string } };
    if (j.error) throw new Error(j.error.message);
    return j.result;
  }

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    node = spawn(
      join(web, 'node_modules/.bin/hardhat'),
      [
        'node',
        '--config',
        join(here, 'contract-chain/hardhat.config.cjs'),
        '--port',
        String(RPC_PORT),
        '--hostname',
        '127.0.0.1',
      ],
      {
        cwd: join(here, 'contract-chain'),
        env: { ...process.env, HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true' },
        stdio: 'ignore',
      },
    );
    for (let i = 0; i < 120; i++) {
      try {
        if ((await rpc('eth_chainId')) === '0x7a69') break;
      } catch {
        await new Promise((r) => setTimeout(r, 500));
      }
    }
    // Compile Counter.sol with solc-js and deploy it from the node's unlocked account #0.
    const solc = require('solc') as { compile(input: string): string };
    const out = JSON.parse(
      solc.compile(
        JSON.stringify({
          language: 'Solidity',
          sources: { 'Counter.sol': { content: readFileSync(join(here, 'contract-chain/Counter.sol'), 'utf8') } },
          settings: { outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.methodIdentifiers'] } } },
        }),
      ),
    ) as {
      contracts: Record<
        string,
        Record<
          string,
          { abi: unknown[]; evm: { bytecode: { object: string }; methodIdentifiers: Record<string, string> } }
        >
      >;
    };
    const c = out.contracts['Counter.sol']?.Counter;
    if (!c) throw new Error('Counter did not compile');
    abi = c.abi;
    ids = c.evm.methodIdentifiers;
    const hash = (await rpc('eth_sendTransaction', [
      { from: ACCOUNT0, data: `0x${c.evm.bytecode.object}`, gas: '0x200000' },
    ])) as string;
    const receipt = (await rpc('eth_getTransactionReceipt', [hash])) as { contractAddress: string };
    counter = receipt.contractAddress;
  });

  test.afterAll(() => {
    node?.kill('SIGTERM');
  });

  async function injectWallet(page: Page) {
    await page.addInitScript(
      ({ rpcUrl }) => {
        const listeners: Record<string, Array<(x: unknown) => void>> = {};
        const state = { chainId: 1, rejectNext: false };
        (window as unknown as { __wallet: typeof state }).__wallet = state;
        const forward = async (method: string, params: unknown) => {
          const r = await fetch(rpcUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
          });
          const j = await r.json();
          if (j.error) throw Object.assign(new Error(j.error.message), { code: j.error.code, data: j.error.data });
          return j.result;
        };
        const provider = {
          async request({ method, params }: { method: string; params?: unknown }) {
            if (state.rejectNext && (method === 'eth_sendTransaction' || method === 'eth_requestAccounts')) {
              state.rejectNext = false;
              throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
            }
            if (method === 'eth_chainId') return `0x${state.chainId.toString(16)}`;
            if (method === 'eth_requestAccounts') return forward('eth_accounts', []);
            if (method === 'wallet_switchEthereumChain') {
              const id = Number.parseInt((params as Array<{ chainId: string }>)[0]?.chainId ?? '', 16);
              if (id !== 31337) throw Object.assign(new Error('Unrecognized chain'), { code: 4902 });
              state.chainId = id;
              for (const f of listeners.chainChanged ?? []) f(`0x${id.toString(16)}`);
              return null;
            }
            // The page never talks to the node directly on a wrong network: a real wallet would not either.
            if (state.chainId !== 31337 && method === 'eth_sendTransaction') {
              throw Object.assign(new Error('wrong chain'), { code: 4901 });
            }
            return forward(method, params);
          },
          on(ev: string, f: (x: unknown) => void) {
            listeners[ev] = [...(listeners[ev] ?? []), f];
          },
          removeListener(ev: string, f: (x: unknown) => void) {
            listeners[ev] = (listeners[ev] ?? []).filter((g) => g !== f);
          },
        };
        const announce = () =>
          window.dispatchEvent(
            new CustomEvent('eip6963:announceProvider', {
              detail: Object.freeze({
                info: {
                  uuid: '5f2c1d7e-0000-4000-8000-000000000001',
                  name: 'Test Wallet',
                  icon: '',
                  rdns: 'dev.tinkerbox.test',
                },
                provider,
              }),
            }),
          );
        window.addEventListener('eip6963:requestProvider', announce);
        announce();
      },
      { rpcUrl: RPC },
    );
  }

  async function setUp(page: Page, lang: Lang, baseURL: string | undefined, wallet = true) {
    if (wallet) await injectWallet(page);
    await open(page, '/contract_evm', lang, baseURL);
    await page.getByTestId('console-abi').fill(JSON.stringify(abi));
    await page.getByTestId('console-address').fill(counter);
    await page.getByTestId('console-network').selectOption('custom');
    // A custom RPC is contacted only once confirmed (Enter or "Use this RPC"), never while typing.
    await page.getByTestId('console-rpc').fill(RPC);
    await page.getByTestId('console-rpc').press('Enter');
  }

  test('reads through the RPC; wrong network, switch, rejection, simulation, send, revert', async ({
    page,
    baseURL,
  }) => {
    const watch = await watchProblems(page);
    await setUp(page, 'en_US', baseURL);
    await expect(page.getByText('The RPC is chain 31337.')).toBeVisible();

    const count = page.getByTestId('fn-count');
    await count.locator('summary').click();
    await count.getByRole('button', { name: 'Read' }).click();
    await expect(page.locator('#result-count')).toHaveValue('0');

    await page.getByRole('button', { name: 'Connect Test Wallet' }).click();
    await expect(page.getByTestId('wallet-connected')).toContainText(`${ACCOUNT0.toLowerCase()} (chain 1)`);
    await expect(page.getByTestId('network-tip')).toContainText(NETWORK_TIP.en_US);
    const increase = page.getByTestId('fn-increase');
    await increase.locator('summary').click();
    await increase.getByLabel('amount (uint256)', { exact: true }).fill('5');
    await expect(increase.getByRole('button', { name: 'Send' })).toBeDisabled();
    await page.getByRole('button', { name: 'Switch to Hardhat' }).click();
    await expect(page.getByTestId('network-tip')).toHaveCount(0);
    await expect(page.getByTestId('wallet-connected')).toContainText('(chain 31337)');

    // The encoded calldata shown equals solc's selector for increase(uint256) and the ABI word of 5.
    await expect(increase.getByText(`0x${ids['increase(uint256)']}${word('5')}`)).toBeVisible();
    await increase.getByRole('button', { name: 'Simulate' }).click();
    await expect(increase.getByTestId('fn-increase-status')).toHaveText(
      'Simulation passed: the call would not revert.',
    );

    await page.evaluate(() => {
      (window as unknown as { __wallet: { rejectNext: boolean } }).__wallet.rejectNext = true;
    });
    await increase.getByRole('button', { name: 'Send' }).click();
    await expect(increase.getByTestId('fn-increase-error')).toHaveText('You rejected the request in the wallet.');

    await increase.getByRole('button', { name: 'Send' }).click();
    const hash = (await increase.getByTestId('fn-increase-txhash').textContent())?.trim() ?? '';
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    const receipt = (await rpc('eth_getTransactionReceipt', [hash])) as { status: string; to: string };
    expect(receipt.status).toBe('0x1');
    expect(receipt.to.toLowerCase()).toBe(counter.toLowerCase());

    await pickSecond(page, 'console-via');
    await count.getByRole('button', { name: 'Read' }).click();
    await expect(page.locator('#result-count')).toHaveValue('5');
    expect(await rpc('eth_call', [{ to: counter, data: `0x${ids['count()']}` }, 'latest'])).toBe(`0x${word('5')}`);

    // Send simulates first: a call that would revert never reaches the wallet, so no transaction.
    const nonce = await rpc('eth_getTransactionCount', [ACCOUNT0, 'latest']);
    const guarded = page.getByTestId('fn-guarded');
    await guarded.locator('summary').click();
    await guarded.getByLabel('amount (uint256)', { exact: true }).fill('1');
    await guarded.getByRole('button', { name: 'Send' }).click();
    await expect(guarded.getByTestId('fn-guarded-error')).toContainText('The call reverted.');
    expect(await rpc('eth_getTransactionCount', [ACCOUNT0, 'latest'])).toBe(nonce);

    const fail = page.getByTestId('fn-fail');
    await fail.locator('summary').click();
    await fail.getByLabel('amount (uint256)', { exact: true }).fill('1');
    await fail.getByRole('button', { name: 'Read' }).click();
    await expect(fail.getByTestId('fn-fail-error')).toContainText('The call reverted.');
    watch.check();
  });

  for (const lang of ['zh_Hans_CN', 'zh_Hant_HK'] as const) {
    test(`wrong network named in ${lang}`, async ({ page, baseURL }) => {
      const watch = await watchProblems(page);
      await setUp(page, lang, baseURL);
      await page.getByTestId('wallet-box').getByRole('button').first().click();
      await expect(page.getByTestId('network-tip')).toContainText(NETWORK_TIP[lang]);
      watch.check();
    });
  }

  test('a custom RPC URL is contacted once, when confirmed, never while typing', async ({ page, baseURL }) => {
    const watch = await watchProblems(page);
    await open(page, '/contract_evm', 'en_US', baseURL);
    const k = consoleMessages.en_US;
    const sent: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(baseURL ?? 'http://localhost')) sent.push(`${r.url()} ${r.postData() ?? ''}`);
    });
    await page.getByTestId('console-network').selectOption('custom');
    const field = page.getByTestId('console-rpc');
    // Typed key by key, as a visitor does: every prefix (http://1, http://127.0.0.1:8, ...) is a URL too.
    await field.pressSequentially(RPC, { delay: 20 });
    await expect(page.getByText(k.rpcConfirm)).toBeVisible();
    await page.waitForTimeout(1000);
    expect(sent).toEqual([]);
    await field.press('Enter');
    await expect(page.getByText('The RPC is chain 31337.')).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain(`${RPC}/`);
    expect(sent[0]).toContain('eth_chainId');
    // An incomplete URL is refused beside the field, without a request.
    await field.fill('http://');
    await page.getByRole('button', { name: k.rpcUse }).click();
    await expect(page.getByRole('alert')).toContainText(k.rpcIncomplete);
    expect(sent).toHaveLength(1);
    watch.check();
  });

  for (const lang of LANGS) {
    test(`sends from the node's unlocked account without a wallet: receipt, return data, revert reasons (${lang})`, async ({
      page,
      baseURL,
    }) => {
      const watch = await watchProblems(page);
      const k = consoleMessages[lang];
      const m = contractMessages[lang].console;
      const x = abiMessages[lang];
      const arg = (name: string) => fmt(contractMessages[lang].abi.argLabel, { name, type: 'uint256' });
      await setUp(page, lang, baseURL, false);
      // Reading through a wallet that is not connected says so (not "connect a wallet to send").
      const share = page.getByTestId('fn-share');
      await share.locator('summary').click();
      await pickSecond(page, 'console-via');
      await share.getByLabel(arg('by'), { exact: true }).fill('1');
      await share.getByRole('button', { name: m.read }).click();
      await expect(share.getByTestId('fn-share-error')).toHaveText(k.needWalletRead);
      await page.getByTestId('console-via').locator('label').first().click();

      await page.getByRole('button', { name: k.nodeAccounts }).click();
      await expect(page.getByTestId('node-connected')).toContainText('127.0.0.1:8597');
      await expect(page.getByTestId('node-account')).toHaveValue(ACCOUNT0.toLowerCase());

      // Simulate shows what the call would return: the node's count plus 3.
      const before = BigInt(
        (await rpc('eth_call', [{ to: counter, data: `0x${ids['count()']}` }, 'latest'])) as string,
      );
      const capped = page.getByTestId('fn-capped');
      await capped.locator('summary').click();
      await capped.getByLabel(arg('amount'), { exact: true }).fill('3');
      await capped.getByRole('button', { name: m.simulate }).click();
      await expect(capped.getByTestId('fn-capped-status')).toHaveText(k.simReturns);
      await expect(page.locator('#returns-capped')).toHaveValue(String(before + 3n));

      // Send: no wallet, the node signs; the receipt as the node reports it, the log decoded with the ABI.
      await capped.getByRole('button', { name: m.send }).click();
      const receipt = capped.getByTestId('receipt');
      await expect(receipt).toBeVisible({ timeout: 20_000 });
      const hash = (await capped.getByTestId('fn-capped-txhash').textContent())?.trim() ?? '';
      const r = (await rpc('eth_getTransactionReceipt', [hash])) as {
        status: string;
        blockNumber: string;
        gasUsed: string;
      };
      expect(r.status).toBe('0x1');
      await expect(receipt).toContainText(k.statusOk);
      await expect(receipt).toContainText(String(BigInt(r.blockNumber)));
      await expect(receipt).toContainText(String(BigInt(r.gasUsed)));
      await expect(receipt.getByTestId('receipt-events')).toHaveText(
        `Increased(by: ${ACCOUNT0}, amount: 3, count: ${before + 3n})`,
      );

      // Revert reasons: a custom error from the ABI, Error(string), Panic with its meaning.
      await capped.getByLabel(arg('amount'), { exact: true }).fill('11');
      await capped.getByRole('button', { name: m.send }).click();
      const custom = capped.getByTestId('fn-capped-revert');
      await expect(custom).toContainText(x.kindCustom);
      await expect(custom).toContainText('TooMuch(uint256 requested, uint256 limit)');
      await expect(custom.getByTestId('arg-requested')).toHaveText('11');
      await expect(custom.getByTestId('arg-limit')).toHaveText('10');
      const fail = page.getByTestId('fn-fail');
      await fail.locator('summary').click();
      await fail.getByLabel(arg('amount'), { exact: true }).fill('1');
      await fail.getByRole('button', { name: m.read }).click();
      await expect(fail.getByTestId('fn-fail-revert')).toContainText(x.kindError);
      await expect(fail.getByTestId('fn-fail-revert')).toContainText('nope');
      await share.getByLabel(arg('by'), { exact: true }).fill('0');
      await share.getByRole('button', { name: m.read }).click();
      // Solidity's panic code for division by zero is 0x12 (Solidity docs, "Panic via assert and Error via require").
      await expect(share.getByTestId('fn-share-revert')).toContainText('0x12');
      await expect(share.getByTestId('fn-share-revert')).toContainText(x.panics.divisionByZero);

      // An address with no code: no contract on this network, not a decoding error.
      await page.getByTestId('console-address').fill(ACCOUNT0);
      const count = page.getByTestId('fn-count');
      await count.locator('summary').click();
      await count.getByRole('button', { name: m.read }).click();
      await expect(count.getByTestId('fn-count-error')).toHaveText(fmt(k.noContract, { net: 'Hardhat' }));
      watch.check();
    });
  }

  test('networks: Hoodi offered, Holesky not; each shows its RPC endpoint; the value box names the native coin; the banner says what is sent', async ({
    page,
    baseURL,
  }) => {
    const watch = await watchProblems(page);
    await setUp(page, 'en_US', baseURL, false);
    // The confirmed custom RPC (the local Hardhat node) is asked for its chain id; wait for that answer
    // so that the requests recorded below are only those made after switching to a public network.
    await expect(page.getByText('The RPC is chain 31337.')).toBeVisible();
    const sent: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(baseURL ?? 'http://localhost')) sent.push(r.url());
    });
    const network = page.getByTestId('console-network');
    // Chain ids from chainlist.org: Hoodi 560048, Holesky 17000, BNB Smart Chain 56.
    await expect(network.locator('option[value="560048"]')).toHaveCount(1);
    await expect(network.locator('option[value="17000"]')).toHaveCount(0);
    await network.selectOption('56');
    await expect(
      page.getByText(/^Reads and simulations go to https:\/\/\S+ \(this network’s public endpoint\)\.$/),
    ).toBeVisible();
    const deposit = page.getByTestId('fn-deposit');
    await deposit.locator('summary').click();
    await expect(deposit.getByLabel('Value to send (BNB)', { exact: true })).toBeVisible();
    await expect(page.getByTestId('tool-privacy')).toContainText('RPC endpoint');
    await expect(
      page.locator('section[aria-labelledby="tool-title"]').getByText('nothing you enter is sent anywhere'),
    ).toHaveCount(0);
    expect(sent).toEqual([]);
    await gotoHydrated(page, '/abidecoder');
    await expect(page.getByTestId('tool-privacy')).toContainText('api.openchain.xyz');
    watch.check();
  });

  test('TRON: TronLink connection shown shortened, and TronLink signs the built call', async ({ page, baseURL }) => {
    const watch = await watchProblems(page);
    // A stand-in for TronLink's injected API: it records what it was asked to sign and returns it
    // with a signature of 65 bytes of 0x11 (the page must put exactly that into the signed hex).
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      w.tronLink = { request: async () => ({ code: 200 }) };
      w.tronWeb = {
        defaultAddress: { base58: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
        trx: {
          sign: async (tx: { txID: string }) => {
            w.__signed = tx.txID;
            return { ...tx, signature: ['11'.repeat(65)] };
          },
        },
      };
    });
    await open(page, '/contract_evm', 'en_US', baseURL);
    await pickSecond(page, 'tron-signer');
    await page.getByRole('button', { name: 'Connect TronLink' }).click();
    await expect(page.getByText('TronLink: TR7NHq...Lj6t')).toBeVisible();
    await page.getByTestId('tron-to').fill('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    await page.getByTestId('tron-method').fill('approve(address,uint256)');
    await page.getByTestId('tron-data').fill('["TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t", "5"]');
    await page.getByTestId('tron-abi').fill('function approve(address spender, uint256 amount) returns (bool)');
    await page.getByTestId('tron-feelimit').fill('250000000');
    await page.getByTestId('tron-refbytes').fill('fdf6');
    await page.getByTestId('tron-refhash').fill('4cd898aed8ce5d14');
    await page.getByTestId('tron-expiration').fill('1717419846000');
    await page.getByTestId('tron-timestamp').fill('1717419788444');
    await page.getByTestId('tron-build').click();
    const json = JSON.parse(await page.locator('#tron-signed-json').inputValue()) as {
      txID: string;
      raw_data_hex: string;
      raw_data: { fee_limit: number };
    };
    expect(await page.evaluate(() => (window as unknown as { __signed: string }).__signed)).toBe(json.txID);
    expect(createHash('sha256').update(Buffer.from(json.raw_data_hex, 'hex')).digest('hex')).toBe(json.txID);
    expect(json.raw_data.fee_limit).toBe(250000000);
    // Transaction protobuf: field 1 = raw_data, field 2 = the 65-byte signature.
    const rawLen = json.raw_data_hex.length / 2;
    const varint =
      rawLen < 128
        ? rawLen.toString(16).padStart(2, '0')
        : `${((rawLen & 0x7f) | 0x80).toString(16)}${(rawLen >> 7).toString(16).padStart(2, '0')}`;
    expect(await page.locator('#tron-signed-hex').inputValue()).toBe(
      `0a${varint}${json.raw_data_hex}1241${'11'.repeat(65)}`,
    );
    watch.check();
  });

  for (const lang of LANGS) {
    test(`TRON: the signer shown before signing; a short key and an empty block named as such (${lang})`, async ({
      page,
      baseURL,
    }) => {
      const watch = await watchProblems(page);
      const k = consoleMessages[lang];
      await open(page, '/contract_evm', lang, baseURL);
      await page.getByTestId('tron-to').fill('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
      await page.getByTestId('tron-method').fill('transfer(address,uint256)');
      await page.getByTestId('tron-data').fill('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t, 1');
      await page.getByTestId('tron-abi').fill('function transfer(address to, uint256 amount) returns (bool)');
      await page.getByTestId('tron-key').fill('1234');
      await page.getByTestId('tron-build').click();
      await expect(page.getByTestId('tron-error')).toHaveText(
        fmt(errorMessages[lang].INVALID_KEY_SIZE, { expected: 32, actual: 2 }),
      );
      // Key 1: its TRON address is the Base58Check of 0x41 and the Ethereum address of key 1
      // (0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf), TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC.
      await page.getByTestId('tron-key').fill(`${'00'.repeat(31)}01`);
      await expect(page.getByTestId('tron-signer-address')).toContainText('TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC');
      await page.getByTestId('tron-build').click();
      await expect(page.getByTestId('tron-error')).toHaveText(k.tronBlockMissing);
      await expect(page.getByTestId('tron-result')).toHaveCount(0);
      watch.check();
    });
  }

  test('TRON: a call built and signed with a pasted key, never broadcast', async ({ page, baseURL }) => {
    const watch = await watchProblems(page);
    await open(page, '/contract_evm', 'en_US', baseURL);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.getByTestId('tron-key').fill('8e812436a0e3323166e1f0e8ba79e19e217b2c4a53c970d4cca0cfb1078979df');
    await page.getByTestId('tron-to').fill('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    await page.getByTestId('tron-method').fill('transfer(address,uint256)');
    await page.getByTestId('tron-data').fill('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t, 1000000');
    await page.getByTestId('tron-abi').fill('function transfer(address to, uint256 amount) returns (bool)');
    await page.getByTestId('tron-refbytes').fill('fdf6');
    await page.getByTestId('tron-refhash').fill('4cd898aed8ce5d14');
    await page.getByTestId('tron-expiration').fill('1717419846000');
    await page.getByTestId('tron-timestamp').fill('1717419788444');
    await page.getByTestId('tron-method').fill('transfer(address)');
    await page.getByTestId('tron-build').click();
    await expect(page.getByTestId('tron-error')).toContainText('The ABI has no function transfer(address)');
    await page.getByTestId('tron-method').fill('transfer(address,uint256)');
    await page.getByTestId('tron-data').fill('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    await page.getByTestId('tron-build').click();
    await expect(page.getByTestId('tron-error')).toContainText('takes 2 arguments; 1 were given');
    await page.getByTestId('tron-data').fill('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t, 1000000');
    await page.getByTestId('tron-build').click();
    const json = JSON.parse(await page.locator('#tron-signed-json').inputValue()) as {
      txID: string;
      raw_data_hex: string;
      raw_data: { fee_limit: number };
      signature: string[];
    };
    expect(createHash('sha256').update(Buffer.from(json.raw_data_hex, 'hex')).digest('hex')).toBe(json.txID);
    expect(json.raw_data.fee_limit).toBe(150000000);
    expect(json.signature).toHaveLength(1);
    await expect(page.getByTestId('tron-result')).toContainText(json.txID);
    expect(await page.locator('#tron-signed-hex').inputValue()).toContain(json.raw_data_hex);
    // The key field is emptied after signing; nothing went to any TRON node.
    await expect(page.getByTestId('tron-key')).toHaveValue('');
    expect(requests.filter((u) => !u.startsWith(baseURL ?? 'http://localhost'))).toEqual([]);
    watch.check();
  });
});
