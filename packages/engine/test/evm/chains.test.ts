import { describe, expect, it } from 'vitest';
import { evmChainById, evmChains } from '../../src/evm/chains.ts';

// Chain ids and symbols from the networks' own documents (chainlist.org entries, EIP-155 registry in
// ethereum-lists/chains): Hoodi 560048 (github.com/eth-clients/hoodi), Holesky 17000, BNB Smart Chain 56
// (BNB), Polygon 137 (POL since the MATIC migration), Gnosis 100 (XDAI).
describe('evmChains', () => {
  const ids = evmChains().map((c) => c.id);

  it('offers Hoodi and no retired network', () => {
    expect(ids).toContain(560048);
    expect(ids).not.toContain(17000);
    expect(evmChains().every((c) => !c.retired)).toBe(true);
  });

  it('still names a retired chain by id, marked retired', () => {
    expect(evmChainById(17000)).toMatchObject({ name: 'Holesky', retired: true });
    expect(evmChainById(560048)).toMatchObject({ name: 'Hoodi', retired: false, testnet: true });
  });

  it('gives each chain its native symbol and an RPC endpoint', () => {
    expect(evmChainById(56)?.symbol).toBe('BNB');
    expect(evmChainById(137)?.symbol).toBe('POL');
    expect(evmChainById(100)?.symbol).toBe('XDAI');
    for (const c of evmChains()) expect(c.rpcUrl).toMatch(/^https?:\/\/[^/\s]+/);
  });
});
