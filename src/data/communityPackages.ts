/**
 * Libraries and tools listed on /community-packages: everything outside the three core npm
 * libraries (@0xintuition/protocol, @0xintuition/sdk, @0xintuition/graphql).
 *
 * How to add an entry:
 * 1. The package or repository must be named in the facts sheet (protocol-facts.md §9.1, §11, §13, §14).
 *    Do not list anything the sheet does not name.
 * 2. Add one object to `communityPackages`. `id` is a unique kebab-case slug (it becomes the card anchor).
 * 3. `maintainer` says who publishes it: "Intuition" for the 0xIntuition organisation, otherwise the
 *    author's organisation as the sheet gives it.
 * 4. `install` is a shell command that the sheet supports. Leave it out if the sheet gives none.
 * 5. `source.href` is a full https URL. `docs.to`, if present, is an absolute site path.
 * The list is sorted by name automatically.
 */

export type PackageKind =
  'Command line' | 'AI tooling' | 'Starter template' | 'Wallet' | 'Browser' | 'Social' | 'UI kit';

export interface CommunityPackage {
  readonly id: string;
  readonly name: string;
  readonly kind: PackageKind;
  readonly maintainer: string;
  readonly description: string;
  /** Version as the sheet gives it, with where it was seen. */
  readonly version?: string;
  readonly install?: string;
  readonly source: {readonly label: string; readonly href: string};
  readonly docs?: {readonly label: string; readonly to: string};
  /** Caveats a reader should know before using it. */
  readonly note?: string;
}

const communityPackages: CommunityPackage[] = [
  {
    id: 'intuition-cli',
    name: 'intuition-cli (intu)',
    kind: 'Command line',
    maintainer: 'Intuition',
    description:
      'An oclif command line tool whose binary is intu. It manages local accounts, creates atoms, imports CSV files in batches, searches the graph and has an experimental sync command.',
    version: '2.0.1 in the intuition-ts repository (apps/cli)',
    source: {
      label: 'intuition-ts monorepo, folder apps/cli',
      href: 'https://github.com/0xIntuition/intuition-ts/tree/main/apps/cli',
    },
    note: 'Not published on npm: the registry returns no intuition-cli package, although the CLI README installs one. Build it from the repository.',
  },
  {
    id: 'mcp-server',
    name: '@0xintuition/mcp-server',
    kind: 'AI tooling',
    maintainer: 'Intuition',
    description:
      'A Model Context Protocol server (Node and Express, MIT) that gives AI agents six read tools over the knowledge graph, such as search_atoms, get_account_info and get_following.',
    version: '0.9.0 (package.json)',
    install:
      'git clone https://github.com/0xIntuition/intuition-mcp-server && cd intuition-mcp-server && pnpm install && pnpm run start:http',
    source: {label: 'intuition-mcp-server on GitHub', href: 'https://github.com/0xIntuition/intuition-mcp-server'},
    docs: {label: 'MCP server guide', to: '/docs/intuition-ai/mcp-server'},
    note: 'It reads the testnet GraphQL API unless you set INTUITION_GRAPHQL_URL.',
  },
  {
    id: 'agent-skills',
    name: 'agent-skills',
    kind: 'AI tooling',
    maintainer: 'Intuition',
    description:
      'A skill named intuition for coding agents. It supplies canonical ABIs, addresses and encodings and produces unsigned transaction parameters, while the MCP server answers graph queries at run time.',
    install: 'npx skills add 0xintuition/agent-skills',
    source: {label: 'agent-skills on GitHub', href: 'https://github.com/0xIntuition/agent-skills'},
    docs: {label: 'Intuition AI overview', to: '/docs/intuition-ai'},
  },
  {
    id: 'intuition-snap-revel8',
    name: 'intuition-snap',
    kind: 'Wallet',
    maintainer: 'Revel8',
    description:
      'The MetaMask Snap that shows trust data and aliases for the address you are about to interact with, read from the triples [address] [has tag] [trustworthy] and [address] [has alias] [name], matched by the term ids on the MetaMask Snap page.',
    source: {label: 'Revel8-io/intuition-snap on GitHub', href: 'https://github.com/Revel8-io/intuition-snap'},
    docs: {label: 'MetaMask Snap guide', to: '/docs/network/testnet/metamask-snap'},
    note: 'Now called Hive Mind. Start it with start:testnet or start:mainnet: the root start script runs start:mainnet. The docs also link 0xIntuition/intuition-snap.',
  },
  {
    id: 'basic-template',
    name: 'intuition-basic-template',
    kind: 'Starter template',
    maintainer: 'Intuition',
    description: 'A basic starter repository for an app that talks to Intuition.',
    source: {
      label: 'intuition-basic-template on GitHub',
      href: 'https://github.com/0xIntuition/intuition-basic-template',
    },
    docs: {label: 'Intuition kits', to: '/docs/quickstart/intuition-kits'},
  },
  {
    id: 'advanced-template',
    name: 'intuition-advanced-template',
    kind: 'Starter template',
    maintainer: 'Intuition',
    description: 'The advanced counterpart of the basic template, for builders who want more of the stack set up.',
    source: {
      label: 'intuition-advanced-template on GitHub',
      href: 'https://github.com/0xIntuition/intuition-advanced-template',
    },
    docs: {label: 'Intuition kits', to: '/docs/quickstart/intuition-kits'},
  },
  {
    id: 'nextjs-template',
    name: 'Next.js template',
    kind: 'Starter template',
    maintainer: 'Intuition',
    description: 'A Next.js app template kept inside the SDK monorepo next to the packages it uses.',
    source: {
      label: 'intuition-ts monorepo, folder apps/nextjs-template',
      href: 'https://github.com/0xIntuition/intuition-ts',
    },
  },
  {
    id: 'intuition-frame',
    name: 'intuition-frame',
    kind: 'Social',
    maintainer: 'Intuition',
    description:
      'A Farcaster frame that shows a v1 atom inside a post and deposits ETH into the legacy v1 contract on Base; not ported to the current protocol.',
    source: {label: 'intuition-frame on GitHub', href: 'https://github.com/0xIntuition/intuition-frame'},
    docs: {label: 'Farcaster Frames guide', to: '/docs/network/testnet/farcaster-frames'},
  },
  {
    id: 'chrome-extension',
    name: 'intuition-chrome-extension',
    kind: 'Browser',
    maintainer: 'Intuition',
    description:
      'A Chrome extension with trust signals and anti-phishing hints, reviews from your trust network, and a way to capture pages into the graph.',
    source: {
      label: 'intuition-chrome-extension on GitHub',
      href: 'https://github.com/0xIntuition/intuition-chrome-extension',
    },
    note: 'Load it unpacked from the repository.',
  },
  {
    id: '1ui',
    name: '@0xintuition/1ui',
    kind: 'UI kit',
    maintainer: 'Intuition',
    description:
      'The React component library behind Portal, built on shadcn/ui, Radix and Tailwind, with identity, claim and staking components.',
    version: '0.3.0 in the repository (2025-10)',
    install: 'npm install @0xintuition/1ui',
    source: {label: 'Storybook for 1ui', href: 'https://0xintuition.github.io/intuition-ts/'},
    docs: {label: '1ui package page', to: '/sdks/1ui'},
    note: 'Removed from the intuition-ts monorepo on 2025-12-07.',
  },
];

/** All entries, sorted by name (case-insensitive, ignoring a leading "@"). */
export const sortedCommunityPackages: readonly CommunityPackage[] = [...communityPackages].sort((a, b) =>
  a.name.replace(/^@/, '').localeCompare(b.name.replace(/^@/, ''), 'en', {sensitivity: 'base'}),
);
