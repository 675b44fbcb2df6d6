import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {intuitionDeployments, intuitionMainnet, intuitionTestnet} from '@0xintuition/protocol';
import {getAddress} from 'viem';
import {otherDeployments} from '../../src/data/otherDeployments';
import {exampleAccounts} from '../../src/data/exampleIds';
import {htmlFiles} from '../../deploy/rules';
import {testBuildDir} from '../support/routes';

/**
 * Every contract address a reader can see in the built site is one the pinned @0xintuition/protocol
 * package carries or one of src/data/otherDeployments.ts (the contracts the package lacks, with their
 * source), spelled exactly as there (run `npm run build` first).
 */
const buildDir = testBuildDir;

const packageAddresses = new Set<string>([
  ...Object.values(intuitionDeployments).flatMap((byChain) => Object.values(byChain)),
  ...[intuitionMainnet, intuitionTestnet].flatMap((chain) =>
    chain.contracts?.multicall3 ? [chain.contracts.multicall3.address] : [],
  ),
]);
const dataAddresses = new Set<string>(otherDeployments.map((row) => row.address));
/** Accounts the GraphQL examples query (src/data/exampleIds.ts), each with the public source that uses it. */
const exampleAddresses = new Set<string>(exampleAccounts.map((row) => row.address));

test('every address in the built pages is a package address, character for character', () => {
  expect(fs.existsSync(buildDir), 'run "npm run build" first').toBe(true);
  const found = new Map<string, string>();
  for (const file of htmlFiles(buildDir)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/0x[0-9a-fA-F]{40}(?![0-9a-fA-F])/g)) {
      found.set(match[0], path.relative(buildDir, file));
    }
  }
  const unknown = [...found].filter(
    ([address]) => !packageAddresses.has(address) && !dataAddresses.has(address) && !exampleAddresses.has(address),
  );
  expect(unknown.map(([address, file]) => `${address} in ${file}`)).toEqual([]);
  const fromPackage = [...found.keys()].filter((address) => packageAddresses.has(address)).length;
  console.log(
    `${found.size} distinct addresses in the built pages: ${fromPackage} from @0xintuition/protocol, ` +
      `${found.size - fromPackage} from src/data/otherDeployments.ts`,
  );
});

test('the deployments page shows every address the package carries and every one of the data file', () => {
  const html = fs.readFileSync(path.join(buildDir, 'docs/developer-tools/contracts/deployments.html'), 'utf8');
  const deployments = Object.values(intuitionDeployments).flatMap((byChain) => Object.values(byChain));
  const missing = [...deployments, ...dataAddresses].filter((address) => !html.includes(address));
  expect(missing).toEqual([]);
  expect(deployments.length).toBeGreaterThanOrEqual(13);
  expect(dataAddresses.size).toBeGreaterThanOrEqual(30);
});

test('example accounts are checksummed, name their source, and are no contract of the package or the data file', () => {
  for (const row of exampleAccounts) {
    expect(getAddress(row.address)).toBe(row.address);
    expect(row.source).toMatch(/ at [0-9a-f]{40}/);
    expect(packageAddresses.has(row.address) || dataAddresses.has(row.address), row.address).toBe(false);
  }
});

test('the data file holds checksummed addresses, none of them one the package already carries', () => {
  for (const row of otherDeployments) {
    expect(getAddress(row.address), `${row.contract} on ${row.chain}`).toBe(row.address);
  }
  // The same contract can sit at one address on both L3 networks (EntryPoint), but never twice on one chain.
  const keys = otherDeployments.map((row) => `${row.chain}:${row.address}`);
  expect(new Set(keys).size).toBe(keys.length);
  const overlap = otherDeployments.filter((row) => packageAddresses.has(row.address));
  expect(overlap.map((row) => row.contract)).toEqual([]);
});
