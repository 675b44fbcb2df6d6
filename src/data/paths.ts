/**
 * "Choose your path" cards on /getting-started.
 *
 * How to add a path:
 * 1. Add one object to `paths`. `id` is a unique kebab-case slug (used as the card's anchor).
 * 2. `to` must be an existing docs route (see the route list in SPEC §2.2), written as an absolute path.
 * 3. `forWhom` finishes the sentence "Pick this if you…"; `steps` are 2–4 short things the reader will do.
 * 4. `order` sets the position on the page (lower first). Keep the quickstart first.
 */

export type PathAudience =
  'Everyone' | 'App developers' | 'Data and analytics' | 'Protocol integrators' | 'Operators' | 'AI builders';

export interface LearningPath {
  readonly id: string;
  readonly order: number;
  readonly title: string;
  readonly audience: PathAudience;
  readonly forWhom: string;
  readonly steps: readonly string[];
  readonly to: string;
  readonly cta: string;
}

const paths: LearningPath[] = [
  {
    id: 'quickstart',
    order: 1,
    title: 'Quickstart',
    audience: 'Everyone',
    forWhom: 'want a working result in a few minutes and will read the theory later.',
    steps: ['Set up a wallet with test TRUST', 'Create your first atom', 'Look it up again on chain or in the API'],
    to: '/docs/quickstart/getting-started',
    cta: 'Start the quickstart',
  },
  {
    id: 'concepts',
    order: 2,
    title: 'Learn the concepts',
    audience: 'Everyone',
    forWhom: 'want to understand atoms, triples, signals and bonding curves before you build.',
    steps: ['Read how atoms and triples form a graph', 'See how staking expresses agreement', 'Learn where fees go'],
    to: '/docs/introduction/overview',
    cta: 'Read the overview',
  },
  {
    id: 'sdk',
    order: 3,
    title: 'Integrate with the SDK',
    audience: 'App developers',
    forWhom: 'are building a TypeScript app and want helpers for creating atoms, triples and positions.',
    steps: [
      'Install @0xintuition/sdk and viem',
      'Set up viem clients on the Intuition chain',
      'Create an atom and stake on it',
    ],
    to: '/docs/developer-tools/sdks/overview',
    cta: 'Open the SDK guide',
  },
  {
    id: 'graphql',
    order: 4,
    title: 'Query the GraphQL API',
    audience: 'Data and analytics',
    forWhom: 'need to read the knowledge graph: search atoms, list positions or build dashboards.',
    steps: ['Pick the mainnet or testnet endpoint', 'Run your first atoms query', 'Filter, sort and paginate'],
    to: '/docs/developer-tools/graphql-api/overview',
    cta: 'Open the GraphQL guide',
  },
  {
    id: 'contracts',
    order: 5,
    title: 'Call the contracts',
    audience: 'Protocol integrators',
    forWhom: 'integrate from Solidity or raw ABI calls and need exact function signatures and revert rules.',
    steps: [
      'Read the MultiVault functions',
      'Preview a deposit to set slippage bounds',
      'Handle create, deposit and redeem',
    ],
    to: '/docs/developer-tools/contracts/multivault',
    cta: 'Open the MultiVault reference',
  },
  {
    id: 'node',
    order: 6,
    title: 'Run a node',
    audience: 'Operators',
    forWhom: 'want to run the indexer stack yourself: the Rust consumer, Hasura and Postgres.',
    steps: ['Install Docker, Rust and cargo-make', 'Fill in the .env file', 'Start the stack locally'],
    to: '/docs/run-node/run-an-intuition-node',
    cta: 'Open the node guide',
  },
  {
    id: 'ai-agent',
    order: 7,
    title: 'Build an AI agent',
    audience: 'AI builders',
    forWhom: 'want an agent that can search atoms, look up accounts and follow trust relationships.',
    steps: ['Run the Intuition MCP server', 'Connect it to your agent', 'Query the graph through its tools'],
    to: '/docs/intuition-ai',
    cta: 'Open the AI guide',
  },
];

/** Paths in display order. */
export const sortedPaths: readonly LearningPath[] = [...paths].sort((a, b) => a.order - b.order);
