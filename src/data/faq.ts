/**
 * The one list of questions behind both FAQs: /faq (expandable answers) and the docs page
 * docs/resources/faq.mdx (a heading per question). Each question is written once here.
 *
 * How to add a question:
 * 1. Every fact in `answer` must come from the facts sheet (protocol-facts.md). Values marked
 *    "(script default)" there must be called deploy-script defaults, with the getter that reads the live value.
 * 2. `id` is a unique kebab-case slug and the anchor on both pages: /faq#<id> opens the item and
 *    /docs/resources/faq#<id> scrolls to its heading. Never rename an existing id (people link to it);
 *    add a new entry instead.
 * 3. `answer` is one paragraph of at most 90 words. It may use two inline marks and nothing else:
 *    `code` for identifiers, and [label](/docs/...) or [label](https://...) for a link. Internal links
 *    are absolute site paths, so they work from /faq and from the docs page alike.
 * 4. `link` is the onward "read more" link shown under the answer (an absolute site path). Do not also
 *    link the same page inside the answer.
 * 5. Set `docsOnly: true` when the question needs more protocol background than /faq assumes (it
 *    then appears only on the docs FAQ).
 * 6. Never type a contract address or chain id; point to the network or deployments docs instead.
 * Entries are shown per group in the order of `faqGroups`, and inside a group in the order below.
 */

export type FaqGroup = 'General' | 'Technical' | 'Economic' | 'Network';

export interface FaqEntry {
  readonly id: string;
  readonly group: FaqGroup;
  readonly question: string;
  /** One paragraph; inline `code` and [label](target) only (see the header). */
  readonly answer: string;
  readonly link?: {readonly label: string; readonly to: string};
  /** Shown on the docs FAQ only. */
  readonly docsOnly?: true;
}

export const faqGroups: readonly FaqGroup[] = ['General', 'Technical', 'Economic', 'Network'];

/** The anchor of a group heading on both pages (what Docusaurus derives from "## General"). */
export function faqGroupId(group: FaqGroup): string {
  return group.toLowerCase();
}

const faqEntries: FaqEntry[] = [
  // General
  {
    id: 'what-is-intuition',
    group: 'General',
    question: 'What is Intuition?',
    answer:
      'Intuition is a protocol for publishing claims about anything and backing them with tokens. You name things as atoms, connect them into subject, predicate and object statements called triples, and stake TRUST on the ones you agree or disagree with, so the graph shows how strongly each claim is backed. The contracts run on the Intuition network, a layer 3 chain built with Caldera on Arbitrum Orbit that settles to Base.',
    link: {label: 'Read the overview', to: '/docs/introduction/overview'},
  },
  {
    id: 'what-is-an-atom',
    group: 'General',
    question: 'What is an atom?',
    answer:
      'An atom is the smallest named thing in the graph: a person, a website, an address, a concept or a predicate such as "follows". On chain it is between 1 and 1,000 bytes of data (the byte limit is a deploy-script default; read `atomDataMaxLength` with `getGeneralConfig()`). Its id is derived from those exact bytes, so the same data always gives the same atom and a duplicate cannot be created.',
    link: {label: 'Atoms reference', to: '/docs/primitives/atoms'},
  },
  {
    id: 'what-is-a-triple',
    group: 'General',
    question: 'What is a triple, and what is a counter-triple?',
    answer:
      'A triple is an ordered statement of three existing terms: subject, predicate, object, for example "Alice follows Bob". Creating a triple also creates its counter-triple, a separate term with its own id and vaults. Staking on the triple means you agree; staking on the counter-triple means you disagree.',
    link: {label: 'Triples reference', to: '/docs/primitives/triples'},
  },
  {
    id: 'what-is-a-signal',
    group: 'General',
    question: 'What is a signal?',
    answer:
      'A signal is the economic weight behind a term: the TRUST you deposit into an atom or triple vault, which gives you shares, also called a position. The size and number of positions show how strongly people back an atom or a claim. Creating a term is not a signal by itself: if you create an atom and pay only the creation cost, you own no shares in it.',
    link: {label: 'Signals reference', to: '/docs/primitives/signals'},
  },
  {
    id: 'identities-and-claims',
    group: 'General',
    question: 'Why do some pages say identities and claims?',
    answer:
      'Earlier apps and docs called atoms "identities" and triples "claims", and sometimes "attestations". The contracts say atom and triple, and version 2 groups both under the word term.',
    link: {label: 'Key terms and their synonyms', to: '/docs/resources/key-terms'},
  },
  {
    id: 'v2-changes',
    group: 'General',
    question: 'What changed between version 1.5 and version 2?',
    answer:
      'Versions 1 and 1.5 ran on Base and used ETH. Version 2 runs on the Intuition network and uses TRUST, identifies terms by `bytes32` hashes instead of sequential numbers, makes every vault call name a bonding curve, and adds epochs and TRUST rewards.',
    link: {label: 'SDK migration guide', to: '/docs/developer-tools/sdks/migration-guide'},
    docsOnly: true,
  },
  {
    id: 'open-source',
    group: 'General',
    question: 'Is Intuition open source?',
    answer:
      'The code is public in the [0xIntuition GitHub organisation](https://github.com/0xIntuition). The version 2 contracts are licensed under BUSL-1.1, except the VotingEscrow port they include, which is MIT. The TypeScript libraries `@0xintuition/protocol`, `@0xintuition/sdk` and `@0xintuition/graphql` are MIT.',
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
      'Ask quick questions in the Intuition Discord or Telegram, follow announcements on X, and email support@intuition.systems about a problem with your own account. The community and support page says which channel suits which question.',
    link: {label: 'Community and support', to: '/docs/resources/community-and-support'},
  },

  // Technical
  {
    id: 'which-packages',
    group: 'Technical',
    question: 'Which npm package should I use?',
    answer:
      'For most apps, install `@0xintuition/sdk` with viem 2: it has higher-level helpers, such as creating an atom from a string or an Ethereum address, and re-exports everything in `@0xintuition/protocol`. Use the protocol package alone if you only need the ABIs, chain definitions, deployment addresses and thin viem wrappers around each contract call. Both are at version 2.0.2.',
    link: {label: 'SDK overview', to: '/docs/developer-tools/sdks/overview'},
  },
  {
    id: 'create-atom-from-code',
    group: 'Technical',
    question: 'How do I create an atom from code?',
    answer:
      'Read the live cost with `getAtomCost()`, then call `createAtoms` with the hex-encoded atom data and, for each atom, an amount of at least that cost, sending the total as the transaction value. The SDK helper `createAtomFromString` does all of this in one call.',
    link: {label: 'Create an atom, step by step', to: '/docs/developer-tools/interactions/create-atom'},
    docsOnly: true,
  },
  {
    id: 'term-ids',
    group: 'Technical',
    question: 'How are atom and triple ids computed?',
    answer:
      'Ids are `bytes32` hashes. An atom id is keccak256 of a fixed atom salt packed with keccak256 of the atom data. A triple id hashes a triple salt with the subject, predicate and object ids, and a counter-triple id hashes a counter salt with the triple id. The SDK functions `calculateAtomId`, `calculateTripleId` and `calculateCounterTripleId` compute the same values off chain.',
    link: {label: 'Contract architecture', to: '/docs/developer-tools/contracts/contract-architecture'},
  },
  {
    id: 'edit-or-delete-an-atom',
    group: 'Technical',
    question: 'Can I edit or delete an atom?',
    answer:
      'No. MultiVault has no function that changes or removes a term, and the id is derived from the exact bytes, so a corrected version is simply a new atom. Creating an atom that already exists reverts with `MultiVault_AtomExists`.',
    link: {label: 'MultiVault reference', to: '/docs/developer-tools/contracts/multivault'},
  },
  {
    id: 'atom-data',
    group: 'Technical',
    question: 'What can atom data contain?',
    answer:
      'Any bytes, from 1 to 1,000 of them by deploy-script default; the protocol does not parse them. By convention the SDK writes plain strings, `ipfs://` URIs that point at schema.org JSON, checksummed Ethereum addresses, or CAIP-10 strings with a lowercase `caip10:` prefix. Case and prefix matter, because a different spelling is a different atom.',
    link: {label: 'Structuring atoms', to: '/docs/introduction/the-primitives/structuring/atoms'},
    docsOnly: true,
  },
  {
    id: 'graphql-endpoint',
    group: 'Technical',
    question: 'Where is the GraphQL API, and do I need a key?',
    answer:
      'Mainnet and testnet each have a Hasura GraphQL endpoint, and reads need no authentication. The `@0xintuition/graphql` package exports the URLs as `API_URL_PROD` (mainnet, the default) and `API_URL_DEV` (testnet), with a typed client and React Query hooks. Subscriptions use WebSocket on the same path. For a single value straight from the chain, call MultiVault view functions over [RPC](/docs/network/testnet/rpc).',
    link: {label: 'GraphQL endpoints', to: '/graphql'},
  },
  {
    id: 'sdk-deposit-reverts',
    group: 'Technical',
    question: 'Why does deposit() from the SDK revert?',
    answer:
      'In `@0xintuition/sdk` 2.0.2 the `deposit` helper never sends a value, so the contract sees a 0 TRUST deposit and the simulation fails with `MultiVault_DepositBelowMinimumDeposit`. `batchDeposit` sums the wrong array for its value. Call `multiVaultDeposit` or `multiVaultDepositBatch` from the protocol package instead and pass `value` yourself.',
    link: {label: 'Deposit and redeem guide', to: '/docs/developer-tools/interactions/deposit-return'},
  },
  {
    id: 'indexing-delay',
    group: 'Technical',
    question: 'My transaction confirmed, so why is it missing from GraphQL?',
    answer:
      'The API is served by an indexer that trails the chain by a short time. If you need the data right after a write, call the experimental `wait(txHash)` helper from `@0xintuition/sdk`: it polls the API until the transaction shows up. In the meantime you can read the contract directly.',
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
      'Every vault is a pair of a term and a bonding curve. Curve 1 is the linear curve and the default: every new term gets a curve 1 vault. The SDK docs and examples use curve 2 for the offset progressive curve. The registry numbers curves in the order they were added, so confirm the mapping on chain with the registry getters `curveIds` and `curveAddresses`.',
    link: {label: 'Bonding curves', to: '/docs/introduction/the-economics/bonding-curves'},
  },
  {
    id: 'ai-agents',
    group: 'Technical',
    question: 'How do AI agents use Intuition?',
    answer:
      'The Intuition MCP server gives MCP clients six read-only tools over the knowledge graph, including `search_atoms`, `get_account_info` and `get_following`. It reads the testnet GraphQL API unless you set `INTUITION_GRAPHQL_URL`. The separate agent-skills package gives coding agents ABIs, addresses and encodings.',
    link: {label: 'MCP server guide', to: '/docs/intuition-ai/mcp-server'},
  },

  // Economic
  {
    id: 'what-is-trust',
    group: 'Economic',
    question: 'What is TRUST?',
    answer:
      'TRUST is the protocol token. The canonical ERC-20 lives on Base, where it is minted and burned, and it is the native gas token of the Intuition network, where you pay gas, create terms and stake with it. For locking and rewards you wrap it into WTRUST, a WETH-style wrapper.',
    link: {label: 'Economics overview', to: '/docs/economics/overview'},
  },
  {
    id: 'atom-creation-cost',
    group: 'Economic',
    question: 'How much does it cost to create an atom or a triple?',
    answer:
      'With the deploy-script defaults, an atom costs 0.1 TRUST plus 1,000,000 wei, and a triple costs 0.1 TRUST plus 2,000,000 wei. The 0.1 TRUST is a protocol fee; the wei amounts seed the new vaults. Paying exactly the cost leaves you with no shares. Admins can change these values, so read the live cost with `getAtomCost()` and `getTripleCost()` before you send a transaction.',
    link: {label: 'Create an atom', to: '/docs/developer-tools/interactions/create-atom'},
  },
  {
    id: 'deposit-fees',
    group: 'Economic',
    question: 'What fees do I pay when I stake?',
    answer:
      'With the deploy-script defaults, a 100 TRUST deposit into an established atom vault pays 1.25 TRUST protocol fee, 0.5 TRUST entry fee and 0.5 TRUST to the atom wallet, so shares are minted for 97.75 TRUST. On a triple the 0.5 TRUST atom-wallet fee is replaced by 0.9 TRUST shared among the vaults of its three component terms, 2.65 TRUST in total. Read the live rates with `getVaultFees()`, `getAtomConfig()` and `getTripleConfig()`.',
    link: {label: 'Fees and rewards', to: '/docs/introduction/the-primitives/fundamentals/fees-rewards'},
  },
  {
    id: 'redeem-fees',
    group: 'Economic',
    question: 'What do I get back when I redeem?',
    answer:
      'With the deploy-script defaults, redeeming shares worth 100 TRUST pays out 98 TRUST: 1.25 TRUST goes to the protocol and a 0.75 TRUST exit fee goes back into the term’s default-curve vault, which raises its share price. Admins can change the rates; read them with `getVaultFees()`.',
    link: {label: 'Deposit and redeem guide', to: '/docs/developer-tools/interactions/deposit-return'},
  },
  {
    id: 'minimum-deposit',
    group: 'Economic',
    question: 'Is there a minimum deposit?',
    answer:
      'Yes. The deploy-script default is 0.01 TRUST per deposit; smaller deposits revert with `MultiVault_DepositBelowMinimumDeposit`. Admins can change the value, so read `minDeposit` from `getGeneralConfig()`. Creating an atom or triple only requires the creation cost.',
    link: {label: 'MultiVault reference', to: '/docs/developer-tools/contracts/multivault'},
  },
  {
    id: 'where-fees-go',
    group: 'Economic',
    question: 'Where do the fees go?',
    answer:
      'Protocol fees and the fixed creation fees collect per epoch inside MultiVault, and anyone can sweep them to the protocol multisig. Entry and exit fees stay in the system: they are added to the term’s default-curve vault, which raises the share price for its holders. The triple fraction is split across the default-curve vaults of the triple’s three components, and the atom-wallet fee builds up for the owner of the atom’s wallet.',
    link: {label: 'Economics overview', to: '/docs/economics/overview'},
  },
  {
    id: 'can-fees-change',
    group: 'Economic',
    question: 'Can fees change, and how would I know?',
    answer:
      'Yes. The MultiVault admin (`DEFAULT_ADMIN_ROLE`) can replace the fee rates, creation fees and minimum deposit with `setVaultFees`, `setAtomConfig`, `setTripleConfig` and `setGeneralConfig`, and MultiVault applies the change in the same transaction, with no delay of its own. Each setter emits an event (`VaultFeesUpdated`, `AtomConfigUpdated`, `TripleConfigUpdated`, `GeneralConfigUpdated`), so watch MultiVault for those. The curves’ slope and offset change only through a contract upgrade, which waits out the upgrades timelock.',
    link: {
      label: 'Mainnet values and who can change them',
      to: '/docs/economics/overview#mainnet-values-and-who-can-change-them',
    },
  },
  {
    id: 'bonding-curves-and-positions',
    group: 'Economic',
    question: 'How do bonding curves affect my position?',
    answer:
      'On the default linear curve, shares are priced pro rata and the price rises only as fees flow into the vault. On the offset progressive curve the price grows with the number of shares: with the deploy-script defaults it starts at 3 TRUST per share and rises 0.1 TRUST for each additional share, which favours early depositors. Its parameters are fixed when the curve is deployed; read them with `SLOPE()` and `OFFSET()`.',
    link: {label: 'Bonding curves', to: '/docs/introduction/the-economics/bonding-curves'},
  },
  {
    id: 'stake-for-and-against',
    group: 'Economic',
    question: 'Can I stake for and against the same claim?',
    answer:
      'Not on the same curve at the same time. A deposit into a triple vault reverts with `MultiVault_HasCounterStake` if you already hold shares of its counter-triple on that curve, and the other way round. Redeem one side before you take the other.',
    link: {label: 'Triples reference', to: '/docs/primitives/triples'},
  },
  {
    id: 'rewards',
    group: 'Economic',
    question: 'How do staking rewards work?',
    answer:
      'Wrap TRUST into WTRUST, lock it in TrustBonding to receive veTRUST, and stay active in MultiVault during each epoch. Rewards are paid per epoch in native TRUST. Your share of all veTRUST sets your share of the epoch’s emissions, and the amount you can claim is then scaled by how active you and the whole system were in MultiVault.',
    link: {label: 'TrustBonding reference', to: '/docs/developer-tools/contracts/trust-bonding'},
  },
  {
    id: 'claim-rewards',
    group: 'Economic',
    question: 'When can I claim rewards?',
    answer:
      'Epochs last 14 days by deploy-script default; read the live length with `epochLength` on TrustBonding. Rewards for an epoch can be claimed with `claimRewards` only during the next epoch, and are forfeited after that. There is nothing to claim during epoch 0, which began on mainnet on 2025-11-04 at 15:00 UTC.',
    link: {label: 'Calculating rewards', to: '/docs/introduction/the-primitives/structuring/calculating-rewards'},
  },
  {
    id: 'what-is-vetrust',
    group: 'Economic',
    question: 'What is veTRUST?',
    answer:
      'veTRUST, vote-escrowed TRUST, is the balance you get for locking WTRUST in TrustBonding. A lock lasts at least one epoch (14 days by deploy-script default) and at most two years. Your veTRUST starts in proportion to the amount and the time left until unlock, and decays linearly to zero at unlock.',
    link: {label: 'TrustBonding reference', to: '/docs/developer-tools/contracts/trust-bonding'},
  },
  {
    id: 'emissions',
    group: 'Economic',
    question: 'How many TRUST are emitted?',
    answer:
      'With the deploy-script defaults, the first year emits 75,000,000 TRUST, about 2,884,615.38 TRUST per 14-day epoch across 26 epochs. Every 26 epochs the amount drops by 10%. From epoch 2 on, the amount paid out is scaled by system-wide activity, with a floor of 50%. The schedule for any epoch, including future ones, comes from `getEmissionsAtEpoch(epoch)` on the SatelliteEmissionsController; `emissionsForEpoch(epoch)` on TrustBonding returns the utilization-scaled amount instead, and reverts for epochs after the current one.',
    link: {label: 'Economics overview', to: '/docs/economics/overview'},
  },

  // Network
  {
    id: 'what-is-the-network',
    group: 'Network',
    question: 'What is the Intuition network?',
    answer:
      'A layer 3 rollup built with Caldera on Arbitrum Orbit (Nitro), with AnyTrust data availability. Mainnet settles to Base and the testnet to Base Sepolia. TRUST is its gas token.',
    link: {label: 'Network overview', to: '/docs/network'},
  },
  {
    id: 'is-mainnet-live',
    group: 'Network',
    question: 'Is Intuition mainnet live?',
    answer:
      'Yes. The version 2 protocol is live on Intuition mainnet. Its epoch clock and TRUST emissions started on 2025-11-04 at 15:00 UTC. A public testnet runs alongside it with test TRUST (tTRUST) for experiments.',
    link: {label: 'Mainnet details', to: '/docs/network/mainnet'},
  },
  {
    id: 'mainnet-or-testnet',
    group: 'Network',
    question: 'What is the difference between mainnet and testnet?',
    answer:
      'Mainnet settles to Base and uses real TRUST; the testnet settles to Base Sepolia and uses tTRUST, which has no value. They run the same contracts at different addresses, with separate data and separate GraphQL endpoints.',
    link: {label: 'Testnet overview', to: '/docs/network/testnet'},
  },
  {
    id: 'bridge-trust',
    group: 'Network',
    question: 'How do I get TRUST onto the Intuition network?',
    answer:
      'Bridge it from Base through the [Network Hub](https://hub.intuition.systems) or its shortcut, [bridge.intuition.systems](https://bridge.intuition.systems). The bridge runs on Caldera’s Metalayer.',
    link: {label: 'Bridge guide', to: '/docs/network/testnet/bridge'},
  },
  {
    id: 'get-test-tokens',
    group: 'Network',
    question: 'How do I get test TRUST?',
    answer:
      'Use the faucet on the [testnet Network Hub](https://testnet.hub.intuition.systems), which also bridges and adds the network to your wallet. The docs describe a daily claim of 0.1 tTRUST, but the same page also says you can claim as often as you like, so treat the limit as unconfirmed.',
    link: {label: 'Testnet guide', to: '/docs/network/testnet'},
  },
  {
    id: 'rpc-url',
    group: 'Network',
    question: 'Which RPC URL should I use?',
    answer:
      'Use the endpoints with the `/http` and `/ws` paths from the `@0xintuition/protocol` chain definitions, not the bare hosts that some older pages show.',
    link: {label: 'RPC endpoints and examples', to: '/docs/network/testnet/rpc'},
    docsOnly: true,
  },
  {
    id: 'explorer-or-portal',
    group: 'Network',
    question: 'Is the block explorer the same as Portal?',
    answer:
      'No. The [block explorer](/docs/network/testnet/explorer), a Blockscout instance, shows raw transactions, blocks and events. [Portal](/docs/network/testnet/portal) shows decoded atoms, claims and stakes, and lets you act on them.',
  },
  {
    id: 'run-a-node',
    group: 'Network',
    question: 'Can I run my own indexer?',
    answer:
      'The indexer stack is open source in the intuition-rs repository: a Rust consumer pipeline fed through Redis, Hasura over Postgres and an RPC proxy, all in Docker and started with `./scripts/start.sh` and a schema name that picks the network (`local` deploys a private chain). The network docs also say to contact support for node setup, so check with the team before you rely on a self-hosted mainnet indexer.',
    link: {label: 'Run an Intuition node', to: '/docs/run-node/run-an-intuition-node'},
  },
];

/** Every question in display order (the docs FAQ): grouped by `faqGroups`, source order within a group. */
export const sortedFaqEntries: readonly FaqEntry[] = faqGroups.flatMap((group) =>
  faqEntries.filter((entry) => entry.group === group),
);

/** The questions /faq shows: all but the docs-only ones, in the same order. */
export const faqPageEntries: readonly FaqEntry[] = sortedFaqEntries.filter((entry) => !entry.docsOnly);

export type AnswerPart =
  | {readonly kind: 'text'; readonly text: string}
  | {readonly kind: 'code'; readonly text: string}
  | {readonly kind: 'link'; readonly text: string; readonly to: string};

const inlineMark = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Splits an answer into plain text, `code` and [label](target) parts (the only marks answers use). */
export function answerParts(answer: string): AnswerPart[] {
  const parts: AnswerPart[] = [];
  let last = 0;
  for (const match of answer.matchAll(inlineMark)) {
    if (match.index > last) parts.push({kind: 'text', text: answer.slice(last, match.index)});
    if (match[1] !== undefined) parts.push({kind: 'code', text: match[1]});
    else parts.push({kind: 'link', text: match[2]!, to: match[3]!});
    last = match.index + match[0].length;
  }
  if (last < answer.length) parts.push({kind: 'text', text: answer.slice(last)});
  return parts;
}

/** The answer as a reader sees it, without the marks. */
export function answerText(answer: string): string {
  return answerParts(answer)
    .map((part) => part.text)
    .join('');
}

/**
 * Table of contents of the docs FAQ: each group heading and its questions. The docs page exports
 * this as its `toc`, because headings rendered by a component are invisible to the MDX compiler.
 * `value` is HTML, so question text is escaped.
 */
export function faqToc(entries: readonly FaqEntry[]): {value: string; id: string; level: number}[] {
  const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return faqGroups.flatMap((group) => [
    {value: escape(group), id: faqGroupId(group), level: 2},
    ...entries
      .filter((entry) => entry.group === group)
      .map((entry) => ({value: escape(entry.question), id: entry.id, level: 3})),
  ]);
}
