import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {metaTitle, parseCodeBlocks} from '../../scripts/extract-snippets';
import {catalogueAtom} from '../../src/data/predicates';
import {snapAtom} from '../../src/data/snapAtoms';
import {sortedUseCases as useCases} from '../../src/data/useCases';
import {prose, sectionOf} from '../support/markdown';
import {filesUnder} from '../support/sourceFiles';

/**
 * Issue 40, reader tasks 1, 2 and 7 (../shared/reviews/reader-tasks-2026-11-26.md): each is answered on one page, by
 * a program that tests/chain/examples-use.spec.ts runs and checks against contract reads. These checks hold the path
 * to that program: the page shows the file that ran, its sample output carries what the program prints, and the
 * page links where the reader goes next. Reads sources only; no build.
 */
const repoRoot = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

const quickstart = 'docs/quickstart/getting-started.mdx';
const quickstartFiles = {
  sdk: 'examples/quickstart/getting-started/first-triple-sdk.ts',
  viem: 'examples/quickstart/getting-started/first-triple-viem.ts',
} as const;
const depositPage = 'docs/developer-tools/interactions/deposit-return.md';
const forAgainstFile = 'examples/interactions/deposit-return/stake-for-or-against.ts';
const chainSpec = read('tests/chain/examples-use.spec.ts');

/** The page's section from the heading carrying `{#id}` to the next heading of the same or a higher level. */
function section(page: string, id: string): string {
  const part = sectionOf(page, `{#${id}}`);
  expect(part, `no section {#${id}}`).not.toBe('');
  return part;
}

/** The code shown by `file=` fences, as paths relative to the repository. */
function shownFiles(page: string, pageFile: string): string[] {
  return [...page.matchAll(/^```\w+ file=(\S+)/gm)].map((m) =>
    path.relative(repoRoot, path.resolve(path.dirname(path.join(repoRoot, pageFile)), m[1]!)).replace(/\\/g, '/'),
  );
}

/** The output blocks (text with a title naming the chain) of a Markdown source. */
function outputs(source: string, file: string): string[] {
  return parseCodeBlocks(source, file)
    .filter((block) => block.lang === 'text' && /local chain|testnet|mainnet/i.test(metaTitle(block.meta) ?? ''))
    .map((block) => block.code);
}

/** The labels a program prints first on its vault lines: console.log('vault assets', …). */
const vaultLabels = ['vault assets', 'vault shares', 'share price ', 'your shares ', 'their value '];

test.describe('task 1: the quickstart reads the triple and its vault back', () => {
  test('both tabs show the program the chain suite runs, and each reads the vault from the contract', () => {
    const page = read(quickstart);
    expect(shownFiles(page, quickstart)).toEqual([quickstartFiles.sdk, quickstartFiles.viem]);
    expect(page).toMatch(
      /<TabItem value="sdk"[\s\S]*first-triple-sdk\.ts[\s\S]*<TabItem value="viem"[\s\S]*first-triple-viem\.ts/,
    );
    const reads = {
      sdk: ['multiVaultGetVault', 'multiVaultCurrentSharePrice', 'multiVaultGetShares', 'multiVaultConvertToAssets'],
      viem: ["'getVault'", "'currentSharePrice'", "'getShares'", "'convertToAssets'"],
    };
    for (const variant of ['sdk', 'viem'] as const) {
      const code = read(quickstartFiles[variant]);
      for (const call of reads[variant]) expect(code, `${variant}: ${call}`).toContain(call);
      for (const label of vaultLabels) expect(code, `${variant} prints "${label}"`).toContain(`console.log('${label}'`);
      // The chain suite runs this file and compares the printed vault with contract reads.
      expect(chainSpec).toContain(`first-triple-\${variant}.ts`);
    }
    expect(chainSpec).toMatch(/printed\(run, \/your shares/);
  });

  test('the page shows what the program prints, vault lines included, and explains them with links', () => {
    const page = read(quickstart);
    const [sample] = outputs(page, quickstart);
    expect(sample, 'an output block titled with its chain').toBeDefined();
    for (const label of vaultLabels) expect(sample).toContain(label.trim());
    // The figures the page explains: a 0.01 stake less the 1.25% protocol fee, plus 1e6 wei of ghost shares.
    expect(sample).toMatch(/^your shares\s+0\.009875$/m);
    expect(sample).toMatch(/^vault shares 0\.009875000001$/m);
    for (const link of [
      '../resources/key-terms.md#ghost-shares',
      '../resources/key-terms.md#fee-threshold',
      '../developer-tools/interactions/retrieve-vault-details.md',
      '../developer-tools/interactions/deposit-return.md#stake-for-or-against',
    ])
      expect(page).toContain(`](${link})`);
  });

  test('the first prose use of "term" links Key Terms (the report: the quickstart never linked it)', () => {
    const text = prose(read(quickstart)).replace(/^import .*$/gm, '');
    const first = /\bterms?\b/i.exec(text);
    expect(first, 'the page uses the word').not.toBeNull();
    // The link's text starts at the word: [term id](../resources/key-terms.md#term…).
    expect(text.slice(first!.index - 1)).toMatch(/^\[terms?[^\]]*\]\(\.\.\/resources\/key-terms\.md#term/i);
  });
});

test.describe('task 7: the quickstart tags with the catalogue predicate, and no page teaches a look-alike', () => {
  const keywords = catalogueAtom('keywords').data;

  test('both quickstart programs use the catalogue atom by its data, and the page links the catalogue', () => {
    for (const file of Object.values(quickstartFiles)) {
      const code = read(file);
      expect(code, file).toContain(`'${keywords}'`);
      expect(code, file).not.toContain(`'${snapAtom('trustPredicate').data}'`);
    }
    const page = read(quickstart);
    expect(page).toContain('<PredicateAtom atom="keywords" show="data" />');
    expect(page).toContain('](../primitives/predicates.mdx#tags)');
  });

  /** Text predicates that look like a catalogue predicate but are other atoms (the catalogue's "Trusting the label"). */
  const lookalikes = ['has tag', 'hasTag', 'tagged', 'is tagged', 'follows', 'following'];
  const snapTrust = snapAtom('trustObject').data;

  test('an example that writes a look-alike text predicate is the Snap trust claim, nothing else', () => {
    const files = filesUnder('examples', /\.tsx?$/);
    expect(files.length).toBeGreaterThan(40);
    const problems = files.flatMap((file) => {
      // Comments may name a label; only string literals in code write atoms.
      const code = read(file).replace(/\/\*[\s\S]*?\*\/|(^|\s)\/\/.*$/gm, '$1');
      const used = lookalikes.filter((text) => code.includes(`'${text}'`) || code.includes(`"${text}"`));
      // The Snap reads the text `has tag` with `trustworthy`: that pair is its convention, not a look-alike.
      const allowed = used.filter(
        (text) => text === snapAtom('trustPredicate').data && code.includes(`'${snapTrust}'`),
      );
      return used
        .filter((text) => !allowed.includes(text))
        .map((text) => `${file}: writes the text predicate "${text}"`);
    });
    expect(problems).toEqual([]);
  });

  test('a page that writes a claim with a text tag or follow predicate links the catalogue or the Snap atoms', () => {
    const claim = /`\[[^\]`]+\] \[(?:has tag|hasTag|tagged|follows)\] \[[^`]*`/;
    const pages = filesUnder('docs', /\.mdx?$/, ['docs/developer-tools/sdks/reference']).filter((file) =>
      claim.test(read(file)),
    );
    expect(pages.length, 'pages with such a claim').toBeGreaterThan(5);
    // The Snap's page and the catalogue itself define these atoms; every other page must point to one of them.
    const defining = ['docs/network/testnet/metamask-snap.md', 'docs/primitives/predicates.mdx'];
    const problems = pages
      .filter((file) => !defining.includes(file))
      .filter((file) => !/predicates\.mdx|metamask-snap\.md|social-graph\.mdx|curated-list\.mdx/.test(read(file)))
      .filter((file) => !/tutorials\/(social-graph|curated-list)\.mdx$/.test(file));
    expect(problems).toEqual([]);
  });

  test('no use case builds a claim on a look-alike text predicate', () => {
    const problems = useCases.flatMap((u) =>
      u.triples
        .filter((t) => lookalikes.includes(t.predicate))
        .filter((t) => !(t.predicate === snapAtom('trustPredicate').data && t.object === snapTrust))
        .map((t) => `${u.id}: [${t.subject}] [${t.predicate}] [${t.object}]`),
    );
    expect(problems).toEqual([]);
  });
});

test.describe('task 2: one For/Against program with each side\'s fees, where "stake against a claim" lands', () => {
  test('the deposit guide shows the program the chain suite runs, with its output and the fee rules', () => {
    const page = read(depositPage);
    const part = section(page, 'stake-for-or-against');
    expect(shownFiles(part, depositPage)).toEqual([forAgainstFile]);
    expect(chainSpec).toContain("interactions('deposit-return/stake-for-or-against.ts')");
    expect(read('tests/chain/support.ts')).toContain("interactions('deposit-return/stake-for-or-against.ts')");
    for (const term of [
      'protocolFee',
      'entryFee',
      'atomDepositFractionForTriple',
      'feeThreshold',
      'MultiVault_HasCounterStake',
    ])
      expect(part, term).toContain(term);
    expect(part).toContain('](../../resources/key-terms.md#fee-threshold)');
    expect(part).toMatch(
      /MultiVault\.sol\]\(https:\/\/github\.com\/0xIntuition\/intuition-contracts-v2\/blob\/[0-9a-f]{40}\//,
    );
  });

  test("the sample output's net per side is the amount less that side's three fees", () => {
    const [sample] = outputs(section(read(depositPage), 'stake-for-or-against'), depositPage);
    expect(sample, 'an output block titled with its chain').toBeDefined();
    const sides = [
      ...(sample ?? '').matchAll(
        /^(For|Against) 0x[0-9a-f]{64}:[\s\S]*?(?=^(?:For|Against) 0x|^Deposited|(?![\s\S]))/gm,
      ),
    ];
    expect(sides.map((m) => m[1])).toEqual(['For', 'Against']);
    const wei = (text: string) => BigInt(Math.round(Number(text) * 1e6)) * 10n ** 12n;
    const figure = (block: string, label: RegExp) => {
      const match = new RegExp(`^\\s+${label.source}\\s+([\\d.]+)`, 'm').exec(block);
      expect(match, `${label} in ${block}`).not.toBeNull();
      return wei(match?.[1] ?? '0');
    };
    const nets = sides.map(([block]) => {
      const fees =
        figure(block, /protocol fee [\d.]+%/) +
        figure(block, /entry fee [\d.]+%/) +
        figure(block, /atom deposit fraction [\d.]+%/);
      expect(figure(block, /buys shares with/)).toBe(10n ** 18n - fees);
      return figure(block, /buys shares with/);
    });
    // The page's point: the entry fee depends on each side's own vault, so the sides differ.
    expect(nets[0]).not.toBe(nets[1]);
  });

  test('the pages a reader comes from link the program', () => {
    expect(read(quickstart)).toContain('deposit-return.md#stake-for-or-against)');
    expect(read('docs/introduction/the-primitives/structuring/capturing-signal.md')).toContain(
      'deposit-return.md#stake-for-or-against)',
    );
  });
});
