import { createHash as nodeHash, createHmac as nodeHmac } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { isEngineError } from '@tinkerbox/engine';
import { toHex } from '@tinkerbox/engine/encoding';
import { describe, expect, it } from 'vitest';
import { WorkerClient } from '../../lib/worker/client.ts';
import { expose, type WorkerScope } from '../../lib/worker/expose.ts';
import { runHashJob } from './hash.jobs.ts';
import type { HashProtocol } from './hash.protocol.ts';

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

describe('hash worker jobs', () => {
  it('a CRC with custom parameters, of bytes and of each file read as a stream, across the worker boundary', async () => {
    const w = client();
    // CRC-16/IBM-SDLC as the RevEng catalogue gives it, check 0x906e; CRC-32/ISO-HDLC against zlib
    const x25 = { width: 16, poly: '0x1021', init: 'ffff', refin: true, refout: true, xorout: '0xffff' };
    const big = new Uint8Array(200_000).map((_, i) => (i * 7) & 0xff);
    const files = [new File(['123456789'], 'a.txt'), new File([big], 'b.bin')];
    const out = await w.run({ type: 'crc', params: x25, sources: [utf8('123456789'), ...files] });
    expect(out.digests.map((d) => toHex(d)).slice(0, 2)).toEqual(['906e', '906e']);
    const iso = { width: 32, poly: 0x04c11db7, init: 0xffffffff, refin: true, refout: true, xorout: 0xffffffff };
    const zip = await w.run({ type: 'crc', params: iso, sources: [files[1]!] });
    expect(toHex(zip.digests[0]!)).toBe(crc32(big).toString(16).padStart(8, '0'));
  });

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
});

describe('HKDF and CMAC jobs (the /hkdf and /cmac pages)', () => {
  const hex = (s: string) => Uint8Array.from(Buffer.from(s, 'hex'));
  it('gives RFC 5869 A.1 PRK and OKM, and the OKM alone when the input is already the PRK', async () => {
    const c = client();
    const options = {
      hash: 'sha256' as const,
      ikm: hex('0b'.repeat(22)),
      salt: hex('000102030405060708090a0b0c'),
      info: hex('f0f1f2f3f4f5f6f7f8f9'),
      length: 42,
    };
    const full = await c.run({ type: 'hkdf', options, skipExtract: false });
    expect(full.digests.map((d) => toHex(d))).toEqual([
      '077709362c2e32df0ddc3f0dc47bba6390b6c73bb50f9c3122ec844ad7c2b3e5',
      '3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865',
    ]);
    const prk = full.digests[0]!;
    const expand = await c.run({ type: 'hkdf', options: { ...options, ikm: prk }, skipExtract: true });
    expect(expand.digests.map((d) => toHex(d))).toEqual([toHex(full.digests[1]!)]);
    const e = await c.run({ type: 'hkdf', options: { ...options, length: 8161 }, skipExtract: false }).catch((x) => x);
    expect(isEngineError(e) && e.params.field).toBe('length');
  });
  it('gives RFC 4493 example 2, and refuses a 20-byte key with INVALID_KEY_SIZE', async () => {
    const c = client();
    const key = hex('2b7e151628aed2a6abf7158809cf4f3c');
    const r = await c.run({ type: 'cmac', key, data: hex('6bc1bee22e409f96e93d7e117393172a') });
    expect(toHex(r.digests[0]!)).toBe('070a16b46b4d4144f79bdd9dd04a287c');
    const e = await c.run({ type: 'cmac', key: new Uint8Array(20), data: new Uint8Array(0) }).catch((x) => x);
    expect(isEngineError(e) && e.code).toBe('INVALID_KEY_SIZE');
  });
});
