import {expect, test, type Locator, type Page} from '@playwright/test';
import {API_URL_DEV, API_URL_PROD} from '@0xintuition/graphql';

import {appCategories, appCategoryOrder, networkOrder, sortedApps, type AppCategory} from '../../src/data/apps';
import {sortedCommunityPackages} from '../../src/data/communityPackages';
import {
  answerParts,
  answerText,
  faqGroupId,
  faqGroups,
  faqPageEntries,
  sortedFaqEntries,
  type FaqEntry,
} from '../../src/data/faq';
import {atomExamples, atomFieldGroups} from '../../src/data/graphqlExamples';
import {communityLinks, featuredAppIds, homePackages, homePaths, primitives} from '../../src/data/home';
import {protocolExportGroups, sdkExportGroups, type ExportGroup} from '../../src/data/packageExports';
import {sortedPaths} from '../../src/data/paths';
import {sortedReleases} from '../../src/data/releases';
import {sortedUiKitGroups} from '../../src/data/uiKitComponents';
import {sortedUseCases} from '../../src/data/useCases';
import {sortedWhitepapers} from '../../src/data/whitepapers';
import {gotoHydrated} from '../support/page';
import {pageRoutes} from '../support/routes';

/** SPEC §2.1 pages, without /search (tested in search.spec.ts). */
type SitePage = Exclude<(typeof pageRoutes)[number], '/search'>;
const sitePages = pageRoutes.filter((route): route is SitePage => route !== '/search');

/** Visible heading text, without the zero-width "Direct link" anchor Docusaurus appends. */
async function headingTexts(headings: Locator): Promise<string[]> {
  return (await headings.allTextContents()).map((text) => text.replace(/\u200b/g, '').trim());
}

/** Cards on a landing page: one <article> per entry, each titled by a heading of the given level. */
async function expectCards(page: Page, level: 2 | 3, titles: readonly string[], within?: Locator): Promise<void> {
  const cards = (within ?? page.getByRole('main')).getByRole('article');
  await expect(cards).toHaveCount(titles.length);
  expect(await headingTexts(cards.getByRole('heading', {level}))).toEqual(titles);
}

async function expectExportGroups(page: Page, idPrefix: string, groups: readonly ExportGroup[]): Promise<void> {
  const main = page.getByRole('main');
  for (const group of groups) {
    const heading = main.getByRole('heading', {level: 3, name: group.title, exact: false});
    await expect(heading.and(page.locator(`[id="${idPrefix}-${group.id}"]`))).toBeVisible();
    if (group.names.length > 0) {
      const names = main.getByRole('list', {name: `${group.title}: functions and values`}).getByRole('listitem');
      expect(await names.allTextContents()).toEqual(group.names);
    }
  }
}

/** The H1 of each page and a check that the list the page is about shows every entry of its data file. */
const pages: Record<SitePage, {readonly h1: string; readonly list: (page: Page) => Promise<void>}> = {
  '/': {
    h1: 'Intuition documentation',
    list: async (page) => {
      const primitivesSection = page.getByRole('region', {name: 'Three primitives'});
      expect(await headingTexts(primitivesSection.getByRole('heading', {level: 3}))).toEqual(
        primitives.map((p) => p.name),
      );
      await expect(primitivesSection.getByRole('listitem')).toHaveCount(primitives.length);
      const paths = page.getByRole('region', {name: 'Where to start'});
      await expect(paths.getByRole('listitem')).toHaveCount(homePaths.length);
      for (const path of homePaths) {
        await expect(paths.getByRole('link', {name: path.title, exact: true})).toHaveAttribute('href', path.to);
      }
      const featured = page.getByRole('region', {name: 'Apps on Intuition'});
      await expect(featured.getByRole('heading', {level: 3})).toHaveCount(featuredAppIds.length);
      await expect(featured.getByRole('link', {name: 'See all apps'})).toHaveAttribute('href', '/Apps');
      const packages = page.getByRole('region', {name: 'SDKs and packages'});
      for (const pkg of homePackages) {
        await expect(packages.getByRole('link', {name: `About ${pkg.name}`})).toHaveAttribute('href', pkg.to);
      }
      const community = page.getByRole('region', {name: 'Community'});
      for (const link of communityLinks) {
        await expect(community.getByRole('link', {name: link.label, exact: true})).toHaveAttribute('href', link.href);
      }
    },
  },
  '/Apps': {
    h1: 'Ecosystem apps',
    list: async (page) => {
      await expectCards(
        page,
        3,
        sortedApps.map((app) => app.name),
        page.locator('#app-list'),
      );
      // Every card names its networks in the same order.
      const labels: Record<string, string> = {mainnet: 'Mainnet', testnet: 'Testnet'};
      for (const app of sortedApps.filter((a) => a.networks.length > 0)) {
        const badges = page.locator(`article[id="${app.id}"] .badge`);
        expect(await badges.allTextContents(), app.id).toEqual(
          networkOrder.filter((n) => app.networks.includes(n)).map((n) => labels[n]),
        );
      }
    },
  },
  '/community-packages': {
    h1: 'Community packages',
    list: async (page) =>
      expectCards(
        page,
        2,
        sortedCommunityPackages.map((pkg) => pkg.name),
      ),
  },
  '/faq': {
    h1: 'Intuition FAQ',
    list: async (page) => {
      const main = page.getByRole('main');
      await expect(main.locator('details')).toHaveCount(faqPageEntries.length);
      expect(await headingTexts(main.getByRole('heading', {level: 2}))).toEqual([...faqGroups, 'Still stuck']);
      expect(await main.locator('details summary').allTextContents()).toEqual(
        faqPageEntries.map((entry) => entry.question),
      );
      for (const group of faqGroups) {
        const section = main.locator('section').filter({has: page.getByRole('heading', {level: 2, name: group})});
        await expect(section.locator('details'), group).toHaveCount(
          faqPageEntries.filter((e) => e.group === group).length,
        );
      }
      // Questions written for the docs FAQ only stay off this page.
      for (const entry of sortedFaqEntries.filter((e) => e.docsOnly))
        await expect(page.locator(`[id="${entry.id}"]`)).toHaveCount(0);
    },
  },
  '/getting-started': {
    h1: 'Choose your path',
    list: async (page) => {
      await expectCards(
        page,
        2,
        sortedPaths.map((path) => path.title),
      );
      for (const path of sortedPaths) {
        await expect(
          page.getByRole('list', {name: `${path.title}: what you will do`}).getByRole('listitem'),
        ).toHaveCount(path.steps.length);
      }
    },
  },
  '/graphql': {
    h1: 'GraphQL API',
    list: async (page) => {
      const table = page.getByRole('region', {name: /GraphQL endpoints/}).getByRole('table');
      expect(await table.getByRole('rowheader').allTextContents()).toEqual(['Mainnet', 'Testnet', 'Your own indexer']);
      await expect(table.getByRole('row', {name: /Mainnet/})).toContainText(API_URL_PROD);
      await expect(table.getByRole('row', {name: /Testnet/})).toContainText(API_URL_DEV);
    },
  },
  '/graphql/read/atoms': {
    h1: 'Read atoms',
    list: async (page) => {
      for (const group of atomFieldGroups) {
        const rows = page
          .getByRole('region', {name: `${group.title} fields (scrolls sideways)`})
          .getByRole('rowheader');
        expect(await rows.allTextContents(), group.id).toEqual(group.fields.map((field) => field.name));
      }
      for (const example of atomExamples) {
        await expect(page.getByRole('heading', {level: 3, name: example.title})).toHaveAttribute('id', example.id);
      }
    },
  },
  '/protocol-package': {
    h1: '@0xintuition/protocol',
    list: async (page) => expectExportGroups(page, 'protocol', protocolExportGroups),
  },
  '/release-notes': {
    h1: 'Release notes',
    list: async (page) => {
      const entries = page.getByRole('main').getByRole('article');
      await expect(entries).toHaveCount(sortedReleases.length);
      expect(await headingTexts(entries.getByRole('heading', {level: 2}))).toEqual(sortedReleases.map((r) => r.title));
      expect(await entries.getByRole('heading', {level: 2}).evaluateAll((els) => els.map((el) => el.id))).toEqual(
        sortedReleases.map((r) => r.id),
      );
      expect(await entries.locator('time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime')))).toEqual(
        sortedReleases.map((r) => r.date),
      );
    },
  },
  '/use-cases': {
    h1: 'What people build',
    list: async (page) => {
      const headings = page.getByRole('main').getByRole('heading', {level: 2});
      expect(await headingTexts(headings)).toEqual([...sortedUseCases.map((u) => u.title), 'Model your own']);
      expect(await headings.evaluateAll((els) => els.map((el) => el.id))).toEqual([
        ...sortedUseCases.map((u) => u.id),
        'model-your-own',
      ]);
    },
  },
  '/whitepapers': {
    h1: 'Whitepapers',
    list: async (page) => {
      await expectCards(
        page,
        2,
        sortedWhitepapers.map((paper) => paper.title),
      );
      for (const paper of sortedWhitepapers) {
        const card = page.locator(`article[id="${paper.id}"]`);
        // Above the title a human label, not the file name; the file name is in the body as written.
        await expect(card.locator('.card__header p')).toHaveText(paper.kind);
        await expect(card.locator('code', {hasText: paper.file})).toHaveText(paper.file);
        await expect(card.getByRole('link', {name: `${paper.title} on GitHub`, exact: false})).toHaveAttribute(
          'href',
          paper.repository,
        );
      }
    },
  },
  '/sdks/protocol-sdk': {
    h1: '@0xintuition/sdk',
    list: async (page) => expectExportGroups(page, 'sdk', sdkExportGroups),
  },
  '/sdks/1ui': {
    h1: '1ui',
    list: async (page) => {
      for (const group of sortedUiKitGroups) {
        await expect(page.getByRole('heading', {level: 3, name: group.title})).toHaveAttribute('id', group.id);
        const items = page.getByRole('list', {name: `${group.title} components`}).getByRole('listitem');
        expect(await items.allTextContents(), group.id).toEqual(group.components);
      }
    },
  },
};

test.describe('each SPEC §2.1 page shows its heading and its whole list', {tag: '@spec-routes'}, () => {
  for (const route of sitePages) {
    test(route, async ({page}) => {
      await gotoHydrated(page, route);
      await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(pages[route].h1);
      await pages[route].list(page);
    });
  }
});

test.describe('/Apps category filter', () => {
  const appsIn = (category: AppCategory): string[] =>
    sortedApps.filter((app) => app.category === category).map((app) => app.name);
  const filters = (page: Page): Locator => page.getByRole('group', {name: 'Filter apps by category'});
  const allButton = (page: Page): Locator => filters(page).getByRole('button', {name: `All (${sortedApps.length})`});
  const categoryButton = (page: Page, category: AppCategory): Locator =>
    filters(page).getByRole('button', {
      name: `${appCategories[category].label} (${appsIn(category).length})`,
      exact: true,
    });

  async function expectShowing(page: Page, names: readonly string[], pressed: Locator): Promise<void> {
    await expectCards(page, 3, names, page.locator('#app-list'));
    await expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await expect(filters(page).getByRole('button', {pressed: true})).toHaveCount(1);
    await expect(filters(page).getByRole('button', {pressed: false})).toHaveCount(appCategoryOrder.length);
  }

  test('offers All plus one button per category, with All pressed at first', async ({page}) => {
    await gotoHydrated(page, '/Apps');
    await expect(filters(page).getByRole('button')).toHaveCount(appCategoryOrder.length + 1);
    for (const category of appCategoryOrder) await expect(categoryButton(page, category)).toBeVisible();
    await expectShowing(
      page,
      sortedApps.map((app) => app.name),
      allButton(page),
    );
    expect(new URL(page.url()).search).toBe('');
  });

  test('a category narrows the list and goes into the URL; All restores the list and drops the parameter', async ({
    page,
  }) => {
    await gotoHydrated(page, '/Apps');
    for (const category of appCategoryOrder) {
      await categoryButton(page, category).click();
      await expect(page).toHaveURL((url) => url.pathname === '/Apps' && url.search === `?category=${category}`);
      await expectShowing(page, appsIn(category), categoryButton(page, category));
      await expect(allButton(page)).toHaveAttribute('aria-pressed', 'false');
    }
    await allButton(page).click();
    await expect(page).toHaveURL((url) => url.pathname === '/Apps' && !url.searchParams.has('category'));
    await expectShowing(
      page,
      sortedApps.map((app) => app.name),
      allButton(page),
    );
  });

  for (const category of appCategoryOrder) {
    test(`opening /Apps?category=${category} shows only that category`, async ({page}) => {
      await gotoHydrated(page, `/Apps?category=${category}`);
      await expectShowing(page, appsIn(category), categoryButton(page, category));
      await expect(page).toHaveURL((url) => url.searchParams.get('category') === category);
    });
  }

  test('an unknown category in the URL shows every app', async ({page}) => {
    await gotoHydrated(page, '/Apps?category=no-such-category');
    await expectShowing(
      page,
      sortedApps.map((app) => app.name),
      allButton(page),
    );
  });
});

/** Links a reader finds inside an answer: [label, href] pairs, in order. */
function inlineLinks(entry: FaqEntry): [string, string][] {
  return answerParts(entry.answer).flatMap((part) =>
    part.kind === 'link' ? [[part.text, part.to] as [string, string]] : [],
  );
}

test.describe('/faq questions', () => {
  const item = (page: Page, entry: FaqEntry): Locator => page.locator(`details[id="${entry.id}"]`);
  const answer = (page: Page, entry: FaqEntry): Locator =>
    item(page, entry).getByText(answerText(entry.answer), {exact: true});

  test('every question starts closed and opens on click to show its answer', async ({page}) => {
    await gotoHydrated(page, '/faq');
    for (const entry of faqPageEntries) {
      await expect(answer(page, entry), entry.id).toBeHidden();
      await page.getByText(entry.question, {exact: true}).click();
      await expect(item(page, entry)).toHaveAttribute('open', '');
      await expect(answer(page, entry), entry.id).toBeVisible();
      if (entry.link) {
        await expect(item(page, entry).getByRole('link', {name: entry.link.label})).toHaveAttribute(
          'href',
          entry.link.to,
        );
      }
      for (const [label, href] of inlineLinks(entry)) {
        await expect(item(page, entry).getByRole('link', {name: label, exact: true})).toHaveAttribute('href', href);
      }
      await expect(item(page, entry).getByRole('link', {name: 'Link to this question'})).toHaveAttribute(
        'href',
        `#${entry.id}`,
      );
    }
    // A second click closes it again.
    const first = faqPageEntries[0]!;
    await page.getByText(first.question, {exact: true}).click();
    await expect(answer(page, first)).toBeHidden();
  });

  const lastEntry = faqPageEntries[faqPageEntries.length - 1]!;
  const middleEntry = faqPageEntries[Math.floor(faqPageEntries.length / 2)]!;
  for (const entry of [lastEntry, middleEntry]) {
    test(`/faq#${entry.id} opens that question and scrolls it into view`, async ({page}) => {
      await gotoHydrated(page, `/faq#${entry.id}`);
      await expect(item(page, entry)).toHaveAttribute('open', '');
      await expect(answer(page, entry)).toBeVisible();
      const summary = item(page, entry).locator('summary');
      await expect(summary).toBeInViewport();
      // Not hidden behind the sticky navbar.
      const navbarBottom = await page.locator('nav.navbar').evaluate((el) => el.getBoundingClientRect().bottom);
      const top = await summary.evaluate((el) => el.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(navbarBottom - 1);
      // Only the linked question is open.
      await expect(page.locator('details[open]')).toHaveCount(1);
    });
  }

  test('following a question link on the page opens it', async ({page}) => {
    await gotoHydrated(page, '/faq');
    await page.getByText(middleEntry.question, {exact: true}).click();
    await item(page, middleEntry).getByRole('link', {name: 'Link to this question'}).click();
    await expect(page).toHaveURL(new RegExp(`/faq#${middleEntry.id}$`));
    await expect(item(page, middleEntry)).toHaveAttribute('open', '');
    await expect(item(page, middleEntry).locator('summary')).toBeInViewport();
  });
});

test.describe('docs FAQ (/docs/resources/faq) from the same data', () => {
  const route = '/docs/resources/faq';

  test('every question is an h3 with its data id, under its group heading', async ({page}) => {
    await gotoHydrated(page, route);
    const article = page.locator('article .markdown');
    // The counts are the data's (unit/data.spec.ts); here, that the page shows all of them.
    expect(await headingTexts(article.getByRole('heading', {level: 2}))).toEqual([...faqGroups, 'Next steps']);
    expect(await article.getByRole('heading', {level: 2}).evaluateAll((els) => els.map((el) => el.id))).toEqual([
      ...faqGroups.map(faqGroupId),
      'next-steps',
    ]);
    const questions = article.getByRole('heading', {level: 3});
    expect(await headingTexts(questions)).toEqual(sortedFaqEntries.map((entry) => entry.question));
    expect(await questions.evaluateAll((els) => els.map((el) => el.id))).toEqual(
      sortedFaqEntries.map((entry) => entry.id),
    );
    // Each question sits under the h2 of its own group.
    const groupOfEach = await questions.evaluateAll((els) =>
      els.map((el) => {
        const headings = Array.from(document.querySelectorAll('article .markdown h2'));
        const before = headings.filter((h2) => h2.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
        return before[before.length - 1]?.id ?? '';
      }),
    );
    expect(groupOfEach).toEqual(sortedFaqEntries.map((entry) => faqGroupId(entry.group)));
  });

  test('every answer is shown in full, with its links', async ({page}) => {
    await gotoHydrated(page, route);
    const article = page.locator('article .markdown');
    for (const entry of sortedFaqEntries) {
      const answer = article.locator(`h3[id="${entry.id}"] + p`);
      await expect(answer, entry.id).toHaveText(answerText(entry.answer));
      await expect(answer).toBeVisible();
      for (const [label, href] of inlineLinks(entry)) {
        await expect(answer.getByRole('link', {name: label, exact: true})).toHaveAttribute('href', href);
      }
      if (entry.link) {
        await expect(
          article.locator(`h3[id="${entry.id}"] ~ p`).getByRole('link', {name: entry.link.label, exact: true}).first(),
        ).toHaveAttribute('href', entry.link.to);
      }
    }
  });

  test('the table of contents lists the groups and every question', async ({page}) => {
    await gotoHydrated(page, route);
    const toc = page.locator('.table-of-contents').first();
    const hrefs = await toc.locator('a').evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs).toEqual([
      ...faqGroups.flatMap((group) => [
        `#${faqGroupId(group)}`,
        ...sortedFaqEntries.filter((e) => e.group === group).map((e) => `#${e.id}`),
      ]),
      '#next-steps',
    ]);
  });

  test('a link to a question scrolls it into view below the navbar', async ({page}) => {
    const entry = sortedFaqEntries[Math.floor(sortedFaqEntries.length * 0.7)]!;
    await gotoHydrated(page, `${route}#${entry.id}`);
    const heading = page.locator(`h3[id="${entry.id}"]`);
    await expect(heading).toBeInViewport();
    const navbarBottom = await page.locator('nav.navbar').evaluate((el) => el.getBoundingClientRect().bottom);
    const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(navbarBottom - 1);
  });

  test('an internal link inside an answer opens its page from the docs FAQ', async ({page}) => {
    const entry = sortedFaqEntries.find((e) => inlineLinks(e).some(([, href]) => href.startsWith('/docs/')))!;
    const [label, href] = inlineLinks(entry).find(([, to]) => to.startsWith('/docs/'))!;
    await gotoHydrated(page, route);
    await page.locator(`h3[id="${entry.id}"] + p`).getByRole('link', {name: label, exact: true}).click();
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText(/^(Page Not Found)?$/);
  });
});

test.describe('at 375px wide no page scrolls sideways', () => {
  test.use({viewport: {width: 375, height: 740}});

  for (const route of sitePages) {
    test(route, async ({page}) => {
      await gotoHydrated(page, route);
      await page.evaluate(() => document.fonts.ready);
      const {scrollWidth, clientWidth, overflowing} = await page.evaluate(() => {
        const root = document.documentElement;
        const width = root.clientWidth;
        // For the failure message: the outermost in-flow elements that stick out on the right.
        const scrollsOrClips = (el: HTMLElement): boolean => {
          for (let parent = el.parentElement; parent; parent = parent.parentElement) {
            if (getComputedStyle(parent).overflowX !== 'visible') return true;
          }
          return false;
        };
        const wide = Array.from(document.body.querySelectorAll<HTMLElement>('*')).filter(
          (el) =>
            el.getBoundingClientRect().right > width + 0.5 &&
            getComputedStyle(el).position !== 'fixed' &&
            !scrollsOrClips(el),
        );
        const outermost = wide.filter((el) => !wide.includes(el.parentElement as HTMLElement));
        return {
          scrollWidth: root.scrollWidth,
          clientWidth: width,
          overflowing: outermost
            .slice(0, 5)
            .map((el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')}`),
        };
      });
      expect(scrollWidth, `wider than the viewport: ${overflowing.join(', ')}`).toBeLessThanOrEqual(clientWidth);
    });
  }
});
