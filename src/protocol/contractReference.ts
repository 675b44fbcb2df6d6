/**
 * Build-time only (Node): turns the ABIs shipped in @0xintuition/protocol into the function, event and error
 * tables of the contract reference pages, so every signature and selector on them is the package's own.
 * Grouping and error explanations are hand-written data (src/data/contractFunctionGroups.ts,
 * src/data/contractErrors.ts); `buildContractReference` refuses to produce a table that is empty, a function
 * that belongs to no group, or an error without an explanation.
 */
import {
  BondingCurveRegistryAbi,
  MultiVaultAbi,
  OffsetProgressiveCurveAbi,
  TrustBondingAbi,
} from '@0xintuition/protocol';
import {toEventSelector, toFunctionSelector} from 'viem';
import {contractFunctionGroups, type ReferencedContract} from '../data/contractFunctionGroups';
import {contractErrorHelp} from '../data/contractErrors';
import type {AbiErrorDoc, AbiEventDoc, AbiFunctionDoc, AbiParamDoc, ContractReferenceDoc} from './types';

interface AbiParameter {
  readonly name?: string;
  readonly type: string;
  readonly indexed?: boolean;
  readonly components?: readonly AbiParameter[];
}

export interface AbiEntry {
  readonly type: string;
  readonly name?: string;
  readonly stateMutability?: string;
  readonly inputs?: readonly AbiParameter[];
  readonly outputs?: readonly AbiParameter[];
}

export const referencedAbis: Record<ReferencedContract, readonly AbiEntry[]> = {
  MultiVault: MultiVaultAbi as readonly AbiEntry[],
  TrustBonding: TrustBondingAbi as readonly AbiEntry[],
};

/** `tuple[]` with components (a, b) → `(a,b)[]`: the type as it appears in a canonical signature. */
function canonicalType(param: AbiParameter): string {
  if (!param.type.startsWith('tuple')) return param.type;
  const suffix = param.type.slice('tuple'.length);
  return `(${(param.components ?? []).map(canonicalType).join(',')})${suffix}`;
}

/** The same with each struct member's name: `(uint256 atomCreationProtocolFee, uint256 atomWalletDepositFee)`. */
function displayType(param: AbiParameter): string {
  if (!param.type.startsWith('tuple')) return param.type;
  const suffix = param.type.slice('tuple'.length);
  const members = (param.components ?? []).map((c) => (c.name ? `${displayType(c)} ${c.name}` : displayType(c)));
  return `(${members.join(', ')})${suffix}`;
}

function paramDoc(param: AbiParameter): AbiParamDoc {
  return {
    name: param.name ?? '',
    type: param.type,
    display: displayType(param),
    ...(param.indexed ? {indexed: true} : {}),
  };
}

function displayParams(params: readonly AbiParameter[], withIndexed = false): string {
  return params
    .map((p) => [displayType(p), withIndexed && p.indexed ? 'indexed' : '', p.name ?? ''].filter(Boolean).join(' '))
    .join(', ');
}

function canonicalSignature(entry: AbiEntry): string {
  return `${entry.name}(${(entry.inputs ?? []).map(canonicalType).join(',')})`;
}

function functionDoc(entry: AbiEntry): AbiFunctionDoc {
  const mutability = entry.stateMutability as AbiFunctionDoc['mutability'];
  const outputs = entry.outputs ?? [];
  const modifier = mutability === 'nonpayable' ? '' : ` ${mutability}`;
  const returns = outputs.length ? ` returns (${displayParams(outputs)})` : '';
  const signature = canonicalSignature(entry);
  return {
    name: entry.name!,
    signature,
    display: `function ${entry.name}(${displayParams(entry.inputs ?? [])})${modifier}${returns}`,
    selector: toFunctionSelector(signature),
    mutability,
    inputs: (entry.inputs ?? []).map(paramDoc),
    outputs: outputs.map(paramDoc),
  };
}

function eventDoc(entry: AbiEntry): AbiEventDoc {
  const signature = canonicalSignature(entry);
  return {
    name: entry.name!,
    signature,
    display: `event ${entry.name}(${displayParams(entry.inputs ?? [], true)})`,
    topic0: toEventSelector(signature),
    inputs: (entry.inputs ?? []).map(paramDoc),
  };
}

function errorDoc(contract: ReferencedContract, entry: AbiEntry): AbiErrorDoc {
  const help = contractErrorHelp[contract][entry.name!];
  if (!help) {
    throw new Error(`${contract} error ${entry.name} has no explanation in src/data/contractErrors.ts`);
  }
  const signature = canonicalSignature(entry);
  return {
    name: entry.name!,
    signature,
    display: `error ${entry.name}(${displayParams(entry.inputs ?? [])})`,
    // An error selector is computed exactly like a function selector: the first 4 bytes of keccak256(signature).
    selector: toFunctionSelector(signature),
    inputs: (entry.inputs ?? []).map(paramDoc),
    meaning: help.meaning,
    remedy: help.remedy,
  };
}

const byName = <T extends {name: string}>(a: T, b: T): number => a.name.localeCompare(b.name);

export function buildContractReference(contract: ReferencedContract, packageVersion: string): ContractReferenceDoc {
  const abi = referencedAbis[contract];
  const problems: string[] = [];

  const functionEntries = abi.filter((e) => e.type === 'function');
  const functions = new Map(functionEntries.map((e) => [e.name!, functionDoc(e)]));
  // Overloads would share a name and need their own rows; none of these ABIs has one today.
  if (functions.size !== functionEntries.length)
    problems.push('the ABI has overloaded functions, which the tables do not support');
  const placed = new Set<string>();
  const groups = contractFunctionGroups[contract].map((group) => {
    if (group.functions.length === 0) problems.push(`group "${group.id}" is empty`);
    return {
      id: group.id,
      title: group.title,
      functions: group.functions.flatMap((name) => {
        const doc = functions.get(name);
        if (!doc) problems.push(`group "${group.id}" names ${name}, which the ABI lacks`);
        if (placed.has(name)) problems.push(`${name} is in more than one group`);
        placed.add(name);
        return doc ? [doc] : [];
      }),
    };
  });
  for (const name of functions.keys()) {
    if (!placed.has(name)) problems.push(`function ${name} is in no group`);
  }

  const events = abi
    .filter((e) => e.type === 'event')
    .map(eventDoc)
    .sort(byName);
  const errorEntries = abi.filter((e) => e.type === 'error');
  const errorNames = new Set(errorEntries.map((e) => e.name!));
  for (const name of Object.keys(contractErrorHelp[contract])) {
    if (!errorNames.has(name)) problems.push(`src/data/contractErrors.ts explains ${name}, which the ABI lacks`);
  }
  const errors = errorEntries.flatMap((e) => {
    try {
      return [errorDoc(contract, e)];
    } catch (error) {
      problems.push((error as Error).message);
      return [];
    }
  });
  errors.sort(byName);

  if (functions.size === 0) problems.push('the ABI has no functions');
  if (events.length === 0) problems.push('the ABI has no events');
  if (errors.length === 0) problems.push('the ABI has no errors');
  if (problems.length) {
    throw new Error(
      `Contract reference for ${contract} (@0xintuition/protocol ${packageVersion}):\n- ${problems.join('\n- ')}`,
    );
  }
  return {contract, packageVersion, groups, events, errors};
}

/**
 * What the read console needs of an ABI: its view and pure functions (to encode calls and decode results) and its
 * errors (to name a revert). Struct components are kept; nothing else is.
 */
export function consoleAbi(contract: ReferencedContract): readonly AbiEntry[] {
  return referencedAbis[contract].filter(
    (e) =>
      (e.type === 'function' && (e.stateMutability === 'view' || e.stateMutability === 'pure')) || e.type === 'error',
  );
}

/** The functions the live parameters table (src/components/widgets/LiveParameters/Table.tsx) reads, per contract. */
export const liveParameterFunctions = {
  MultiVault: ['getAtomCost', 'getTripleCost', 'getGeneralConfig', 'getVaultFees', 'getAtomConfig', 'getTripleConfig'],
  TrustBonding: ['currentEpoch', 'epochLength'],
  BondingCurveRegistry: ['count', 'getCurveName', 'curveAddresses'],
  OffsetProgressiveCurve: ['previewRedeem', 'SLOPE', 'OFFSET'],
} as const;

/** Those functions' ABI entries, from the package; throws if the package lacks one. */
export function liveParametersAbi(): Record<keyof typeof liveParameterFunctions, readonly AbiEntry[]> {
  const abis = {
    MultiVault: MultiVaultAbi,
    TrustBonding: TrustBondingAbi,
    BondingCurveRegistry: BondingCurveRegistryAbi,
    OffsetProgressiveCurve: OffsetProgressiveCurveAbi,
  } as unknown as Record<keyof typeof liveParameterFunctions, readonly AbiEntry[]>;
  return Object.fromEntries(
    Object.entries(liveParameterFunctions).map(([contract, names]) => {
      const abi = abis[contract as keyof typeof liveParameterFunctions];
      return [
        contract,
        names.map((name) => {
          const entry = abi.find((e) => e.type === 'function' && e.name === name);
          if (!entry) throw new Error(`@0xintuition/protocol: ${contract} has no function ${name}`);
          return entry;
        }),
      ];
    }),
  ) as unknown as Record<keyof typeof liveParameterFunctions, readonly AbiEntry[]>;
}
