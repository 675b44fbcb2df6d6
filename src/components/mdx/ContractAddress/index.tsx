import React from 'react';
import ExplorerAddress from '@site/src/components/mdx/ExplorerAddress';
import {useContract} from '@site/src/protocol/useProtocolData';
import type {ContractName, ContractNetworkKey} from '@site/src/protocol/types';

export interface ContractAddressProps {
  contract: ContractName;
  network: ContractNetworkKey;
}

/** A deployed contract's address from @0xintuition/protocol, linked to the network's block explorer. */
export default function ContractAddress({contract, network}: ContractAddressProps): React.JSX.Element {
  const {address, explorer} = useContract(contract, network);
  return (
    <span data-contract={contract} data-network={network}>
      <ExplorerAddress address={address} explorer={explorer} label={`${contract} ${network}`} />
    </span>
  );
}
