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
