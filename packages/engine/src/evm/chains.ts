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
  hoodi,
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
  /** The native currency's symbol (ETH, BNB, POL, XDAI, AVAX...). */
  symbol: string;
  /** The public JSON-RPC endpoint viem lists for it: the host a page talks to when the visitor picks it. */
  rpcUrl: string;
  explorerUrl?: string;
  testnet: boolean;
  /** Shut down or being shut down: still named when a transaction carries its id, never offered to pick. */
  retired: boolean;
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
  hoodi,
  baseSepolia,
  hardhat,
];

// Holesky: the Ethereum Foundation ended its support in September 2025 (Hoodi replaces it for staking
// and validator tests, Sepolia for contracts).
const RETIRED: readonly Chain[] = [holesky];

function info(c: Chain): EvmChainInfo {
  const out: EvmChainInfo = {
    id: c.id,
    name: c.name,
    symbol: c.nativeCurrency.symbol,
    rpcUrl: c.rpcUrls.default.http[0] ?? '',
    testnet: Boolean(c.testnet) || c.id === hardhat.id,
    retired: RETIRED.includes(c),
  };
  const ex = c.blockExplorers?.default.url;
  if (ex) out.explorerUrl = ex;
  return out;
}

/**
 * The EVM chains a visitor can pick, with public RPC endpoints and explorers (data from viem/chains);
 * retired networks (Holesky) are not among them.
 *
 * @example
 * evmChains()[0].name // 'Ethereum'
 */
export function evmChains(): readonly EvmChainInfo[] {
  return CHAINS.map(info);
}

/**
 * The chain with this id (retired ones too, so an old transaction still names its chain), or undefined
 * when the tools do not know it.
 *
 * @example
 * evmChainById(11155111)?.name // 'Sepolia'
 * evmChainById(17000)?.retired // true
 */
export function evmChainById(id: number): EvmChainInfo | undefined {
  const c = CHAINS.find((x) => x.id === id) ?? RETIRED.find((x) => x.id === id);
  return c ? info(c) : undefined;
}
