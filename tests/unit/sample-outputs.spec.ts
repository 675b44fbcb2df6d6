import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {metaTitle, parseCodeBlocks, type CodeBlock} from '../../scripts/extract-snippets';

/**
 * Review 3, F24: the tutorials showed what their programs print on a fresh local chain (every atom new, share price
 * 1) as if it came from testnet, where some of those atoms exist already. An output block on a page that tells the
 * reader to run a program must say in its title which chain it was printed on. Reads the Markdown sources; no build.
 */
const repoRoot = path.resolve(__dirname, '../..');
const docsDir = path.join(repoRoot, 'docs');

/** Languages a page uses for what a program prints. */
const outputLangs = new Set(['text', 'console', 'output', 'shell-session']);
/** A title must name the chain the output came from. */
const namesChain = /\b(?:testnet|mainnet|local chain)\b/i;

/**
 * The pages whose programs readers run: the tutorials, the quickstart and the interaction guides.
 */
function pagesWithPrograms(): string[] {
  const inDir = (dir: string) =>
    fs
      .readdirSync(path.join(docsDir, dir))
      .filter((name) => /\.mdx?$/.test(name))
      .map((name) => path.join('docs', dir, name));
  return [...inDir('tutorials'), 'docs/quickstart/getting-started.mdx', ...inDir('developer-tools/interactions')];
}

/** The output blocks of a page whose title does not name a chain. */
export function unlabelledOutputs(blocks: readonly CodeBlock[]): CodeBlock[] {
  return blocks.filter((block) => outputLangs.has(block.lang) && !namesChain.test(metaTitle(block.meta) ?? ''));
}

test('every sample output on the tutorials, quickstart and interaction guides names the chain it came from', () => {
  const pages = pagesWithPrograms();
  let outputs = 0;
  const problems: string[] = [];
  for (const file of pages) {
    const blocks = parseCodeBlocks(fs.readFileSync(path.join(repoRoot, file), 'utf8'), file);
    outputs += blocks.filter((block) => outputLangs.has(block.lang)).length;
    for (const block of unlabelledOutputs(blocks))
      problems.push(
        `${file}:${block.line}: \`\`\`${block.lang} ${block.meta} (add title="Output on …" naming the chain)`,
      );
  }
  expect(problems).toEqual([]);
  // The five tutorials show seventeen outputs between them; fewer means the blocks were not found.
  expect(outputs, 'output blocks read').toBeGreaterThanOrEqual(17);
  expect(pages).toContain('docs/tutorials/trust-score.mdx');
});

test('the output check recognises an unlabelled block and a label without a chain', () => {
  const page = [
    '```text title="Output on a fresh local chain"',
    'ok',
    '```',
    '```text',
    'created atoms: <the address>, has tag, trustworthy',
    '```',
    '```text title="First run"',
    'staked',
    '```',
    '```ts title="client.ts"',
    'const a = 1',
    '```',
  ].join('\n');
  expect(unlabelledOutputs(parseCodeBlocks(page, 'docs/x.md')).map((block) => block.line)).toEqual([4, 7]);
});
