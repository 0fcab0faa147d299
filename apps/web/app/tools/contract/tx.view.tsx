import { type DecodedEvmTransaction, decodeEvmTransaction, parseAbiText } from '@tinkerbox/engine/evm';
import { Choice, TextField } from '@tinkerbox/ui';
import { useEffect, useMemo, useState } from 'react';
import { useLocale, useMessages } from '../../i18n/t.tsx';
import { attempt, errorText } from '../../lib/error-text.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { useLazyModule } from '../../lib/lazy-module.ts';
import { FieldActions } from '../../shell/tool-parts.tsx';
import { contractMessages } from './contract.messages.ts';
import { EvmResult } from './tx-evm.tsx';

/** TRON's decoder (tronweb, 185 KB compressed) loads when the visitor picks TRON, not with the page. */
const loadTronPart = () => import('./tx-tron.tsx');

// A Uniswap V2 swap on Ethereum mainnet (tx 0x280cde7c…6fc4) and a TRON mainnet transfer (txID 47086db3…7910).
const EXAMPLE_EVM =
  '0xf9015482078b8505d21dba0083022ef1947a250d5630b4cf539739df2c5dacb4c659f2488d880c46549a521b13d8b8e47ff36ab50000000000000000000000000000000000000000000066ab5a608bd00a23f2fe000000000000000000000000000000000000000000000000000000000000008000000000000000000000000048c04ed5691981c42154c6167398f95e8f38a7ff00000000000000000000000000000000000000000000000000000000632ceac70000000000000000000000000000000000000000000000000000000000000002000000000000000000000000c02aaa39b223fe8d0a0e5c4f27ead9083c756cc20000000000000000000000006c6ee5e31d828de241282b9606c8e98ea48526e225a0c9077369501641a92ef7399ff81c21639ed4fd8fc69cb793cfa1dbfab342e10aa0615facb2f1bcf3274a354cfe384a38d0cc008a11c2dd23a69111bc6930ba27a8';
const EXAMPLE_TRON = JSON.stringify(
  {
    txID: '47086db397eac45d2fe7dacedcb6f77267d6895dce645210e495e64f8a2a7910',
    raw_data_hex:
      '0a02fdf622084cd898aed8ce5d1440f0d2ccf1fd315a65080112610a2d747970652e676f6f676c65617069732e636f6d2f70726f746f636f6c2e5472616e73666572436f6e747261637412300a15419b3281a60ab7a44f351ef2896c653f134972ad2212154105cc125604448afeb6867eb688efb7e80411d57a1805709c91c9f1fd31',
    signature: [
      'c1c0b1ad18f56248ebc6820c611cd65683cef6b5deed8002246cc00df7e79f9f73d48c35b8c2e41694ef23c8020ab8c578c0aa57b7e079683f322e45c88b0e0700',
    ],
  },
  null,
  2,
);

/** /decodetx: a raw signed EVM transaction of any type, or a TRON transaction, decoded. */
export default function TxView() {
  const { locale } = useLocale();
  const m = useMessages(contractMessages).tx;
  const c = useMessages(contractMessages).common;
  const [chain, setChain] = useKeptState<'evm' | 'tron'>('contract.tx.chain', 'evm');
  const [text, setText] = useKeptState('contract.tx.text', '');
  const [abiText, setAbiText] = useKeptState('contract.tx.abi', '');
  const abi = useMemo(() => (abiText.trim() ? attempt(() => parseAbiText(abiText), locale) : null), [abiText, locale]);
  const abiValue = abi?.value ?? undefined;
  const [evm, setEvm] = useState<{ tx?: DecodedEvmTransaction; error?: unknown }>({});
  useEffect(() => {
    if (chain !== 'evm' || !text.trim()) {
      setEvm({});
      return;
    }
    let live = true;
    decodeEvmTransaction(text, abiValue).then(
      (tx) => live && setEvm({ tx }),
      (e: unknown) => live && setEvm({ error: e }),
    );
    return () => {
      live = false;
    };
  }, [chain, text, abiValue]);
  // Bad input is the visitor's message; any other error is a bug for the tool's error boundary.
  const evmError = evm.error === undefined ? undefined : errorText(evm.error, locale);
  const tronPart = useLazyModule(loadTronPart, chain === 'tron');
  const tron = chain === 'tron' && text.trim() && tronPart ? tronPart.decodeTron(text, abiValue, locale) : null;
  const txLabel = chain === 'evm' ? m.txLabel : m.tronTxLabel;
  const example = chain === 'evm' ? EXAMPLE_EVM : EXAMPLE_TRON;
  return (
    <div className="flex flex-col gap-6">
      <Choice
        label={m.chainLabel}
        value={chain}
        onChange={setChain}
        options={[
          { value: 'evm', label: m.evm },
          { value: 'tron', label: m.tron },
        ]}
        testId="tx-chain"
      />
      <TextField
        label={txLabel}
        value={text}
        onChange={setText}
        multiline
        rows={6}
        placeholder={chain === 'evm' ? '0x02f8…' : '{"raw_data_hex": "0a02…"}'}
        error={chain === 'evm' ? evmError : tron?.error}
        testId="tx-input"
        actions={<FieldActions label={txLabel} value={text} onChange={setText} example={example} />}
      />
      <TextField
        label={c.abiLabel}
        value={abiText}
        onChange={setAbiText}
        multiline
        rows={3}
        placeholder={c.abiPlaceholder}
        error={abi?.error}
        testId="tx-abi"
        actions={<FieldActions label={c.abiLabel} value={abiText} onChange={setAbiText} />}
      />
      {chain === 'evm' && evm.tx && <EvmResult tx={evm.tx} />}
      {chain === 'tron' && tron?.value && tronPart && <tronPart.TronResult tx={tron.value} />}
    </div>
  );
}
