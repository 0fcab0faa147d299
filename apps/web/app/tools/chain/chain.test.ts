import { EngineError } from '@tinkerbox/engine';
import { describe, expect, it } from 'vitest';
import boc from '../../../../../packages/engine/test/vectors/ton/boc.json' with { type: 'json' };
import { errorText } from '../../lib/error-text.ts';
import { WorkerClient } from '../../lib/worker/client.ts';
import { expose, type WorkerScope } from '../../lib/worker/expose.ts';
import type { TonBocProtocol } from './chain.protocol.ts';
import { runTonBocJob } from './ton-boc.job.ts';

// The BOC job runs behind the real protocol over a MessageChannel (structured clone, as between the
// page and its worker): the decoded cells must survive the copy, and a bad BOC's EngineError its code.
// Expected values: Trust Wallet's wallet-core BOC test (packages/engine/test/vectors/ton/boc.json).
function client() {
  const create = () => {
    const { port1, port2 } = new MessageChannel();
    expose<TonBocProtocol>(runTonBocJob, port1 as unknown as WorkerScope);
    const worker = {
      onmessage: null as ((e: MessageEvent) => void) | null,
      postMessage: (m: unknown) => port2.postMessage(m),
      terminate: () => port2.close(),
    };
    port2.onmessage = (e) => worker.onmessage?.(e);
    return worker as unknown as Worker;
  };
  return new WorkerClient<TonBocProtocol>(create);
}

const hex = (b64: string) => Buffer.from(b64, 'base64').toString('hex');

describe('the TON BOC job behind the worker protocol', () => {
  it('decodes wallet-core’s jetton transfer into the cells and comment it published', async () => {
    const c = client();
    const info = await c.run({ input: boc.bocBase64WithCrc });
    expect(info.cells.map((x) => x.bits)).toEqual(boc.cells.map((x) => x.bits));
    const root = info.cells[info.roots[0] ?? -1];
    expect(root?.hashHex).toBe(hex(boc.rootHashBase64Url.replace(/-/g, '+').replace(/_/g, '/')));
    expect(info.messages.some((m) => m.jettonTransfer?.comment === boc.forwardComment)).toBe(true);
    c.dispose();
  });

  it('gives the same cells for the BOC without its CRC', async () => {
    const c = client();
    const [a, b] = await Promise.all([c.run({ input: boc.bocBase64 }), c.run({ input: boc.bocBase64WithCrc })]);
    expect(a.cells.map((x) => x.hashHex)).toEqual(b.cells.map((x) => x.hashHex));
    c.dispose();
  });

  it('rejects text that is no BOC with an EngineError, named in the visitor’s language', async () => {
    const c = client();
    const e = await c.run({ input: 'aGVsbG8gd29ybGQ=' }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(EngineError);
    expect(errorText(e, 'en_US')).toMatch(/Not a valid BOC/);
    expect(errorText(e, 'zh_Hans_CN')).not.toBe(errorText(e, 'en_US'));
    c.dispose();
  });
});
