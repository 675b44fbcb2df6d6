import React from 'react';
import CopyButton from '@site/src/components/CopyButton';
import {useContract} from '@site/src/protocol/useProtocolData';
import type {ContractName, ContractNetworkKey} from '@site/src/protocol/types';
import styles from './styles.module.css';

export interface ContractAddressProps {
  contract: ContractName;
  network: ContractNetworkKey;
}

/** A deployed contract's address from @0xintuition/protocol, linked to the network's block explorer. */
export default function ContractAddress({contract, network}: ContractAddressProps): React.JSX.Element {
  const {address, explorer} = useContract(contract, network);
  return (
    <span className={styles.contractAddress} data-contract={contract} data-network={network}>
      <a href={`${explorer}/address/${address}`} title={`${contract} on the ${network} block explorer`}>
        <code className={styles.address}>{address}</code>
      </a>
      <CopyButton value={address} label={`Copy ${contract} ${network} address`} />
    </span>
  );
}
