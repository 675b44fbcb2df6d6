import {externalLinks} from './links';

/**
 * Text of the home page sections. Each primitive and path links to the page that explains it;
 * add a path by appending to `homePaths` (audience: 'developer' or 'community').
 */
export interface Primitive {
  name: string;
  summary: string;
  example: string;
  to: string;
}

export const primitives: Primitive[] = [
  {
    name: 'Atoms',
    summary:
      'An atom names one thing: a person, an address, a concept, a web page. Its id is derived from its data, so the same thing gets the same id everywhere.',
    example: '"Ethereum", an account, "trustworthy"',
    to: '/docs/primitives/atoms',
  },
  {
    name: 'Triples',
    summary:
      'A triple links three terms as subject, predicate and object to state a claim. Each triple comes with a counter-triple for those who disagree.',
    example: 'Alice — is expert in — Solidity',
    to: '/docs/primitives/triples',
  },
  {
    name: 'Signals',
    summary:
      'Signal is TRUST deposited into the vault of an atom or triple. Staking on a claim gives it weight, and it can be redeemed later through the bonding curve.',
    example: '10 TRUST for, 2 TRUST against',
    to: '/docs/primitives/signals',
  },
];

export interface HomePath {
  audience: 'developer' | 'community';
  title: string;
  description: string;
  to: string;
}

export const homePaths: HomePath[] = [
  {
    audience: 'developer',
    title: 'Quickstart',
    description: 'Create your first atom and triple on testnet, then read them back through GraphQL.',
    to: '/docs/quickstart/getting-started',
  },
  {
    audience: 'developer',
    title: 'Smart contracts',
    description: 'The MultiVault and its companions: functions, events, fees and deployments.',
    to: '/docs/developer-tools/contracts/contract-architecture',
  },
  {
    audience: 'developer',
    title: 'GraphQL API',
    description: 'Query the indexed knowledge graph: atoms, triples, vaults and positions.',
    to: '/docs/developer-tools/graphql-api/overview',
  },
  {
    audience: 'developer',
    title: 'SDKs',
    description: 'The TypeScript packages that wrap the contracts and the API.',
    to: '/docs/developer-tools/sdks/overview',
  },
  {
    audience: 'community',
    title: 'What Intuition is',
    description: 'The protocol in plain words: why shared, stake-weighted knowledge matters.',
    to: '/docs/introduction/overview',
  },
  {
    audience: 'community',
    title: 'How the economics work',
    description: 'Bonding curves, fees and rewards: what happens to TRUST you stake.',
    to: '/docs/introduction/the-economics',
  },
  {
    audience: 'community',
    title: 'Use the network',
    description: 'Connect a wallet to mainnet or testnet, bridge, and explore the graph.',
    to: '/docs/network',
  },
  {
    audience: 'community',
    title: 'Apps built on Intuition',
    description: 'The portal, the explorer, the browser extension and more.',
    to: '/Apps',
  },
];

/** Apps featured on the home page, by id in src/data/apps.ts (the full gallery is /Apps). */
export const featuredAppIds: readonly string[] = ['portal', 'block-explorer', 'network-hub', 'browser-extension'];

export interface HomePackage {
  name: string;
  summary: string;
  install: string;
  to: string;
}

/** The published packages, each linking to its page on this site. */
export const homePackages: HomePackage[] = [
  {
    name: '@0xintuition/sdk',
    summary: 'High-level helpers to create atoms and triples, deposit and read them back.',
    install: 'npm install @0xintuition/sdk viem',
    to: '/sdks/protocol-sdk',
  },
  {
    name: '@0xintuition/protocol',
    summary: 'Chains, contract addresses, ABIs and typed MultiVault calls on top of viem.',
    install: 'npm install @0xintuition/protocol viem',
    to: '/protocol-package',
  },
  {
    name: '@0xintuition/graphql',
    summary: 'The GraphQL endpoints, a configured client and typed queries for the indexed graph.',
    install: 'npm install @0xintuition/graphql',
    to: '/graphql',
  },
];

export interface CommunityLink {
  label: string;
  description: string;
  href: string;
}

/** Where the community talks; URLs come from src/data/links.ts. */
export const communityLinks: CommunityLink[] = [
  {label: 'Discord', description: 'Ask questions and meet other builders.', href: externalLinks.discord},
  {label: 'X (Twitter)', description: 'Announcements and releases.', href: externalLinks.x},
  {label: 'Telegram', description: 'Community chat.', href: externalLinks.telegram},
  {label: 'Farcaster', description: 'Updates on Farcaster.', href: externalLinks.farcaster},
  {label: 'GitHub', description: 'Contracts, SDKs and tools.', href: externalLinks.github},
  {label: 'Forum', description: 'Longer discussions.', href: externalLinks.forum},
];
