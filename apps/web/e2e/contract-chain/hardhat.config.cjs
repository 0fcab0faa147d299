// Local EVM development chain for e2e/contract.e2e.ts: `hardhat node` with its default accounts,
// chain id 31337, no sources to compile. Started and stopped by the test itself.
module.exports = {
  solidity: '0.8.26',
  paths: {
    sources: './no-sources',
    cache: '/tmp/tinkerbox-contract-hardhat-cache',
    artifacts: '/tmp/tinkerbox-contract-hardhat-artifacts',
  },
  networks: { hardhat: { chainId: 31337 } },
};
