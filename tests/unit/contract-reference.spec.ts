import {expect, test} from '@playwright/test';
import {
  BondingCurveRegistryAbi,
  MultiVaultAbi,
  OffsetProgressiveCurveAbi,
  TrustBondingAbi,
} from '@0xintuition/protocol';
import {
  keccak256,
  parseAbiItem,
  toBytes,
  toFunctionSignature,
  toEventSignature,
  type AbiEvent,
  type AbiFunction,
} from 'viem';
import {
  buildContractReference,
  consoleAbi,
  liveParameterFunctions,
  liveParametersAbi,
  referencedAbis,
  type AbiEntry,
} from '../../src/protocol/contractReference';
import {contractErrorHelp} from '../../src/data/contractErrors';
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

/** Runs the generator on MultiVault with a changed ABI, groups or explanations, and puts them back. */
function withChanged(
  change: {
    abi?: readonly AbiEntry[];
    groups?: {id: string; title: string; functions: readonly string[]}[];
    help?: Record<string, unknown>;
  },
  run: () => void,
): void {
  const saved = {
    abi: referencedAbis.MultiVault,
    groups: contractFunctionGroups.MultiVault,
    help: contractErrorHelp.MultiVault,
  };
  const mutable = {
    abis: referencedAbis as Record<string, readonly AbiEntry[]>,
    groups: contractFunctionGroups as unknown as Record<string, unknown>,
    help: contractErrorHelp as unknown as Record<string, unknown>,
  };
  if (change.abi) mutable.abis.MultiVault = change.abi;
  if (change.groups) mutable.groups.MultiVault = change.groups;
  if (change.help) mutable.help.MultiVault = change.help;
  try {
    run();
  } finally {
    mutable.abis.MultiVault = saved.abi;
    mutable.groups.MultiVault = saved.groups;
    mutable.help.MultiVault = saved.help;
  }
}

test('the build refuses each kind of mismatch between the ABI, the groups and the error explanations, naming it', () => {
  const header = /^Contract reference for MultiVault \(@0xintuition\/protocol test\):\n- /;
  const groups = contractFunctionGroups.MultiVault.map((g) => ({...g, functions: [...g.functions]}));
  const cases: [string, Parameters<typeof withChanged>[0], RegExp][] = [
    ['an empty group', {groups: [...groups, {id: 'extra', title: 'Extra', functions: []}]}, /- group "extra" is empty/],
    [
      'a name the ABI lacks',
      {groups: groups.map((g, i) => (i === 0 ? {...g, functions: [...g.functions, 'noSuchFunction']} : g))},
      /- group "[\w-]+" names noSuchFunction, which the ABI lacks/,
    ],
    [
      'a function in two groups',
      {groups: groups.map((g, i) => (i === 1 ? {...g, functions: [...g.functions, groups[0]!.functions[0]!]} : g))},
      new RegExp(`- ${groups[0]!.functions[0]} is in more than one group`),
    ],
    [
      'an explanation of an error the ABI lacks',
      {help: {...contractErrorHelp.MultiVault, NoSuchError: {meaning: 'x', remedy: 'y'}}},
      /- src\/data\/contractErrors\.ts explains NoSuchError, which the ABI lacks/,
    ],
    [
      'an error without an explanation',
      {abi: [...referencedAbis.MultiVault, {type: 'error', name: 'Unexplained', inputs: []}]},
      /- MultiVault error Unexplained has no explanation in src\/data\/contractErrors\.ts/,
    ],
    [
      'an overloaded function',
      {
        abi: [
          ...referencedAbis.MultiVault,
          {
            type: 'function',
            name: 'getAtomCost',
            stateMutability: 'view',
            inputs: [{name: 'x', type: 'uint256'}],
            outputs: [],
          },
        ],
      },
      /- the ABI has overloaded functions, which the tables do not support/,
    ],
  ];
  for (const [what, change, message] of cases) {
    withChanged(change, () => {
      expect(() => buildContractReference('MultiVault', 'test'), what).toThrow(header);
      expect(() => buildContractReference('MultiVault', 'test'), what).toThrow(message);
    });
  }
  // An ABI with nothing of a kind: each missing kind is named.
  withChanged({abi: [], groups: [], help: {}}, () => {
    expect(() => buildContractReference('MultiVault', 'test')).toThrow(
      /- the ABI has no functions\n- the ABI has no events\n- the ABI has no errors$/,
    );
  });
  expect(() => buildContractReference('MultiVault', 'test')).not.toThrow();
});

test('tuples, tuple arrays, unnamed parameters, indexed event inputs and mutability read as in Solidity', () => {
  const struct = {
    name: 'config',
    type: 'tuple[]',
    components: [
      {name: 'fee', type: 'uint256'},
      {name: '', type: 'address'},
    ],
  };
  const abi: AbiEntry[] = [
    {
      type: 'function',
      name: 'setConfigs',
      stateMutability: 'nonpayable',
      inputs: [struct, {type: 'bytes32'}],
      outputs: [],
    },
    {type: 'function', name: 'price', stateMutability: 'view', inputs: [], outputs: [{name: '', type: 'uint256'}]},
    {type: 'function', name: 'noLists', stateMutability: 'pure'},
    {
      type: 'event',
      name: 'Changed',
      inputs: [
        {name: 'who', type: 'address', indexed: true},
        {name: 'value', type: 'uint256'},
      ],
    },
    // Out of order in the ABI, listed by name in the reference.
    {type: 'event', name: 'Added', inputs: []},
    {type: 'error', name: 'Unexplained'},
  ];
  withChanged(
    {
      abi,
      groups: [{id: 'all', title: 'All', functions: ['setConfigs', 'price', 'noLists']}],
      help: {Unexplained: {meaning: 'm', remedy: 'r'}},
    },
    () => {
      const reference = buildContractReference('MultiVault', 'test');
      const [setConfigs, price, noLists] = reference.groups[0]!.functions;
      expect(setConfigs).toMatchObject({
        signature: 'setConfigs((uint256,address)[],bytes32)',
        display: 'function setConfigs((uint256 fee, address)[] config, bytes32)',
        inputs: [
          {name: 'config', type: 'tuple[]', display: '(uint256 fee, address)[]'},
          {name: '', type: 'bytes32', display: 'bytes32'},
        ],
      });
      expect(setConfigs!.selector).toBe(keccak256(toBytes('setConfigs((uint256,address)[],bytes32)')).slice(0, 10));
      expect(price!.display).toBe('function price() view returns (uint256)');
      expect(noLists).toMatchObject({
        signature: 'noLists()',
        display: 'function noLists() pure',
        inputs: [],
        outputs: [],
      });
      expect(reference.events.map((e) => e.name)).toEqual(['Added', 'Changed']);
      expect(reference.events[1]).toMatchObject({
        display: 'event Changed(address indexed who, uint256 value)',
        inputs: [{name: 'who', indexed: true}, {name: 'value'}],
      });
      expect(reference.events[1]!.inputs[1]).not.toHaveProperty('indexed');
      expect(reference.errors[0]).toMatchObject({
        signature: 'Unexplained()',
        display: 'error Unexplained()',
        inputs: [],
      });
      // The console's ABI: the view and pure functions and the errors, nothing that writes and no events.
      expect(consoleAbi('MultiVault').map((e) => `${e.type} ${e.name}`)).toEqual([
        'function price',
        'function noLists',
        'error Unexplained',
      ]);
    },
  );
});

test('events and errors are listed by name; the console ABI is every view and pure function and every error', () => {
  for (const contract of ['MultiVault', 'TrustBonding'] as const) {
    const reference = buildContractReference(contract, 'test');
    const sorted = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b));
    expect(reference.events.map((e) => e.name)).toEqual(sorted(reference.events.map((e) => e.name)));
    expect(reference.errors.map((e) => e.name)).toEqual(sorted(reference.errors.map((e) => e.name)));
    const abi = abis[contract] as readonly AbiEntry[];
    const expected = abi.filter(
      (e) => e.type === 'error' || (e.type === 'function' && ['view', 'pure'].includes(e.stateMutability ?? '')),
    );
    expect(consoleAbi(contract)).toEqual(expected);
    expect(consoleAbi(contract).length).toBeGreaterThan(40);
  }
});

test('the live parameters table reads exactly its functions, with the entries of the package ABIs', () => {
  const packageAbis = {
    MultiVault: MultiVaultAbi,
    TrustBonding: TrustBondingAbi,
    BondingCurveRegistry: BondingCurveRegistryAbi,
    OffsetProgressiveCurve: OffsetProgressiveCurveAbi,
  } as unknown as Record<string, readonly AbiEntry[]>;
  const read = liveParametersAbi();
  expect(Object.keys(read)).toEqual(['MultiVault', 'TrustBonding', 'BondingCurveRegistry', 'OffsetProgressiveCurve']);
  for (const [contract, names] of Object.entries(liveParameterFunctions)) {
    const entries = read[contract as keyof typeof read];
    expect(entries.map((e) => e.name)).toEqual([...names]);
    for (const entry of entries) {
      expect(entry.type).toBe('function');
      expect(packageAbis[contract]).toContain(entry);
    }
  }
});
