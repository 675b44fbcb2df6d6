import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated} from '../support/page';

/**
 * Each page ships the Prism grammars it shows and registers them on first use (src/theme/CodeBlock/
 * prismLanguages.ts). In the browser, after hydration and after a client-side navigation, every code block
 * must carry the same highlighting as the server's HTML: a page that lacked a grammar would show plain text.
 */
// Token classes only that language's grammar produces (solidity's bytes32 is a builtin; plain clike has none).
const pagesByLanguage: Array<{path: string; language: string; tokens: string[]}> = [
  {path: '/docs/developer-tools/contracts/multivault', language: 'solidity', tokens: ['builtin', 'function', 'string']},
  {path: '/docs/developer-tools/contracts/deployments', language: 'ts', tokens: ['keyword', 'string', 'function']},
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
