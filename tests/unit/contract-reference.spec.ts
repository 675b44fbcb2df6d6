import {expect, test} from '@playwright/test';
import {MultiVaultAbi, TrustBondingAbi} from '@0xintuition/protocol';
import {
  keccak256,
  parseAbiItem,
  toBytes,
  toFunctionSignature,
  toEventSignature,
  type AbiEvent,
  type AbiFunction,
} from 'viem';
import {buildContractReference} from '../../src/protocol/contractReference';
import {contractFunctionGroups} from '../../src/data/contractFunctionGroups';

/**
 * The contract reference tables (MultiVault and TrustBonding pages) are generated from the package ABIs.
 * These tests hold the generator to the ABI: nothing dropped, signatures the ones viem derives, selectors
 * equal to well-known values where a function or error is a standard one.
 */
const abis = {MultiVault: MultiVaultAbi, TrustBonding: TrustBondingAbi} as const;

for (const contract of ['MultiVault', 'TrustBonding'] as const) {
  test.describe(contract, () => {
    const abi = abis[contract] as readonly {type: string; name?: string}[];
    const reference = buildContractReference(contract, 'test');
    const functions = reference.groups.flatMap((g) => g.functions);

    test('every function, event and error of the ABI is in the reference once', () => {
      const names = (type: string) =>
        abi
          .filter((e) => e.type === type)
          .map((e) => e.name)
          .sort();
      expect(functions.map((f) => f.name).sort()).toEqual(names('function'));
      expect(reference.events.map((e) => e.name).sort()).toEqual(names('event'));
      expect(reference.errors.map((e) => e.name).sort()).toEqual(names('error'));
      expect(functions.length).toBeGreaterThan(50);
      for (const group of reference.groups) expect(group.functions.length, group.id).toBeGreaterThan(0);
      expect(reference.groups.map((g) => g.id)).toEqual(contractFunctionGroups[contract].map((g) => g.id));
    });

    test('each readable signature parses back to its ABI entry, names, mutability, returns and indexed flags included', () => {
      // Only what a reader sees: parameter names and types (struct members too), indexed, mutability, outputs.
      type Param = {name?: string; type: string; indexed?: boolean; components?: readonly Param[]};
      const shape = (p: Param): unknown => ({
        name: p.name ?? '',
        type: p.type,
        indexed: p.indexed ?? false,
        components: (p.components ?? []).map(shape),
      });
      const entryShape = (e: {
        type: string;
        name?: string;
        inputs?: readonly Param[];
        outputs?: readonly Param[];
        stateMutability?: string;
      }) => ({
        type: e.type,
        name: e.name,
        inputs: (e.inputs ?? []).map(shape),
        outputs: (e.outputs ?? []).map(shape),
        stateMutability: e.stateMutability ?? null,
      });
      const docs = [...functions, ...reference.events, ...reference.errors];
      for (const doc of docs) {
        const kind = doc.display.split(' ')[0]!;
        const item = abi.find((e) => e.type === kind && e.name === doc.name)!;
        expect(entryShape(parseAbiItem(doc.display) as never), doc.display).toEqual(entryShape(item as never));
        expect(
          doc.inputs.map((p) => ({name: p.name, type: p.type, indexed: p.indexed ?? false})),
          doc.name,
        ).toEqual(
          ((item as {inputs?: readonly Param[]}).inputs ?? []).map((p) => ({
            name: p.name ?? '',
            type: p.type,
            indexed: p.indexed ?? false,
          })),
        );
      }
      // One written out, so parser and generator cannot agree on a wrong format.
      if (contract === 'MultiVault') {
        expect(functions.find((f) => f.name === 'getAtomCost')?.display).toBe(
          'function getAtomCost() view returns (uint256)',
        );
      }
      expect(docs.length).toBeGreaterThan(100);
    });

    test('canonical signatures equal viem’s, and the readable ones parse back to them', () => {
      for (const fn of functions) {
        const item = abi.find((e) => e.type === 'function' && e.name === fn.name) as AbiFunction;
        expect(fn.signature, fn.name).toBe(toFunctionSignature(item));
        expect(toFunctionSignature(parseAbiItem(fn.display) as AbiFunction), fn.display).toBe(fn.signature);
        // Review L9: the selector is the hash of that signature, not just hex of the right length.
        expect(fn.selector, fn.signature).toBe(keccak256(toBytes(fn.signature)).slice(0, 10));
      }
      for (const event of reference.events) {
        const item = abi.find((e) => e.type === 'event' && e.name === event.name) as AbiEvent;
        expect(event.signature, event.name).toBe(toEventSignature(item));
        expect(toEventSignature(parseAbiItem(event.display) as AbiEvent), event.display).toBe(event.signature);
        expect(event.topic0, event.signature).toBe(keccak256(toBytes(event.signature)));
      }
      for (const error of reference.errors) {
        expect(error.selector, error.signature).toBe(keccak256(toBytes(error.signature)).slice(0, 10));
        expect(error.meaning.length, error.name).toBeGreaterThan(20);
        expect(error.remedy.length, error.name).toBeGreaterThan(5);
      }
    });
  });
}

test('selectors of standard functions, errors and events equal their well-known values', () => {
  const multiVault = buildContractReference('MultiVault', 'test');
  const trustBonding = buildContractReference('TrustBonding', 'test');
  const fn = (ref: typeof multiVault, name: string) =>
    ref.groups.flatMap((g) => g.functions).find((f) => f.name === name)?.selector;
  const error = (ref: typeof multiVault, name: string) => ref.errors.find((e) => e.name === name)?.selector;
  const event = (ref: typeof multiVault, name: string) => ref.events.find((e) => e.name === name)?.topic0;

  // ERC-165, OpenZeppelin AccessControl and Pausable, ERC-20-style reads: values published in every selector database.
  expect(fn(multiVault, 'supportsInterface')).toBe('0x01ffc9a7');
  expect(fn(multiVault, 'hasRole')).toBe('0x91d14854');
  expect(fn(multiVault, 'grantRole')).toBe('0x2f2ff15d');
  expect(fn(multiVault, 'DEFAULT_ADMIN_ROLE')).toBe('0xa217fddf');
  expect(fn(multiVault, 'paused')).toBe('0x5c975abb');
  expect(fn(trustBonding, 'totalSupply')).toBe('0x18160ddd');
  expect(fn(trustBonding, 'balanceOf')).toBe('0x70a08231');
  expect(fn(trustBonding, 'decimals')).toBe('0x313ce567');
  expect(error(multiVault, 'EnforcedPause')).toBe('0xd93c0665');
  expect(error(multiVault, 'AccessControlUnauthorizedAccount')).toBe('0xe2517d3f');
  expect(error(trustBonding, 'ReentrancyGuardReentrantCall')).toBe('0x3ee5aeb5');
  expect(event(multiVault, 'RoleGranted')).toBe('0x2f8788117e7eff1d82e926ec794901d17c78024a50270940304540a733656f0d');
  expect(event(multiVault, 'Paused')).toBe('0x62e78cea01bee320cd4e420270b5ea74000d11b0c9f74754ebdbfc544b05a258');
});

test('a function missing from the groups fails the build with its name', () => {
  const groups = contractFunctionGroups.MultiVault as unknown as {functions: readonly string[]}[];
  const create = groups[0]!;
  const saved = create.functions;
  create.functions = saved.filter((name) => name !== 'createAtoms');
  try {
    expect(() => buildContractReference('MultiVault', 'test')).toThrow(/function createAtoms is in no group/);
  } finally {
    create.functions = saved;
  }
});
