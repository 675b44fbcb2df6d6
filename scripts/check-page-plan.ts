/**
 * What `npm run check:page` (./check-page.ts) checks for a set of changed files: pure functions, so
 * tests/unit/check-page.spec.ts can hold the choice of specs, the route of each changed page and the crawl filter.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The unit specs that read sources (not a build) and cover what changed. */
export function specsFor(files: readonly string[]): string[] {
  const has = (pattern: RegExp) => files.some((file) => pattern.test(file));
  const specs = new Set<string>();
  if (has(/^(docs\/.*\.mdx?|examples\/|src\/data\/(codeExamples|graphqlExamples)\.ts$)/)) {
    specs.add('tests/unit/snippets.spec.ts').add('tests/unit/config-snippets.spec.ts');
  }
  if (has(/^(docs|src)\//)) specs.add('tests/unit/consistency.spec.ts');
  if (has(/^src\/data\//)) specs.add('tests/unit/data.spec.ts');
  if (has(/^README\.md$/)) specs.add('tests/unit/readme-paths.spec.ts');
  for (const spec of files.filter((file) => /^tests\/unit\/.*\.spec\.ts$/.test(file))) specs.add(spec);
  return [...specs];
}

/** Each doc's source file (`docs/x.md`) → its permalink, from the docs plugin's metadata in `.docusaurus`. */
export function docPermalinks(metadataDir: string): Map<string, string> {
  const docs = new Map<string, string>();
  for (const name of fs.existsSync(metadataDir) ? fs.readdirSync(metadataDir) : []) {
    if (!name.startsWith('site-docs-') || !name.endsWith('.json')) continue;
    const meta = JSON.parse(fs.readFileSync(path.join(metadataDir, name), 'utf8')) as {
      source?: string;
      permalink?: string;
    };
    if (meta.source && meta.permalink) docs.set(meta.source.replace(/^@site\//, ''), meta.permalink);
  }
  return docs;
}

/**
 * The routes of the changed pages: a doc's permalink as the build recorded it (front-matter slugs included), a page
 * under src/pages from its path (`_`-prefixed files and folders are not routes). Components and data have no route.
 */
export function changedRoutes(files: readonly string[], permalinks: ReadonlyMap<string, string>): string[] {
  const pages = files
    .filter((file) => /^src\/pages\/.*\.tsx$/.test(file) && !file.split('/').some((part) => part.startsWith('_')))
    .map(
      (file) =>
        `/${file
          .slice('src/pages/'.length)
          .replace(/\.tsx$/, '')
          .replace(/(^|\/)index$/, '')}`,
    );
  return [...files.flatMap((file) => permalinks.get(file) ?? []), ...pages];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The --grep that picks exactly these routes' crawl tests: Playwright greps the title with its tags after it. */
export function crawlGrep(routes: readonly string[]): string {
  return `crawl (${routes.map(escapeRegExp).join('|')})( |$)`;
}
