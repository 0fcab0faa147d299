import type { Chain } from 'viem';
import {
  arbitrum,
  avalanche,
  base,
  baseSepolia,
  bsc,
  gnosis,
  hardhat,
  holesky,
  linea,
  mainnet,
  optimism,
  polygon,
  scroll,
  sepolia,
  zksync,
} from 'viem/chains';

/** A chain the tools know by id: its name, a public RPC and its block explorer. */
export interface EvmChainInfo {
  id: number;
  name: string;
  symbol: string;
  rpcUrl: string;
  explorerUrl?: string;
  testnet: boolean;
}

const CHAINS: readonly Chain[] = [
  mainnet,
  optimism,
  bsc,
  gnosis,
  polygon,
  zksync,
  base,
  arbitrum,
  avalanche,
  linea,
  scroll,
  sepolia,
  holesky,
  baseSepolia,
  hardhat,
];

function info(c: Chain): EvmChainInfo {
  const out: EvmChainInfo = {
    id: c.id,
    name: c.name,
    symbol: c.nativeCurrency.symbol,
    rpcUrl: c.rpcUrls.default.http[0] ?? '',
    testnet: Boolean(c.testnet) || c.id === hardhat.id,
  };
  const ex = c.blockExplorers?.default.url;
  if (ex) out.explorerUrl = ex;
  return out;
}

/**
 * The EVM chains the tools name, with public RPC endpoints and explorers (data from viem/chains).
 *
 * @example
 * evmChains()[0].name // 'Ethereum'
 */
export function evmChains(): readonly EvmChainInfo[] {
  return CHAINS.map(info);
}

/**
 * The chain with this id, or undefined when the tools do not know it.
 *
 * @example
 * evmChainById(11155111)?.name // 'Sepolia'
 */
export function evmChainById(id: number): EvmChainInfo | undefined {
  const c = CHAINS.find((x) => x.id === id);
  return c ? info(c) : undefined;
}
