import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {MultiVaultAbi} from '@0xintuition/protocol';
import {creationDefaults, feeDefaults, generalDefaults} from '../../src/data/curveDefaults';
import {
  mainnetAdminSource,
  mainnetDerived,
  mainnetParameters,
  mainnetTimelockMinDelay,
} from '../../src/data/mainnetParameters';

/**
 * Task 5 of the reader test (issue 40): a reader who searches "current fees mainnet" or "who can change fees" lands
 * on the economics overview's "Mainnet values and who can change them" table. This holds that table to
 * src/data/mainnetParameters.ts, the data file to the 2.0.2 ABI (a getter, setter or event the contract lacks would
 * teach a call that fails), and the mainnet rows to the documented defaults they are said to equal.
 */

const page = readFileSync(path.join(__dirname, '../../docs/economics/overview.md'), 'utf8');
const section = page.split('## Mainnet values and who can change them')[1]?.split('\n## ')[0] ?? '';

type AbiItem = (typeof MultiVaultAbi)[number];
const byName = (type: string, name: string): AbiItem | undefined =>
  MultiVaultAbi.find((item) => item.type === type && 'name' in item && item.name === name);

/** Rows of the first Markdown table in the section, as trimmed cells with the surrounding backticks removed. */
function tableRows(): string[][] {
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('|---'))
    .slice(1)
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

test('the section exists and its table has one row per parameter and derived cost', () => {
  expect(section.length).toBeGreaterThan(0);
  expect(tableRows()).toHaveLength(mainnetParameters.length + Object.keys(mainnetDerived).length);
});

for (const p of mainnetParameters) {
  test(`${p.id}: getter, setter and event exist on MultiVault 2.0.2`, () => {
    const [, fn, field] = /^MultiVault\.(\w+)\(\)(?:\.(\w+))?$/.exec(p.getter) ?? [];
    const getter = byName('function', fn ?? '');
    expect(getter, p.getter).toBeDefined();
    expect(getter && 'stateMutability' in getter && getter.stateMutability).toBe('view');
    const outputs = getter && 'outputs' in getter ? getter.outputs : [];
    const fields = outputs.flatMap((o) => ('components' in o ? o.components.map((c) => c.name) : [o.name]));
    if (field) expect(fields).toContain(field);
    const setter = byName('function', p.setter);
    expect(setter && 'stateMutability' in setter && setter.stateMutability, p.setter).toBe('nonpayable');
    expect(byName('event', p.event), p.event).toBeDefined();
  });

  test(`${p.id}: the page row says what the data file says`, () => {
    const row = tableRows().find((cells) => cells[0] === p.label);
    expect(row, `no row labelled "${p.label}"`).toBeDefined();
    expect(row?.[1]).toBe(p.display);
    expect(row?.[2]).toBe(`\`${p.getter.replace(/^MultiVault\./, '')}\``);
    expect(row?.[3]).toBe(`\`${p.setter}\``);
    expect(row?.[4]).toBe(`\`${p.event}\``);
  });
}

test('mainnet rows equal the documented defaults the rest of the site teaches', () => {
  const defaults: Record<string, bigint> = Object.fromEntries(
    Object.entries({...feeDefaults, ...generalDefaults, ...creationDefaults}).map(([k, v]) => [k, v.value]),
  );
  for (const p of mainnetParameters) {
    if (p.id in defaults) expect(p.value, p.id).toBe(defaults[p.id]);
  }
});

test('the derived costs follow from the creation fees and minShare', () => {
  const v = (id: string): bigint => mainnetParameters.find((p) => p.id === id)?.value ?? -1n;
  const trust = (wei: bigint): string => `${Number(wei) / 1e18} TRUST`;
  const extra = (wei: bigint): string => `${wei.toLocaleString('en-US')} wei`;
  expect(mainnetDerived.atomCost.display).toBe(`${trust(v('atomCreationProtocolFee'))} + ${extra(v('minShare'))}`);
  expect(mainnetDerived.tripleCost.display).toBe(
    `${trust(v('tripleCreationProtocolFee'))} + ${extra(2n * v('minShare'))}`,
  );
  for (const d of Object.values(mainnetDerived)) {
    const row = tableRows().find((cells) => cells[0] === d.label);
    expect(row?.[1]).toBe(d.display);
    expect(row?.[2]).toBe(`\`${d.getter.replace(/^MultiVault\./, '')}\``);
  }
});

test('every cited script line links to the commit the data file names', () => {
  const sources = [...mainnetParameters.map((p) => p.source), mainnetAdminSource, mainnetTimelockMinDelay.source];
  for (const s of sources) {
    expect(s.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(section).toContain(`blob/${s.commit}/${s.path}`);
  }
  expect(section).toContain(`/script/SetupScript.s.sol#L${mainnetAdminSource.line})`);
  expect(section).toContain(`/script/SetupScript.s.sol#L${mainnetTimelockMinDelay.source.line})`);
  expect(section).toContain(`minimum delay the script sets to ${mainnetTimelockMinDelay.seconds / 60} minutes`);
});
