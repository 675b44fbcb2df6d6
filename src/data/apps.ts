/**
 * Ecosystem apps shown on /Apps.
 *
 * How to add an app:
 * 1. Check the app against the facts sheet (protocol-facts.md §14). Only list apps the sheet names.
 * 2. Add one object to `apps` below. `id` is a kebab-case slug, unique in this file.
 * 3. `category` must be one of the keys of `appCategories`. Add a category there first if you need one.
 * 4. `networks` lists only the networks the sheet states, in the order of `networkOrder` (mainnet first);
 *    leave it empty if the sheet is silent.
 * 5. Links: full https URLs (external) or absolute site paths starting with "/docs/" (internal).
 *    Never type a contract address or chain id here.
 * 6. `description` stays under 200 characters. The list is sorted by name automatically.
 * Links that also appear in the navbar or footer come from ./links, so they are defined once.
 */

import {externalLinks} from './links';

export type AppCategory = 'explorers' | 'network' | 'data' | 'learning' | 'wallets' | 'social' | 'developers';

export type Network = 'mainnet' | 'testnet';

/** The order networks are listed in, on every card. */
export const networkOrder: readonly Network[] = ['mainnet', 'testnet'];

export interface AppLink {
  /** Visible link text. It must make sense on its own (screen readers list links out of context). */
  readonly label: string;
  /** Full https URL, or an absolute site path such as "/docs/network/testnet/portal". */
  readonly href: string;
}

export interface App {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly category: AppCategory;
  readonly networks: readonly Network[];
  /** Extra context, e.g. which network is the default. */
  readonly note?: string;
  readonly links: readonly [AppLink, ...AppLink[]];
}

export const appCategories: Record<AppCategory, {readonly label: string; readonly description: string}> = {
  explorers: {label: 'Explorers', description: 'Browse atoms, triples, positions and transactions.'},
  network: {label: 'Network', description: 'Bridge TRUST, add the network to a wallet, get test tokens.'},
  data: {label: 'Data tools', description: 'Bring existing data into the graph in bulk.'},
  learning: {label: 'Learning', description: 'Guided quests that teach the protocol.'},
  wallets: {label: 'Wallets and browser', description: 'Trust signals where you browse and sign.'},
  social: {label: 'Social', description: 'Create and stake from social apps.'},
  developers: {label: 'Developer tools', description: 'Command line and starter projects for builders.'},
};

/** Category keys in display order. */
export const appCategoryOrder: readonly AppCategory[] = [
  'explorers',
  'network',
  'data',
  'learning',
  'wallets',
  'social',
  'developers',
];

const apps: App[] = [
  {
    id: 'portal',
    name: 'Portal',
    description:
      'The flagship app, also called the Protocol Explorer. Create atoms (identities) and triples (claims), stake on them, tag, build lists and follow accounts.',
    category: 'explorers',
    networks: ['mainnet', 'testnet'],
    links: [
      {label: 'Open Portal (mainnet)', href: externalLinks.protocolExplorer},
      {label: 'Open Portal (testnet)', href: 'https://testnet.portal.intuition.systems'},
      {label: 'Portal guide', href: '/docs/network/testnet/portal'},
    ],
  },
  {
    id: 'block-explorer',
    name: 'Block explorer',
    description:
      'A Blockscout instance for the Intuition L3. Look up transactions, blocks, accounts and verified contracts.',
    category: 'explorers',
    networks: ['mainnet', 'testnet'],
    links: [
      {label: 'Open the mainnet explorer', href: 'https://explorer.intuition.systems'},
      {label: 'Open the testnet explorer', href: 'https://testnet.explorer.intuition.systems'},
      {label: 'Explorer guide', href: '/docs/network/testnet/explorer'},
    ],
  },
  {
    id: 'network-hub',
    name: 'Network Hub',
    description:
      'The Caldera hub for the Intuition network: bridge TRUST between Base and the L3, add the network to your wallet, and claim test tokens.',
    category: 'network',
    networks: ['mainnet', 'testnet'],
    note: 'The faucet is on the testnet hub only.',
    links: [
      {label: 'Open the mainnet hub', href: 'https://hub.intuition.systems'},
      {label: 'Open the testnet hub', href: externalLinks.networkHubTestnet},
      {label: 'Bridge guide', href: '/docs/network/testnet/bridge'},
    ],
  },
  {
    id: 'data-populator',
    name: 'Data Populator (deprecated)',
    description:
      'Deprecated CSV-to-atoms uploader from the Base-era protocol. To bulk-create atoms on the Intuition L3 today, use the SDK; the guide shows the steps.',
    category: 'data',
    networks: [],
    links: [{label: 'Data Populator guide and SDK replacement', href: '/docs/network/testnet/data-populator'}],
  },
  {
    id: 'launchpad',
    name: 'Launchpad',
    description: 'Quests and learning experiences that award IQ points as you try the protocol.',
    category: 'learning',
    networks: [],
    links: [{label: 'Open Launchpad', href: 'https://launchpad.intuition.systems'}],
  },
  {
    id: 'browser-extension',
    name: 'Browser extension',
    description:
      'A Chrome extension that shows trust signals and phishing warnings, surfaces comments and reviews from your trust network, and lets you capture pages into the graph.',
    category: 'wallets',
    networks: [],
    note: 'Install it as an unpacked extension from the repository.',
    links: [
      {
        label: 'intuition-chrome-extension on GitHub',
        href: 'https://github.com/0xIntuition/intuition-chrome-extension',
      },
      {label: 'chrome-extension on GitHub', href: 'https://github.com/0xIntuition/chrome-extension'},
    ],
  },
  {
    id: 'metamask-snap',
    name: 'MetaMask Snap',
    description:
      'Shows trust data for an address while you sign a transaction: For and Against stakes on the triple [address] [has tag] [trustworthy], plus the best-staked "has alias" name.',
    category: 'wallets',
    networks: ['mainnet', 'testnet'],
    note: 'Run from source in MetaMask Flask with start:testnet or start:mainnet; the root start script targets mainnet.',
    links: [
      {label: 'MetaMask Snap guide', href: '/docs/network/testnet/metamask-snap'},
      {label: 'intuition-snap on GitHub', href: 'https://github.com/0xIntuition/intuition-snap'},
      {label: 'Revel8 intuition-snap on GitHub', href: 'https://github.com/Revel8-io/intuition-snap'},
    ],
  },
  {
    id: 'farcaster-frames',
    name: 'Farcaster Frames',
    description:
      'A published frame that shows a v1 atom inside a Farcaster post and deposits ETH into the legacy v1 contract on Base. No frame works with the current protocol yet.',
    category: 'social',
    networks: [],
    links: [
      {label: 'Farcaster Frames guide', href: '/docs/network/testnet/farcaster-frames'},
      {label: 'intuition-frame on GitHub', href: 'https://github.com/0xIntuition/intuition-frame'},
    ],
  },
  {
    id: 'cli',
    name: 'Intuition CLI',
    description:
      'The intu command, built with oclif: manage accounts, create atoms, batch-import CSV files and search the graph from a terminal.',
    category: 'developers',
    networks: [],
    note: 'Build it from its source in the SDK monorepo: the npm registry has no intuition-cli package, although the CLI README installs one.',
    links: [
      {
        label: 'CLI source in intuition-ts (apps/cli)',
        href: 'https://github.com/0xIntuition/intuition-ts/tree/main/apps/cli',
      },
    ],
  },
  {
    id: 'templates',
    name: 'Starter templates',
    description:
      'Starting points for your own app: a Next.js template in the SDK monorepo, plus a basic and an advanced template repository.',
    category: 'developers',
    networks: [],
    links: [
      {label: 'Basic template on GitHub', href: 'https://github.com/0xIntuition/intuition-basic-template'},
      {label: 'Advanced template on GitHub', href: 'https://github.com/0xIntuition/intuition-advanced-template'},
      {
        label: 'Next.js template in intuition-ts (apps/nextjs-template)',
        href: 'https://github.com/0xIntuition/intuition-ts',
      },
    ],
  },
];

/** All apps, sorted by name (case-insensitive). */
export const sortedApps: readonly App[] = [...apps].sort((a, b) =>
  a.name.localeCompare(b.name, 'en', {sensitivity: 'base'}),
);

export function isAppCategory(value: string): value is AppCategory {
  return Object.prototype.hasOwnProperty.call(appCategories, value);
}
