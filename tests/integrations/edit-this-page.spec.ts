import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {gotoHydrated} from '../support/page';
import {testIntegrationsBuildDir} from '../support/routes';
import {docSourceFile, docsEditLinks, integrationsRepository, repoRoot} from '../support/editLinks';

/** With DOCS_REPOSITORY_URL set (build:integrations), "Edit this page" opens the page's own source file there. */
const {url, branch} = integrationsRepository();
const editBase = `${url}/edit/${branch}/`;

test('Edit this page opens the page’s source in the configured repository, next to the last-updated date', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/network/mainnet');
  const row = page.locator('.theme-doc-footer-edit-meta-row');
  await expect(row.getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
    'href',
    `${editBase}docs/network/mainnet.mdx`,
  );
  await expect(row.locator('.theme-last-updated')).toContainText('Last updated on');
});

test('every docs page with a file in this repository links once to that file; generated pages link nowhere', () => {
  const pages = docsEditLinks(testIntegrationsBuildDir);
  expect(pages.length).toBeGreaterThan(100);
  const wrong = pages.flatMap(({pagePath, hrefs}) => {
    // The package reference is written at build time (src/features/package-reference/), into a folder git
    // ignores: there is no file to edit, so the generator turns the link off.
    if (pagePath.startsWith('/docs/developer-tools/sdks/reference')) {
      return hrefs.length === 0 ? [] : [`${pagePath} (generated): ${hrefs.join(' ')}`];
    }
    if (hrefs.length !== 1) return [`${pagePath}: ${hrefs.length} edit links`];
    const href = hrefs[0]!;
    if (!href.startsWith(editBase)) return [`${pagePath}: ${href} is not under ${editBase}`];
    const file = href.slice(editBase.length);
    const expected = docSourceFile(pagePath);
    if (file !== expected) return [`${pagePath}: links ${file}, built from ${expected}`];
    return fs.existsSync(path.join(repoRoot, file)) ? [] : [`${pagePath}: ${file} does not exist`];
  });
  expect(wrong).toEqual([]);
});
