import { evmChains, formatSignature } from '@tinkerbox/engine/evm';
import { Button, Choice, Section, Select, TextField } from '@tinkerbox/ui';
import { type ReactNode, useMemo } from 'react';
import { fmt, useMessages, useT } from '../../i18n/t.tsx';
import { FieldActions } from '../../shell/tool-parts.tsx';
import { contractMessages } from './contract.messages.ts';
import { FunctionCard } from './evm-function.tsx';
import { useReady } from './parts.tsx';
import TronConsole from './tron-console.tsx';
import { type EvmConsoleState, useEvmConsole } from './use-evm-console.ts';
import { useWallets } from './wallets.ts';

// A minimal ERC-20 ABI as the example.
const EXAMPLE_ABI = `function name() view returns (string)
function symbol() view returns (string)
function decimals() view returns (uint8)
function balanceOf(address owner) view returns (uint256)
function transfer(address to, uint256 amount) returns (bool)`;

/** The wallets found in the browser, the connected one, and the tip to switch to the console's network. */
function WalletBox({ s }: { s: EvmConsoleState }) {
  const t = useT();
  const m = useMessages(contractMessages).console;
  const { wallets, searching } = useWallets();
  let body: ReactNode;
  if (s.conn)
    body = (
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-mono text-sm break-all" data-testid="wallet-connected">
          {fmt(m.connected, { address: s.conn.account, chain: s.conn.chainId })}
        </span>
        <Button onClick={s.disconnect}>{m.disconnect}</Button>
      </div>
    );
  else if (searching) body = <p className="text-sm text-slate-600">{m.searching}</p>;
  else if (wallets.length === 0) body = <p className="text-sm text-slate-600">{m.noWallet}</p>;
  else
    body = (
      <div className="flex flex-wrap gap-2">
        {wallets.map((x) => (
          <Button key={x.info.uuid} onClick={() => s.connect(x)}>
            {x.info.icon && <img src={x.info.icon} alt="" width={20} height={20} />}
            {fmt(m.connect, { name: x.info.name })}
          </Button>
        ))}
      </div>
    );
  return (
    <div className="flex flex-col gap-2" data-testid="wallet-box">
      <h3 className="text-base font-semibold">{m.walletHeading}</h3>
      {body}
      {s.wrongNetwork && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="network-tip"
        >
          <span>{t.product.networktip.replace('#net#', s.netName)}</span>
          <Button onClick={s.switchNetwork}>{fmt(m.switchTo, { net: s.netName })}</Button>
        </div>
      )}
      {s.walletError && (
        <p role="alert" className="text-sm text-red-700" data-testid="wallet-error">
          {s.walletError}
        </p>
      )}
    </div>
  );
}

/** Where the console calls: the contract, the network (or a custom RPC) and whether reads use the wallet. */
function Target({ s }: { s: EvmConsoleState }) {
  const m = useMessages(contractMessages).console;
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
        testId="console-network"
      />
      {s.network === 'custom' && (
        <TextField
          label={m.rpcLabel}
          value={s.rpcUrl}
          onChange={s.setRpcUrl}
          placeholder="http://127.0.0.1:8545"
          error={s.rpcChain.error}
          hint={s.rpcChain.id !== undefined ? fmt(m.chainOfRpc, { id: s.rpcChain.id }) : undefined}
          testId="console-rpc"
          actions={<FieldActions label={m.rpcLabel} value={s.rpcUrl} onChange={s.setRpcUrl} />}
        />
      )}
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
              wrongNetwork={s.wrongNetwork}
              explorer={s.explorer}
            />
          ))}
        </div>
      )}
    </Section>
  );
}

/** /contract_evm: an EVM contract console (RPC or EIP-6963 wallet) and the TRON call builder. */
export default function ConsoleView() {
  const ready = useReady();
  return (
    <div className="flex flex-col" data-ready={ready}>
      <EvmConsole />
      <TronConsole />
    </div>
  );
}
