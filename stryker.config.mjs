// @ts-check
/**
 * StrykerJS over the pure modules (`npm run test:mutation`, on demand, not in `npm test`). STRYKER_GROUP picks the
 * modules to mutate and the unit specs that guard them; the command runner runs those specs once per mutant through
 * playwright.mutation.config.ts (Stryker has no Playwright runner). scripts/mutation.ts runs every group in turn.
 */
import path from 'node:path';

/** @type {Record<string, {mutate: string[], specs: string[]}>} */
export const groups = {
  curves: {
    mutate: ['src/curves/*.ts', '!src/curves/index.ts', '!src/curves/types.ts'],
    specs: ['tests/unit/bonding-curve-math.spec.ts'],
  },
  protocol: {
    mutate: ['src/protocol/walletParams.ts', 'src/protocol/contractReference.ts'],
    specs: ['tests/unit/wallet-params.spec.ts', 'tests/unit/contract-reference.spec.ts'],
  },
  search: {
    mutate: ['src/features/search/algoliaRecords.ts', 'src/features/search/localClient.ts'],
    specs: [
      'tests/unit/algolia-records.spec.ts',
      'tests/unit/search-client.spec.ts',
      'tests/unit/search-relevance.spec.ts',
    ],
  },
  rules: {mutate: ['deploy/rules.ts'], specs: ['tests/unit/serving-rules.spec.ts']},
};

const name = process.env.STRYKER_GROUP ?? 'curves';
const group = groups[name];
if (!group) throw new Error(`STRYKER_GROUP=${name}: not one of ${Object.keys(groups).join(', ')}`);
// The unit specs that read the build read TEST_BUILD_DIR; the sandbox has no build of its own.
const buildDir = path.resolve(process.env.TEST_BUILD_DIR ?? 'build');

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: group.mutate,
  testRunner: 'command',
  commandRunner: {
    command: `TEST_BUILD_DIR=${buildDir} npx playwright test -c playwright.mutation.config.ts ${group.specs.join(' ')}`,
  },
  coverageAnalysis: 'off',
  concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 2),
  timeoutMS: 60_000,
  reporters: ['clear-text', 'progress-append-only', 'json'],
  jsonReporter: {fileName: `reports/mutation/${name}.json`},
  clearTextReporter: {allowColor: false, logTests: false, reportScoreTable: true, reportMutants: true},
  tempDirName: '.stryker-tmp',
  ignorePatterns: [
    'build',
    'build-integrations',
    '.docusaurus',
    'test-results',
    'reports',
    'static',
    'docs',
    'tests/e2e/visual.spec.ts-snapshots',
  ],
  disableTypeChecks: true,
};
