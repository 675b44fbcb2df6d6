import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {sitemapPaths} from './routes';

const root = path.resolve(__dirname, '../..');

/** The repository and branch `npm run build:integrations` sets, read from its script so the two cannot drift. */
export function integrationsRepository(): {url: string; branch: string} {
  const script: string = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts[
    'build:integrations'
  ];
  const url = script.match(/DOCS_REPOSITORY_URL=(\S+)/)?.[1];
  const branch = script.match(/DOCS_REPOSITORY_BRANCH=(\S+)/)?.[1] ?? 'main';
  if (!url) throw new Error('build:integrations sets no DOCS_REPOSITORY_URL');
  return {url, branch};
}

/** Each docs page of a build with the hrefs of its "Edit this page" links (none, one or more). */
export function docsEditLinks(buildDir: string): {pagePath: string; hrefs: string[]}[] {
  return sitemapPaths(buildDir)
    .filter((p) => p.startsWith('/docs/'))
    .map((pagePath) => {
      const html = fs.readFileSync(path.join(buildDir, `${pagePath}.html`), 'utf8');
      const $ = load(html);
      return {
        pagePath,
        hrefs: $('a.theme-edit-this-page')
          .map((_, a) => $(a).attr('href') ?? '')
          .get(),
      };
    });
}

/** The file a docs URL is built from: docs/<path>.md(x), or docs/<path>/index.md(x) for a folder's page. */
export function docSourceFile(pagePath: string): string | undefined {
  const rel = pagePath.replace(/^\//, '');
  return [`${rel}.md`, `${rel}.mdx`, `${rel}/index.md`, `${rel}/index.mdx`].find((f) =>
    fs.existsSync(path.join(root, f)),
  );
}

export const repoRoot = root;
