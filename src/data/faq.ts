/**
 * Questions shown on /faq, grouped General / Technical / Economic.
 *
 * How to add a question:
 * 1. Every fact in `answer` must come from the facts sheet (protocol-facts.md). Values marked
 *    "(script default)" there must be called deploy-script defaults, with the getter that reads the live value.
 * 2. `id` is a unique kebab-case slug. It is the anchor: /faq#<id> opens the item. Never rename an
 *    existing id (people link to it); add a new entry instead.
 * 3. `answer` is plain text (no Markdown, no HTML). Keep it under about 90 words and link onward with `link`.
 * 4. Never type a contract address or chain id; point to the network or deployments docs instead.
 * 5. `link.to` is an absolute site path ("/docs/..."). Entries are shown per group in the order of `faqGroups`,
 *    and inside a group in the order they appear here.
 */

export type FaqGroup = 'General' | 'Technical' | 'Economic';

export interface FaqEntry {
  readonly id: string;
  readonly group: FaqGroup;
  readonly question: string;
  readonly answer: string;
  readonly link?: {readonly label: string; readonly to: string};
}

export const faqGroups: readonly FaqGroup[] = ['General', 'Technical', 'Economic'];

const faqEntries: FaqEntry[] = [
  // General
  {
    id: 'what-is-intuition',
    group: 'General',
    question: 'What is Intuition?',
    answer:
      'Intuition is a protocol for publishing claims about anything and backing them with tokens. You name things as atoms, connect them into subject, predicate and object statements called triples, and stake TRUST on the ones you agree or disagree with. The contracts run on the Intuition network, a layer 3 chain built with Caldera on Arbitrum Orbit that settles to Base.',
    link: {label: 'Read the overview', to: '/docs/introduction/overview'},
  },
  {
    id: 'what-is-an-atom',
    group: 'General',
    question: 'What is an atom?',
    answer:
      'An atom is the smallest named thing in the graph: a person, a website, an address, a concept or a predicate such as "follows". On chain it is between 1 and 1,000 bytes of data (the byte limit is a deploy-script default; read atomDataMaxLength with getGeneralConfig()). Its id is derived from those exact bytes, so the same data always gives the same atom and a duplicate cannot be created.',
    link: {label: 'Atoms reference', to: '/docs/primitives/atoms'},
  },
  {
    id: 'what-is-a-triple',
    group: 'General',
    question: 'What is a triple, and what is a counter-triple?',
    answer:
      'A triple is an ordered statement of three existing terms: subject, predicate, object, for example "Alice follows Bob". Creating a triple also creates its counter-triple, a separate term with its own id and vaults. Staking on the triple means you agree; staking on the counter-triple means you disagree. You cannot hold both sides of the same triple on the same curve at once.',
    link: {label: 'Triples reference', to: '/docs/primitives/triples'},
  },
  {
    id: 'what-is-a-signal',
    group: 'General',
    question: 'What is a signal?',
    answer:
      'A signal is the economic weight behind a term: the TRUST you deposit into an atom or triple vault, which gives you shares, also called a position. Creating a term is not a signal by itself. If you create an atom and pay only the creation cost, you own no shares in it.',
    link: {label: 'Signals reference', to: '/docs/primitives/signals'},
  },
  {
    id: 'is-mainnet-live',
    group: 'General',
    question: 'Is Intuition mainnet live?',
    answer:
      'Yes. The version 2 protocol is live on Intuition mainnet. Its epoch clock and TRUST emissions started on 2025-11-04 at 15:00 UTC. A public testnet runs alongside it with test TRUST (tTRUST) for experiments.',
    link: {label: 'Mainnet details', to: '/docs/network/mainnet'},
  },
  {
    id: 'where-to-start-as-a-user',
    group: 'General',
    question: 'Which app should I try first?',
    answer:
      'Start with Portal, the Protocol Explorer. It lets you browse and create atoms and triples, stake on them, add tags, build lists and follow accounts. Use the testnet Portal if you want to practise with test tokens first.',
    link: {label: 'See all ecosystem apps', to: '/Apps'},
  },
  {
    id: 'get-test-tokens',
    group: 'General',
    question: 'How do I get test TRUST?',
    answer:
      'Use the faucet on the testnet Network Hub, which also bridges and adds the network to your wallet. The docs describe a daily claim of 0.1 tTRUST, but the same page also says you can claim as often as you like, so treat the limit as unconfirmed.',
    link: {label: 'Testnet guide', to: '/docs/network/testnet'},
  },
  {
    id: 'audits',
    group: 'General',
    question: 'Has the protocol been audited?',
    answer:
      'Yes, three times. Trail of Bits reviewed the version 1 contracts in March and April 2024. ConsenSys Diligence reviewed the version 2 TRUST token upgrade, TrustBonding and the emissions controllers in September 2025, and then MultiVault, the bonding curves, the curve registry and the migration contract from 2025-09-30 to 2025-10-10.',
    link: {label: 'Audit reports', to: '/docs/developer-tools/audit-reports'},
  },
  {
    id: 'get-help',
    group: 'General',
    question: 'Where can I ask for help?',
    answer:
      'Ask in the Intuition Discord, follow announcements on X, or email support@intuition.systems. The community and support page lists every official channel.',
    link: {label: 'Community and support', to: '/docs/resources/community-and-support'},
  },

  // Technical
  {
    id: 'which-packages',
    group: 'Technical',
    question: 'Which npm package should I use?',
    answer:
      'Use @0xintuition/protocol for ABIs, chain definitions, deployment addresses and thin viem wrappers around each contract call. Use @0xintuition/sdk for higher-level helpers such as creating an atom from a string or an Ethereum address; it re-exports everything in the protocol package. Both are at version 2.0.2 and need viem 2 as a peer dependency.',
    link: {label: 'SDK overview', to: '/docs/developer-tools/sdks/overview'},
  },
  {
    id: 'graphql-endpoint',
    group: 'Technical',
    question: 'Where is the GraphQL API, and do I need a key?',
    answer:
      'Mainnet and testnet each have a Hasura GraphQL endpoint. Reads need no authentication. The @0xintuition/graphql package exports the URLs as API_URL_PROD (mainnet, the default) and API_URL_DEV (testnet). Subscriptions use WebSocket on the same path.',
    link: {label: 'GraphQL endpoints', to: '/graphql'},
  },
  {
    id: 'term-ids',
    group: 'Technical',
    question: 'How are atom and triple ids computed?',
    answer:
      'Ids are bytes32 hashes. An atom id is keccak256 of a fixed atom salt packed with keccak256 of the atom data. A triple id hashes a triple salt with the subject, predicate and object ids, and a counter-triple id hashes a counter salt with the triple id. The SDK functions calculateAtomId, calculateTripleId and calculateCounterTripleId compute the same values off chain.',
    link: {label: 'Contract architecture', to: '/docs/developer-tools/contracts/contract-architecture'},
  },
  {
    id: 'sdk-deposit-reverts',
    group: 'Technical',
    question: 'Why does deposit() from the SDK revert?',
    answer:
      'In @0xintuition/sdk 2.0.2 the deposit helper never sends a value, so the contract sees a 0 TRUST deposit and the simulation fails with MultiVault_DepositBelowMinimumDeposit. batchDeposit sums the wrong array for its value. Call multiVaultDeposit or multiVaultDepositBatch from the protocol package instead and pass value yourself.',
    link: {label: 'Deposit and redeem guide', to: '/docs/developer-tools/interactions/deposit-return'},
  },
  {
    id: 'indexing-delay',
    group: 'Technical',
    question: 'My transaction confirmed, so why is it missing from GraphQL?',
    answer:
      'The indexer lags the chain by a short time. If you need the data right after a write, call wait(txHash) from @0xintuition/sdk: it polls the API until the transaction shows up, or you can read the contract directly in the meantime.',
    link: {label: 'GraphQL reads', to: '/docs/developer-tools/graphql-api/reads'},
  },
  {
    id: 'nested-triples',
    group: 'Technical',
    question: 'Can a triple point to another triple?',
    answer:
      'Yes. The subject, predicate or object of a triple can be any term that already exists, including another triple or a counter-triple. This lets you make statements about statements, such as who asserted a claim or in what context it holds.',
    link: {label: 'Structuring triples', to: '/docs/introduction/the-primitives/structuring/triples'},
  },
  {
    id: 'curve-ids',
    group: 'Technical',
    question: 'What do curve ids 1 and 2 mean?',
    answer:
      'Every vault is a pair of a term and a bonding curve. Curve 1 is the linear curve and the default: every new term gets a curve 1 vault. The SDK docs and examples use curve 2 for the offset progressive curve. The registry numbers curves in the order they were added, so confirm the mapping on chain with the registry getters curveIds and curveAddresses.',
    link: {label: 'Bonding curves', to: '/docs/introduction/the-economics/bonding-curves'},
  },
  {
    id: 'run-a-node',
    group: 'Technical',
    question: 'Can I run my own indexer?',
    answer:
      'The indexer stack is open source in the intuition-rs repository: a Rust consumer pipeline, Hasura over Postgres, an image guard and an RPC proxy, started locally with cargo make. The network docs also say to contact support for node setup, so check with the team before you rely on a self-hosted mainnet indexer.',
    link: {label: 'Run an Intuition node', to: '/docs/run-node/run-an-intuition-node'},
  },
  {
    id: 'ai-agents',
    group: 'Technical',
    question: 'How do AI agents use Intuition?',
    answer:
      'The Intuition MCP server exposes the knowledge graph to agents as six tools, including search_atoms, get_account_info and get_following. It reads the testnet GraphQL API unless you set INTUITION_GRAPHQL_URL. The separate agent-skills package gives coding agents ABIs, addresses and encodings.',
    link: {label: 'Intuition AI', to: '/docs/intuition-ai'},
  },

  // Economic
  {
    id: 'what-is-trust',
    group: 'Economic',
    question: 'What is TRUST?',
    answer:
      'TRUST is the protocol token. The canonical ERC-20 lives on Base, and it is the native gas token of the Intuition network, where you pay for staking and fees with it. For locking and rewards you wrap it into WTRUST, a WETH-style wrapper.',
    link: {label: 'Economics overview', to: '/docs/economics/overview'},
  },
  {
    id: 'atom-creation-cost',
    group: 'Economic',
    question: 'How much does it cost to create an atom or a triple?',
    answer:
      'With the deploy-script defaults, an atom costs 0.1 TRUST plus 1,000,000 wei, and a triple costs 0.1 TRUST plus 2,000,000 wei. The 0.1 TRUST is a protocol fee; the wei amounts seed the new vaults. Admins can change these values, so read the live cost with getAtomCost() and getTripleCost() before you send a transaction.',
    link: {label: 'Create an atom', to: '/docs/developer-tools/interactions/create-atom'},
  },
  {
    id: 'deposit-fees',
    group: 'Economic',
    question: 'What fees do I pay when I stake?',
    answer:
      'With the deploy-script defaults, a 100 TRUST deposit into an established atom vault pays 1.25 TRUST protocol fee, 0.5 TRUST entry fee and 0.5 TRUST to the atom wallet, so shares are minted for 97.75 TRUST. On a triple the 0.5 TRUST atom-wallet fee is replaced by 0.9 TRUST shared among the vaults of its three component terms, 2.65 TRUST in total. Read the live rates with getVaultFees(), getAtomConfig() and getTripleConfig().',
    link: {label: 'Fees and rewards', to: '/docs/introduction/the-primitives/fundamentals/fees-rewards'},
  },
  {
    id: 'redeem-fees',
    group: 'Economic',
    question: 'What do I get back when I redeem?',
    answer:
      'With the deploy-script defaults, redeeming shares worth 100 TRUST pays out 98 TRUST: 1.25 TRUST goes to the protocol and a 0.75 TRUST exit fee goes back into the term default vault, which raises its share price. Admins can change the rates; read them with getVaultFees().',
    link: {label: 'Deposit and redeem guide', to: '/docs/developer-tools/interactions/deposit-return'},
  },
  {
    id: 'minimum-deposit',
    group: 'Economic',
    question: 'Is there a minimum deposit?',
    answer:
      'Yes. The deploy-script default is 0.01 TRUST per deposit; smaller deposits revert with MultiVault_DepositBelowMinimumDeposit. The value can be changed by admins, so read minDeposit from getGeneralConfig(). Creating an atom or triple only requires the creation cost.',
    link: {label: 'MultiVault reference', to: '/docs/developer-tools/contracts/multivault'},
  },
  {
    id: 'where-fees-go',
    group: 'Economic',
    question: 'Where do the fees go?',
    answer:
      'Protocol fees and the fixed creation fees collect per epoch and can be swept by anyone to the protocol multisig. Entry and exit fees stay in the system: they are added to the term default-curve vault, which raises the share price for its holders. The atom-wallet fee builds up for the atom wallet owner.',
    link: {label: 'Economics overview', to: '/docs/economics/overview'},
  },
  {
    id: 'rewards',
    group: 'Economic',
    question: 'How do staking rewards work?',
    answer:
      'Lock WTRUST in TrustBonding to receive veTRUST, for at least one epoch and at most two years. Epochs last 14 days by deploy-script default; read the live length with epochLength on TrustBonding. Rewards are paid per epoch in native TRUST and scale with your share of veTRUST and with how active you were in MultiVault. You claim an epoch during the following epoch only; after that its rewards are forfeited.',
    link: {label: 'TrustBonding reference', to: '/docs/developer-tools/contracts/trust-bonding'},
  },
  {
    id: 'emissions',
    group: 'Economic',
    question: 'How many TRUST are emitted?',
    answer:
      'With the deploy-script defaults, the first year emits 75,000,000 TRUST, about 2,884,615.38 TRUST per 14-day epoch across 26 epochs. Every 26 epochs the amount drops by 10%. From epoch 2 on, the amount paid out is scaled by system-wide activity, with a floor of 50%. Read the figure for any epoch with emissionsForEpoch(epoch) on TrustBonding.',
    link: {label: 'Economics overview', to: '/docs/economics/overview'},
  },
];

/** Entries in display order: grouped by `faqGroups`, source order within a group. */
export const sortedFaqEntries: readonly FaqEntry[] = faqGroups.flatMap((group) =>
  faqEntries.filter((entry) => entry.group === group),
);
