import path from 'node:path';
import {expect, test} from './fixtures';
import {startIndexer, type Indexer, type IndexerAnswer} from './harness/indexer';
import {repoRoot} from './harness/runExample';
import {seedFollow} from './socialSeed';
import {checkAnswer} from './cookbook/checks';
import {emptyLocally, exclusion, notChainChecked} from './cookbook/exclusions';
import {listed, operations, type Operation} from './cookbook/operations';
import {pagePromises, promiseOf, type PagePromise} from './cookbook/promises';
import {seed, variablesFor, type Seeds} from './cookbook/seed';
import {chainTruth} from './cookbook/truth';

/**
 * The GraphQL examples of the cookbook and the /graphql pages (cookbook/operations.ts), run against a local indexer
 * (harness/indexer.ts) of the local chain seeded by cookbook/seed.ts, and checked against the chain itself
 * (cookbook/truth.ts): every atom, triple, term, vault, position, account, deposit, redemption and event in an
 * answer is compared with what the contracts and their logs say (cookbook/checks.ts), and the operations in
 * cookbook/promises.ts are checked for what their page says they return (order, counts, the seeded rows).
 *
 * An operation is either chain-checked or listed in cookbook/exclusions.ts with the reason; the last test fails on
 * an operation in neither, and on a listed one that the indexer could in fact answer.
 */

let indexer: Indexer;
let seeds: Seeds;
let promises: Record<string, PagePromise>;

async function ask(op: Operation, variables: Record<string, unknown>): Promise<IndexerAnswer> {
  const response = await fetch(indexer.url, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({query: op.block.code, variables, operationName: op.operation.name?.value}),
  });
  return (await response.json()) as IndexerAnswer;
}

// ---------------------------------------------------------------------------------------------------------------

test.beforeAll(async ({protocol}) => {
  seeds = await seed(protocol);
  promises = pagePromises(seeds);
  await seedFollow(protocol, seeds.reader, seeds.otherAccount);
  indexer = await startIndexer(protocol.publicClient, protocol.multiVault, repoRoot, protocol.graphql.pinned);
});

test.afterAll(async () => {
  await indexer?.stop();
});

const pages = [...new Set(operations.map((op) => op.page))];

for (const page of pages) {
  const onPage = operations.filter((op) => op.page === page);
  test(`${path.relative('docs', page)}: ${onPage.length} operation(s) against the local chain's indexer`, async ({
    protocol,
  }) => {
    const truth = chainTruth(protocol);
    for (const op of onPage) {
      const reason = exclusion(op);
      if (reason) continue;
      const variables = variablesFor(op, seeds);
      const answer = await ask(op, variables);
      expect(answer.errors, `${op.name} (${page}:${op.block.line}) with ${JSON.stringify(variables)}`).toBeUndefined();
      let checked = await checkAnswer(op, answer.data!, variables, truth, indexer.schema);
      const promise = promiseOf(op, promises);
      if (promise) {
        await promise(answer.data!, truth, variables);
        checked++;
      }
      expect(checked, `${op.name}: nothing in the answer was compared with the chain`).toBeGreaterThan(0);
    }
  });
}

test('every operation is chain-checked or listed with its reason, and every listed one needs what the chain cannot give', async () => {
  // The listed exclusions are real: the indexer refuses each (a field it does not derive), so none hides an
  // operation that could be checked.
  const answerable: string[] = [];
  for (const op of operations.filter((op) => listed(notChainChecked, op) !== undefined)) {
    const answer = await ask(op, variablesFor(op, seeds));
    if (!answer.errors?.some((error) => /not derived from the chain/.test(error.message))) answerable.push(op.name);
  }
  expect(answerable, 'operations listed as not chain-checked that the indexer answers').toEqual([]);
  for (const op of operations.filter((op) => listed(emptyLocally, op) !== undefined)) {
    const answer = await ask(op, variablesFor(op, seeds));
    expect(answer.errors, op.name).toBeUndefined();
    expect(Object.values(answer.data!).flat(), `${op.name} is listed as empty locally`).toEqual([]);
  }
  const unknownNames = [...Object.keys(notChainChecked), ...Object.keys(emptyLocally), ...Object.keys(promises)].filter(
    (key) => !operations.some((op) => op.name === key || `${path.basename(op.page)}#${op.name}` === key),
  );
  expect(unknownNames, 'listed operations no page has').toEqual([]);
  const lines = pages.map((page) => {
    const onPage = operations.filter((op) => op.page === page);
    const checked = onPage.filter((op) => !exclusion(op));
    return (
      `${path.relative('docs', page)}: ${checked.length}/${onPage.length} chain-checked` +
      onPage
        .filter((op) => exclusion(op))
        .map((op) => `\n  - ${op.name}: ${exclusion(op)}`)
        .join('')
    );
  });
  console.log(lines.join('\n'));
});
