import path from 'node:path';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {gotoHydrated} from '../support/page';
import {expectMermaidRendered} from '../support/mermaid';
import {chromium} from '../support/chromium';

/**
 * Visual regression: the pages readers see most, compared pixel by pixel with the baselines committed next to
 * this file (visual.spec.ts-snapshots/). The first screen of each page (the viewport), or the one element a shot is about,, which keeps the run
 * short and the images small. Update them on purpose with `npm run test:visual:update`, then look at every
 * changed image before committing it.
 *
 * Deterministic rendering: Chromium sees only the fonts config/fonts.conf lists (Debian's DejaVu and
 * Liberation), animations and the caret are off, and the last-updated date (git history) is masked. The pixels
 * still depend on the Chromium build: after a Debian chromium upgrade, redraw the baselines.
 */
const fontConfig = path.resolve(__dirname, '../../config/fonts.conf');

test.use({
  launchOptions: {
    ...chromium.launchOptions,
    args: [...chromium.launchOptions.args, '--font-render-hinting=none', '--disable-lcd-text'],
    env: {...process.env, FONTCONFIG_FILE: fontConfig} as Record<string, string>,
  },
});
test.describe.configure({mode: 'parallel'});

/** `target`: compare only this element (a diagram, the explorer, a code block), so the table of contents' scroll
 * highlight, which depends on scroll timing, stays out of the image. */
type Shot = {
  name: string;
  open: (page: Page) => Promise<void>;
  target?: (page: Page) => Locator;
  only375?: boolean;
  /** Parts whose text changes with content elsewhere on the site, painted over. */
  mask?: (page: Page) => Locator[];
};

const page404 = '/this-page-does-not-exist';

const shots: Shot[] = [
  {name: 'home', open: (page) => gotoHydrated(page, '/')},
  {name: 'overview', open: (page) => gotoHydrated(page, '/docs/introduction/overview')},
  {
    // A concept page with a Mermaid diagram: diagrams load when scrolled near, so scroll to it and wait for its svg.
    name: 'concept-diagram',
    open: async (page) => {
      await gotoHydrated(page, '/docs/introduction/the-primitives/fundamentals/triples');
      await expectMermaidRendered(page, 'triples');
    },
    target: (page) => page.locator('[data-mermaid-diagram]').first(),
  },
  {
    name: 'bonding-curve-explorer',
    open: async (page) => {
      await gotoHydrated(page, '/docs/introduction/the-economics/bonding-curves');
      await expect(page.locator('[data-explorer="bonding-curve"]')).toBeVisible();
    },
    target: (page) => page.locator('[data-explorer="bonding-curve"]'),
  },
  {name: 'deployments', open: (page) => gotoHydrated(page, '/docs/developer-tools/contracts/deployments')},
  {
    name: 'long-code',
    open: (page) => gotoHydrated(page, '/docs/developer-tools/graphql-api/query-examples'),
    target: (page) => page.locator('article pre').first(),
  },
  {name: 'graphql', open: (page) => gotoHydrated(page, '/graphql')},
  {
    name: 'search-results',
    open: async (page) => {
      await gotoHydrated(page, '/search?q=atom');
      await expect(page.locator('main ol > li')).toHaveCount(20, {timeout: 15_000});
    },
    // The hit count grows with every page that mentions "atom" (tests/e2e/search.spec.ts checks the count line).
    mask: (page) => [page.locator('main [aria-live="polite"] > p')],
  },
  {
    name: '404',
    open: async (page) => {
      await gotoHydrated(page, page404);
      await expect(page.locator('h1')).toHaveText('Page Not Found');
    },
  },
  {
    name: 'search-modal',
    open: async (page) => {
      await gotoHydrated(page, '/docs/introduction/overview');
      await page.getByRole('button', {name: 'Search'}).click();
      await page.locator('.DocSearch-Input').fill('multivault');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
    },
  },
  {
    name: 'mobile-menu',
    only375: true,
    open: async (page) => {
      await gotoHydrated(page, '/docs/introduction/overview');
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      await expect(page.locator('.navbar-sidebar')).toBeVisible();
    },
  },
];

for (const width of [1280, 375] as const) {
  for (const mode of ['light', 'dark'] as const) {
    for (const shot of shots) {
      if (shot.only375 && width !== 375) continue;
      test(`${shot.name} looks as in its baseline (${mode}, ${width}px)`, async ({page}) => {
        await page.setViewportSize({width, height: 800});
        await page.emulateMedia({colorScheme: mode, reducedMotion: 'reduce'});
        await shot.open(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await page.evaluate(() => document.fonts.ready);
        await expect(shot.target ? shot.target(page) : page).toHaveScreenshot(`${shot.name}-${mode}-${width}.png`, {
          animations: 'disabled',
          caret: 'hide',
          scale: 'css',
          // The date comes from git history, so it changes with every commit to the page.
          mask: [page.locator('.theme-last-updated'), ...(shot.mask?.(page) ?? [])],
          maxDiffPixels: 0,
          // Playwright's default per-pixel threshold (0.2, a YIQ distance) lets a whole dark navbar turn from
          // #242526 to #330000 unseen (distance about 0.12); rendering here is deterministic (fonts pinned,
          // anti-aliased pixels are still ignored), so a colour change of a few levels must count.
          threshold: 0.05,
        });
      });
    }
  }
}
