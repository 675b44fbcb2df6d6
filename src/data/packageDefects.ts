/**
 * Known defects of single functions in @0xintuition/protocol and @0xintuition/sdk 2.0.2, from the facts sheet
 * (protocol-facts.md §9.3 "Known gaps", §9.4 "SDK 2.0.2 caveats"), each proved on the local chain by a test in
 * tests/chain/reverts-and-sdk.spec.ts. The package reference shows each next to its function;
 * tests/unit/package-reference.spec.ts fails if the named test title is no longer in that spec, so a fixed defect
 * that was taken out of the chain tests cannot stay on the pages.
 *
 * How to add one: the function name as exported, what goes wrong and what to call instead, the facts-sheet
 * section, and the exact title of the chain test that shows it.
 */
export interface PackageDefect {
  readonly text: string;
  readonly facts: string;
  readonly chainTest: string;
}

export const packageDefects: Readonly<Record<string, PackageDefect>> = {
  deposit: {
    text: 'Sends no value, so the contract sees a deposit of 0 and the call reverts with MultiVault_DepositBelowMinimumDeposit at the simulation step. Call multiVaultDeposit with value instead.',
    facts: '§9.4',
    chainTest: 'SDK deposit sends no value → MultiVault_DepositBelowMinimumDeposit; multiVaultDeposit with value works',
  },
  batchDeposit: {
    text: 'Sets value to the sum of the fifth array (minShares) instead of the fourth (assets), so it reverts with MultiVault_InsufficientBalance unless the two sums happen to match. Call multiVaultDepositBatch with value set to the sum of assets.',
    facts: '§9.4',
    chainTest:
      'SDK batchDeposit sends Σ minShares as value → MultiVault_InsufficientBalance; multiVaultDepositBatch with Σ assets works',
  },
  batchCreateTripleStatements: {
    text: 'Sets value to one triple cost plus the deposit, whatever the number of triples, so two or more triples revert with MultiVault_InsufficientBalance. Call multiVaultCreateTriples with value set to the sum of the assets.',
    facts: '§9.4',
    chainTest:
      'SDK batchCreateTripleStatements with 2 triples sends one triple cost → MultiVault_InsufficientBalance; multiVaultCreateTriples with the sum works',
  },
  wrappedTrustDeposit: {
    text: 'Never forwards a value, so it wraps 0 TRUST. Call deposit on the WrappedTrust contract with viem and pass value.',
    facts: '§9.3',
    chainTest: 'wrappedTrustDeposit sends 0 wei and wraps nothing; WrappedTrust.deposit with value wraps',
  },
  multiVaultMultiCallIntuitionConfigs: {
    text: 'Puts two atom config values under each other’s keys (atom_wallet_initial_deposit_amount holds the creation fee, atom_creation_protocol_fee the wallet fee in basis points) and formats basis-point fees with 18 decimals. Read multiVaultGetAtomConfig and the other getters instead.',
    facts: '§9.3',
    chainTest: 'multiVaultMultiCallIntuitionConfigs swaps fields; multiVaultGetAtomConfig reads them right',
  },
};
