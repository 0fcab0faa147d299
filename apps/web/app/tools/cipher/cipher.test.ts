import { spawnSync } from 'node:child_process';
import { EngineError } from '@tinkerbox/engine';
import { cipherErrorField } from '@tinkerbox/engine/cipher';
import { describe, expect, it } from 'vitest';
import { WorkerClient } from '../../lib/worker/client.ts';
import { expose, type JobContext, type WorkerScope } from '../../lib/worker/expose.ts';
import { CancelledError } from '../../lib/worker/protocol.ts';
import { runCipherJob } from './cipher.job.ts';
import type { CipherProtocol } from './cipher.protocol.ts';

// The cipher worker's job, checked against ciphertexts made by OpenSSL (the same ones as e2e/cipher.e2e.ts):
//   printf '%s' "$PLAIN" | openssl enc -aes-256-cbc -md md5 -pass pass:correct-horse -a -A   (OpenSSL 3.0)
//   openssl enc -aes-128-ctr -K 000102030405060708090a0b0c0d0e0f -iv f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff -a -A
const PLAIN = 'Tinkerbox e2e: 加密 ✓';
const PASS = new Uint8Array(Buffer.from('correct-horse'));
const AES_CBC = 'U2FsdGVkX18MDOAkPpX2j+uW36QdS1E7RZFMtu9/lahuJrVQZJVxrL/eA8ZZT5gT';
const AES_CTR = 'Ms6pg1EgUyfvcbs1ViyNSDghMq8xvt4xNw==';
const b64 = (s: string) => new Uint8Array(Buffer.from(s, 'base64'));
const text = (b: Uint8Array) => Buffer.from(b).toString('utf8');

/** The page's client talking to the job through a real MessageChannel, as it does to the worker. */
function client() {
  const create = () => {
    const { port1, port2 } = new MessageChannel();
    expose<CipherProtocol>(runCipherJob, port1 as unknown as WorkerScope);
    const w = {
      onmessage: null as ((e: MessageEvent) => void) | null,
      postMessage: (m: unknown, t?: Transferable[]) => port2.postMessage(m, t ?? []),
      terminate: () => port2.close(),
    };
    port2.onmessage = (e) => w.onmessage?.(e);
    return w as unknown as Worker;
  };
  return new WorkerClient<CipherProtocol>(create);
}

/** A job context outside any worker: events collected, a signal to abort. */
function context() {
  const events: number[] = [];
  const controller = new AbortController();
  const ctx: JobContext<CipherProtocol> = {
    emit: (e) => events.push(e.bytes),
    signal: controller.signal,
    transferResult: () => {},
  };
  return { ctx, events, controller };
}

describe('cipher worker job', () => {
  // printf '%s' "$PLAIN" | openssl enc -aes-256-cbc -pass pass:correct-horse -a -A   (OpenSSL 3.0.19: SHA-256, its default)
  const AES_SHA256 = 'U2FsdGVkX182P0175t5ppZ6eBEdWbdXLbhUm2Rn1E6CkcijeLFe5xw+M2jO3O1lk';
  it('decrypts OpenSSL 3 default output asked with MD5, typed or as a file, and names SHA-256', async () => {
    const c = client();
    const secret = { passphrase: PASS, derivation: { kdf: 'evp-md5' } } as const;
    const typed = await c.run({ direction: 'decrypt', spec: { algorithm: 'aes' }, secret, data: b64(AES_SHA256) });
    expect(text(typed.output)).toBe(PLAIN);
    expect(typed.derivation).toEqual({ kdf: 'evp-sha256' });
    const file = new File([b64(AES_SHA256)], 'x.enc');
    const fromFile = await c.run({ direction: 'decrypt', spec: { algorithm: 'aes' }, secret, file });
    expect(text(fromFile.output)).toBe(PLAIN);
    expect(fromFile.derivation).toEqual({ kdf: 'evp-sha256' });
    const right = await c.run({ direction: 'decrypt', spec: { algorithm: 'aes' }, secret, data: b64(AES_CBC) });
    expect(right.derivation).toBeUndefined();
  });

  it('decrypts OpenSSL output through the protocol, with the passphrase or a raw key and IV', async () => {
    const c = client();
    const cbc = await c.run({
      direction: 'decrypt',
      spec: { algorithm: 'aes' },
      secret: { passphrase: PASS },
      data: b64(AES_CBC),
    });
    expect(text(cbc.output)).toBe(PLAIN);
    expect(cbc.size).toBe(cbc.output.length);
    expect(cbc.params?.salt).toBeDefined();
    const ctr = await c.run({
      direction: 'decrypt',
      spec: { algorithm: 'aes', mode: 'ctr' },
      secret: {
        key: new Uint8Array(Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex')),
        iv: new Uint8Array(Buffer.from('f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff', 'hex')),
      },
      data: b64(AES_CTR),
    });
    expect(text(ctr.output)).toBe(PLAIN);
    c.dispose();
  });

  it('sends bad input back as an EngineError whose code names its field', async () => {
    const c = client();
    const job = (key: number, iv: number) =>
      c.run({
        direction: 'encrypt',
        spec: { algorithm: 'des' },
        secret: { key: new Uint8Array(key), iv: new Uint8Array(iv) },
        data: new Uint8Array(3),
      });
    const codeOf = (p: Promise<unknown>) =>
      p.then(
        () => null,
        (e: unknown) => (e instanceof EngineError ? e.code : e),
      );
    expect(cipherErrorField(String(await codeOf(job(7, 8))))).toBe('key');
    expect(cipherErrorField(String(await codeOf(job(8, 16))))).toBe('iv');
    const wrong = c.run({
      direction: 'decrypt',
      spec: { algorithm: 'aes' },
      secret: { passphrase: new Uint8Array(Buffer.from('wrong horse')) },
      data: b64(AES_CBC),
    });
    expect(await codeOf(wrong)).toBe('INVALID_PADDING');
    c.dispose();
  });

  const hasOpenssl = spawnSync('openssl', ['version']).status === 0;
  it.runIf(hasOpenssl)('encrypts a file in pieces with progress, and OpenSSL decrypts the result', async () => {
    const data = new Uint8Array(3 * 1024 * 1024 + 5).map((_, i) => (i * 31 + 7) & 0xff);
    const { ctx, events } = context();
    const file = new File([data], 'photo.raw');
    const r = await runCipherJob(
      { direction: 'encrypt', spec: { algorithm: 'aes' }, secret: { passphrase: PASS }, file },
      ctx,
    );
    // AES goes in 1 MiB pieces, whatever sizes the file is read in.
    expect(events).toEqual([1, 2, 3].map((n) => n * 1024 * 1024).concat(data.length));
    if (!r.blob) throw new Error('a file job gives a Blob');
    const enc = Buffer.from(await r.blob.arrayBuffer());
    expect(r.size).toBe(enc.length);
    expect(Buffer.from(r.output).equals(enc.subarray(0, r.output.length))).toBe(true);
    const out = spawnSync('openssl', ['enc', '-d', '-aes-256-cbc', '-md', 'md5', '-pass', 'pass:correct-horse'], {
      input: enc,
      maxBuffer: 64 << 20,
    });
    expect(out.status).toBe(0);
    expect(Buffer.compare(out.stdout, data)).toBe(0);
  });

  it('stops a file job at the next piece when its signal is aborted', async () => {
    const { ctx, events, controller } = context();
    const file = new File([new Uint8Array(4 * 1024 * 1024)], 'big.bin');
    const emit = ctx.emit;
    ctx.emit = (e) => {
      emit(e);
      controller.abort();
    };
    const job = runCipherJob(
      { direction: 'encrypt', spec: { algorithm: 'des' }, secret: { passphrase: PASS }, file },
      ctx,
    );
    await expect(job).rejects.toBeInstanceOf(CancelledError);
    // DES goes in 64 KiB pieces: one went through, then the abort was seen.
    expect(events).toEqual([64 * 1024]);
  });
});
