/**
 * Which example program each chain spec runs (`npm run test:chain`, tests/chain/). The package reference marks an
 * example "run by `npm run test:chain`" and shows it in full when it is listed here
 * (src/features/package-reference/usage.ts), so the build reads this list and never the specs.
 *
 * tests/unit/chain-examples.spec.ts reads the specs and fails when a spec runs an example that is not listed
 * under it, or when one listed under a spec is no longer named by it. How to add one: the example's path under
 * the spec that runs it; a tutorial's `client.ts`, imported by every step, is listed with the steps.
 */
export const chainExamples: Readonly<Record<string, readonly string[]>> = {
  'tests/chain/examples-create.spec.ts': [
    'examples/interactions/create-atom/create-account-atom.ts',
    'examples/interactions/create-atom/create-text-atom.ts',
    'examples/interactions/create-atom/create-thing-atom.ts',
    'examples/interactions/create-triple/create-triple.ts',
    'examples/site/create-and-stake.ts',
    'examples/site/create-atom.ts',
    'examples/site/latest-atoms.ts',
    'examples/site/read-costs.ts',
  ],
  'tests/chain/examples-use.spec.ts': [
    'examples/interactions/deposit-return/deposit-batch.ts',
    'examples/interactions/deposit-return/deposit-for-another-address.ts',
    'examples/interactions/deposit-return/deposit-with-preview.ts',
    'examples/interactions/deposit-return/redeem-with-minimum.ts',
    'examples/interactions/deposit-return/stake-for-or-against.ts',
    'examples/interactions/overview/check-fee-arithmetic.ts',
    'examples/interactions/overview/network-setup.ts',
    'examples/interactions/overview/read-a-revert.ts',
    'examples/interactions/retrieve-vault-details/read-vault-details.ts',
    'examples/quickstart/getting-started/first-triple-sdk.ts',
    'examples/quickstart/getting-started/first-triple-viem.ts',
    'examples/sdks/migration-guide/find-migrated-atom.ts',
    'examples/sdks/overview/batch-deposit-fragment.ts',
    'examples/sdks/overview/configure-clients.ts',
    'examples/sdks/overview/deposit-with-workaround.ts',
  ],
  'tests/chain/reference-examples.spec.ts': ['examples/reference/read-term.ts', 'examples/reference/redeem-batch.ts'],
  'tests/chain/tutorial-attester.spec.ts': [
    'examples/tutorials/attester/01-attest.ts',
    'examples/tutorials/attester/02-verify.ts',
  ],
  'tests/chain/tutorial-curated-list.spec.ts': [
    'examples/tutorials/curated-list/01-create-list.ts',
    'examples/tutorials/curated-list/02-rank.ts',
    'examples/tutorials/curated-list/03-add-and-stake.ts',
    'examples/tutorials/curated-list/client.ts',
  ],
  'tests/chain/tutorial-live-feed.spec.ts': [
    'examples/tutorials/live-feed/01-watch.ts',
    'examples/tutorials/live-feed/02-resume.ts',
    'examples/tutorials/live-feed/03-stream.ts',
  ],
  'tests/chain/tutorial-social-graph.spec.ts': [
    'examples/tutorials/social-graph/01-follow.ts',
    'examples/tutorials/social-graph/02-circle.ts',
    'examples/tutorials/social-graph/client.ts',
    // Its third reader stakes against with the trust-score tutorial's first step.
    'examples/tutorials/trust-score/01-stake.ts',
  ],
  'tests/chain/tutorial-trust-score.spec.ts': [
    'examples/tutorials/trust-score/01-stake.ts',
    'examples/tutorials/trust-score/02-read-claims.ts',
    'examples/tutorials/trust-score/03-score.ts',
    'examples/tutorials/trust-score/client.ts',
  ],
};

/** Whether `npm run test:chain` runs the example file (a path relative to the site root). */
export const runsOnChain = (file: string): boolean =>
  Object.values(chainExamples).some((files) => files.includes(file));
