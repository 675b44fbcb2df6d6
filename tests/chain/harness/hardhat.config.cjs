/**
 * Hardhat configuration of the local chain the example tests run on (tests/chain/harness/chain.ts starts it).
 * - chainId 13579: intuitionTestnet's id, so the examples' `intuitionTestnet` chain object works unchanged.
 * - hardfork cancun: the `evm_version` of the contracts repository's foundry.toml.
 * - allowUnlimitedContractSize: needed only for MultiVaultMigrationMode, whose runtime (25,193 bytes) is over
 *   the EIP-170 limit of 24,576; it is the first MultiVault implementation in the deploy order. Every other
 *   contract, MultiVault included (23,719 bytes), fits.
 * - initialDate before the testnet's PROTOCOL/emissions start timestamp (1761787000), as when it was deployed;
 *   the harness moves the clock to the wall clock after deploying.
 */
module.exports = {
  // Nothing to compile: every contract comes from @0xintuition/protocol's bytecode. Cache in the temp dir.
  paths: {sources: './no-sources', cache: require('node:os').tmpdir() + '/intuition-docs-hardhat-cache'},
  networks: {
    hardhat: {
      chainId: 13579,
      hardfork: 'cancun',
      allowUnlimitedContractSize: true,
      initialDate: '2025-10-29T00:00:00Z',
      mining: {auto: true},
      accounts: {
        mnemonic: 'test test test test test test test test test test test junk',
        count: 5,
        accountsBalance: '1000000000000000000000000',
      },
      loggingEnabled: false,
    },
  },
};
