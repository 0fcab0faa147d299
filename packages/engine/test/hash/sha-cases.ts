import fc from 'fast-check';

// What test/hash/sha.test.ts and test/hash/sha-entry.test.ts check SHA-1/SHA-2 calls against: published
// vectors, transcribed from the standards, and inputs for a comparison with node:crypto.

/** The ids of the four algorithms, as node:crypto names them too. */
export const SHA_IDS = ['sha1', 'sha256', 'sha384', 'sha512'] as const;

/**
 * An algorithm, data and key, each bytes or text (an empty key, one past the block), with the bytes
 * node:crypto is given for them (text as UTF-8).
 */
export const shaInputs = fc
  .tuple(
    fc.constantFrom(...SHA_IDS),
    fc.oneof(fc.uint8Array({ maxLength: 300 }), fc.string({ unit: 'binary', maxLength: 100 })),
    fc.oneof(fc.uint8Array({ maxLength: 200 }), fc.string({ maxLength: 40 })),
  )
  .map(([a, data, key]) => ({
    a,
    data,
    key,
    d: typeof data === 'string' ? Buffer.from(data, 'utf8') : data,
    k: typeof key === 'string' ? Buffer.from(key, 'utf8') : key,
  }));

// RFC 4231 section 4: test cases 1, 2 and 6 (a key longer than the block is hashed first).
export const RFC4231 = [
  {
    key: '0b'.repeat(20),
    data: Buffer.from('Hi There').toString('hex'),
    sha256: 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    sha512:
      '87aa7cdea5ef619d4ff0b4241a1d6cb02379f4e2ce4ec2787ad0b30545e17cdedaa833b7d6b8a702038b274eaea3f4e4be9d914eeb61f1702e696c203a126854',
  },
  {
    key: Buffer.from('Jefe').toString('hex'),
    data: Buffer.from('what do ya want for nothing?').toString('hex'),
    sha256: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    sha512:
      '164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737',
  },
  {
    key: 'aa'.repeat(131),
    data: Buffer.from('Test Using Larger Than Block-Size Key - Hash Key First').toString('hex'),
    sha256: '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    sha512:
      '80b24263c7c1a3ebb71493c1dd7be8b49b46d1f41b4aeec1121b013783f8f3526b56d037e05f2598bd0fd2215d6a1e5295e64f73f63f0aec8b915a985d786598',
  },
];

// FIPS 180-4 examples (NIST's "abc" one-block messages).
export const ABC = {
  sha1: 'a9993e364706816aba3e25717850c26c9cd0d89d',
  sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
  sha384: 'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7',
  sha512:
    'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
};
