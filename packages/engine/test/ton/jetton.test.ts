import { Address, beginCell, type Cell, internal, storeMessageRelaxed } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { decodeTonBoc, JETTON_OPS } from '../../src/ton/index.ts';
import boc from '../vectors/ton/boc.json' with { type: 'json' };

// Every body below is built with @ton/core's beginCell in TEP-74's layout; the expected fields are the
// values stored, and the expected cell is found by @ton/core's own cell hash.

const OWNER = Address.parse('EQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4wJB');
const WALLET = Address.parse('EQBaKIMq5Am2p_rfR1IFTwsNWHxBkOpLTmwUain5Fj4llTXk');
const NEW_OWNER = Address.parse('EQAFwMs5ha8OgZ9M4hQr80z9NkE7rGxUpE1hCFndiY6JnDx8');
const show = (a: Address) => a.toString({ bounceable: true, urlSafe: true });
const comment = (text: string) => beginCell().storeUint(0, 32).storeStringTail(text).endCell();

function transferBody(payloadInRef: boolean): Cell {
  const b = beginCell()
    .storeUint(0x0f8a7ea5, 32)
    .storeUint(42n, 64)
    .storeCoins(1_234_567_890_123n)
    .storeAddress(NEW_OWNER)
    .storeAddress(WALLET)
    .storeMaybeRef(beginCell().storeUint(7, 8).endCell())
    .storeCoins(50_000_000n);
  return payloadInRef
    ? b.storeBit(1).storeRef(comment('gm 你好')).endCell()
    : b.storeBit(0).storeUint(0, 32).storeStringTail('gm 你好').endCell();
}

const BODIES = {
  transfer: transferBody(false),
  'transfer-notification': beginCell()
    .storeUint(0x7362d09c, 32)
    .storeUint(1n, 64)
    .storeCoins(10n ** 18n)
    .storeAddress(OWNER)
    .storeBit(1)
    .storeRef(comment('thanks'))
    .endCell(),
  'internal-transfer': beginCell()
    .storeUint(0x178d4519, 32)
    .storeUint(2n, 64)
    .storeCoins(5n)
    .storeAddress(OWNER)
    .storeAddress(WALLET)
    .storeCoins(1n)
    .storeBit(0)
    .endCell(),
  burn: beginCell()
    .storeUint(0x595f07bc, 32)
    .storeUint(3n, 64)
    .storeCoins(999n)
    .storeAddress(WALLET)
    .storeMaybeRef(null)
    .endCell(),
} as const;

function indexByHash(info: ReturnType<typeof decodeTonBoc>, c: Cell): number {
  return info.cells.findIndex((x) => x.hashHex === c.hash().toString('hex'));
}

describe('decodeTonBoc: TEP-74 jetton bodies built with @ton/core', () => {
  it('knows the four op codes of TEP-74', () => {
    expect(JETTON_OPS).toEqual({
      transfer: 0x0f8a7ea5,
      'transfer-notification': 0x7362d09c,
      'internal-transfer': 0x178d4519,
      burn: 0x595f07bc,
    });
  });

  it('reads each body on its own, in its own cell', () => {
    for (const [kind, body] of Object.entries(BODIES)) {
      const info = decodeTonBoc(body.toBoc().toString('base64'));
      expect(info.messages, kind).toEqual([]);
      expect(
        info.jettons.map((j) => j.kind),
        kind,
      ).toEqual([kind]);
      expect(info.jettons[0]?.cell, kind).toBe(indexByHash(info, body));
    }
    const t = decodeTonBoc(BODIES.transfer.toBoc().toString('base64')).jettons[0];
    expect(t).toMatchObject({
      op: '0x0f8a7ea5',
      queryId: '42',
      amount: '1234567890123',
      destination: show(NEW_OWNER),
      responseDestination: show(WALLET),
      customPayload: true,
      forwardTonNano: '50000000',
      comment: 'gm 你好',
    });
    expect(decodeTonBoc(BODIES['transfer-notification'].toBoc()).jettons[0]).toMatchObject({
      op: '0x7362d09c',
      queryId: '1',
      amount: '1000000000000000000',
      from: show(OWNER),
      comment: 'thanks',
    });
    expect(decodeTonBoc(BODIES['internal-transfer'].toBoc()).jettons[0]).toMatchObject({
      op: '0x178d4519',
      queryId: '2',
      amount: '5',
      from: show(OWNER),
      responseDestination: show(WALLET),
      forwardTonNano: '1',
    });
    expect(decodeTonBoc(BODIES.burn.toBoc()).jettons[0]).toMatchObject({
      op: '0x595f07bc',
      queryId: '3',
      amount: '999',
      responseDestination: show(WALLET),
      customPayload: false,
    });
  });

  it('names the body cell, not the message cell, for a body in a ref', () => {
    const body = transferBody(true);
    const msg = beginCell()
      .store(storeMessageRelaxed(internal({ to: WALLET, value: 100_000_000n, body, bounce: true })))
      .endCell();
    const info = decodeTonBoc(msg.toBoc().toString('base64'));
    const m = info.messages[0];
    expect(m?.cell).toBe(indexByHash(info, msg));
    expect(m?.bodyCell).toBe(indexByHash(info, body));
    expect(m?.bodyCell).not.toBe(m?.cell);
    expect(m?.jetton?.cell).toBe(indexByHash(info, body));
    expect(info.jettons).toHaveLength(1);
    expect(info.jettons[0]).toMatchObject({ kind: 'transfer', amount: '1234567890123', comment: 'gm 你好' });
  });

  it('names the message cell for a body inline in its message', () => {
    const body = BODIES.burn;
    const msg = beginCell()
      .store(storeMessageRelaxed(internal({ to: WALLET, value: 1n, body })))
      .endCell();
    // @ton/core stores a body inline when it fits; check that it did, so this test means what it says.
    expect(msg.refs).toHaveLength(0);
    const info = decodeTonBoc(msg.toBoc());
    expect(info.messages[0]?.bodyCell).toBe(0);
    expect(info.jettons).toEqual([expect.objectContaining({ cell: 0, kind: 'burn', amount: '999' })]);
  });

  it('puts the published jetton transfer in the cell that holds its op code (Trust Wallet vector)', () => {
    const info = decodeTonBoc(boc.bocBase64WithCrc);
    const cellOfOp = boc.cells.findIndex((c) => c.data.startsWith('0f8a7ea5'));
    expect(cellOfOp).toBeGreaterThan(0);
    const m = info.messages.find((x) => x.jetton);
    expect(m?.jetton?.cell).toBe(cellOfOp);
    expect(m?.bodyCell).toBe(cellOfOp);
    expect(m?.cell).not.toBe(cellOfOp);
    expect(info.jettons.map((j) => j.cell)).toEqual([cellOfOp]);
    expect(info.jettons[0]?.comment).toBe(boc.forwardComment);
  });

  it('leaves a cell whose fields do not fit TEP-74 alone', () => {
    const short = beginCell().storeUint(0x0f8a7ea5, 32).storeUint(1, 16).endCell();
    const info = decodeTonBoc(short.toBoc());
    expect(info.jettons).toEqual([]);
  });
});
