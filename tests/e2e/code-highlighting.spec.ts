import {expect, test, type Locator, type Page} from '@playwright/test';
import {gotoHydrated} from '../support/page';
import {prismChunk} from '../support/prism';
import {codeDark, codeLight} from '../../src/features/code-blocks/colours';

/**
 * Each page ships the Prism grammars it shows and registers them on first use (src/features/code-blocks/
 * prismLanguages.ts). In the browser, after hydration and after a client-side navigation, every code block
 * must carry the same highlighting as the server's HTML: a page that lacked a grammar would show plain text.
 */
// Token classes only that language's grammar produces (solidity's bytes32 is a builtin; plain clike has none).
const pagesByLanguage: Array<{path: string; language: string; tokens: string[]}> = [
  {path: '/docs/developer-tools/contracts/multivault', language: 'solidity', tokens: ['builtin', 'function', 'string']},
  {path: '/docs/developer-tools/contracts/deployments', language: 'ts', tokens: ['keyword', 'string', 'function']},
  // Blocks inside Tabs, which the theme mounts again after hydration (they reuse the hydrated markup).
  {path: '/docs/quickstart/getting-started', language: 'ts', tokens: ['keyword', 'string', 'function']},
  {path: '/docs/intuition-ai/docs-mcp-server', language: 'bash', tokens: ['function']},
  {path: '/docs/intuition-ai/docs-mcp-server', language: 'json', tokens: ['property', 'string']},
  {path: '/docs/developer-tools/graphql-api/overview', language: 'graphql', tokens: ['keyword']},
  // Code blocks a component renders (<CodeBlock language>), not Markdown.
  {path: '/sdks/1ui', language: 'bash', tokens: ['function']},
  {path: '/graphql', language: 'ts', tokens: ['keyword', 'string']},
];

/** The token classes of each code block in `language`, in order: what the reader sees coloured. */
async function tokenClasses(page: Page, language: string): Promise<string[][]> {
  return page
    .locator(`.theme-code-block.language-${language} code`)
    .evaluateAll((blocks) =>
      blocks.map((block) => Array.from(block.querySelectorAll('.token'), (token) => token.className)),
    );
}

for (const {path, language, tokens} of pagesByLanguage) {
  test(`${language} blocks on ${path} are highlighted after hydration exactly as the server rendered them`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    await page.setContent(html.replace(/<script[\s\S]*?<\/script>/g, ''));
    const server = await tokenClasses(page, language);
    expect(server.length, `${path} has ${language} code`).toBeGreaterThan(0);

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await gotoHydrated(page, path);
    const client = await tokenClasses(page, language);
    expect(client).toEqual(server);
    const seen = new Set(client.flat().flatMap((name) => name.split(/\s+/)));
    for (const token of tokens) expect(seen.has(token), `${language} shows ${token} tokens`).toBe(true);
    expect(errors).toEqual([]);
  });
}

test('a page reached by a client-side link highlights a language no earlier page needed', async ({page}) => {
  await gotoHydrated(page, '/docs/developer-tools/contracts/deployments');
  await page.evaluate(() => {
    (window as {stayedOnPage?: boolean}).stayedOnPage = true;
  });
  await page
    .locator('.theme-doc-sidebar-container a.menu__link[href="/docs/developer-tools/contracts/multivault"]')
    .click();
  await expect(page).toHaveURL(/\/docs\/developer-tools\/contracts\/multivault$/);
  await expect(page.locator('.theme-code-block.language-solidity .token.builtin').first()).toBeVisible();
  expect(await page.evaluate(() => (window as {stayedOnPage?: boolean}).stayedOnPage)).toBe(true);
});

/** `#rrggbb` as the `rgb(r, g, b)` getComputedStyle reports. */
const rgb = (hex: string): string => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
const colourOf = (theme: typeof codeLight, type: string): string =>
  rgb(theme.styles.find((entry) => entry.types.includes(type))!.style.color!);

/** What the reader sees of a page's first TypeScript block: keyword and comment colour, comment style, background. */
async function codeLook(page: Page) {
  const block = page.locator('.theme-code-block.language-ts').first();
  return {
    keyword: await block
      .locator('.token.keyword')
      .first()
      .evaluate((el) => getComputedStyle(el).color),
    comment: await block
      .locator('.token.comment')
      .first()
      .evaluate((el) => getComputedStyle(el).color),
    commentStyle: await block
      .locator('.token.comment')
      .first()
      .evaluate((el) => getComputedStyle(el).fontStyle),
    background: await block.locator('pre').evaluate((el) => getComputedStyle(el).backgroundColor),
  };
}
const expectedLook = (theme: typeof codeLight) => ({
  keyword: colourOf(theme, 'keyword'),
  comment: colourOf(theme, 'comment'),
  commentStyle: 'italic',
  background: rgb(theme.plain.backgroundColor!),
});

test('code is coloured from src/features/code-blocks/colours.ts in both modes: on the first page, after switching mode and after a client-side link', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/developer-tools/interactions/deposit-return');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await codeLook(page)).toEqual(expectedLook(codeLight));
  // The toggle cycles system → light → dark: switch without reloading, so the blocks kept from the server change.
  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
  await expect(async () => {
    if ((await page.locator('html').getAttribute('data-theme')) !== 'dark') await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark', {timeout: 500});
  }).toPass();
  expect(await codeLook(page)).toEqual(expectedLook(codeDark));
  await page.locator('a[href="/docs/developer-tools/interactions/create-triple"]').first().click();
  await expect(page).toHaveURL(/\/create-triple$/);
  await expect(page.locator('.theme-code-block.language-ts .token.keyword').first()).toBeVisible();
  expect(await codeLook(page)).toEqual(expectedLook(codeDark));
});

test('on a phone, a code block of the first page copies its code and wraps its lines', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  await page.setViewportSize({width: 375, height: 800});
  await gotoHydrated(page, '/docs/developer-tools/interactions/deposit-return');
  const block = page.locator('.theme-code-block.language-ts').first();
  const code = block.locator('pre code');
  await block.hover();
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.trim()).toBe((await code.innerText()).trim());
  expect(copied).toContain('import');
  const wide = await code.evaluate((el) => el.parentElement!.scrollWidth > el.parentElement!.clientWidth);
  expect(wide, 'the block scrolls sideways at 375 px').toBe(true);
  await block.getByRole('button', {name: 'Toggle word wrap'}).click();
  await expect(code).toHaveCSS('white-space', 'pre-wrap');
  expect(await code.evaluate((el) => el.parentElement!.scrollWidth <= el.parentElement!.clientWidth)).toBe(true);
});

test('hydration keeps the code the server rendered: the same lines and token nodes, none rebuilt in the browser', async ({
  page,
}) => {
  // Marks the server's nodes before the entry scripts run (they load after the first paint).
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as {serverNodes?: Element[][]}).serverNodes = [
        Array.from(document.querySelectorAll('pre .token-line')),
        Array.from(document.querySelectorAll('pre .token')),
      ];
    });
  });
  await gotoHydrated(page, '/docs/developer-tools/interactions/deposit-return');
  const [lines, tokens] = await page.evaluate(() =>
    ((window as {serverNodes?: Element[][]}).serverNodes ?? [[], []]).map((nodes, i) => ({
      server: nodes.length,
      kept: nodes.filter((node) => node.isConnected).length,
      now: document.querySelectorAll(i === 0 ? 'pre .token-line' : 'pre .token').length,
    })),
  );
  expect(lines!.server).toBeGreaterThan(150);
  expect(tokens!.server).toBeGreaterThan(900);
  for (const nodes of [lines, tokens]) {
    expect(nodes!.kept).toBe(nodes!.server);
    expect(nodes!.now).toBe(nodes!.server);
  }
});

test('a token no colour applies to is bare text, not an element', async ({page}) => {
  await gotoHydrated(page, '/docs/developer-tools/interactions/deposit-return');
  const pre = page.locator('.theme-code-block.language-ts pre').first();
  // Every token element carries a colour or font-style class (src/features/code-blocks/tokenColours.ts) …
  const uncoloured = await page
    .locator('pre .token')
    .evaluateAll((tokens) => tokens.filter((token) => !/\bcode-[cf]-/.test(token.className)).length);
  expect(uncoloured).toBe(0);
  // … and the text between them is still there: the first line reads as the source does.
  await expect(pre.locator('.token-line').first()).toHaveText(/^import \{ [\w, ]+ \} from 'viem'$/);
});

/**
 * Scrolls a code block into view as a reader would (a block away from the viewport lays out its lines only then)
 * and says whether its code scrolls sideways.
 */
async function scrollsWhenShown(block: Locator): Promise<boolean> {
  await block.scrollIntoViewIfNeeded();
  await expect(block.locator('code')).toBeVisible();
  return block.locator('pre').evaluate((el) => el.scrollWidth > el.clientWidth);
}

const wrapButton = (block: Locator): Locator => block.getByRole('button', {name: 'Toggle word wrap'});

test('the word-wrap button is offered only while a block scrolls sideways, and follows the window’s width', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 800});
  // Short shell blocks that fit a desktop column, and tabs whose hidden panels hold more blocks.
  await gotoHydrated(page, '/docs/quickstart/getting-started');
  const blocks = page.locator('.theme-code-block');
  // Each block a reader can see (a hidden tab panel's button cannot be seen, whatever it holds), brought into view
  // as a reader scrolls to it (a block away from the viewport lays out its lines only then): whether it scrolls
  // sideways, once its button agrees. Null for a block in a hidden panel.
  const scrollingAndOffered = async (): Promise<Array<boolean | null>> => {
    const result: Array<boolean | null> = [];
    for (const block of await blocks.all()) {
      if (!(await block.evaluate((el) => el.checkVisibility()))) {
        result.push(null);
        continue;
      }
      const scrolls = await scrollsWhenShown(block);
      await expect(wrapButton(block)).toHaveCount(scrolls ? 1 : 0);
      result.push(scrolls);
    }
    return result;
  };
  // Each block has the button exactly when it scrolls, at every width.
  const wide = await scrollingAndOffered();
  expect(wide.filter((s) => s === false).length, 'blocks that fit at 1280 px').toBeGreaterThan(0);
  // Narrowed without a reload: blocks that fitted now scroll, and their button comes.
  await page.setViewportSize({width: 375, height: 800});
  const narrow = await scrollingAndOffered();
  expect(narrow.filter((s, i) => s && wide[i] === false).length, 'blocks that scroll only at 375 px').toBeGreaterThan(
    0,
  );
  // A hidden tab panel's block measures nothing until its tab is chosen.
  const tabs = page.locator('[role="tab"]');
  const unselected = await tabs.evaluateAll((all) => all.findIndex((t) => t.getAttribute('aria-selected') === 'false'));
  const tab = tabs.nth(unselected);
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const shown = await scrollingAndOffered();
  expect(shown.filter((s, i) => s && narrow[i] === null).length, 'blocks shown by the tab that scroll').toBeGreaterThan(
    0,
  );
  await page.setViewportSize({width: 1280, height: 800});
  // Widened again: every block's button agrees with it (checked block by block as each comes into view).
  await scrollingAndOffered();
});

test('a page with code loads no Prism: hydration keeps the server’s highlighting, and the first client-side link fetches it', async ({
  page,
}) => {
  const prism = prismChunk();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await gotoHydrated(page, '/docs/developer-tools/interactions/deposit-return');
  await expect(page.locator('.theme-code-block.language-ts .token.keyword').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => url.endsWith('.js')).length, 'scripts the page loaded').toBeGreaterThan(3);
  expect(requested).not.toContain(prism);
  // A page first rendered in the browser has no server markup to keep: its blocks need Prism.
  await page.locator('a[href="/docs/developer-tools/interactions/create-triple"]').first().click();
  await expect(page).toHaveURL(/\/create-triple$/);
  await expect(page.locator('.theme-code-block.language-ts .token.keyword').first()).toBeVisible();
  expect(requested.filter((url) => url === prism)).toHaveLength(1);
});

test('while Prism is on its way, a block rendered in the browser shows its code unhighlighted, in the box it keeps', async ({
  page,
}) => {
  const prism = prismChunk();
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${prism}`, async (route) => {
    await released;
    await route.continue();
  });
  await gotoHydrated(page, '/docs/developer-tools/interactions/deposit-return');
  await page.locator('a[href="/docs/developer-tools/interactions/retrieve-vault-details"]').first().click();
  await expect(page).toHaveURL(/\/retrieve-vault-details$/);
  const block = page.locator('.theme-code-block.language-graphql').first();
  const pre = block.locator('pre');
  await pre.scrollIntoViewIfNeeded();
  await expect(pre.locator('code')).toBeVisible();
  await expect(pre.locator('.token')).toHaveCount(0);
  const plain = await pre.evaluate((el) => ({
    text: (el as HTMLElement).innerText,
    box: [el.getBoundingClientRect().width, el.getBoundingClientRect().height],
  }));
  release();
  await expect(pre.locator('.token.keyword').first()).toBeVisible();
  const highlighted = await pre.evaluate((el) => ({
    text: (el as HTMLElement).innerText,
    box: [el.getBoundingClientRect().width, el.getBoundingClientRect().height],
  }));
  expect(plain.text).toContain('query VaultDetails(');
  expect(plain).toEqual(highlighted);
  // The word-wrap button follows the highlighted block, not the plain one it replaced: the code fits on a desktop
  // and scrolls sideways on a phone.
  const wrap = wrapButton(block);
  await expect(wrap).toHaveCount(0);
  await page.setViewportSize({width: 375, height: 800});
  await expect(wrap).toHaveCount(1);
});

test('tabs that open on a stored choice keep the code the server highlighted, without loading Prism', async ({
  page,
}) => {
  const prism = prismChunk();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  // The stored choice differs from the page's default tab, so the theme mounts the tabs again after hydration.
  await page.addInitScript(() => {
    localStorage.setItem('docusaurus.tab.framework', 'viem');
    document.addEventListener('DOMContentLoaded', () => {
      (window as {serverBlocks?: string[]}).serverBlocks = Array.from(document.querySelectorAll('pre'), (pre) =>
        pre.outerHTML.replace(/ tabindex="0"/, ''),
      );
    });
  });
  await gotoHydrated(page, '/docs/quickstart/getting-started');
  const viem = page.getByRole('tab', {name: 'viem'}).first();
  await expect(viem).toHaveAttribute('aria-selected', 'true');
  await page.waitForLoadState('networkidle');
  const {server, now} = await page.evaluate(() => ({
    server: (window as {serverBlocks?: string[]}).serverBlocks ?? [],
    now: Array.from(document.querySelectorAll('pre'), (pre) => pre.outerHTML.replace(/ tabindex="0"/, '')),
  }));
  expect(server.length).toBeGreaterThan(5);
  expect(now).toEqual(server);
  expect(requested).not.toContain(prism);
});

test.describe('a code block away from the viewport', () => {
  test.use({viewport: {width: 375, height: 800}});
  const route = '/docs/tutorials/live-feed';

  test('skips laying out its lines, in a box of the height they take', async ({page}) => {
    await gotoHydrated(page, route);
    const state = () =>
      page.locator('article [data-code-lines] > pre').evaluateAll((pres) =>
        pres.map((pre) => ({
          skipped: !pre.querySelector('code')!.checkVisibility({contentVisibilityAuto: true}),
          height: pre.getBoundingClientRect().height,
        })),
      );
    const atLoad = await state();
    expect(atLoad.length).toBeGreaterThan(5);
    // The page opens on prose; every block lies more than a screen and a half below (the browser's margin).
    expect(atLoad.filter((block) => block.skipped)).toHaveLength(atLoad.length);
    // Scrolled past, each block lays out its lines at the height its box already had.
    for (const pre of await page.locator('article [data-code-lines] > pre').all()) {
      await pre.scrollIntoViewIfNeeded();
      await expect(pre.locator('code')).toBeVisible();
    }
    const rendered = await state();
    // The box is the theme's line height times the lines; Chromium lays each line out one layout unit (1/64 px) shorter
    // (21.328125 px against 21.344 at 375 px), so a block may shrink by that much a line, and by nothing more.
    const lines = await page
      .locator('article [data-code-lines] > pre')
      .evaluateAll((pres) => pres.map((pre) => pre.querySelectorAll('.token-line').length));
    for (const [i, block] of rendered.entries()) {
      const shrink = atLoad[i]!.height - block.height;
      expect(shrink, `block ${i + 1}, ${lines[i]} lines`).toBeGreaterThan(-0.5);
      expect(shrink, `block ${i + 1}, ${lines[i]} lines`).toBeLessThan(0.5 + lines[i]! / 64);
    }
  });

  test('is still in what a reader selects and copies', async ({page}) => {
    await gotoHydrated(page, route);
    // The page's last block of several lines (a one-line command may close a section after it).
    const last = page
      .locator('article [data-code-lines] > pre')
      .filter({has: page.locator('.token-line:nth-child(4)')})
      .last();
    expect(
      await last.evaluate((pre) => pre.querySelector('code')!.checkVisibility({contentVisibilityAuto: true})),
    ).toBe(false);
    const lines = await last.evaluate((pre) =>
      Array.from(pre.querySelectorAll('.token-line'), (line) => line.textContent!.trim()).filter(Boolean),
    );
    // The whole article selected, as with a drag or select-all: the browser lays the selected lines out.
    const selected = await page.locator('article').evaluate((article) => {
      const range = document.createRange();
      range.selectNodeContents(article);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
      return getSelection()!.toString();
    });
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(selected).toContain(line);
  });

  test('lays every block out when the page is printed', async ({page}) => {
    await gotoHydrated(page, route);
    const skipped = () =>
      page
        .locator('article [data-code-lines] > pre code')
        .evaluateAll((codes) => codes.filter((code) => !code.checkVisibility({contentVisibilityAuto: true})).length);
    expect(await skipped()).toBeGreaterThan(5);
    await page.emulateMedia({media: 'print'});
    await expect.poll(skipped).toBe(0);
  });

  test('offers the word-wrap button on a block that came to scroll sideways while it was off screen', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 800});
    await gotoHydrated(page, '/docs/quickstart/getting-started');
    const blocks = page.locator('article .theme-code-block:visible');
    // Read at 1280 px, each block laid out once (the browser then keeps its height while it is off screen).
    const wide: boolean[] = [];
    for (const block of await blocks.all()) wide.push(await scrollsWhenShown(block));
    // Narrowed back at the top, then read again: the blocks narrowed while off screen.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.setViewportSize({width: 375, height: 800});
    let narrowedOffScreen = 0;
    for (const [i, block] of (await blocks.all()).entries()) {
      const scrolls = await scrollsWhenShown(block);
      if (scrolls && !wide[i]) narrowedOffScreen += 1;
      await expect(wrapButton(block)).toHaveCount(scrolls ? 1 : 0);
    }
    expect(narrowedOffScreen, 'blocks that fit at 1280 px and scroll at 375 px').toBeGreaterThan(0);
  });
});
