import { createHash as nodeHash, createHmac as nodeHmac, pbkdf2Sync } from 'node:crypto';
import { isEngineError } from '@tinkerbox/engine';
import { toHex } from '@tinkerbox/engine/encoding';
import { describe, expect, it } from 'vitest';
import { WorkerClient } from '../../lib/worker/client.ts';
import { expose, type JobContext, type WorkerScope } from '../../lib/worker/expose.ts';
import { runHashJob } from './hash.jobs.ts';
import type { HashEvent, HashProtocol } from './hash.protocol.ts';

// The hash worker's jobs, checked against node:crypto (OpenSSL). The protocol tests run the handler
// behind a real MessageChannel, as the page's worker does; only the Worker object is a stand-in.

const utf8 = (s: string) => new TextEncoder().encode(s);

function client() {
  const create = () => {
    const { port1, port2 } = new MessageChannel();
    expose<HashProtocol>(runHashJob, port1 as unknown as WorkerScope);
    const w = {
      onmessage: null as ((e: MessageEvent) => void) | null,
      onerror: null,
      onmessageerror: null,
      postMessage: (m: unknown, t?: Transferable[]) => port2.postMessage(m, t ?? []),
      terminate: () => port2.close(),
    };
    port2.onmessage = (e) => w.onmessage?.(e);
    return w as unknown as Worker;
  };
  return new WorkerClient<HashProtocol>(create);
}

/** A job context that records events and can be aborted. */
function context() {
  const events: HashEvent[] = [];
  const controller = new AbortController();
  const ctx: JobContext<HashProtocol> = {
    emit: (e) => {
      events.push(e);
    },
    signal: controller.signal,
    transferResult: () => {},
  };
  return { ctx, events, controller };
}

describe('hash worker jobs', () => {
  it('digests and HMACs of bytes, one per algorithm in order, across the worker boundary', async () => {
    const w = client();
    const data = utf8('what do ya want for nothing?');
    const plain = await w.run({ type: 'bytes', data, algorithms: ['sha256', 'md5', 'sha3-256'] });
    expect(plain.digests.map((d) => toHex(d))).toEqual(
      ['sha256', 'md5', 'sha3-256'].map((a) => nodeHash(a).update(data).digest('hex')),
    );
    const mac = await w.run({ type: 'bytes', data, algorithms: ['sha512'], hmacKey: utf8('Jefe') });
    expect(toHex(mac.digests[0]!)).toBe(nodeHmac('sha512', 'Jefe').update(data).digest('hex'));
    w.dispose();
  });

  it('PBKDF2 derives what OpenSSL derives, and bad parameters come back as the EngineError for their field', async () => {
    const w = client();
    const options = {
      hash: 'sha256',
      password: utf8('password'),
      salt: utf8('salt'),
      iterations: 2,
      dkLen: 24,
    } as const;
    const r = await w.run({ type: 'pbkdf2', options });
    expect(toHex(r.digests[0]!)).toBe(pbkdf2Sync('password', 'salt', 2, 24, 'sha256').toString('hex'));
    const bad = await w.run({ type: 'pbkdf2', options: { ...options, iterations: 0 } }).catch((e: unknown) => e);
    expect(isEngineError(bad) && bad.code).toBe('OUT_OF_RANGE');
    expect(isEngineError(bad) && bad.params.field).toBe('iterations');
    w.dispose();
  });

  it('a files job reports each file as an event, goes on past a file that cannot be read, and ends with no digests', async () => {
    const { ctx, events } = context();
    const good = new File(['Tinkerbox file test\n'.repeat(1000)], 'a.txt');
    const broken = {
      name: 'gone.txt',
      size: 10,
      stream: () =>
        new ReadableStream<Uint8Array>({
          pull: (c) => c.error(new Error('NotReadableError: the file changed')),
        }),
    } as unknown as File;
    const r = await runHashJob({ type: 'files', files: [broken, good], algorithms: ['sha256', 'md5'] }, ctx);
    expect(r.digests).toEqual([]);
    const errors = events.filter((e) => e.type === 'file-error');
    expect(errors).toEqual([{ type: 'file-error', file: 0, message: 'NotReadableError: the file changed' }]);
    const done = events.find((e) => e.type === 'file');
    const bytes = Buffer.from('Tinkerbox file test\n'.repeat(1000));
    expect(done?.type === 'file' && done.file).toBe(1);
    expect(done?.type === 'file' && done.digests.map((d) => toHex(d))).toEqual([
      nodeHash('sha256').update(bytes).digest('hex'),
      nodeHash('md5').update(bytes).digest('hex'),
    ]);
  });

  it('a files job reads a small file whole for SHA-1/SHA-256 alone (no stream), and reports one it cannot read', async () => {
    const { ctx, events } = context();
    const bytes = Buffer.from('Tinkerbox whole file\n'.repeat(70_000)); // 1.5 MB: past the engine's WebCrypto threshold
    const standIn = (data: Buffer | null) =>
      ({
        name: 'x.bin',
        size: data?.length ?? 10,
        arrayBuffer: () => (data ? Promise.resolve(new Uint8Array(data).buffer) : Promise.reject(new Error('gone'))),
        stream: () => {
          throw new Error('streamed');
        },
      }) as unknown as File;
    await runHashJob({ type: 'files', files: [standIn(null), standIn(bytes)], algorithms: ['sha256', 'sha1'] }, ctx);
    expect(events.filter((e) => e.type === 'file-error')).toEqual([{ type: 'file-error', file: 0, message: 'gone' }]);
    const done = events.find((e) => e.type === 'file');
    expect(done?.type === 'file' && [done.file, done.bytes]).toEqual([1, bytes.length]);
    expect(done?.type === 'file' && done.digests.map((d) => toHex(d))).toEqual([
      nodeHash('sha256').update(bytes).digest('hex'),
      nodeHash('sha1').update(bytes).digest('hex'),
    ]);
  });

  it('a cancelled files job stops reading and reports no file as unreadable', async () => {
    const { ctx, events, controller } = context();
    let pulls = 0;
    const endless = {
      name: 'endless.bin',
      size: 1 << 30,
      stream: () =>
        new ReadableStream<Uint8Array>({
          pull: (c) => {
            pulls++;
            if (pulls === 3) controller.abort();
            c.enqueue(new Uint8Array(1 << 16));
          },
        }),
    } as unknown as File;
    await expect(runHashJob({ type: 'files', files: [endless, endless], algorithms: ['sha1'] }, ctx)).rejects.toThrow();
    expect(events.filter((e) => e.type !== 'progress')).toEqual([]);
    expect(pulls).toBeLessThan(10);
  });
});
