import { Button, EarlyButton, Select } from '@tinkerbox/ui';
import type { ReactNode } from 'react';
import type { Hex } from 'viem';
import { fmt, useMessages, useT } from '../../i18n/t.tsx';
import { consoleMessages } from './console.messages.ts';
import { contractMessages } from './contract.messages.ts';
import type { EvmConsoleState } from './use-evm-console.ts';
import { useWallets } from './wallets.ts';

/** The sender when connected: a wallet's account, or a pick among the node's unlocked accounts. */
function Connected({ s }: { s: EvmConsoleState }) {
  const m = useMessages(contractMessages).console;
  const k = useMessages(consoleMessages);
  const conn = s.conn;
  if (!conn) return null;
  return (
    <div className="flex flex-wrap items-end gap-3">
      {conn.node ? (
        <div className="flex flex-col gap-1">
          <span className="text-sm" data-testid="node-connected">
            {fmt(k.nodeConnected, { host: conn.node.host, chain: conn.chainId })}
          </span>
          <Select
            label={k.nodeAccount}
            value={conn.account}
            onChange={(a) => s.pickNodeAccount(a as Hex)}
            options={conn.node.accounts.map((a) => ({ value: a, label: a }))}
            testId="node-account"
          />
        </div>
      ) : (
        <span className="font-mono text-sm break-all" data-testid="wallet-connected">
          {fmt(m.connected, { address: conn.account, chain: conn.chainId })}
        </span>
      )}
      <Button onClick={s.disconnect}>{m.disconnect}</Button>
    </div>
  );
}

/**
 * Who sends: the wallets found in the browser, or a local node's unlocked accounts; the connected one,
 * and the tip to switch a wallet to the console's network.
 */
export function WalletBox({ s }: { s: EvmConsoleState }) {
  const t = useT();
  const m = useMessages(contractMessages).console;
  const k = useMessages(consoleMessages);
  const { wallets, searching } = useWallets();
  let body: ReactNode;
  if (s.conn) body = <Connected s={s} />;
  else
    body = (
      <>
        {wallets.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {wallets.map((x) => (
              <Button key={x.info.uuid} onClick={() => s.connect(x)}>
                {x.info.icon && <img src={x.info.icon} alt="" width={20} height={20} />}
                {fmt(m.connect, { name: x.info.name })}
              </Button>
            ))}
          </div>
        ) : (
          // both lines in one cell, the one not said hidden: the box keeps its height when the search ends
          // (once the page has settled, decision 0212, when the text below may be in view)
          <p className="grid text-sm text-slate-600">
            <span className={`col-start-1 row-start-1 ${searching ? '' : 'invisible'}`} aria-hidden={!searching}>
              {m.searching}
            </span>
            <span className={`col-start-1 row-start-1 ${searching ? 'invisible' : ''}`} aria-hidden={searching}>
              {m.noWallet}
            </span>
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <EarlyButton early="console-node" onClick={s.connectNode} disabled={!s.url}>
            {k.nodeAccounts}
          </EarlyButton>
          <span className="text-xs text-slate-500">{k.nodeNote}</span>
        </div>
      </>
    );
  return (
    <div className="flex flex-col gap-2" data-testid="wallet-box">
      <h3 className="text-base font-semibold">{m.walletHeading}</h3>
      {body}
      {s.wrongNetwork && !s.conn?.node && (
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
