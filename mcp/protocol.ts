/**
 * Protocol answers from the same sources the docs pages use: @0xintuition/protocol and @0xintuition/graphql
 * through src/protocol/loadProtocolData.ts, src/data/otherDeployments.ts for the contracts the package lacks,
 * the SDK's own id functions, and the contract reference data (ABI errors + src/data/contractErrors.ts).
 */
import {calculateAtomId, calculateCounterTripleId, calculateTripleId} from '@0xintuition/sdk';
import {isHex, toHex, type Hex} from 'viem';
import {loadProtocolData} from '../src/protocol/loadProtocolData';
import {buildContractReference} from '../src/protocol/contractReference';
import {otherDeployments, otherDeploymentsSource, type DeploymentChain} from '../src/data/otherDeployments';
import type {ContractName, ContractNetworkKey, NetworkKey} from '../src/protocol/types';
import type {ReferencedContract} from '../src/data/contractFunctionGroups';
import {ToolInputError} from './errors';

const protocol = loadProtocolData();
const protocolSource = `@0xintuition/protocol ${protocol.packageVersions.protocol} (intuitionDeployments)`;

const networkAliases: Record<string, DeploymentChain> = {
  mainnet: 'mainnet',
  intuition: 'mainnet',
  [String(protocol.networks.mainnet.chainId)]: 'mainnet',
  testnet: 'testnet',
  'intuition testnet': 'testnet',
  [String(protocol.networks.testnet.chainId)]: 'testnet',
  base: 'base',
  [String(protocol.base.chainId)]: 'base',
  basesepolia: 'baseSepolia',
  'base sepolia': 'baseSepolia',
  'base-sepolia': 'baseSepolia',
  [String(protocol.baseSepolia.chainId)]: 'baseSepolia',
};

function chainOf(network: string): DeploymentChain {
  const chain = networkAliases[network.trim().toLowerCase()];
  if (!chain) {
    throw new ToolInputError(
      `Unknown network "${network}". Use mainnet (${protocol.networks.mainnet.chainId}), testnet (${protocol.networks.testnet.chainId}), base (${protocol.base.chainId}) or baseSepolia (${protocol.baseSepolia.chainId}).`,
    );
  }
  return chain;
}

export function getNetwork(network: string) {
  const chain = chainOf(network);
  if (chain === 'base' || chain === 'baseSepolia') {
    const info = protocol[chain];
    return {network: chain, chainId: info.chainId, name: info.name, explorer: info.explorer, source: 'viem/chains'};
  }
  const info = protocol.networks[chain as NetworkKey];
  return {
    network: chain,
    chainId: info.chainId,
    name: info.name,
    currency: {name: info.currencyName, symbol: info.currencySymbol, decimals: info.currencyDecimals},
    rpcHttp: info.rpcHttp,
    rpcWs: info.rpcWs,
    explorer: info.explorer,
    graphql: info.graphql,
    source: `@0xintuition/protocol ${protocol.packageVersions.protocol}, @0xintuition/graphql ${protocol.packageVersions.graphql}`,
  };
}

export function getContractAddress(network: string, contract: string) {
  const chain = chainOf(network);
  const wanted = contract.trim().toLowerCase();
  const packageName = (Object.keys(protocol.contracts) as ContractName[]).find((name) => name.toLowerCase() === wanted);
  if (packageName && chain !== 'baseSepolia') {
    const address = protocol.contracts[packageName][chain as ContractNetworkKey];
    if (address) return {network: chain, contract: packageName, address, source: protocolSource};
  }
  const row = otherDeployments.find((d) => d.chain === chain && d.contract.toLowerCase() === wanted);
  if (row) {
    return {
      network: chain,
      contract: row.contract,
      address: row.address,
      purpose: row.purpose,
      source: `${otherDeploymentsSource.label} (src/data/otherDeployments.ts)`,
      sourceUrl: otherDeploymentsSource.url,
    };
  }
  const known = [
    ...(Object.keys(protocol.contracts) as ContractName[]).filter(
      (name) => chain !== 'baseSepolia' && protocol.contracts[name][chain as ContractNetworkKey],
    ),
    ...otherDeployments.filter((d) => d.chain === chain).map((d) => d.contract),
  ];
  throw new ToolInputError(`No contract "${contract}" on ${chain}. Known there: ${known.join(', ')}.`, {known});
}

function hexArgument(name: string, value: string, bytes?: number): Hex {
  const text = value.trim();
  if (!isHex(text, {strict: true}) || text.length % 2 !== 0) {
    throw new ToolInputError(
      `${name} must be 0x-prefixed hex with an even number of digits; got "${text.slice(0, 80)}".`,
    );
  }
  if (bytes !== undefined && text.length !== 2 + bytes * 2) {
    throw new ToolInputError(
      `${name} must be ${bytes} bytes (0x + ${bytes * 2} hex digits); got ${(text.length - 2) / 2} bytes.`,
    );
  }
  return text as Hex;
}

/** The SDK's calculateAtomId over the atom's bytes: UTF-8 of the text, or the hex as given. */
export function computeAtomId(data: string, encoding: 'text' | 'hex') {
  const bytes = encoding === 'hex' ? hexArgument('data', data) : toHex(data);
  return {
    atomId: calculateAtomId(bytes),
    data: bytes,
    formula: 'keccak256(abi.encodePacked(keccak256("ATOM_SALT"), keccak256(data)))',
    source: '@0xintuition/sdk calculateAtomId',
  };
}

export function computeTripleId(subject: string, predicate: string, object: string) {
  const s = hexArgument('subject', subject, 32);
  const p = hexArgument('predicate', predicate, 32);
  const o = hexArgument('object', object, 32);
  const tripleId = calculateTripleId(s, p, o);
  return {
    tripleId,
    counterTripleId: calculateCounterTripleId(tripleId),
    formula: 'keccak256(abi.encodePacked(keccak256("TRIPLE_SALT"), subject, predicate, object))',
    source: '@0xintuition/sdk calculateTripleId, calculateCounterTripleId',
  };
}

const referencePages: Record<ReferencedContract, string> = {
  MultiVault: '/docs/developer-tools/contracts/multivault',
  TrustBonding: '/docs/developer-tools/contracts/trust-bonding',
};
const references = (Object.keys(referencePages) as ReferencedContract[]).map((contract) =>
  buildContractReference(contract, protocol.packageVersions.protocol),
);

/** An error by name (`MultiVault_InsufficientBalance`, with or without arguments) or by selector / revert data. */
export function explainError(nameOrSelector: string, siteUrl: string) {
  const text = nameOrSelector.trim();
  let matches: {contract: ReferencedContract; error: (typeof references)[number]['errors'][number]}[];
  if (text.startsWith('0x') || text.startsWith('0X')) {
    const hex = hexArgument('name_or_selector', text.toLowerCase());
    if (hex.length < 10)
      throw new ToolInputError('A selector is 4 bytes: 0x and 8 hex digits (longer revert data is fine).');
    const selector = hex.slice(0, 10);
    matches = references.flatMap((r) =>
      r.errors
        .filter((e) => e.selector.toLowerCase() === selector)
        .map((error) => ({contract: r.contract as ReferencedContract, error})),
    );
  } else {
    const name = text.replace(/\(.*$/, '').trim().toLowerCase();
    if (!/^[a-z_$][\w$]*$/i.test(name))
      throw new ToolInputError(`"${text.slice(0, 80)}" is neither an error name nor a 0x selector.`);
    matches = references.flatMap((r) =>
      r.errors
        .filter((e) => e.name.toLowerCase() === name)
        .map((error) => ({contract: r.contract as ReferencedContract, error})),
    );
  }
  if (matches.length === 0) {
    throw new ToolInputError(
      `No MultiVault or TrustBonding error matches "${text.slice(0, 80)}". The error tables: ${Object.values(
        referencePages,
      )
        .map((p) => `${siteUrl}${p}#errors`)
        .join(' and ')}.`,
    );
  }
  return {
    matches: matches.map(({contract, error}) => ({
      name: error.name,
      contract,
      signature: error.signature,
      selector: error.selector,
      whenRaised: error.meaning,
      whatToDo: error.remedy,
      docs: `${siteUrl}${referencePages[contract]}#error-${error.name}`,
    })),
  };
}
