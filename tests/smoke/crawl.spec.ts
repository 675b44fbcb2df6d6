import {expect, test, type Page} from '@playwright/test';
import {docIds, docPath, docTitle, nonSidebarDocIds, sitemapPaths} from '../support/routes';
import {contentPages, mermaidBlocksInSource, minProseWords} from '../support/contentPages';
import {emptySections, proseWordCount} from '../support/content';
import {waitForHydration} from '../support/page';
import {expectMermaidRendered} from '../support/mermaid';
import {cspOf, externalLinksWithoutNoopener, watchCspViolations} from '../support/csp';
import {runSearch} from '../support/search';
import {prismChunk} from '../support/prism';
import {axeFindings, seriousImpacts} from '../support/axe';

/**
 * Every page in the sitemap (so pages added later are covered), served by nginx with the shipped headers
 * (playwright.config.ts), one test per page spread over the workers: it hydrates without a console error or a
 * Content-Security-Policy violation, makes no request beyond its own origin, loads no Prism (its code blocks keep
 * the server's highlighting), has real content with a link onward, external links without opener or referrer,
 * renders its Mermaid diagrams, finds a search result, shows its doc title as its heading (the concept pages their
 * prose, and the pages kept out of the sidebar a pager), and axe finds no serious or critical WCAG 2.2 A/AA
 * violation, nor any from axe's experimental rules (off by default: label-content-name-mismatch, p-as-heading,
 * td-has-header, …), in light mode on a desktop or in dark mode on a 375px phone, where nothing may scroll sideways.
 */
/**
 * axe on the whole page, code tokens left out: a page of examples has thousands, which made axe the crawl's largest
 * cost, and their colours are a fixed set that tests/unit/code-colours.spec.ts checks for contrast, every one, in both
 * modes (the code block itself, its buttons and its scrolling stay in). Minor and moderate findings do not fail it.
 */
const axeViolations = (page: Page): Promise<string[]> =>
  axeFindings(page, {exclude: ['pre code'], failOn: seriousImpacts});

/**
 * The concept, network, AI and node pages (tests/support/contentPages.ts): real prose, a link to another docs page, no
 * heading left without content, and every Mermaid diagram their source holds drawn.
 */
async function expectRealContent(
  page: Page,
  path: string,
  kind: keyof typeof minProseWords,
  diagramsDrawn: number,
): Promise<void> {
  const article = page.locator('article .markdown').first();
  await expect(article).toBeVisible();
  expect(await proseWordCount(article), `prose words on ${path} (${kind} page)`).toBeGreaterThanOrEqual(
    minProseWords[kind],
  );
  const docsLinks = await article.locator('a[href]').evaluateAll(
    (links, own) =>
      links
        .map((a) => new URL((a as HTMLAnchorElement).href))
        .filter(
          (url) => url.origin === window.location.origin && url.pathname.startsWith('/docs/') && url.pathname !== own,
        )
        .map((url) => url.pathname),
    path,
  );
  expect(docsLinks.length, `links from ${path} to another docs page`).toBeGreaterThan(0);
  expect(await emptySections(article), `empty sections on ${path}`).toEqual([]);
  expect(diagramsDrawn, `Mermaid diagrams on ${path} compared with its source`).toBe(mermaidBlocksInSource(path));
}

const prism = prismChunk();
const docIdOf = new Map<string, string>(docIds.map((id) => [docPath(id), id]));
const outOfSidebar = new Set(nonSidebarDocIds.map(docPath));

for (const path of sitemapPaths()) {
  const docId = docIdOf.get(path);
  const tags = ['@spec-no-product-calls', '@spec-diagrams', ...(docId ? ['@spec-routes'] : [])];
  test(`crawl ${path}`, {tag: tags}, async ({page, baseURL}) => {
    const origin = new URL(baseURL!).origin;
    const problems: string[] = [];
    const foreign: string[] = [];
    const cspViolations = await watchCspViolations(page);
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`console.${msg.type()}: ${msg.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    let prismRequests = 0;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/^(https?|wss?):$/.test(url.protocol) && url.origin !== origin) foreign.push(request.url());
      if (url.origin === origin && url.pathname === prism) prismRequests += 1;
    });

    const response = await page.goto(path);
    expect(response?.status(), 'HTTP status').toBe(200);
    expect(cspOf(await response!.allHeaders(), path)).not.toContain('unsafe-eval');
    await waitForHydration(page);
    await expect(page.locator('h1').first()).toBeVisible();
    // SPEC §8: the wrong-base-URL banner only when entry scripts fail to load (tests/e2e/base-url-banner.spec.ts).
    await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toHaveCount(0);

    const diagramCount = await expectMermaidRendered(page, path);

    // The article on docs pages (not the breadcrumbs, pager and feedback around it), the main element elsewhere.
    const article = page.locator('article .markdown');
    const content = (await article.count()) > 0 ? article.first() : page.locator('main').first();
    const words = (await content.innerText()).split(/\s+/).filter(Boolean).length;
    expect(words, `words of content on ${path}`).toBeGreaterThanOrEqual(80);
    // Onward means another page: a heading's own #anchor or a link back to this page does not count.
    const onward = await content.evaluate((element, here) => {
      return Array.from(element.querySelectorAll<HTMLAnchorElement>('a[href]')).filter((a) => {
        const url = new URL(a.href, location.href);
        return url.origin !== location.origin || url.pathname !== here;
      }).length;
    }, path);
    expect(onward, `links onward from ${path}`).toBeGreaterThan(0);

    // SPEC §2.2: each doc route shows its front-matter title as its heading (every SPEC doc route is in the
    // sitemap: tests/e2e/routes.spec.ts).
    if (docId) await expect(page.locator('article h1'), `heading of ${path}`).toHaveText(docTitle(docId));
    const kind = contentPages.get(path);
    if (kind) await expectRealContent(page, path, kind, diagramCount);
    if (outOfSidebar.has(path)) {
      // SPEC §2.2: a page kept out of the sidebar still has a way around, a pager both ways.
      const pager = page.getByRole('navigation', {name: 'Docs pages'});
      await expect(pager.locator('a.pagination-nav__link--prev'), `previous page from ${path}`).toHaveCount(1);
      await expect(pager.locator('a.pagination-nav__link--next'), `next page from ${path}`).toHaveCount(1);
      await expect(page.locator(`nav[aria-label="Docs sidebar"] a[href="${path}"]`)).toHaveCount(0);
    }

    expect(
      await externalLinksWithoutNoopener(page, origin),
      `external links without rel="noopener noreferrer" on ${path}`,
    ).toEqual([]);

    const light = await axeViolations(page);
    expect(light, `axe (light mode) on ${path}`).toEqual([]);

    // The phone in dark mode, on the same load: the reader's system turns dark (the site follows it,
    // respectPrefersColorScheme) and the window narrows. A stored dark choice on a fresh load, and the toggle, are
    // tests/e2e/preferences.spec.ts's; a reload here cost a second page load on every page.
    await page.setViewportSize({width: 375, height: 740});
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // Colours ease into the new mode (Infima's transitions on links and code); axe reads the colours they settle on.
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
    );
    expect(await expectMermaidRendered(page, `${path} (dark)`)).toBe(diagramCount);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `horizontal overflow at 375px on ${path}`).toBeLessThanOrEqual(0);
    const dark = await axeViolations(page);
    expect(dark, `axe (dark mode, 375px) on ${path}`).toEqual([]);
    expect(prismRequests, `requests for Prism's chunk (${prism}) while ${path} loaded, in both modes`).toBe(0);
    await runSearch(page, path);

    expect(problems, `console errors or warnings on ${path}`).toEqual([]);
    expect(foreign, `requests to other hosts from ${path}`).toEqual([]);
    expect(cspViolations, `Content-Security-Policy violations on ${path}`).toEqual([]);
  });
}
