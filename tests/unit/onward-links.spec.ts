import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {mainnetParameters} from '../../src/data/mainnetParameters';
import {sectionOf} from '../support/markdown';
import {filesUnder} from '../support/sourceFiles';

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

/**
 * More of the report's dead ends, fixed after it: a link a page must carry in a named section, to an anchor the
 * target has, whose section there holds what the link promises.
 */
const sectionLinks = [
  {
    // Task 6: the reader's portfolio query stops at shares × price; the served PnL is one recipe away.
    page: 'docs/developer-tools/graphql-api/cookbook/holders-and-positions.md',
    section: '{#account-positions}',
    href: './api-as-served-2026-06.md#portfolio-pnl',
    promise: 'getAccountPnlCurrent',
  },
  {
    // Task 3: the claims about an address need the address's atom first.
    page: 'docs/developer-tools/graphql-api/query-examples.md',
    section: '## 3. Triples for a subject',
    href: './cookbook/accounts-and-profiles.md#account-profile',
    promise: 'atom {',
  },
  {
    // Task 7: the follow shape is explained in the catalogue, not only in a tutorial.
    page: 'docs/tutorials/social-graph.mdx',
    section: '## The convention',
    href: '../primitives/predicates.mdx#follows',
    promise: '`[https://schema.org/Thing] [https://schema.org/FollowAction] [account]`',
  },
  {
    // Task 5: who holds the admin role, and that MultiVault applies a change at once.
    page: 'docs/developer-tools/contracts/contract-architecture.md',
    section: '## Governance and timelocks',
    href: '../../economics/overview.md#mainnet-values-and-who-can-change-them',
    promise: 'MultiVault has no delay of its own',
  },
] as const;

/** Docusaurus's heading id: an explicit `{#id}`, else the text's slug. */
const headingId = (line: string): string =>
  /\{#([\w-]+)\}/.exec(line)?.[1] ??
  line
    .replace(/^#+ /, '')
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .trim()
    .replace(/ /g, '-');

for (const l of sectionLinks) {
  test(`${l.page}: "${l.section}" links ${l.href}, which holds what it promises`, () => {
    expect(sectionOf(read(l.page), l.section)).toContain(`](${l.href})`);
    const [file, anchor] = l.href.split('#') as [string, string];
    const target = read(path.join(path.dirname(l.page), file));
    const heading = target.split('\n').find((line) => /^#{2,4} /.test(line) && headingId(line) === anchor);
    expect(heading, `#${anchor} on ${file}`).toBeDefined();
    expect(sectionOf(target, heading!)).toContain(l.promise);
  });
}

test('task 5: the governance section names every event that announces a MultiVault configuration change', () => {
  const section = sectionOf(read('docs/developer-tools/contracts/contract-architecture.md'), '## Governance and');
  const events = new Set([...mainnetParameters.map((p) => p.event), 'WalletConfigUpdated']);
  expect([...events].filter((event) => !section.includes(`\`${event}\``))).toEqual([]);
  expect(section).toContain('`GeneralConfig.admin`');
});

test('task 2: no link calls the deposit guide "Deposit and return" (its title is "Deposit and redeem")', () => {
  expect(read('docs/developer-tools/interactions/deposit-return.md')).toMatch(/^title: Deposit and redeem$/m);
  const sources = [...filesUnder('docs', /\.(mdx?|tsx?)$/), ...filesUnder('src', /\.(mdx?|tsx?)$/)];
  const wrong = sources.filter((file) => /deposit and return/i.test(read(file)));
  expect(wrong).toEqual([]);
});

test('the two FAQs and the two use-case pages each link the other, with a sentence on what it holds', () => {
  const pairs = [
    {page: 'src/pages/faq.tsx', link: '<Link to="/docs/resources/faq">', says: 'technical questions'},
    {page: 'docs/resources/faq.mdx', link: '](/faq)', says: 'without the most technical questions'},
    {page: 'src/pages/use-cases.tsx', link: '<Link to="/docs/use-cases">', says: 'explains the patterns'},
    {page: 'docs/use-cases.md', link: '](/use-cases)', says: 'example atoms and triples'},
  ];
  for (const p of pairs) {
    // The sentence around the link (JSX wraps lines, so read up to the next blank line or paragraph end).
    const text = read(p.page).replace(/\s+/g, ' ');
    const at = text.indexOf(p.link);
    expect(at, `${p.page} links ${p.link}`).toBeGreaterThanOrEqual(0);
    expect(text.slice(Math.max(0, at - 300), at + 300), p.page).toContain(p.says);
  }
});
