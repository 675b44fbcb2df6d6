import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {changedRoutes, crawlGrep, docPermalinks, specsFor} from '../../scripts/check-page-plan';

/**
 * The fast loop (`npm run check:page`, CONTRIBUTING "The quick check") checks what an edit touched: these hold which
 * source specs it runs, which pages it crawls after its build, and that its filter picks exactly those crawl tests.
 */
test('a docs edit runs the code-block and consistency specs; README, data and a spec their own', () => {
  expect(specsFor(['docs/economics/overview.md']).sort()).toEqual([
    'tests/unit/config-snippets.spec.ts',
    'tests/unit/consistency.spec.ts',
    'tests/unit/snippets.spec.ts',
  ]);
  expect(specsFor(['README.md'])).toEqual(['tests/unit/readme-paths.spec.ts']);
  expect(specsFor(['src/data/faq.ts']).sort()).toEqual(['tests/unit/consistency.spec.ts', 'tests/unit/data.spec.ts']);
  expect(specsFor(['tests/unit/data.spec.ts'])).toEqual(['tests/unit/data.spec.ts']);
});

test('a changed doc is crawled at the permalink the build recorded (slugs followed), a page at its path', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-page-'));
  const write = (name: string, meta: object) => fs.writeFileSync(path.join(dir, name), JSON.stringify(meta));
  write('site-docs-economics-overview-md-1a2.json', {
    source: '@site/docs/economics/overview.md',
    permalink: '/docs/economics/overview',
  });
  write('site-docs-intro-md-3b4.json', {source: '@site/docs/intro.md', permalink: '/docs/start-here'});
  write('__plugin.json', {source: '@site/docs/ignored.md', permalink: '/nope'});
  const permalinks = docPermalinks(dir);
  expect(
    changedRoutes(
      [
        'docs/intro.md',
        'docs/economics/overview.md',
        'src/pages/index.tsx',
        'src/pages/graphql/index.tsx',
        'src/pages/faq.tsx',
        'src/pages/_components/Home/index.tsx',
        'src/components/mdx/FaqList/index.tsx',
      ],
      permalinks,
    ),
  ).toEqual(['/docs/start-here', '/docs/economics/overview', '/', '/graphql', '/faq']);
  fs.rmSync(dir, {recursive: true});
});

test('the crawl filter picks the changed pages and no page whose path merely starts the same', () => {
  const grep = new RegExp(crawlGrep(['/docs/economics/overview', '/']));
  // Playwright matches the project, file and title with the test's tags after it.
  const title = (route: string) =>
    `[smoke] tests/smoke/crawl.spec.ts crawl ${route} @spec-no-product-calls @spec-diagrams`;
  expect(grep.test(title('/docs/economics/overview'))).toBe(true);
  expect(grep.test(title('/'))).toBe(true);
  expect(grep.test(title('/docs/economics/overview-of-fees'))).toBe(false);
  expect(grep.test(title('/faq'))).toBe(false);
});
