import fs from 'node:fs';
import path from 'node:path';

/**
 * The concept pages (issue 4) and the network, AI and node pages (issue 6) with the prose each must carry. The crawl
 * checks them on the page it has already loaded (tests/smoke/crawl.spec.ts), so they cost no page load of their own.
 */

/**
 * Section landing pages (a folder's index): they orient and send the reader on, so they need less prose.
 * 200 words is a few paragraphs; a stub of a lead plus a list of links stays well under it.
 */
const indexPages = [
  '/docs/introduction',
  '/docs/introduction/the-economics',
  '/docs/introduction/the-primitives',
  '/docs/resources',
  '/docs/network',
  '/docs/network/testnet',
  '/docs/intuition-ai',
] as const;

/**
 * Pages that teach one topic. The target is 500 to 1,500 words; 400 leaves room for a tight page while a
 * stub (a lead, a table and a few bullets) still fails.
 */
const leafPages = [
  '/docs/introduction/overview',
  '/docs/introduction/why-intuition',
  '/docs/introduction/the-economics/bonding-curves',
  ...['atoms', 'triples', 'signal', 'fees-rewards', 'state-interpretations', 'intuition-in-practice'].map(
    (p) => `/docs/introduction/the-primitives/fundamentals/${p}`,
  ),
  ...['atoms', 'triples', 'capturing-signal', 'calculating-rewards'].map(
    (p) => `/docs/introduction/the-primitives/structuring/${p}`,
  ),
  ...['overview', 'atoms', 'triples', 'signals'].map((p) => `/docs/primitives/${p}`),
  '/docs/economics/overview',
  '/docs/use-cases',
  '/docs/resources/faq',
  '/docs/resources/key-terms',
  '/docs/resources/community-and-support',
  '/docs/contribute/contribution-guidelines',
  '/docs/network/mainnet',
  ...['bridge', 'data-populator', 'explorer', 'farcaster-frames', 'metamask-snap', 'portal', 'rpc'].map(
    (p) => `/docs/network/testnet/${p}`,
  ),
  '/docs/intuition-ai/mcp-server',
  '/docs/run-node/run-an-intuition-node',
] as const;

export const minProseWords = {index: 200, leaf: 400} as const;

/** Route → kind of every content page. */
export const contentPages = new Map<string, keyof typeof minProseWords>([
  ...indexPages.map((route) => [route, 'index'] as const),
  ...leafPages.map((route) => [route, 'leaf'] as const),
]);

const root = path.resolve(__dirname, '../..');

/** The Markdown source of a docs route: docs/<path>.md(x) or docs/<path>/index.md(x). */
function sourceOf(route: string): string {
  const rel = route.replace(/^\/docs\//, '');
  for (const candidate of [`${rel}.md`, `${rel}.mdx`, `${rel}/index.md`, `${rel}/index.mdx`]) {
    const file = path.join(root, 'docs', candidate);
    if (fs.existsSync(file)) return file;
  }
  throw new Error(`No source file for ${route}`);
}

export function mermaidBlocksInSource(route: string): number {
  return (fs.readFileSync(sourceOf(route), 'utf8').match(/^\s*(```|~~~)mermaid\b/gm) ?? []).length;
}
