import { execFileSync } from 'node:child_process';
import { decodeAccountID, encodeAccountID } from 'ripple-address-codec';
import { describe, expect, it } from 'vitest';
import { fromBase58, fromBase58Check, toBase58, toBase58Check } from '../../src/encoding/index.ts';
import { EngineError } from '../../src/errors.ts';

const hexBytes = (h: string) => Uint8Array.from(Buffer.from(h, 'hex'));

// A Python Base58 written here from the alphabets' definitions (Ripple's from rippled's
// src/libxrpl/protocol/tokens.cpp, Flickr's from its short URLs, flic.kr/p/…): the number in base 58,
// one first-letter per leading zero byte.
const PY = `
import json, random
ALPHABETS = {
  'bitcoin': '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz',
  'ripple': 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz',
  'flickr': '123456789abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ',
}
def enc(b, a):
  n = int.from_bytes(b, 'big'); s = ''
  while n:
    n, r = divmod(n, 58); s = a[r] + s
  return a[0] * (len(b) - len(b.lstrip(b'\\0'))) + s
random.seed(58)
cases = [b'', b'\\0', b'\\0\\0\\1', b'Hello World!'] + [random.randbytes(n) for n in (1, 5, 21, 32, 100)]
cases += [b'\\0' + random.randbytes(20)]
print(json.dumps([{'hex': b.hex(), **{k: enc(b, a) for k, a in ALPHABETS.items()}} for b in cases]))
`;
const cases = JSON.parse(execFileSync('python3', ['-c', PY], { encoding: 'utf8' })) as Record<
  'hex' | 'bitcoin' | 'ripple' | 'flickr',
  string
>[];

describe('Base58 alphabets against a Python Base58', () => {
  it.each(cases.map((c) => [c.hex, c] as const))('%s', (_h, c) => {
    const bytes = hexBytes(c.hex);
    expect(toBase58(bytes)).toBe(c.bitcoin);
    expect(toBase58(bytes, { alphabet: 'bitcoin' })).toBe(c.bitcoin);
    expect(toBase58(bytes, { alphabet: 'ripple' })).toBe(c.ripple);
    expect(toBase58(bytes, { alphabet: 'flickr' })).toBe(c.flickr);
    expect(fromBase58(c.ripple, { alphabet: 'ripple' })).toEqual(bytes);
    expect(fromBase58(c.flickr, { alphabet: 'flickr' })).toEqual(bytes);
  });
});

describe('Ripple Base58Check against xrpl’s ripple-address-codec', () => {
  // The genesis account of the XRP Ledger mainnet (rippled's documentation), and two more made by the codec.
  const addresses = [
    'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
    encodeAccountID(hexBytes('00'.repeat(20))),
    encodeAccountID(hexBytes('ff'.repeat(20))),
  ];
  it.each(addresses)('%s decodes to its account ID after the 0x00 version byte, and back', (address) => {
    const accountId = decodeAccountID(address);
    const decoded = fromBase58Check(address, { alphabet: 'ripple' });
    expect(decoded).toEqual(Uint8Array.from([0, ...accountId]));
    expect(toBase58Check(decoded, { alphabet: 'ripple' })).toBe(address);
  });
  it('the genesis account ID is the one rippled documents', () => {
    expect(
      Buffer.from(fromBase58Check('rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', { alphabet: 'ripple' })).toString('hex'),
    ).toBe('00b5f762798a53d543a014caf8b297cff8f2f937e8');
  });
  it('a changed letter fails the checksum; a Bitcoin-only letter is named with its position', () => {
    const err = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof EngineError ? e : undefined;
      }
      return undefined;
    };
    expect(err(() => fromBase58Check('rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTj', { alphabet: 'ripple' }))?.code).toBe(
      'BAD_CHECKSUM',
    );
    // Every Base58 alphabet leaves out 0, O, I and l.
    expect(err(() => fromBase58('rH0', { alphabet: 'ripple' }))?.params).toMatchObject({ char: '0', position: 3 });
    expect(err(() => fromBase58('abO', { alphabet: 'flickr' }))?.params).toMatchObject({ char: 'O', position: 3 });
  });
});
