import { describe, expect, it } from 'vitest';
import { isBitcoinAddress, isEip55Address } from '../../src/address/index.ts';

// EIP-55's own test vectors (https://eips.ethereum.org/EIPS/eip-55, "Test Cases").
const eip55 = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];

describe('isEip55Address', () => {
  it('accepts the EIP-55 mixed-case vectors', () => {
    for (const a of eip55.slice(4)) expect(isEip55Address(a), a).toBe(true);
  });
  it('rejects a vector with one letter flipped in case', () => {
    for (const a of eip55.slice(4)) {
      const i = a.search(/[a-f]/);
      const flipped = a.slice(0, i) + (a[i] as string).toUpperCase() + a.slice(i + 1);
      expect(isEip55Address(flipped), flipped).toBe(false);
    }
  });
  it('rejects single-case hex (no checksum) and bad shapes', () => {
    expect(isEip55Address('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(false);
    expect(isEip55Address('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe')).toBe(false);
    expect(isEip55Address('5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
  });
});

describe('isBitcoinAddress', () => {
  it('accepts real mainnet base58 addresses', () => {
    // The genesis block's coinbase address, and the P2SH example from BIP-13.
    expect(isBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(true);
    expect(isBitcoinAddress('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe(true);
  });
  it('rejects a base58 address with a changed character', () => {
    expect(isBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb')).toBe(false);
  });
  it('accepts the BIP-173 and BIP-350 mainnet vectors', () => {
    // BIP-173 "Test vectors": P2WPKH and P2WSH; BIP-350: a v1 (taproot) address.
    expect(isBitcoinAddress('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toBe(true);
    expect(isBitcoinAddress('bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3')).toBe(true);
    expect(isBitcoinAddress('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0')).toBe(true);
  });
  it('rejects the BIP-350 invalid vectors', () => {
    // v0 encoded with bech32m, v1 encoded with bech32, mixed case (BIP-350 "Invalid addresses").
    expect(isBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh')).toBe(false);
    expect(isBitcoinAddress('bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4')).toBe(false);
    expect(isBitcoinAddress('bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du')).toBe(false);
    expect(isBitcoinAddress('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7kv8f3t4')).toBe(false);
  });
});
