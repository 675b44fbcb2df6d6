/**
 * Entries on /release-notes: this site's releases and the dated history of the protocol and its packages.
 *
 * How to add a release:
 * 1. Only record dated facts. Protocol and package entries must come from the facts sheet
 *    (protocol-facts.md §6, §13, §15, §17). Never guess a date.
 * 2. Add one object to `releases`. `id` becomes the anchor (/release-notes#<id>): use "v2-0-2" style for a
 *    versioned release and "<yyyy-mm-dd>-<slug>" for an unversioned event. Never rename an existing id.
 * 3. `date` is ISO "YYYY-MM-DD" (UTC). `changes` are short, complete sentences; no Markdown.
 * 4. Never type a contract address or chain id; link to the deployments page instead.
 * The list is sorted newest first automatically; entries with the same date keep their source order.
 */

export type ReleaseKind = 'Site' | 'Packages' | 'Contracts' | 'Network' | 'Audit';

export interface Release {
  readonly id: string;
  readonly date: string;
  readonly kind: ReleaseKind;
  readonly title: string;
  readonly version?: string;
  readonly summary: string;
  readonly changes: readonly string[];
  readonly links?: readonly {readonly label: string; readonly to: string}[];
}

const releases: Release[] = [
  {
    id: 'v1-0-0',
    date: '2026-11-21',
    kind: 'Site',
    version: '1.0.0',
    title: 'Intuition Docs 1.0.0',
    summary: 'The first public version of this documentation site.',
    changes: [
      'Docs for the primitives, the economics, the contracts, the GraphQL API, the SDKs, the network and the node.',
      'Contract addresses, chain details and RPC endpoints are read from the pinned @0xintuition/protocol 2.0.2 package at build time instead of being typed by hand.',
      'Landing pages for ecosystem apps, the GraphQL API, the npm packages, use cases, whitepapers and this release history.',
    ],
    links: [{label: 'Start with the overview', to: '/docs/introduction/overview'}],
  },
  {
    id: '2026-03-20-claim-cap',
    date: '2026-03-20',
    kind: 'Contracts',
    title: 'Per-epoch claim cap in TrustBonding',
    summary:
      'The contracts repository capped reward claims so that the total claimed in an epoch can never exceed that epoch’s budget.',
    changes: [
      'A new custom error, TrustBonding_EpochBudgetExhausted, reports a claim that would exceed the budget. The 2.0.2 TrustBonding ABI predates it, so clients built on 2.0.2 cannot decode that revert.',
      'A storage getter, hasRolledOverSystemUtilization, was added the same day; the 2.0.2 ABIs do not include it either.',
      'A related March 2026 fix made epoch end times closed, non-overlapping intervals, one second earlier than at launch. Whether these changes are deployed on mainnet is not confirmed.',
    ],
    links: [{label: 'TrustBonding reference', to: '/docs/developer-tools/contracts/trust-bonding'}],
  },
  {
    id: 'v2-0-2',
    date: '2025-12-07',
    kind: 'Packages',
    version: '2.0.2',
    title: 'SDK packages 2.0.2 (V2 production)',
    summary:
      'The SDK monorepo’s “SDK Production Release” for protocol version 2. @0xintuition/protocol, @0xintuition/sdk and @0xintuition/graphql are at 2.0.2, the current version on npm.',
    changes: [
      'The protocol package exports the version 2 ABIs, the mainnet and testnet chain definitions, deployment addresses and multiVault-prefixed helpers such as multiVaultCreateAtoms and multiVaultDeposit.',
      'The SDK package adds high-level helpers such as createAtomFromString and createTripleStatement and re-exports the whole protocol package.',
      'The GraphQL package sets the mainnet endpoint as its default (API_URL_PROD); ids in the schema are strings instead of numbers.',
      'The 1ui component library was removed from the monorepo in the same commit.',
      'Known defects: the SDK deposit helper sends no value and batchDeposit sums the wrong array; call the protocol package’s multiVaultDeposit and multiVaultDepositBatch instead.',
    ],
    links: [
      {label: 'SDK overview', to: '/docs/developer-tools/sdks/overview'},
      {label: 'Migration guide', to: '/docs/developer-tools/sdks/migration-guide'},
    ],
  },
  {
    id: '2025-11-18-epoch-0-incident',
    date: '2025-11-18',
    kind: 'Contracts',
    title: 'Epoch 0 rollover incident',
    summary:
      'Right after epoch 0 ended at 15:00 UTC, a checkpoint underflow in the VotingEscrow code made every claimRewards call revert.',
    changes: [
      'Claims worked for a 49-second window, from 42 seconds after the epoch boundary until the breaking transaction at 15:01:31 UTC, 91 seconds after it.',
      'The fix replaced the checkpoint lookup with a binary search (pull request #126), and the team published a post-mortem.',
    ],
    links: [{label: 'TrustBonding reference', to: '/docs/developer-tools/contracts/trust-bonding'}],
  },
  {
    id: '2025-11-04-mainnet-launch',
    date: '2025-11-04',
    kind: 'Network',
    title: 'Protocol version 2 starts on mainnet',
    summary: 'The mainnet epoch clock and TRUST emissions began at 15:00 UTC. Epoch 0 is the first 14-day epoch.',
    changes: [
      'Atoms, triples and signals now live on the Intuition L3 and are paid for in TRUST. Version 1.5 state on Base was migrated into the new MultiVault.',
      'Every term id is a bytes32 hash, and every vault is a pair of a term and a bonding curve.',
      'Emissions start at 75,000,000 TRUST for the first year (deploy-script default), paid out per epoch to veTRUST holders.',
    ],
    links: [
      {label: 'Mainnet', to: '/docs/network/mainnet'},
      {label: 'Deployments', to: '/docs/developer-tools/contracts/deployments'},
    ],
  },
  {
    id: '2025-11-03-diligence-report-2',
    date: '2025-11-03',
    kind: 'Audit',
    title: 'ConsenSys Diligence report 2 published',
    summary:
      'The second Diligence report covers MultiVault, the bonding curves, the curve registry and the migration contract, reviewed from 2025-09-30 to 2025-10-10.',
    changes: ['The fixes for this report were committed to the contracts repository on 2025-10-31.'],
    links: [{label: 'Audit reports', to: '/docs/developer-tools/audit-reports'}],
  },
  {
    id: '2025-10-30-testnet-epochs',
    date: '2025-10-30',
    kind: 'Network',
    title: 'Testnet epoch clock starts',
    summary: 'The testnet deployment script sets its epoch start to 01:16:40 UTC on this day.',
    changes: ['Testnet uses the same 14-day epoch length as mainnet (deploy-script default).'],
    links: [{label: 'Testnet', to: '/docs/network/testnet'}],
  },
  {
    id: '2025-10-27-diligence-report-1',
    date: '2025-10-27',
    kind: 'Audit',
    title: 'ConsenSys Diligence report 1 published',
    summary:
      'The first Diligence report, from a September 2025 review, covers the TRUST token upgrade, TrustBonding and the emissions controllers.',
    changes: ['The fixes for this report were committed to the contracts repository on 2025-09-26.'],
    links: [{label: 'Audit reports', to: '/docs/developer-tools/audit-reports'}],
  },
  {
    id: '2024-03-28-trail-of-bits',
    date: '2024-03-28',
    kind: 'Audit',
    title: 'Trail of Bits audit of version 1',
    summary:
      'Trail of Bits reviewed the version 1 EthMultiVault and AtomWallet contracts in March and April 2024; the summary report is dated 2024-03-28.',
    changes: [
      'No high-severity findings. Five medium findings, all fixed, plus six low and thirteen informational findings.',
    ],
    links: [{label: 'Audit reports', to: '/docs/developer-tools/audit-reports'}],
  },
];

/** Newest first. Array.prototype.sort is stable, so same-day entries keep their order above. */
export const sortedReleases: readonly Release[] = [...releases].sort((a, b) => b.date.localeCompare(a.date));
