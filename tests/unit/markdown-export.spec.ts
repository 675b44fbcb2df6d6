import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {load} from 'cheerio';
import {intuitionMainnet, intuitionTestnet} from '@0xintuition/protocol';
import {htmlToMarkdown, mermaidSources} from '../../src/plugins/markdown-export/htmlToMarkdown';
import {markdownPath, sections, type MarkdownIndexFile} from '../../src/plugins/markdown-export/sections';
import {testBuildDir} from '../support/routes';

/**
 * The Markdown copies of the built pages (run `npm run build` first): one per sitemap URL, free of MDX,
 * stating the same facts as the HTML, and the llms.txt / llms-full.txt indexes over them.
 */
const buildDir = testBuildDir;
const siteUrl = 'https://docs.intuition.systems';
/** Sitemap pages without a Markdown copy, and why: /search is the search form and its results, no prose. */
const excluded = new Set(['/search']);

const sitemapRoutes = (): string[] =>
  [...fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]!).pathname,
  );
const htmlOf = (route: string) =>
  fs.readFileSync(path.join(buildDir, route === '/' ? 'index.html' : `${route}.html`), 'utf8');
const markdownOf = (route: string) => fs.readFileSync(path.join(buildDir, markdownPath(route)), 'utf8');

/** Markdown outside fenced code blocks, and the fenced blocks themselves (language + code). */
function split(markdown: string): {prose: string; fences: {lang: string; code: string}[]} {
  const fences: {lang: string; code: string}[] = [];
  const prose = markdown.replace(
    /^([ \t]*)(`{3,})([^\n`]*)\n([\s\S]*?)\n\1\2[ \t]*$/gm,
    (_, indent: string, _m, info: string, code: string) => {
      fences.push({lang: info.trim().split(/\s+/)[0] ?? '', code: code.replace(new RegExp(`^${indent}`, 'gm'), '')});
      return '';
    },
  );
  return {prose, fences};
}

/** Facts read straight from the HTML with selectors of their own, not through the converter. */
function htmlFacts(html: string, route: string) {
  const $ = load(html);
  const root = $(route.startsWith('/docs/') ? 'article .theme-doc-markdown' : 'main').first();
  root.find('script, style, svg, button, [hidden]:not([role=tabpanel]), [data-markdown-skip]').remove();
  const clean = (t: string) => t.replace(/[\s\u200b]+/g, ' ').trim();
  // A heading inside a link is a card's title (DocCardList), which the converter makes the link's text.
  const headings = root
    .find('h1, h2, h3, h4, h5, h6')
    .filter((_, h) => $(h).closest('a').length === 0)
    .map((_, h) => {
      const copy = $(h).clone();
      copy.find('.hash-link').remove();
      return clean(copy.text());
    })
    .get();
  const code = root
    .find('.theme-code-block, pre')
    .filter((_, el) => $(el).closest('.theme-code-block').length === 0 || $(el).is('.theme-code-block'))
    .map((_, block) => {
      const lines = $(block).find('.token-line');
      return {
        lang: /language-([\w+-]+)/.exec($(block).attr('class') ?? '')?.[1] ?? '',
        code: lines.length
          ? lines
              .map((_, l) => $(l).text())
              .get()
              .join('\n')
              .replace(/\n+$/, '')
          : ($(block).is('pre') ? $(block) : $(block).find('pre')).text().replace(/\n+$/, ''),
      };
    })
    .get();
  const hrefs = root
    .find('a[href]')
    .map((_, a) => $(a).attr('href'))
    .get()
    .join(' ');
  const addresses = [...new Set(`${root.text()} ${hrefs}`.match(/0x[0-9a-fA-F]{40}(?![0-9a-fA-F])/g) ?? [])].sort();
  return {headings, code, addresses};
}

const mdHeadings = (prose: string): string[] =>
  [...prose.matchAll(/^[ \t]*(?:- )?#{1,6} (.*)$/gm)].map((m) =>
    m[1]!
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\\([\\`*[\]<_])/g, '$1')
      .replace(/`+ ?([^`]*?) ?`+/g, '$1')
      .replace(/\*\*|(?<!\\)\*/g, '')
      .trim(),
  );

test('every sitemap URL has its Markdown, except the pages excluded on purpose', () => {
  const routes = sitemapRoutes();
  expect(routes.length).toBeGreaterThan(60);
  const missing = routes.filter((r) => !excluded.has(r) && !fs.existsSync(path.join(buildDir, markdownPath(r))));
  expect(missing).toEqual([]);
  for (const route of excluded) expect(routes).toContain(route); // an exclusion for a page that no longer exists is stale
});

test('no Markdown page carries front matter, imports, JSX or MDX comments', () => {
  const problems = sitemapRoutes()
    .filter((r) => !excluded.has(r))
    .flatMap((route) => {
      // Inline code may show a component's source on purpose (the contribution guide documents them).
      const prose = split(markdownOf(route)).prose.replace(/(`+)[^`\n]*?\1/g, '');
      const found: string[] = [];
      if (/^---\n/.test(markdownOf(route))) found.push('front matter');
      if (/^(import|export) /m.test(prose)) found.push('import/export line');
      const tag = /<\/?[A-Z][A-Za-z]*[\s/>]/.exec(prose);
      if (tag) found.push(`JSX ${tag[0]}`);
      if (/\{\/\*|\{[a-z][\w.]*\}/i.test(prose)) found.push('MDX expression');
      if (/<(div|span|button|section)\b/.test(prose)) found.push('raw HTML');
      return found.map((f) => `${markdownPath(route)}: ${f}`);
    });
  expect(problems).toEqual([]);
});

test("each Markdown page states the HTML page's headings, code and addresses", () => {
  const problems: string[] = [];
  for (const route of sitemapRoutes().filter((r) => !excluded.has(r))) {
    const facts = htmlFacts(htmlOf(route), route);
    const markdown = markdownOf(route);
    const {prose, fences} = split(markdown);
    const where = markdownPath(route);
    const headings = mdHeadings(prose);
    if (JSON.stringify(headings) !== JSON.stringify(facts.headings)) {
      problems.push(`${where}: headings ${JSON.stringify(headings)} ≠ HTML ${JSON.stringify(facts.headings)}`);
    }
    // A plain-text block is written without a language, or as `text` when it carries a title.
    const codeFences = fences
      .filter((f) => f.lang !== 'mermaid')
      .map((f) => ({...f, lang: f.lang === 'text' ? '' : f.lang}));
    const wanted = facts.code.map((c) => ({lang: c.lang === 'text' ? '' : c.lang, code: c.code}));
    if (JSON.stringify(codeFences) !== JSON.stringify(wanted)) {
      const i = wanted.findIndex((c, n) => JSON.stringify(c) !== JSON.stringify(codeFences[n]));
      problems.push(
        `${where}: code block ${i + 1} differs: ${JSON.stringify(codeFences[i])?.slice(0, 200)} ≠ HTML ${JSON.stringify(wanted[i])?.slice(0, 200)}`,
      );
    }
    const addresses = [...new Set(markdown.match(/0x[0-9a-fA-F]{40}(?![0-9a-fA-F])/g) ?? [])].sort();
    if (JSON.stringify(addresses) !== JSON.stringify(facts.addresses))
      problems.push(`${where}: addresses differ from the HTML's`);
  }
  expect(problems).toEqual([]);
});

/**
 * The numbers a reader sees in a page's prose (code blocks aside), read from the HTML without the converter: a
 * superscript or subscript is a number of its own, as the eye reads 10<sup>18</sup>. Widgets that become a sentence
 * in the copy (the same elements htmlFacts drops) are left out.
 */
function htmlProseNumbers(html: string, route: string): string[] {
  const $ = load(html);
  const root = $(route.startsWith('/docs/') ? 'article .theme-doc-markdown' : 'main').first();
  root.find('script, style, svg, button, [hidden]:not([role=tabpanel]), [data-markdown-skip]').remove();
  // Interactive widgets become one sentence in the copy (their controls' numbers are the reader's to set).
  root.find('.theme-code-block, pre, .hash-link, [data-explorer], [data-add-network]').remove();
  root.find('sup, sub').each((_, el) => void $(el).replaceWith(` ${$(el).text()} `));
  // Cells, items and paragraphs are apart on screen: read text node by text node.
  const texts: string[] = [];
  root
    .find('*')
    .addBack()
    .contents()
    .each((_, node) => {
      if (node.type === 'text') texts.push(node.data);
    });
  return numbersIn(texts.join(' '));
}
const numbersIn = (text: string): string[] => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).sort();

test('each Markdown page keeps the numbers of its HTML page apart (10<sup>18</sup> is not 1018)', () => {
  const problems: string[] = [];
  let compared = 0;
  for (const route of sitemapRoutes().filter((r) => !excluded.has(r))) {
    const page = htmlProseNumbers(htmlOf(route), route);
    // Link targets and image sources are addresses, not text a reader reads.
    const copy = numbersIn(split(markdownOf(route)).prose.replace(/\]\([^)\s]*\)/g, ']'));
    compared += page.length;
    const left = [...copy];
    const missing = page.filter((n) => {
      const i = left.indexOf(n);
      if (i < 0) return true;
      left.splice(i, 1);
      return false;
    });
    if (missing.length) problems.push(`${markdownPath(route)}: lacks ${missing.slice(0, 8).join(', ')}`);
  }
  expect(compared).toBeGreaterThan(1000);
  expect(problems).toEqual([]);
});

test('network pages carry the package chain ids; Mermaid stays a mermaid block; widgets become a sentence with a link', () => {
  expect(markdownOf('/docs/network/mainnet')).toMatch(new RegExp(`\\| Chain ID \\| ${intuitionMainnet.id} \\|`));
  expect(markdownOf('/docs/network/testnet')).toMatch(new RegExp(`\\| Chain ID \\| ${intuitionTestnet.id} \\|`));
  const source = fs.readFileSync(path.resolve(buildDir, '..', 'docs/intuition-ai/index.md'), 'utf8');
  const diagrams = mermaidSources(source);
  expect(diagrams.length).toBeGreaterThan(0);
  const {fences} = split(markdownOf('/docs/intuition-ai'));
  expect(fences.filter((f) => f.lang === 'mermaid').map((f) => f.code)).toEqual(diagrams);
  expect(markdownOf('/docs/network/mainnet')).toContain(
    `*Interactive: the page's "Add Intuition to your wallet" button asks a browser wallet to add this network and switch to it (EIP-3085); use it at ${siteUrl}/docs/network/mainnet.*`,
  );
  expect(markdownOf('/docs/introduction/the-economics/bonding-curves')).toMatch(
    new RegExp(
      `\\*Interactive: the page's "Bonding curve explorer" widget .*${siteUrl}/docs/introduction/the-economics/bonding-curves#[a-z-]+\\.\\*`,
    ),
  );
  // Generated contract tables are filled in.
  expect(markdownOf('/docs/developer-tools/contracts/multivault')).toMatch(/\| `?MultiVault_InsufficientBalance/);
});

test('the converter: code keeps its language and title, tables, tabs, admonitions, mermaid by position, numbered lists, emphasis, images, superscripts', () => {
  const html = `<main><h1>T</h1><p>A <strong>b</strong> <a href="/docs/x">link</a> <code>c|d</code>.</p>
    <div class="language-ts theme-code-block"><div class="codeBlockTitle_x">a.ts</div><pre><code><span class="token-line">const a = 1<br></span><span class="token-line">  b()</span></code></pre></div>
    <div class="language-text theme-code-block"><div class="codeBlockTitle_x">Output on "a" chain</div><pre><code><span class="token-line">ok</span></code></pre></div>
    <div data-mermaid-diagram=""><div role="img"></div></div>
    <table><thead><tr><th>K</th><th>V</th></tr></thead><tbody><tr><td>x</td><td><code>a|b</code></td></tr></tbody></table>
    <div class="tabs-container"><ul role="tablist"><li role="tab">One</li><li role="tab">Two</li></ul><div><div role="tabpanel"><p>1</p></div><div role="tabpanel" hidden><p>2</p></div></div></div>
    <div class="theme-admonition"><div>note</div><div><p>Careful.</p></div></div>
    <ul><li>a<ul><li>b</li></ul></li></ul><button>Copy</button>
    <p><em>e</em> <del>d</del> <img src="/img/a.png" alt="A"></p><p>10<sup>18</sup> wei, x<sub>i</sub>, 2<sup>n - 1</sup></p><ol><li>one</li><li>two</li></ol><ol start="3"><li>x</li></ol></main>`;
  const {markdown} = htmlToMarkdown({html, route: '/x', siteUrl, mermaid: ['graph LR\n  A --> B']});
  expect(markdown).toBe(
    [
      '# T',
      `A **b** [link](${siteUrl}/docs/x) \`c|d\`.`,
      '```ts title="a.ts"\nconst a = 1\n  b()\n```',
      '```text title="Output on \'a\' chain"\nok\n```',
      '```mermaid\ngraph LR\n  A --> B\n```',
      '| K | V |\n| --- | --- |\n| x | `a\\|b` |',
      '**One**\n\n1\n\n**Two**\n\n2',
      '> **note**\n>\n> Careful.',
      '- a\n  - b',
      `*e* ~~d~~ ![A](${siteUrl}/img/a.png)`,
      '10^18 wei, x_i, 2^(n - 1)',
      '1. one\n2. two',
      '3. x',
    ].join('\n\n') + '\n',
  );
  expect(() => htmlToMarkdown({html, route: '/x', siteUrl, mermaid: []})).toThrow(/Mermaid diagram has no source/);
});

test("a doc card becomes a link named by the card's title, without the icon Docusaurus puts before it", () => {
  const html = `<main><h1>Cards</h1><article><a class="card" href="/docs/tutorials/trust-score"><h2 class="cardTitle" title="Trust score">📄️<!-- --> <!-- -->Trust score</h2><p class="cardDescription" title="Score a wallet.">Score a wallet.</p></a></article></main>`;
  expect(htmlToMarkdown({html, route: '/x', siteUrl, mermaid: []}).markdown).toBe(
    `# Cards\n\n[Trust score](${siteUrl}/docs/tutorials/trust-score): Score a wallet.\n`,
  );
  // Every card index of the build: no card link keeps an icon.
  const cardLinks = sitemapRoutes()
    .filter((route) => !excluded.has(route))
    .flatMap((route) => markdownOf(route).match(/\[(?:📄|🗃|🔗)[^\]]*\]\(/gu) ?? []);
  expect(cardLinks).toEqual([]);
});

test("llms.txt follows the proposal and links every page's Markdown, each link resolving", () => {
  const llms = fs.readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');
  const index = JSON.parse(fs.readFileSync(path.join(buildDir, 'markdown-index.json'), 'utf8')) as MarkdownIndexFile;
  expect(llms).toMatch(/^# Intuition Docs\n\n> \S.{100,}\n\n/);
  expect([...llms.matchAll(/^## (.+)$/gm)].map((m) => m[1])).toEqual([...sections]);
  const links = [...llms.matchAll(/^- \[([^\]]+)\]\(([^)]+)\)(?:: (.+))?$/gm)].map((m) => ({
    title: m[1]!,
    url: m[2]!,
    description: m[3],
  }));
  expect(links.map((l) => l.url).sort()).toEqual(index.pages.map((p) => `${siteUrl}${p.markdown}`).sort());
  const unresolved = links.filter(
    (l) => !l.url.startsWith(siteUrl) || !fs.existsSync(path.join(buildDir, new URL(l.url).pathname)),
  );
  expect(unresolved).toEqual([]);
  expect(links.filter((l) => !l.description).map((l) => l.url)).toEqual([]);
  for (const url of llms.match(/https:\/\/docs\.intuition\.systems\/[^\s)]+/g) ?? []) {
    expect(fs.existsSync(path.join(buildDir, new URL(url).pathname)), url).toBe(true);
  }
});

test("llms-full.txt holds every page's Markdown, in sidebar order", () => {
  const full = fs.readFileSync(path.join(buildDir, 'llms-full.txt'), 'utf8');
  const index = JSON.parse(fs.readFileSync(path.join(buildDir, 'markdown-index.json'), 'utf8')) as MarkdownIndexFile;
  let at = 0;
  for (const page of index.pages) {
    const body = markdownOf(page.route).split('\n').slice(2).join('\n').trim();
    const found = full.indexOf(body, at);
    expect(found, `${page.markdown} missing or out of order`).toBeGreaterThanOrEqual(at);
    at = found + body.length;
  }
  // Sidebar order: the first docs pages are the sidebar's first entries.
  expect(index.pages.slice(0, 3).map((p) => p.route)).toEqual([
    '/docs/introduction/overview',
    '/docs/introduction',
    '/docs/introduction/why-intuition',
  ]);
});
