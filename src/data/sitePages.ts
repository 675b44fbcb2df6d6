/**
 * Title, description and share card of each SPEC §2.1 page (all but /search, which the search
 * components own). The pages read their <title> and meta description from here, and
 * scripts/og-images.ts renders each card from the same entry, so a page and its Open Graph image
 * cannot say different things.
 *
 * How to change or add a page:
 * 1. `title` is the page's <title> (Docusaurus appends " | Intuition Docs") and the card's headline.
 *    Keep it unique and at most 36 characters, so the card shows it in two lines at most.
 * 2. `description` is the meta description: one or two sentences, unique, at most 170 characters.
 * 3. `tagline` is the card's one line under the title, at most 80 characters; say what the reader
 *    finds on the page, not a slogan.
 * 4. `image` is the file name under static/img/og/. After any change to `title` or `tagline`, run
 *    `npx tsx scripts/og-images.ts` and commit the PNGs; tests/unit/site-pages.spec.ts fails while an
 *    image still carries old card text.
 */

export interface SitePage {
  readonly route: string;
  readonly title: string;
  readonly description: string;
  readonly tagline: string;
  /** File name (without .png) under static/img/og/. */
  readonly image: string;
}

export const sitePages = {
  home: {
    route: '/',
    title: 'Intuition documentation',
    description: 'Learn and build with Intuition: atoms, triples and signals staked in TRUST on the Intuition network.',
    tagline: 'Atoms, triples and signals, staked in TRUST on the Intuition network',
    image: 'home',
  },
  apps: {
    route: '/Apps',
    title: 'Ecosystem apps',
    description:
      'Apps built on Intuition: Portal, the block explorer, the Network Hub, Data Populator, wallet and browser add-ons, and tools for builders.',
    tagline: 'Explorers, the Network Hub, data tools, wallet add-ons and builder tools',
    image: 'apps',
  },
  communityPackages: {
    route: '/community-packages',
    title: 'Community packages',
    description:
      'Tools and libraries around Intuition beyond the core SDK: the intu CLI, the MCP server, agent skills, starter templates, the MetaMask Snap and more.',
    tagline: 'The CLI, the MCP server, agent skills, templates and more, with maintainers',
    image: 'community-packages',
  },
  faq: {
    route: '/faq',
    title: 'Intuition FAQ',
    description:
      'Short answers about Intuition: atoms, triples and signals, the networks and APIs, the SDK packages, costs, fees, TRUST and rewards.',
    tagline: 'Short answers on atoms, triples, fees, TRUST, rewards and the network',
    image: 'faq',
  },
  gettingStarted: {
    route: '/getting-started',
    title: 'Getting started: choose your path',
    description:
      'Choose where to start with Intuition: the quickstart, the concepts, the SDK, the GraphQL API, the contracts, running a node or building an AI agent.',
    tagline: 'Quickstart, concepts, SDK, GraphQL, contracts, nodes or AI agents',
    image: 'getting-started',
  },
  graphql: {
    route: '/graphql',
    title: 'GraphQL API',
    description:
      'Query the Intuition knowledge graph over GraphQL: mainnet and testnet endpoints, a first query, how queries are shaped, and where to go next.',
    tagline: 'Endpoints, a first query and how to read the knowledge graph',
    image: 'graphql',
  },
  graphqlReadAtoms: {
    route: '/graphql/read/atoms',
    title: 'Read atoms with GraphQL',
    description:
      'Reference for reading atoms from the Intuition GraphQL API: root fields, arguments, the fields of the atoms type and three worked queries.',
    tagline: 'Root fields, arguments, every field of an atom and worked queries',
    image: 'graphql-read-atoms',
  },
  protocolPackage: {
    route: '/protocol-package',
    title: '@0xintuition/protocol package',
    description:
      'The low-level TypeScript package for the Intuition contracts: install it, see its exports grouped by task, and run a first read and a first write.',
    tagline: 'Typed ABIs, chain definitions, addresses and one viem call per function',
    image: 'protocol-package',
  },
  releaseNotes: {
    route: '/release-notes',
    title: 'Release notes',
    description:
      'Dated history of this documentation site, the Intuition npm packages, the version 2 contracts and their audits, newest first.',
    tagline: 'Site, package, contract and audit changes, newest first',
    image: 'release-notes',
  },
  useCases: {
    route: '/use-cases',
    title: 'What people build with Intuition',
    description:
      'What people build on Intuition, from reputation and curation to identity, AI agent memory, fraud signals and reviews, with the atoms and triples each uses.',
    tagline: 'Reputation, curation, identity, agent memory, fraud signals and reviews',
    image: 'use-cases',
  },
  whitepapers: {
    route: '/whitepapers',
    title: 'Whitepapers',
    description:
      'The Intuition whitepaper, the Intuition litepaper and the TRUST whitepaper, with where to find each PDF and the docs pages that cover the same ground.',
    tagline: 'The Intuition whitepaper and litepaper, and the TRUST whitepaper',
    image: 'whitepapers',
  },
  protocolSdk: {
    route: '/sdks/protocol-sdk',
    title: '@0xintuition/sdk package',
    description:
      'The high-level Intuition SDK for TypeScript: install it, see its helpers grouped by task, and create and stake on your first atom.',
    tagline: 'One-call helpers to create atoms and triples, stake and read them back',
    image: 'sdks-protocol-sdk',
  },
  oneUi: {
    route: '/sdks/1ui',
    title: '1ui component library',
    description:
      '1ui, the React component library behind Portal: what it is, how to install @0xintuition/1ui, its status, and the components it ships.',
    tagline: 'The React components behind Portal: status, install and the full list',
    image: 'sdks-1ui',
  },
} as const satisfies Record<string, SitePage>;

export type SitePageKey = keyof typeof sitePages;

/** Every page in route order of SPEC §2.1. */
export const sitePageList: readonly SitePage[] = Object.values(sitePages);

/** Site path of a page's Open Graph image; Docusaurus makes it absolute with the site URL. */
export function ogImagePath(page: SitePage): string {
  return `/img/og/${page.image}.png`;
}

/**
 * The text a page's share card shows, as scripts/og-images.ts stores it in the PNG (a tEXt chunk
 * named by `ogCardTextKeyword`), so a test can tell when an image was rendered from older text.
 * Non-ASCII characters are escaped because PNG text chunks are Latin-1.
 */
export function ogCardText(page: SitePage): string {
  return JSON.stringify({title: page.title, tagline: page.tagline}).replace(
    /[\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export const ogCardTextKeyword = 'intuition-card';
