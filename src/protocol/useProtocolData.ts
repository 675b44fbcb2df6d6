import protocolData from '@generated/protocol-data/default/protocol.json';
import type {ContractName, ContractNetworkKey, NetworkInfo, NetworkKey, ProtocolData} from './types';

/** The facts src/plugins/protocol-data read from the installed packages at build time. */
export function useProtocolData(): ProtocolData {
  return protocolData;
}

export function useNetwork(network: NetworkKey): NetworkInfo {
  const data = useProtocolData();
  const info = data.networks[network];
  if (!info) throw new Error(`Unknown network "${String(network)}": use "mainnet" or "testnet".`);
  return info;
}

export interface ContractLocation {
  address: string;
  explorer: string;
}

/** The address of a contract on a network, with that network's block explorer; throws for a pair the package lacks. */
export function useContract(contract: ContractName, network: ContractNetworkKey): ContractLocation {
  const data = useProtocolData();
  const address = data.contracts[contract]?.[network];
  if (!address) {
    throw new Error(`@0xintuition/protocol ${data.packageVersions.protocol} has no ${contract} address on ${network}.`);
  }
  const explorer = network === 'base' ? data.base.explorer : data.networks[network].explorer;
  return {address, explorer};
}
