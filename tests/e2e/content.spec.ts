import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {gotoHydrated} from '../support/page';

/**
 * Content checks over the built site: the glossary and FAQ have enough anchored entries, and every link in the built
 * site to a glossary or FAQ anchor lands on an element with that id. The concept, network, AI and node pages' prose,
 * onward links, empty sections and diagrams are checked by the crawl on the page it loads (tests/support/contentPages.ts).
 */

const root = path.resolve(__dirname, '../..');
const buildDir = path.resolve(root, process.env.TEST_BUILD_DIR ?? 'build');

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
