/**
 * Shapes of the protocol facts the build reads from the published @0xintuition/* packages
 * (see src/protocol/loadProtocolData.ts). Client code imports only these types, never the packages,
 * so viem and the ABIs stay out of the browser bundle.
 */
export type NetworkKey = 'mainnet' | 'testnet';
export type ContractNetworkKey = NetworkKey | 'base';

export interface NetworkInfo {
  key: NetworkKey;
  chainId: number;
  name: string;
  currencyName: string;
  currencySymbol: string;
  currencyDecimals: number;
  rpcHttp: string;
  rpcWs: string;
  explorer: string;
  explorerName: string;
  graphql: string;
  multicall3: string;
}

export interface BaseChainInfo {
  chainId: number;
  name: string;
  explorer: string;
}

export type ContractName =
  | 'MultiVault'
  | 'TrustBonding'
  | 'BondingCurveRegistry'
  | 'LinearCurve'
  | 'OffsetProgressiveCurve'
  | 'WrappedTrust'
  | 'Trust';

export interface ProtocolData {
  packageVersions: {protocol: string; sdk: string; graphql: string};
  networks: Record<NetworkKey, NetworkInfo>;
  base: BaseChainInfo;
  /** Base Sepolia, where the testnet settles and test TRUST lives. */
  baseSepolia: BaseChainInfo;
  contracts: Record<ContractName, Partial<Record<ContractNetworkKey, string>>>;
}

export const networkFields = [
  'chainId',
  'name',
  'currencyName',
  'currencySymbol',
  'rpcHttp',
  'rpcWs',
  'explorer',
  'graphql',
] as const satisfies readonly (keyof NetworkInfo)[];

export type NetworkField = (typeof networkFields)[number];

/** One parameter of an ABI item, as the contract reference tables show it. */
export interface AbiParamDoc {
  name: string;
  /** Solidity type as written in the ABI (`tuple[]` for struct arrays). */
  type: string;
  /** Human-readable type: structs spelled out as `(uint256 a, address b)`. */
  display: string;
  indexed?: boolean;
}

export interface AbiFunctionDoc {
  name: string;
  /** Canonical signature, the one the selector hashes: `deposit(address,bytes32,uint256,uint256)`. */
  signature: string;
  /** Full human-readable signature with names, mutability and returns. */
  display: string;
  selector: string;
  mutability: 'pure' | 'view' | 'nonpayable' | 'payable';
  inputs: AbiParamDoc[];
  outputs: AbiParamDoc[];
}

export interface AbiEventDoc {
  name: string;
  signature: string;
  display: string;
  /** keccak256 of the canonical signature: the log's first topic. */
  topic0: string;
  inputs: AbiParamDoc[];
}

export interface AbiErrorDoc {
  name: string;
  signature: string;
  display: string;
  selector: string;
  inputs: AbiParamDoc[];
  /** When the contract raises it and what the caller should do (src/data/contractErrors.ts). */
  meaning: string;
  remedy: string;
}

export interface AbiFunctionGroupDoc {
  id: string;
  title: string;
  functions: AbiFunctionDoc[];
}

/** A contract's reference, generated at build time from the ABI in @0xintuition/protocol. */
export interface ContractReferenceDoc {
  contract: string;
  packageVersion: string;
  groups: AbiFunctionGroupDoc[];
  events: AbiEventDoc[];
  errors: AbiErrorDoc[];
}
