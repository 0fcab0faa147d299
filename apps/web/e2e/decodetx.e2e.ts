import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';
import { TronWeb, utils as tronUtils } from 'tronweb';
import type * as Ethers from '../../../packages/engine/node_modules/ethers/lib.esm/index.js';
import { fmt } from '../app/i18n/define.ts';
import { errorMessages } from '../app/i18n/messages/errors.ts';
import { contractMessages } from '../app/tools/contract/contract.messages.ts';
import { gotoHydrated, type Lang, setLang, test, waitForTool, watchProblems } from './support.ts';

// /decodetx at the edges (issue 15). Every transaction is signed here by ethers (the engine's
// devDependency) and every expected value (hash, sender, created address) is ethers' or tronweb's
// reading of the same bytes, never the site's.

const here = dirname(fileURLToPath(import.meta.url));
const { Transaction, Wallet, getCreateAddress } = createRequire(join(here, '../../../packages/engine/package.json'))(
  'ethers',
) as typeof Ethers;

// Hardhat's default accounts #0 and #1 (hardhat.org "hardhat node" output, publicly known).
const KEY0 = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const KEY1 = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const wallet = new Wallet(KEY0);

function sign(fields: Ethers.TransactionLike): Ethers.Transaction {
  const tx = Transaction.from(fields);
  tx.signature = wallet.signingKey.sign(tx.unsignedHash);
  return tx;
}

const TITLE: Record<Lang, string> = { en_US: 'Transaction decoder', zh_Hans_CN: '交易解析', zh_Hant_HK: '交易解析' };

async function open(page: Page, lang: Lang, baseURL: string | undefined) {
  await setLang(page.context(), baseURL, lang);
  await gotoHydrated(page, '/decodetx');
  await waitForTool(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE[lang]);
}

/** The value cell of the row named `name` in a result. */
function cell(scope: Locator, name: string): Locator {
  return scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${name.replace(/[()[\]\\.*+?^$|{}]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd');
}

async function pickTron(page: Page) {
  const group = page.getByTestId('tx-chain');
  await group.locator('label').nth(1).click();
  await expect(group.getByRole('radio').nth(1)).toBeChecked();
}

test.describe('/decodetx at the edges', () => {
  test('chain id 0 and zero fees decode as ethers reads them, with a note (zh_Hans_CN)', async ({ page, baseURL }) => {
    const m = contractMessages.zh_Hans_CN.tx;
    const watch = await watchProblems(page);
    await open(page, 'zh_Hans_CN', baseURL);
    const tx = sign({
      type: 2,
      chainId: 0,
      nonce: 0,
      to: TO,
      gasLimit: 21000n,
      maxFeePerGas: 0n,
      maxPriorityFeePerGas: 0n,
    });
    await page.getByTestId('tx-input').fill(tx.serialized);
    const result = page.getByTestId('evm-tx');
    await expect(cell(result, m.hash)).toContainText(tx.hash ?? '');
    await expect(cell(result, m.from)).toContainText(tx.from ?? '');
    await expect(cell(result, m.maxFeePerGas)).toContainText('0 gwei');
    await expect(cell(result, m.maxPriorityFeePerGas)).toContainText('0 gwei');
    await expect(result.getByTestId('tx-notes')).toContainText(m.noteChainIdZero);
    watch.check();
  });

  test('amounts in the chain’s own currency; a creation shows the new contract (en_US)', async ({ page, baseURL }) => {
    const m = contractMessages.en_US.tx;
    const watch = await watchProblems(page);
    await open(page, 'en_US', baseURL);
    const polygon = sign({
      type: 2,
      chainId: 137,
      nonce: 1,
      to: TO,
      gasLimit: 21000n,
      value: 1_500_000_000_000_000_000n,
      maxFeePerGas: 30_000_000_000n,
      maxPriorityFeePerGas: 0n,
    });
    await page.getByTestId('tx-input').fill(polygon.serialized);
    const result = page.getByTestId('evm-tx');
    // Polygon's currency is POL (viem/chains); 1.5 × 10^18 wei.
    await expect(cell(result, m.value)).toHaveText(/^1\.5 POL \(1500000000000000000 wei\)/);
    await expect(cell(result, m.maxPriorityFeePerGas)).toContainText('0 gwei');
    const creation = sign({ type: 2, chainId: 1, nonce: 5, gasLimit: 100000n, data: '0x6080604052', maxFeePerGas: 1n });
    await page.getByTestId('tx-input').fill(creation.serialized);
    await expect(cell(result, m.contractAddress)).toContainText(getCreateAddress({ from: wallet.address, nonce: 5 }));
    await expect(cell(result, m.value)).toContainText('0 ETH');
    watch.check();
  });

  test('EIP-4844 network form: the transaction hash, a working explorer link, the form named (zh_Hant_HK)', async ({
    page,
    baseURL,
  }) => {
    const m = contractMessages.zh_Hant_HK.tx;
    const watch = await watchProblems(page);
    await open(page, 'zh_Hant_HK', baseURL);
    const tx = Transaction.from({
      type: 3,
      chainId: 11155111,
      nonce: 9,
      to: TO,
      gasLimit: 21000n,
      maxFeePerGas: 10n ** 9n,
      maxPriorityFeePerGas: 0n,
      maxFeePerBlobGas: 0n,
    });
    // Commitment and proof need not be valid KZG to be decoded; ethers derives the versioned hash.
    tx.blobs = [
      {
        data: new Uint8Array(131072).fill(1, 0, 31),
        commitment: new Uint8Array(48).fill(3),
        proof: new Uint8Array(48).fill(4),
      },
    ];
    tx.signature = wallet.signingKey.sign(tx.unsignedHash);
    const hash = tx.hash ?? '';
    await page.getByTestId('tx-input').fill(tx.serialized);
    const result = page.getByTestId('evm-tx');
    await expect(cell(result, m.hash)).toContainText(hash);
    await expect(result.getByRole('link', { name: m.explorer })).toHaveAttribute(
      'href',
      `https://sepolia.etherscan.io/tx/${hash}`,
    );
    await expect(result.getByTestId('tx-network-form')).toContainText(fmt(m.networkForm, { blobs: 1, proofs: 1 }));
    await expect(cell(result, m.maxFeePerBlobGas)).toHaveText('0 wei');
    watch.check();
  });

  test('EIP-7702: an authorization for chain 0 is marked valid on every chain (en_US)', async ({ page, baseURL }) => {
    const m = contractMessages.en_US.tx;
    await open(page, 'en_US', baseURL);
    const signer = new Wallet(KEY1);
    const auth = signer.authorizeSync({ address: TO, nonce: 0, chainId: 0 });
    const tx = sign({
      type: 4,
      chainId: 1,
      nonce: 0,
      to: TO,
      gasLimit: 60000n,
      maxFeePerGas: 1n,
      authorizationList: [auth],
    });
    await page.getByTestId('tx-input').fill(tx.serialized);
    await expect(page.getByTestId('tx-authorizations')).toContainText(
      fmt(m.authorization, { address: TO, chain: m.anyChain, nonce: 0, authority: signer.address }),
    );
  });

  for (const lang of ['en_US', 'zh_Hans_CN', 'zh_Hant_HK'] as const) {
    test(`errors name the cause: odd hex, a pasted hash (${lang})`, async ({ page, baseURL }) => {
      const e = errorMessages[lang];
      await open(page, lang, baseURL);
      const input = page.getByTestId('tx-input');
      const raw = sign({ type: 2, chainId: 1, nonce: 0, to: TO, gasLimit: 21000n }).serialized;
      await input.fill(raw.slice(0, -1));
      await expect(page.getByRole('alert')).toHaveText(fmt(e.ODD_HEX_LENGTH, { digits: raw.length - 3 }));
      await input.fill(Transaction.from(raw).hash ?? '');
      await expect(page.getByRole('alert')).toHaveText(fmt(e.TX_LOOKS_LIKE_HASH, { bytes: 32 }));
      await expect(page.getByTestId('evm-tx')).toHaveCount(0);
      // The visitor's text stays.
      await expect(input).toHaveValue(Transaction.from(raw).hash ?? '');
    });
  }

  test('TRON: a signature by someone other than the owner, and raw_data disagreeing with raw_data_hex (zh_Hans_CN)', async ({
    page,
    baseURL,
  }) => {
    const m = contractMessages.zh_Hans_CN.tx;
    const watch = await watchProblems(page);
    await open(page, 'zh_Hans_CN', baseURL);
    await pickTron(page);
    // A mainnet transfer (Ledger Live fixtures), 5 sun from TQ1ftRqTLfKuFKqQ9n1tpDJ3tfSLHnvaTk's key.
    const raw =
      '0a02fdf622084cd898aed8ce5d1440f0d2ccf1fd315a65080112610a2d747970652e676f6f676c65617069732e636f6d2f70726f746f636f6c2e5472616e73666572436f6e747261637412300a15419b3281a60ab7a44f351ef2896c653f134972ad2212154105cc125604448afeb6867eb688efb7e80411d57a1805709c91c9f1fd31';
    const txID = '47086db397eac45d2fe7dacedcb6f77267d6895dce645210e495e64f8a2a7910';
    const other = KEY1.slice(2);
    const signed = tronUtils.crypto.signTransaction(other, {
      txID,
      raw_data_hex: raw,
      signature: [],
    } as never) as unknown as {
      signature: string[];
    };
    const stranger = TronWeb.address.fromPrivateKey(other) as string;
    const owner = TronWeb.address.fromHex('419b3281a60ab7a44f351ef2896c653f134972ad22');
    await page.getByTestId('tx-input').fill(JSON.stringify({ txID, raw_data_hex: raw, signature: signed.signature }));
    const warnings = page.getByTestId('tron-warnings');
    await expect(warnings).toContainText(fmt(m.signerNotOwner, { n: 1, signer: stranger, owner }));
    // The same transfer's raw_data, but saying 500 sun: tronweb encodes it to other bytes.
    const rawData = {
      contract: [
        {
          parameter: {
            value: {
              amount: 500,
              owner_address: '419b3281a60ab7a44f351ef2896c653f134972ad22',
              to_address: '4105cc125604448afeb6867eb688efb7e80411d57a',
            },
            type_url: 'type.googleapis.com/protocol.TransferContract',
          },
          type: 'TransferContract',
        },
      ],
      ref_block_bytes: 'fdf6',
      ref_block_hash: '4cd898aed8ce5d14',
      expiration: 1717419846000,
      timestamp: 1717419788444,
    };
    await page.getByTestId('tx-input').fill(JSON.stringify({ txID, raw_data: rawData, raw_data_hex: raw }));
    await expect(warnings).toContainText(m.rawDataMismatch);
    await expect(cell(page.getByTestId('tron-tx'), m.amount)).toContainText('5 sun');
    watch.check();
  });

  test('TRON: an unreadable transaction says why in the visitor’s language (zh_Hant_HK)', async ({ page, baseURL }) => {
    const m = contractMessages.zh_Hant_HK.tx;
    await open(page, 'zh_Hant_HK', baseURL);
    await pickTron(page);
    const input = page.getByTestId('tx-input');
    // The “x” on line 2, column 3 is where the JSON breaks (counted by hand).
    await input.fill('{\n  x\n}');
    await expect(page.getByRole('alert')).toHaveText(fmt(m.tronBadJson, { line: 2, column: 3 }));
    await input.fill('{"foo": 1}');
    await expect(page.getByRole('alert')).toHaveText(m.tronNoRawData);
    await expect(page.getByTestId('tron-tx')).toHaveCount(0);
  });
});
