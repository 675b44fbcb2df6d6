/**
 * The author conventions of the Run control (src/components/widgets/GraphQLRunner/conventions.ts), held for every
 * GraphQL block in docs/: a misspelt network, an `ids-from` naming nothing on the page, or a ```json variables
 * block that is not right after a query or not a JSON object would each give the reader a runner that
 * silently does the wrong thing.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {extractDocBlocks, isGraphql} from '../../scripts/extract-snippets';
import {isVariablesMeta, parseMeta} from '../../src/components/widgets/GraphQLRunner/conventions';

const root = path.resolve(__dirname, '../..');
const blocks = extractDocBlocks(root);

/** Heading anchors of a Markdown file: explicit {#id}, else the slug Docusaurus derives (github-slugger rules). */
function headingAnchors(source: string): Set<string> {
  const anchors = new Set<string>();
  for (const match of source.matchAll(/^#{1,6}\s+(.*)$/gm)) {
    const text = match[1]!;
    const explicit = /\{#([\w-]+)\}\s*$/.exec(text);
    anchors.add(
      explicit
        ? explicit[1]!
        : text
            .toLowerCase()
            .replace(/[^\p{L}\p{N}\s_-]/gu, '')
            .trim()
            .replace(/\s/g, '-'),
    );
  }
  return anchors;
}

test('parseMeta reads network and ids-from, and nothing else', () => {
  expect(parseMeta('network=testnet ids-from="list-atoms"')).toEqual({network: 'testnet', idsFrom: 'list-atoms'});
  expect(parseMeta('title="x.graphql" ids-from=\'GetAtoms\'')).toEqual({idsFrom: 'GetAtoms'});
  expect(parseMeta('network=goerli')).toEqual({});
  expect(parseMeta(undefined)).toEqual({});
  expect(isVariablesMeta('variables')).toBe(true);
  expect(isVariablesMeta('title="Variables" variables')).toBe(true);
  expect(isVariablesMeta('title="variables.json"')).toBe(false);
});

test('every GraphQL block in docs names a real network and an ids-from the page has', () => {
  const problems: string[] = [];
  for (const block of blocks.filter(isGraphql)) {
    const where = `${block.file}:${block.line}`;
    const raw = /(?:^|\s)network=(\S+)/.exec(block.meta)?.[1];
    if (raw !== undefined && parseMeta(block.meta).network === undefined)
      problems.push(`${where}: network=${raw} is neither mainnet nor testnet`);
    const idsFrom = parseMeta(block.meta).idsFrom;
    if (idsFrom === undefined) continue;
    // The runner's empty-answer advice, which is where ids-from shows, only follows a query's answer.
    if (/^\s*subscription\b/m.test(block.code)) problems.push(`${where}: ids-from on a subscription is never shown`);
    const source = fs.readFileSync(path.join(root, block.file), 'utf8');
    const operations = blocks
      .filter((other) => other.file === block.file && isGraphql(other))
      .flatMap((other) => [...other.code.matchAll(/\b(?:query|subscription)\s+(\w+)/g)].map((m) => m[1]!));
    if (!headingAnchors(source).has(idsFrom) && !operations.includes(idsFrom)) {
      problems.push(`${where}: ids-from="${idsFrom}" is neither a heading anchor nor an operation on this page`);
    }
  }
  expect(problems).toEqual([]);
});

test('every ```json variables block follows a GraphQL block and holds a JSON object', () => {
  const problems: string[] = [];
  blocks.forEach((block, index) => {
    if (block.lang !== 'json' || !isVariablesMeta(block.meta)) return;
    const where = `${block.file}:${block.line}`;
    const previous = blocks[index - 1];
    if (!previous || previous.file !== block.file || !isGraphql(previous))
      problems.push(`${where}: no GraphQL block right before it`);
    try {
      const value: unknown = JSON.parse(block.code);
      if (!value || typeof value !== 'object' || Array.isArray(value)) problems.push(`${where}: not a JSON object`);
    } catch (error) {
      problems.push(`${where}: ${(error as Error).message}`);
    }
  });
  expect(problems).toEqual([]);
});
