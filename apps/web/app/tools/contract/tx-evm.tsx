import type { DecodedEvmTransaction, EvmTxNote } from '@tinkerbox/engine/evm';
import { Section } from '@tinkerbox/ui';
import { fmt, useMessages } from '../../i18n/t.tsx';
import { Row, Rows } from '../../shell/tool-parts.tsx';
import { contractMessages } from './contract.messages.ts';
import { CallView } from './contract.widgets.tsx';

// What each type is called; its EIP-2718 type byte comes from the engine (tx.typeByte).
const TYPE_NAMES: Record<DecodedEvmTransaction['type'], string> = {
  legacy: 'Legacy',
  eip2930: 'EIP-2930 access list',
  eip1559: 'EIP-1559',
  eip4844: 'EIP-4844 blob',
  eip7702: 'EIP-7702 set code',
};

type TxMessages = (typeof contractMessages)['en_US']['tx'];

// The message for each reason the engine gives why a chain would refuse the transaction.
const NOTE_MESSAGES: Record<EvmTxNote, keyof TxMessages> = {
  CHAIN_ID_ZERO: 'noteChainIdZero',
  NO_BLOBS: 'noteNoBlobs',
  NO_RECIPIENT: 'noteNoRecipient',
  NO_AUTHORIZATIONS: 'noteNoAuthorizations',
  TIP_ABOVE_FEE_CAP: 'noteTipAboveFeeCap',
  HIGH_S: 'noteHighS',
  BLOB_HASH_MISMATCH: 'noteBlobHashMismatch',
};

const noteClass = 'rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900';

/** Why a chain would refuse it, and whether it came in the EIP-4844 network form. */
function EvmNotices({ tx, m }: { tx: DecodedEvmTransaction; m: TxMessages }) {
  return (
    <>
      {tx.notes.length > 0 && (
        <div role="status" data-testid="tx-notes" className={noteClass}>
          <p className="font-medium">{m.notesHeading}</p>
          <ul className="list-disc pl-5">
            {tx.notes.map((n) => (
              <li key={n}>{m[NOTE_MESSAGES[n]]}</li>
            ))}
          </ul>
        </div>
      )}
      {tx.sidecar && (
        <p
          role="note"
          data-testid="tx-network-form"
          className="rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900"
        >
          {fmt(m.networkForm, { blobs: tx.sidecar.blobs, proofs: tx.sidecar.proofs })}
        </p>
      )}
    </>
  );
}

function EvmFields({ tx, m }: { tx: DecodedEvmTransaction; m: TxMessages }) {
  return (
    <Rows>
      <Row
        name={m.type}
        value={`${TYPE_NAMES[tx.type]} (type ${tx.typeByte})${tx.type === 'legacy' && tx.chainId !== null ? ', EIP-155' : ''}`}
      />
      <Row name={m.hash} value={tx.hash}>
        {tx.explorerUrl && (
          <a
            className="shrink-0 text-sm text-sky-700 underline"
            href={`${tx.explorerUrl}/tx/${tx.hash}`}
            target="_blank"
            rel="noreferrer"
          >
            {m.explorer}
          </a>
        )}
      </Row>
      <Row name={m.from} value={tx.from} />
      <Row name={m.to} value={tx.to ?? m.creation} />
      {tx.contractAddress && <Row name={m.contractAddress} value={tx.contractAddress} />}
      <Row
        name={m.chain}
        value={
          tx.chainId === null
            ? m.noChain
            : tx.chainName
              ? `${tx.chainName} (${tx.chainId})`
              : fmt(m.chainUnknown, { id: tx.chainId })
        }
      />
      <Row name={m.nonce} value={String(tx.nonce)} />
      <Row name={m.value} value={eth(tx, tx.value, tx.valueEther, m)} />
      <Row name={m.gasLimit} value={tx.gas} />
      {tx.gasPrice !== undefined && <Row name={m.gasPrice} value={`${tx.fees.gasPriceGwei} gwei`} />}
      {tx.maxFeePerGas !== undefined && <Row name={m.maxFeePerGas} value={`${tx.fees.maxFeePerGasGwei} gwei`} />}
      {tx.maxPriorityFeePerGas !== undefined && (
        <Row name={m.maxPriorityFeePerGas} value={`${tx.fees.maxPriorityFeePerGasGwei} gwei`} />
      )}
      {tx.maxFeePerBlobGas !== undefined && <Row name={m.maxFeePerBlobGas} value={`${tx.maxFeePerBlobGas} wei`} />}
      {tx.blobVersionedHashes && <Row name={m.blobHashes} value={tx.blobVersionedHashes.join('\n')} />}
      {tx.accessList && tx.accessList.length > 0 && (
        <Row
          name={m.accessList}
          value={tx.accessList.map((a) => `${a.address}${a.storageKeys.map((k) => `\n  ${k}`).join('')}`).join('\n')}
        />
      )}
      {tx.authorizationList && (
        <Row name={m.authorizations}>
          <ul className="text-sm" data-testid="tx-authorizations">
            {tx.authorizationList.map((a, i) => (
              <li key={i} className="font-mono break-all">
                {fmt(m.authorization, {
                  address: a.address,
                  chain: a.anyChain ? m.anyChain : a.chainId,
                  nonce: a.nonce,
                  authority: a.authority ?? m.unrecoverable,
                })}
              </li>
            ))}
          </ul>
        </Row>
      )}
      <Row
        name={m.signature}
        value={`${tx.v !== undefined ? `v ${tx.v}` : `yParity ${tx.yParity}`}\nr ${tx.r}\ns ${tx.s}`}
      />
    </Rows>
  );
}

/** An amount in the chain's own currency (ETH, POL, BNB, XDAI…), with its wei. */
function eth(tx: DecodedEvmTransaction, wei: string, ether: string, m: TxMessages): string {
  return `${ether} ${tx.symbol ?? m.nativeCoin} (${wei} wei)`;
}

/** A decoded EVM transaction: notices, fields, fees and calldata. */
export function EvmResult({ tx }: { tx: DecodedEvmTransaction }) {
  const m = useMessages(contractMessages).tx;
  const a = useMessages(contractMessages).abi;
  return (
    <div className="flex flex-col gap-6" data-testid="evm-tx">
      <Section title={m.fieldsHeading}>
        <EvmNotices tx={tx} m={m} />
        <EvmFields tx={tx} m={m} />
      </Section>
      <Section title={m.feesHeading}>
        <Rows testId="evm-fees">
          <Row name={m.maxGasFee} value={eth(tx, tx.fees.maxGasFee, tx.fees.maxGasFeeEther, m)} />
          {tx.fees.maxPriorityFee !== undefined && (
            <Row name={m.maxPriorityFee} value={`${tx.fees.maxPriorityFee} wei`} />
          )}
          {tx.fees.maxBlobFee !== undefined && <Row name={m.maxBlobFee} value={`${tx.fees.maxBlobFee} wei`} />}
          <Row name={m.maxTotal} value={eth(tx, tx.fees.maxTotal, tx.fees.maxTotalEther, m)} />
        </Rows>
        <p className="text-xs text-slate-500">{m.feeNote}</p>
      </Section>
      {tx.data !== '0x' && (
        <Section title={m.data}>
          <Rows>
            <Row name={m.data} value={tx.data} />
          </Rows>
          {tx.call ? (
            <CallView call={tx.call} />
          ) : (
            tx.data.length >= 10 && (
              <p role="status" className={noteClass}>
                {fmt(a.unknownSelector, { selector: tx.data.slice(0, 10) })}
              </p>
            )
          )}
        </Section>
      )}
    </div>
  );
}
