import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {calculateAtomId} from '@0xintuition/sdk';
import {load, type CheerioAPI} from 'cheerio';
import {stringToHex} from 'viem';
import {buildEngine, searchRecords} from '../../src/features/search/localClient';
import type {SearchIndexFile} from '../../src/features/search/types';
import {catalogueAtom} from '../../src/data/predicates';
import {mainnetParameters} from '../../src/data/mainnetParameters';
import {testBuildDir} from '../support/routes';

/**
 * Issue 40: each reader task of ../shared/reviews/reader-tasks-2026-11-26.md walked as the reader walks it, in the
 * built site: the words they type into search → a top-3 hit on the page that answers → the section that answers it,
 * with the program it shows being, line for line, the file the chain suite runs (the chain spec named here runs it and
 * checks its output against the chain). Reads build/ (run `npm run build` first); no browser.
 */
const repoRoot = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

interface Walk {
  readonly task: string;
  readonly query: string;
  /** The page that answers, as search URLs give it. */
  readonly page: string;
  /** The heading id of the section that answers. */
  readonly section: string;
  /** Programs the section shows; each must appear whole in the built page. */
  readonly programs: readonly string[];
  /** The chain spec that runs each program, and what in it names the run. */
  readonly chain?: {readonly spec: string; readonly runs: readonly RegExp[]};
  /** What else the section must show a reader (values from data files). */
  readonly shows?: (section: string) => void;
}

const walks: readonly Walk[] = [
  {
    task: '1: create a text atom and a triple on testnet, read the vault back',
    query: 'quickstart read shares',
    page: '/docs/quickstart/getting-started',
    section: 'write-the-program',
    programs: [
      'examples/quickstart/getting-started/first-triple-sdk.ts',
      'examples/quickstart/getting-started/first-triple-viem.ts',
    ],
    chain: {
      spec: 'tests/chain/examples-use.spec.ts',
      runs: [/first-triple-\$\{variant\}\.ts/, /printed\(run, \/your shares/],
    },
  },
  {
    task: '2: stake For and Against, explain the fees on each side',
    query: 'for against fees',
    page: '/docs/developer-tools/interactions/deposit-return',
    section: 'stake-for-or-against',
    programs: ['examples/interactions/deposit-return/stake-for-or-against.ts'],
    chain: {
      spec: 'tests/chain/examples-use.spec.ts',
      runs: [/interactions\('deposit-return\/stake-for-or-against\.ts'\)/],
    },
  },
  {
    task: "4: follow one term's deposits live and resume without gaps",
    query: 'live deposits on a term',
    page: '/docs/tutorials/live-feed',
    section: 'step-3-stream-deposits-from-the-api',
    programs: ['examples/tutorials/live-feed/03-stream.ts'],
    chain: {
      spec: 'tests/chain/tutorial-live-feed.spec.ts',
      runs: [/'examples\/tutorials\/live-feed\/03-stream\.ts'/, /streaming deposits on \$\{two\}/],
    },
    shows: (section) => {
      // The step's own subsection, which says how to pass the term and what the program filters on.
      expect(section).toContain('Follow one term');
      // The example id, which the text calls the keywords atom, is that atom's computed id.
      expect(section).toContain(
        `npx tsx 03-stream.ts term-state.json ${calculateAtomId(stringToHex(catalogueAtom('keywords').data))}`,
      );
      expect(section).toContain('term_id: { _eq: … }');
    },
  },
  {
    task: '5: the mainnet costs and fees, and who can change them',
    query: 'current fees mainnet',
    page: '/docs/economics/overview',
    section: 'mainnet-values-and-who-can-change-them',
    programs: [],
    shows: (section) => {
      for (const row of mainnetParameters) {
        expect(section, row.label).toContain(row.label);
        expect(section, row.label).toContain(row.display);
        expect(section, row.label).toContain(row.setter);
      }
      for (const word of ['DEFAULT_ADMIN_ROLE', 'TimelockController', 'getMinDelay']) expect(section).toContain(word);
      // Today's values: the live table dates its read (tests/e2e/read-console.spec.ts checks the table itself).
      expect(section).toContain('block number and the UTC date and minute of the read');
    },
  },
  {
    task: '7: predicates for "follows" and "tagged" that other apps read',
    query: 'has tag predicate',
    page: '/docs/primitives/predicates',
    section: 'predicates-apps-read',
    programs: [],
    shows: (section) => {
      // The catalogue table: each predicate with its exact data and its term id, the tag and the follow predicate first.
      for (const key of ['keywords', 'followAction'] as const) {
        const {data} = catalogueAtom(key);
        expect(section, key).toContain(data);
        expect(section, key).toContain(calculateAtomId(stringToHex(data)));
      }
    },
  },
  {
    task: '8: run my own indexer for testnet',
    query: 'run an indexer for testnet',
    page: '/docs/run-node/run-an-intuition-node',
    section: 'index-testnet',
    programs: [],
    shows: (section) => {
      for (const step of ['histocrawler.app_config', './scripts/start.sh intuition_testnet_d', 'eth_blockNumber'])
        expect(section).toContain(step);
      expect(section).toMatch(/OPENAI_API_KEY/);
    },
  },
];

/** A built page's section: from the heading with `id` to the next heading of the same or a higher level. */
function sectionOf($: CheerioAPI, id: string): {text: string; code: string[]} {
  const heading = $(`article :is(h2, h3)[id="${id}"]`);
  expect(heading.length, `heading #${id}`).toBe(1);
  const level = Number(heading.prop('tagName')!.slice(1));
  const parts = [heading];
  for (let next = heading.next(); next.length; next = next.next()) {
    const tag = next.prop('tagName') ?? '';
    if (/^H[1-6]$/.test(tag) && Number(tag.slice(1)) <= level) break;
    parts.push(next);
  }
  const text = parts.map((part) => part.text()).join('\n');
  // Each code block as its lines, the way the reader copies it.
  const code = parts.flatMap((part) =>
    part
      .find('pre')
      .addBack('pre')
      .toArray()
      .map((pre) =>
        $(pre)
          .find('.token-line')
          .toArray()
          .map((line) => $(line).text())
          .join('\n'),
      ),
  );
  return {text, code};
}

const indexFile = path.join(testBuildDir, 'search-index.json');
const {records} = fs.existsSync(indexFile)
  ? (JSON.parse(fs.readFileSync(indexFile, 'utf8')) as SearchIndexFile)
  : {records: []};
const engine = buildEngine(records);

for (const walk of walks) {
  test(`task ${walk.task}: search → page → the section that answers${walk.programs.length ? ' → the programs the chain suite runs' : ''}`, () => {
    expect(records.length, 'build/search-index.json is missing: run "npm run build" first').toBeGreaterThan(0);
    const top = searchRecords(engine, records, walk.query, {hitsPerPage: 3}).hits.map((hit) => hit.url.split('#')[0]);
    expect(top, `"${walk.query}" in the top 3`).toContain(walk.page);

    const $ = load(fs.readFileSync(path.join(testBuildDir, `${walk.page}.html`), 'utf8'));
    const section = sectionOf($, walk.section);
    for (const program of walk.programs) {
      const source = read(program).trimEnd();
      expect(
        section.code.some((block) => block.trimEnd() === source),
        `${program} shown whole in #${walk.section} of ${walk.page}`,
      ).toBe(true);
    }
    if (walk.chain) {
      const spec = read(walk.chain.spec);
      for (const run of walk.chain.runs) expect(spec, `${walk.chain.spec} runs it`).toMatch(run);
    }
    walk.shows?.(section.text);
  });
}
