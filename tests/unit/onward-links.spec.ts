import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';

/**
 * Dead ends the reader test of 2026-11-26 found (issue 40): a link that promises something the target does not
 * have. Each row names the page, the link, and what the target (or the example file it includes) must contain.
 */

const root = path.join(__dirname, '../..');
const read = (rel: string): string => readFileSync(path.join(root, rel), 'utf8');

const promises = [
  {
    page: 'docs/developer-tools/graphql-api/cookbook/live-feeds.md',
    bullet: '- The client to use:',
    target: 'docs/tutorials/live-feed.md',
    anchor: '## Step 3: stream deposits from the API',
    // The step includes this file; it is where the graphql-ws client is actually set up.
    includes: {file: 'examples/tutorials/live-feed/03-stream.ts', text: "from 'graphql-ws'"},
  },
] as const;

for (const p of promises) {
  test(`${p.page}: "${p.bullet}" leads to a page that has what it promises`, () => {
    const line = read(p.page)
      .split('\n')
      .find((l) => l.startsWith(p.bullet));
    expect(line, 'the bullet').toBeDefined();
    const slug = p.anchor
      .replace(/^#+ /, '')
      .toLowerCase()
      .replace(/[^a-z0-9 -]/g, '')
      .replace(/ /g, '-');
    expect(line).toContain(`${path.relative(path.dirname(p.page), p.target)}#${slug})`);
    const target = read(p.target);
    const section = target.split(p.anchor)[1]?.split('\n## ')[0] ?? '';
    expect(section).toContain(`file=${path.relative(path.dirname(p.target), p.includes.file)}`);
    expect(read(p.includes.file)).toContain(p.includes.text);
  });
}
