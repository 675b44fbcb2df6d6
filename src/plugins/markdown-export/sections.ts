/**
 * The llms.txt sections (and the MCP server's list_pages sections). A docs page's section comes from the
 * first folder of its path; a new top-level docs folder must be added here, or the build fails.
 */
export const sections = [
  'Concepts',
  'Developer tools',
  'Tutorials',
  'Network',
  'AI',
  'Resources',
  'Site pages',
] as const;
export type Section = (typeof sections)[number];

const docsFolders: Record<string, Section> = {
  introduction: 'Concepts',
  primitives: 'Concepts',
  economics: 'Concepts',
  'use-cases': 'Concepts',
  quickstart: 'Developer tools',
  'developer-tools': 'Developer tools',
  tutorials: 'Tutorials',
  network: 'Network',
  'run-node': 'Network',
  'intuition-ai': 'AI',
  resources: 'Resources',
  contribute: 'Resources',
};

export function sectionOf(route: string): Section {
  if (!route.startsWith('/docs/')) return 'Site pages';
  const folder = route.split('/')[2] ?? '';
  const section = docsFolders[folder];
  if (!section)
    throw new Error(
      `markdown-export: no llms.txt section for /docs/${folder} (src/plugins/markdown-export/sections.ts)`,
    );
  return section;
}

/** Where a page's Markdown is served: the page URL plus `.md`; the home page's is /index.md. */
export const markdownPath = (route: string): string => (route === '/' ? '/index.md' : `${route}.md`);

/** One entry of build/markdown-index.json, the list of pages the llms files and the MCP server read. */
export interface MarkdownIndexEntry {
  route: string;
  markdown: string;
  title: string;
  description: string;
  section: Section;
}

export interface MarkdownIndexFile {
  version: 1;
  siteUrl: string;
  pages: MarkdownIndexEntry[];
}

export const markdownIndexPath = '/markdown-index.json';

/** Site name and summary at the head of llms.txt (the llms.txt proposal: H1, then a blockquote). */
export const llmsSummary =
  'Intuition is a protocol for a shared, public knowledge graph: atoms name things, triples make statements about ' +
  'them, and people and agents stake TRUST in vaults for or against each statement, so every claim carries a ' +
  'signal of how much conviction backs it. These docs explain the primitives and their economics, the MultiVault ' +
  'and TrustBonding contracts, the GraphQL API and SDKs, the Intuition network (an L3 settling on Base) and how ' +
  'AI agents read and write the graph.';
