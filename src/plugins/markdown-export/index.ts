import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadedPlugin} from '@docusaurus/types';
import type {PostBuildStep} from '../post-build';
import {htmlToMarkdown, mermaidSources} from './htmlToMarkdown';
import {
  llmsSummary,
  markdownIndexPath,
  markdownPath,
  sectionOf,
  sections,
  type MarkdownIndexEntry,
  type MarkdownIndexFile,
} from './sections';

/** Routes with no prose of their own: the not-found page, the search UI and the /docs redirect page. */
const skippedRoutes = new Set(['/404', '/404.html', '/search', '/docs']);

interface DocMeta {
  id: string;
  permalink: string;
  source: string;
  unlisted: boolean;
}
interface SidebarItem {
  type: string;
  id?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string};
}
interface DocsContent {
  loadedVersions: {docs: DocMeta[]; sidebars: Record<string, SidebarItem[]>}[];
}

/** Doc ids in the order the sidebar shows them (a category's own page before its items). */
function sidebarOrder(items: SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' && item.id) return [item.id];
    if (item.type === 'category') {
      return [...(item.link?.type === 'doc' && item.link.id ? [item.link.id] : []), ...sidebarOrder(item.items ?? [])];
    }
    return [];
  });
}

/** Docs outside the sidebar go after the sidebar page whose path they share most of (their parent). */
function orderDocs(docs: DocMeta[], sidebarIds: string[]): DocMeta[] {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const ordered = sidebarIds.map((id) => byId.get(id)).filter((doc): doc is DocMeta => doc !== undefined);
  const placed = new Set(ordered.map((doc) => doc.id));
  const shared = (a: string, b: string): number => {
    const x = a.split('/');
    const y = b.split('/');
    let n = 0;
    while (n < x.length && n < y.length && x[n] === y[n]) n++;
    return n;
  };
  for (const doc of [...docs].filter((d) => !placed.has(d.id)).sort((a, b) => a.permalink.localeCompare(b.permalink))) {
    let at = ordered.length;
    let best = -1;
    ordered.forEach((other, i) => {
      const n = shared(doc.permalink, other.permalink);
      if (n >= best) {
        best = n;
        at = i + 1;
      }
    });
    ordered.splice(at, 0, doc);
  }
  return ordered;
}

const sourceFile = (siteDir: string, source: string): string => path.join(siteDir, source.replace(/^@site\//, ''));

/**
 * Writes every page's Markdown next to its HTML (`/docs/x` → `/docs/x.md`, `/` → `/index.md`), then
 * llms.txt, llms-full.txt and markdown-index.json (the page list the MCP server reads), from the built HTML.
 * A post-build step (src/plugins/post-build), after the diagrams are drawn.
 */
export const exportMarkdown: PostBuildStep = {
  name: 'markdown-export',
  run: async ({outDir, routesPaths, plugins, siteDir, siteConfig}) => {
    const siteUrl = siteConfig.url.replace(/\/$/, '');
    const docsPlugin = plugins.find(
      (p: LoadedPlugin) => p.name === 'docusaurus-plugin-content-docs' && (p.options.id ?? 'default') === 'default',
    );
    const version = (docsPlugin?.content as DocsContent | undefined)?.loadedVersions[0];
    if (!version) throw new Error('markdown-export: the docs plugin has no loaded content');
    // An index doc's permalink may end in a slash; its page is written without one (trailingSlash: false).
    const docs = version.docs
      .filter((doc) => !doc.unlisted)
      .map((doc) => ({...doc, permalink: doc.permalink.replace(/(.)\/$/, '$1')}));
    const docRoutes = new Set(docs.map((doc) => doc.permalink));
    const orderedDocs = orderDocs(docs, sidebarOrder(version.sidebars.docs ?? []));

    const sitePageRoutes = [...new Set(routesPaths)]
      .filter((route) => !route.startsWith('/docs') && !skippedRoutes.has(route))
      .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));

    const pages: (MarkdownIndexEntry & {body: string})[] = [];
    const convert = async (route: string, mermaid: string[]) => {
      const file = route === '/' ? path.join(outDir, 'index.html') : path.join(outDir, `${route}.html`);
      const html = await fs.readFile(file, 'utf8');
      const {title, description, markdown} = htmlToMarkdown({html, route, siteUrl, mermaid});
      const target = path.join(outDir, markdownPath(route));
      await fs.mkdir(path.dirname(target), {recursive: true});
      await fs.writeFile(target, markdown);
      pages.push({route, markdown: markdownPath(route), title, description, section: sectionOf(route), body: markdown});
    };
    for (const doc of orderedDocs) {
      if (!docRoutes.has(doc.permalink)) continue;
      const source = await fs.readFile(sourceFile(siteDir, doc.source), 'utf8');
      await convert(doc.permalink, mermaidSources(source));
    }
    for (const route of sitePageRoutes) await convert(route, []);

    const index: MarkdownIndexFile = {
      version: 1,
      siteUrl,
      pages: pages.map(({body: _body, ...entry}) => entry),
    };
    await fs.writeFile(path.join(outDir, markdownIndexPath), JSON.stringify(index));

    const link = (page: MarkdownIndexEntry) =>
      `- [${page.title}](${siteUrl}${page.markdown})${page.description ? `: ${page.description}` : ''}`;
    const llms = [
      `# ${siteConfig.title}`,
      `> ${llmsSummary}`,
      `Every page below is plain Markdown (its HTML address plus \`.md\`); ${siteUrl}/llms-full.txt holds all of them in one file, in the order of the docs sidebar.`,
      ...sections.flatMap((section) => {
        const inSection = pages.filter((page) => page.section === section);
        return inSection.length ? [`## ${section}\n\n${inSection.map(link).join('\n')}`] : [];
      }),
    ].join('\n\n');
    await fs.writeFile(path.join(outDir, 'llms.txt'), `${llms}\n`);

    const full = [
      `# ${siteConfig.title}\n\n> ${llmsSummary}`,
      ...pages.map((page) =>
        page.body.replace(/^(# .*)\n/, `$1\n\nSource: ${siteUrl}${page.route === '/' ? '/' : page.route}\n`),
      ),
    ].join('\n\n');
    await fs.writeFile(path.join(outDir, 'llms-full.txt'), `${full.trim()}\n`);
  },
};
