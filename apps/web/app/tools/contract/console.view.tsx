import { evmChains, formatSignature } from '@tinkerbox/engine/evm';
import { Button, Choice, Section, Select, TextField } from '@tinkerbox/ui';
import { useMemo } from 'react';
import { fmt, useMessages } from '../../i18n/t.tsx';
import { LaterEach } from '../../shell/later-each.tsx';
import { FieldActions } from '../../shell/tool-parts.tsx';
import { consoleMessages } from './console.messages.ts';
import { WalletBox } from './console-wallet.tsx';
import { contractMessages } from './contract.messages.ts';
import { FunctionCard } from './evm-function.tsx';
import TronConsole from './tron-console.tsx';
import { type EvmConsoleState, useEvmConsole } from './use-evm-console.ts';
import { hostOf } from './use-rpc-target.ts';

// A minimal ERC-20 ABI as the example.
const EXAMPLE_ABI = `function name() view returns (string)
function symbol() view returns (string)
function decimals() view returns (uint8)
function balanceOf(address owner) view returns (uint256)
function transfer(address to, uint256 amount) returns (bool)`;

/** The custom RPC URL: contacted only when the visitor confirms it, with Enter or the Use button. */
function RpcField({ s }: { s: EvmConsoleState }) {
  const m = useMessages(contractMessages).console;
  const k = useMessages(consoleMessages);
  const pending = s.rpcText.trim() !== s.rpcUsed;
  let hint = k.rpcConfirm;
  if (s.rpcChain.asking) hint = fmt(k.rpcAsking, { host: hostOf(s.rpcUsed) });
  else if (pending && s.rpcUsed) hint = fmt(k.rpcChanged, { url: s.rpcUsed });
  else if (s.rpcChain.id !== undefined) hint = fmt(m.chainOfRpc, { id: s.rpcChain.id });
  return (
    <TextField
      label={m.rpcLabel}
      type="url"
      value={s.rpcText}
      onChange={s.setRpcText}
      placeholder="http://127.0.0.1:8545"
      error={s.rpcError ?? (pending ? undefined : s.rpcChain.error)}
      hint={hint}
      testId="console-rpc"
      controlProps={{
        onKeyDown: (e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            s.confirmRpc();
          }
        },
      }}
      actions={
        <>
          <Button size="sm" variant="primary" onClick={s.confirmRpc} disabled={!s.rpcText.trim()}>
            {k.rpcUse}
          </Button>
          <FieldActions label={m.rpcLabel} value={s.rpcText} onChange={s.setRpcText} />
        </>
      }
    />
  );
}

/** Where the console calls: the contract, the network (or a custom RPC) and whether reads use the wallet. */
function Target({ s }: { s: EvmConsoleState }) {
  const m = useMessages(contractMessages).console;
  const k = useMessages(consoleMessages);
  const c = useMessages(contractMessages).common;
  const chains = useMemo(() => evmChains(), []);
  return (
    <>
      <TextField
        label={c.abiRequired}
        value={s.abiText}
        onChange={s.setAbiText}
        multiline
        rows={5}
        placeholder={c.abiPlaceholder}
        error={s.abiError}
        testId="console-abi"
        actions={<FieldActions label={c.abiRequired} value={s.abiText} onChange={s.setAbiText} example={EXAMPLE_ABI} />}
      />
      <TextField
        label={m.addressLabel}
        value={s.addressText}
        onChange={s.setAddressText}
        placeholder="0x…"
        error={s.addressError}
        testId="console-address"
        actions={<FieldActions label={m.addressLabel} value={s.addressText} onChange={s.setAddressText} />}
      />
      <Select
        label={m.networkLabel}
        value={s.network}
        onChange={s.setNetwork}
        options={[
          ...chains.map((ch) => ({ value: String(ch.id), label: `${ch.name} (${ch.id})` })),
          { value: 'custom', label: m.customRpc },
        ]}
        hint={s.knownNetwork ? fmt(k.presetRpc, { url: s.knownNetwork.rpcUrl }) : undefined}
        testId="console-network"
      />
      {s.custom && <RpcField s={s} />}
      <Choice
        label={m.readVia}
        value={s.via}
        onChange={s.setVia}
        options={[
          { value: 'rpc', label: m.viaRpc },
          { value: 'wallet', label: m.viaWallet },
        ]}
        testId="console-via"
      />
      <p className="text-xs text-slate-500">
        <span className="mr-1 rounded bg-amber-100 px-1.5 py-0.5 font-semibold text-amber-900">{c.online}</span>
        {m.rpcNote}
      </p>
    </>
  );
}

function EvmConsole() {
  const m = useMessages(contractMessages).console;
  const s = useEvmConsole();
  return (
    <Section title={m.evmHeading} testId="evm-console">
      <Target s={s} />
      <WalletBox s={s} />
      <h3 className="text-base font-semibold">{m.functionsHeading}</h3>
      {s.fns.length === 0 ? (
        <p className="text-sm text-slate-600">{m.noFunctions}</p>
      ) : (
        <div className="flex flex-col gap-2">
          {s.fns.map((fn) => (
            <FunctionCard
              key={formatSignature(fn)}
              fn={fn}
              address={s.address}
              readClient={s.readClient}
              conn={s.conn}
              abi={s.abi}
              symbol={s.symbol}
              netName={s.netName}
              noReader={s.noReader}
              wrongNetwork={s.wrongNetwork}
              explorer={s.explorer}
            />
          ))}
        </div>
      )}
    </Section>
  );
}

/**
 * /contract_evm: an EVM contract console (RPC or EIP-6963 wallet) and the TRON call builder, each
 * hydrated in a task of its own (shell/later.tsx; issue 17).
 */
export default function ConsoleView() {
  return (
    <div className="flex flex-col">
      <LaterEach name="contract-console" parts={[<EvmConsole key="evm" />, <TronConsole key="tron" />]} />
    </div>
  );
}
