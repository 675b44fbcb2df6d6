import fs from 'node:fs';
import path from 'node:path';

/** Every route of SPEC §2.1 and §2.2, with {product} = intuition. A missing page fails the route tests. */
export const pageRoutes = [
  '/',
  '/Apps',
  '/community-packages',
  '/faq',
  '/getting-started',
  '/graphql',
  '/graphql/read/atoms',
  '/protocol-package',
  '/release-notes',
  '/search',
  '/use-cases',
  '/whitepapers',
  '/sdks/protocol-sdk',
  '/sdks/1ui',
] as const;

export const testnetTools = [
  'bridge',
  'data-populator',
  'explorer',
  'farcaster-frames',
  'metamask-snap',
  'portal',
  'rpc',
] as const;

/** Doc ids under docs/ (a trailing /index is served at the folder's URL). */
export const docIds = [
  'contribute/contribution-guidelines',
  'developer-tools/audit-reports',
  ...['contract-architecture', 'deployments', 'multivault', 'trust-bonding'].map(
    (p) => `developer-tools/contracts/${p}`,
  ),
  'developer-tools/deep-dive/architecture',
  ...['migration-guide', 'overview', 'query-examples', 'reads', 'writes'].map(
    (p) => `developer-tools/graphql-api/${p}`,
  ),
  'developer-tools/graphql-api/other-languages', // beyond SPEC §2.2: GraphQL from Python, Go and codegen (issue 37)
  // beyond SPEC §2.2: the GraphQL cookbook (issue 20)
  ...[
    'index',
    'accounts-and-profiles',
    'atoms-by-type-and-creator',
    'triples-by-predicate-or-object',
    'holders-and-positions',
    'deposit-and-redemption-history',
    'share-price-and-time-series',
    'rankings-and-leaderboards',
    'search',
    'social-graph-functions',
    'protocol-statistics',
    'live-feeds',
    'pagination-and-counts',
    'fast-queries',
    'api-as-served-2026-06',
  ].map((p) => `developer-tools/graphql-api/cookbook/${p}`),
  ...['create-atom', 'create-triple', 'deposit-return', 'overview', 'retrieve-vault-details'].map(
    (p) => `developer-tools/interactions/${p}`,
  ),
  ...['migration-guide', 'overview'].map((p) => `developer-tools/sdks/${p}`),
  // beyond SPEC §2.2: the generated package reference (issue 21); its group pages, generated from
  // src/data/packageExports.ts, are held to the packages by tests/unit/package-reference.spec.ts
  'developer-tools/sdks/reference/index',
  // beyond SPEC §2.2: Build a web app (issue 36)
  ...['set-up-and-connect', 'read-claims', 'write-with-a-wallet', 'server-rendering'].map(
    (p) => `developer-tools/web-app/${p}`,
  ),
  'economics/overview',
  'introduction/index',
  'introduction/overview',
  'introduction/why-intuition',
  'introduction/the-economics/index',
  'introduction/the-economics/bonding-curves',
  'introduction/the-primitives/index',
  ...['atoms', 'fees-rewards', 'intuition-in-practice', 'signal', 'state-interpretations', 'triples'].map(
    (p) => `introduction/the-primitives/fundamentals/${p}`,
  ),
  ...['atoms', 'calculating-rewards', 'capturing-signal', 'triples'].map(
    (p) => `introduction/the-primitives/structuring/${p}`,
  ),
  'intuition-ai/index',
  'intuition-ai/mcp-server',
  'intuition-ai/docs-mcp-server', // beyond SPEC §2.2: this repository's own docs MCP server (issue 14)
  'network/index',
  'network/mainnet',
  'network/testnet/index',
  ...testnetTools.map((p) => `network/testnet/${p}`),
  ...['atoms', 'overview', 'signals', 'triples'].map((p) => `primitives/${p}`),
  'primitives/predicates', // beyond SPEC §2.2: the predicate catalogue (coverage review 2026-11-26, reader requests row 1)
  ...['getting-started', 'intuition-kits'].map((p) => `quickstart/${p}`),
  'resources/index',
  'resources/community-and-support',
  'resources/faq',
  'resources/key-terms',
  'run-node/run-an-intuition-node',
  'run-node/kubernetes', // beyond SPEC §2.2: the indexer on a cluster (coverage review 2026-11-26, theme 10)
  // beyond SPEC §2.2: the tutorials (issue 22)
  ...['index', 'trust-score', 'curated-list', 'social-graph', 'attester', 'live-feed'].map((p) => `tutorials/${p}`),
  // beyond SPEC §2.2: the two browser tutorials on the web app (issue 36)
  ...['curated-list-app', 'for-against-app'].map((p) => `tutorials/${p}`),
  'use-cases',
] as const;

export const docPath = (id: string): string => `/docs/${id.replace(/\/?index$/, '')}`.replace(/\/$/, '');

/** SPEC §2.2: pages kept out of the sidebar. */
export const nonSidebarDocIds = docIds.filter(
  (id) =>
    id.startsWith('developer-tools/interactions/') ||
    id.includes('/fundamentals/') ||
    id.includes('/structuring/') ||
    id === 'network/mainnet' ||
    id === 'resources/faq' ||
    id === 'resources/key-terms',
);

const docsDir = path.resolve(__dirname, '../../docs');

/** The front-matter title of a doc, which Docusaurus renders as its H1. */
export function docTitle(id: string): string {
  for (const ext of ['.md', '.mdx']) {
    const file = path.join(docsDir, `${id}${ext}`);
    if (fs.existsSync(file)) {
      const match = /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(file, 'utf8'));
      const title = match?.[1]?.match(/^title:\s*(.+)$/m)?.[1]?.trim();
      if (!title) throw new Error(`${file} has no title in its front matter`);
      return title.replace(/^(['"])(.*)\1$/, '$2');
    }
  }
  throw new Error(`No file for doc ${id}`);
}

/** The build folders Playwright serves (playwright.config.ts): TEST_BUILD_DIR / TEST_INTEGRATIONS_BUILD_DIR or the defaults. */
export const testBuildDir = path.resolve(__dirname, '../..', process.env.TEST_BUILD_DIR ?? 'build');
export const testIntegrationsBuildDir = path.resolve(
  __dirname,
  '../..',
  process.env.TEST_INTEGRATIONS_BUILD_DIR ?? 'build-integrations',
);

/** Paths listed in a build's sitemap.xml, for crawls that must cover every page, including later ones. */
export function sitemapPaths(buildDir: string = testBuildDir): string[] {
  const sitemap = path.join(buildDir, 'sitemap.xml');
  if (!fs.existsSync(sitemap)) throw new Error(`${sitemap} is missing: run "npm run build:strict" first.`);
  const xml = fs.readFileSync(sitemap, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}
