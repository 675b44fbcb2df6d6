import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {gotoHydrated, waitForHydration} from '../support/page';
import {emptySections, proseWordCount} from '../support/content';
import {expectMermaidRendered} from '../support/mermaid';

/**
 * Content checks over the built site for the concept pages (issue 4) and the network, AI and node pages
 * (issue 6): each page has real prose, links onward to another docs page, has no heading left without
 * content, draws every Mermaid diagram its source holds; the glossary and FAQ have enough anchored
 * entries; and every link in the built site to a glossary or FAQ anchor lands on an element with that id.
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

const minWords = {index: 200, leaf: 400} as const;

const root = path.resolve(__dirname, '../..');
const buildDir = path.resolve(root, process.env.TEST_BUILD_DIR ?? 'build');

/** The Markdown source of a docs route: docs/<path>.md(x) or docs/<path>/index.md(x). */
function sourceOf(route: string): string {
  const rel = route.replace(/^\/docs\//, '');
  for (const candidate of [`${rel}.md`, `${rel}.mdx`, `${rel}/index.md`, `${rel}/index.mdx`]) {
    const file = path.join(root, 'docs', candidate);
    if (fs.existsSync(file)) return file;
  }
  throw new Error(`No source file for ${route}`);
}

function mermaidBlocksInSource(route: string): number {
  return (fs.readFileSync(sourceOf(route), 'utf8').match(/^\s*(```|~~~)mermaid\b/gm) ?? []).length;
}

const pages = [
  ...indexPages.map((route) => ({route, kind: 'index' as const})),
  ...leafPages.map((route) => ({route, kind: 'leaf' as const})),
];

test.describe('concept, network and AI pages have real content', () => {
  for (const {route, kind} of pages) {
    test(route, async ({page}) => {
      const response = await page.goto(route);
      expect(response?.status(), `HTTP status of ${route}`).toBe(200);
      await waitForHydration(page);
      const article = page.locator('article .markdown').first();
      await expect(article).toBeVisible();

      const words = await proseWordCount(article);
      expect(words, `prose words on ${route} (${kind} page)`).toBeGreaterThanOrEqual(minWords[kind]);

      const ownPath = new URL(page.url()).pathname;
      const onward = await article.locator('a[href]').evaluateAll(
        (links, own) =>
          links
            .map((a) => new URL((a as HTMLAnchorElement).href))
            .filter(
              (url) =>
                url.origin === window.location.origin && url.pathname.startsWith('/docs/') && url.pathname !== own,
            )
            .map((url) => url.pathname),
        ownPath,
      );
      expect(onward.length, `links from ${route} to another docs page`).toBeGreaterThan(0);

      const empty = await emptySections(article);
      expect(empty, `empty sections on ${route}`).toEqual([]);

      const drawn = await expectMermaidRendered(page, route);
      expect(drawn, `Mermaid diagrams on ${route} compared with its source`).toBe(mermaidBlocksInSource(route));
    });
  }
});

test('the glossary has at least 40 anchored terms', async ({page}) => {
  await gotoHydrated(page, '/docs/resources/key-terms');
  const terms = await page.locator('article .markdown h3[id]').evaluateAll((els) => els.map((el) => el.id));
  expect(terms.length).toBeGreaterThanOrEqual(40);
  expect(new Set(terms).size, 'term anchors are unique').toBe(terms.length);
});

test('the FAQ has at least 25 anchored questions under at least 3 groups', async ({page}) => {
  await gotoHydrated(page, '/docs/resources/faq');
  const headings = await page
    .locator('article .markdown')
    .locator('h2, h3')
    .evaluateAll((els) => els.map((el) => ({tag: el.tagName, id: el.id, text: (el.textContent ?? '').trim()})));
  const questions = headings.filter((h) => h.tag === 'H3');
  expect(questions.length).toBeGreaterThanOrEqual(25);
  expect(
    questions.filter((q) => !q.id).map((q) => q.text),
    'questions without an id',
  ).toEqual([]);
  // A group is an h2 with at least one question under it (a closing "Next steps" h2 is not a group).
  const groups = headings.filter((h, i) => h.tag === 'H2' && headings[i + 1]?.tag === 'H3');
  expect(groups.length).toBeGreaterThanOrEqual(3);
});

/** Every built HTML file with the URL path it is served at. */
function builtPages(): {file: string; route: string}[] {
  const out: {file: string; route: string}[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) {
        const rel = path.relative(buildDir, full).split(path.sep).join('/');
        const route = `/${rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
        out.push({file: full, route});
      }
    }
  };
  walk(buildDir);
  return out;
}

/** Values of one attribute on the given tags (any tag when omitted), in minified HTML where values may be unquoted. */
function attributeValues(html: string, name: string, tag = '[a-zA-Z][\\w-]*'): string[] {
  const pattern = new RegExp(`<${tag}\\s[^>]*?(?<![\\w-])${name}=(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'g');
  return [...html.matchAll(pattern)].map((m) => (m[1] ?? m[2] ?? m[3] ?? '').replace(/&amp;/g, '&'));
}

test('every link to a glossary or FAQ anchor lands on an element with that id', () => {
  expect(fs.existsSync(buildDir), `${buildDir} exists (run the build first)`).toBe(true);
  const targets = ['/docs/resources/key-terms', '/docs/resources/faq', '/faq'];
  const pagesBuilt = builtPages();
  const idsOf = new Map<string, Set<string>>();
  for (const target of targets) {
    const built = pagesBuilt.find((p) => p.route === target);
    expect(built, `${target} is built`).toBeDefined();
    idsOf.set(target, new Set(attributeValues(fs.readFileSync(built!.file, 'utf8'), 'id')));
  }

  const broken: string[] = [];
  const seen = new Map<string, number>(targets.map((t) => [t, 0]));
  for (const {file, route} of pagesBuilt) {
    const html = fs.readFileSync(file, 'utf8');
    for (const href of attributeValues(html, 'href', 'a')) {
      if (!href.includes('#')) continue;
      const url = new URL(href, `http://site.test${route}`);
      if (url.origin !== 'http://site.test') continue;
      const ids = idsOf.get(url.pathname);
      if (!ids || url.hash.length < 2) continue;
      if (url.pathname !== route) seen.set(url.pathname, (seen.get(url.pathname) ?? 0) + 1);
      const id = decodeURIComponent(url.hash.slice(1));
      if (!ids.has(id)) broken.push(`${route} → ${url.pathname}${url.hash}`);
    }
  }
  expect(broken).toEqual([]);
  // The check above passes trivially if no such link exists: the concept pages link the first use of a
  // term to its glossary entry, so other pages hold many of them.
  expect(seen.get('/docs/resources/key-terms'), 'links from other pages to glossary anchors').toBeGreaterThanOrEqual(
    40,
  );
});
