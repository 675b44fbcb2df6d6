import React from 'react';
import ChainValue from '@site/src/components/mdx/ChainValue';
import ScrollableTable from '@site/src/components/mdx/ScrollableTable';
import {useNetwork} from '@site/src/protocol/useProtocolData';
import type {NetworkField, NetworkKey} from '@site/src/protocol/types';

export interface NetworkTableProps {
  network: NetworkKey;
}

const rows: {field: NetworkField; label: string}[] = [
  {field: 'name', label: 'Network name'},
  {field: 'chainId', label: 'Chain ID'},
  {field: 'currencySymbol', label: 'Currency symbol'},
  {field: 'currencyName', label: 'Currency name'},
  {field: 'rpcHttp', label: 'RPC (HTTP)'},
  {field: 'rpcWs', label: 'RPC (WebSocket)'},
  {field: 'explorer', label: 'Block explorer'},
  {field: 'graphql', label: 'GraphQL API'},
];

/** The connection details of one Intuition network, read from @0xintuition/protocol and @0xintuition/graphql. */
export default function NetworkTable({network}: NetworkTableProps): React.JSX.Element {
  const info = useNetwork(network);
  return (
    <ScrollableTable data-network-table={network}>
      <caption className="text--left">{info.name}: connection details</caption>
      <thead>
        <tr>
          <th scope="col">Setting</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field}>
            <th scope="row">{row.label}</th>
            <td data-field={row.field}>
              <ChainValue network={network} field={row.field} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
