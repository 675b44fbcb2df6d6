import React from 'react';
import ExplorerAddress from '@site/src/components/mdx/ExplorerAddress';
import ScrollableTable from '@site/src/components/mdx/ScrollableTable';
import {useProtocolData} from '@site/src/protocol/useProtocolData';
import styles from './styles.module.css';
import {otherDeployments, type DeploymentChain, type OtherDeployment} from '@site/src/data/otherDeployments';

export interface OtherDeploymentsTableProps {
  chain: DeploymentChain;
  /** Contracts, or the ProxyAdmins of the proxies. */
  kind: OtherDeployment['kind'];
}

const chainLabels: Record<DeploymentChain, string> = {
  mainnet: 'mainnet',
  testnet: 'testnet',
  base: 'Base',
  baseSepolia: 'Base Sepolia',
};

/** Deployed contracts the npm package does not carry, from src/data/otherDeployments.ts, linked to the chain's explorer. */
export default function OtherDeploymentsTable({chain, kind}: OtherDeploymentsTableProps): React.JSX.Element {
  const data = useProtocolData();
  const explorer = chain === 'base' || chain === 'baseSepolia' ? data[chain].explorer : data.networks[chain].explorer;
  const rows = otherDeployments.filter((row) => row.chain === chain && row.kind === kind);
  if (rows.length === 0) throw new Error(`src/data/otherDeployments.ts has no ${kind} rows for ${chain}`);
  return (
    <ScrollableTable data-other-deployments={`${chain}:${kind}`}>
      <thead>
        <tr>
          <th scope="col">{kind === 'proxyAdmin' ? 'ProxyAdmin of' : 'Contract'}</th>
          {kind === 'contract' && <th scope="col">Purpose</th>}
          <th scope="col">Address</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.contract}>
            <td>{kind === 'proxyAdmin' ? row.contract.replace(/ ProxyAdmin$/, '') : row.contract}</td>
            {kind === 'contract' && <td>{row.purpose}</td>}
            <td className={styles.addressCell}>
              <ExplorerAddress
                address={row.address}
                explorer={explorer}
                label={`${row.contract} ${chainLabels[chain]}`}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
