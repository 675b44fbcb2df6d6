/**
 * Build-time only (Node): reads every network and deployment fact the site shows from the pinned
 * @0xintuition/* packages, so bumping a package is the one way a value changes.
 */
import {readFileSync, existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {intuitionDeployments, intuitionMainnet, intuitionTestnet} from '@0xintuition/protocol';
import {API_URL_DEV, API_URL_PROD} from '@0xintuition/graphql';
import {base, baseSepolia} from 'viem/chains';

import type {ContractName, ContractNetworkKey, NetworkInfo, NetworkKey, ProtocolData} from './types';

const require = createRequire(__filename);

type ViemChain = typeof intuitionMainnet | typeof intuitionTestnet;

function toNetworkInfo(key: NetworkKey, chain: ViemChain, graphql: string): NetworkInfo {
  const rpcHttp = chain.rpcUrls.default.http[0];
  const rpcWs = chain.rpcUrls.default.webSocket?.[0];
  const multicall3 = chain.contracts?.multicall3?.address;
  if (!rpcHttp || !rpcWs || !multicall3) {
    throw new Error(`@0xintuition/protocol: chain ${chain.id} lacks an RPC URL or Multicall3 address`);
  }
  return {
    key,
    chainId: chain.id,
    name: chain.name,
    currencyName: chain.nativeCurrency.name,
    currencySymbol: chain.nativeCurrency.symbol,
    currencyDecimals: chain.nativeCurrency.decimals,
    rpcHttp,
    rpcWs,
    explorer: chain.blockExplorers.default.url,
    explorerName: chain.blockExplorers.default.name,
    graphql,
    multicall3,
  };
}

const contractNames: ContractName[] = [
  'MultiVault',
  'TrustBonding',
  'BondingCurveRegistry',
  'LinearCurve',
  'OffsetProgressiveCurve',
  'WrappedTrust',
  'Trust',
];

export function loadProtocolData(): ProtocolData {
  const networks: Record<NetworkKey, NetworkInfo> = {
    mainnet: toNetworkInfo('mainnet', intuitionMainnet, API_URL_PROD),
    testnet: toNetworkInfo('testnet', intuitionTestnet, API_URL_DEV),
  };
  const chainKeys: Record<number, ContractNetworkKey> = {
    [intuitionMainnet.id]: 'mainnet',
    [intuitionTestnet.id]: 'testnet',
    [base.id]: 'base',
  };
  const contracts = Object.fromEntries(
    contractNames.map((name) => {
      const byChain = intuitionDeployments[name];
      if (!byChain) throw new Error(`@0xintuition/protocol has no deployments for ${name}`);
      const byNetwork: Partial<Record<ContractNetworkKey, string>> = {};
      for (const [chainId, address] of Object.entries(byChain)) {
        const key = chainKeys[Number(chainId)];
        if (key) byNetwork[key] = address;
      }
      return [name, byNetwork];
    }),
  ) as ProtocolData['contracts'];

  // Not every package exports its package.json, so walk up from its entry point to find it.
  const version = (pkg: string): string => {
    let dir = path.dirname(require.resolve(pkg));
    while (dir !== path.dirname(dir)) {
      const manifest = path.join(dir, 'package.json');
      if (existsSync(manifest)) {
        const json = JSON.parse(readFileSync(manifest, 'utf8')) as {name?: string; version: string};
        if (json.name === pkg) return json.version;
      }
      dir = path.dirname(dir);
    }
    throw new Error(`Cannot find the package.json of ${pkg}`);
  };

  return {
    packageVersions: {
      protocol: version('@0xintuition/protocol'),
      sdk: version('@0xintuition/sdk'),
      graphql: version('@0xintuition/graphql'),
    },
    networks,
    base: {chainId: base.id, name: base.name, explorer: base.blockExplorers.default.url},
    baseSepolia: {chainId: baseSepolia.id, name: baseSepolia.name, explorer: baseSepolia.blockExplorers.default.url},
    contracts,
  };
}
