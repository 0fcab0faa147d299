import { parseAbiText } from '@tinkerbox/engine/evm';
import { Choice, TextField } from '@tinkerbox/ui';
import { useMemo } from 'react';
import { useLocale, useMessages } from '../../i18n/t.tsx';
import { useKeptState } from '../../lib/kept-state.ts';
import { FieldActions } from '../../shell/tool-parts.tsx';
import { abiMessages } from './abi.messages.ts';
import { CalldataTab } from './abi-calldata.tsx';
import { EncodeTab } from './abi-encode.tsx';
import { LogTab } from './abi-log.tsx';
import { RevertTab } from './abi-revert.tsx';
import { attemptJson } from './abi-text.ts';
import { contractMessages } from './contract.messages.ts';

const EXAMPLE_ABI = `function transfer(address to, uint256 amount) returns (bool)
function approve(address spender, uint256 amount) returns (bool)
event Transfer(address indexed from, address indexed to, uint256 value)
error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)`;

type Tab = 'calldata' | 'log' | 'encode' | 'revert';

/** /abidecoder: calldata, logs and revert data decoded (pasted ABI, bundled signatures, optional online lookup); calldata built. */
export default function AbiView() {
  const { locale } = useLocale();
  const c = useMessages(contractMessages).common;
  const m = useMessages(contractMessages).abi;
  const x = useMessages(abiMessages);
  const [tab, setTab] = useKeptState<Tab>('contract.abi.tab', 'calldata');
  const [abiText, setAbiText] = useKeptState('contract.abi.text', '');
  const abi = useMemo(
    () => (abiText.trim() ? attemptJson(() => parseAbiText(abiText), locale) : null),
    [abiText, locale],
  );
  const abiLabel = tab === 'encode' ? c.abiRequired : c.abiLabel;
  const abiOk = abi?.value ?? undefined;
  return (
    <div className="flex flex-col gap-6">
      <Choice
        label={m.tabsLabel}
        value={tab}
        onChange={setTab}
        options={[
          { value: 'calldata', label: m.tabCalldata },
          { value: 'log', label: m.tabLog },
          { value: 'encode', label: m.tabEncode },
          { value: 'revert', label: x.tabRevert },
        ]}
        testId="abi-tabs"
      />
      <TextField
        label={abiLabel}
        value={abiText}
        onChange={setAbiText}
        multiline
        rows={5}
        placeholder={c.abiPlaceholder}
        error={abi?.error}
        testId="abi-input"
        actions={<FieldActions label={abiLabel} value={abiText} onChange={setAbiText} example={EXAMPLE_ABI} />}
      />
      {tab === 'calldata' && <CalldataTab abiOk={abiOk} />}
      {tab === 'log' && <LogTab abiOk={abiOk} />}
      {tab === 'encode' && <EncodeTab abiOk={abiOk} />}
      {tab === 'revert' && <RevertTab abiOk={abiOk} />}
    </div>
  );
}
