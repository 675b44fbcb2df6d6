import React from 'react';
import {useNetwork} from '@site/src/protocol/useProtocolData';
import type {NetworkField, NetworkKey} from '@site/src/protocol/types';

export interface ChainValueProps {
  network: NetworkKey;
  field: NetworkField;
}

const urlFields: ReadonlySet<NetworkField> = new Set(['rpcHttp', 'rpcWs', 'explorer', 'graphql']);

/** One network fact, inline, read at build time from @0xintuition/protocol and @0xintuition/graphql. */
export default function ChainValue({network, field}: ChainValueProps): React.JSX.Element {
  const info = useNetwork(network);
  const value = info[field];
  if (value === undefined) {
    throw new Error(`ChainValue: unknown field "${String(field)}".`);
  }
  if (field === 'explorer') {
    return (
      // eslint-disable-next-line @docusaurus/no-html-links -- an absolute URL opened in the same tab: Link would add target=_blank
      <a href={String(value)} rel="noopener noreferrer">
        <code>{value}</code>
      </a>
    );
  }
  return urlFields.has(field) ? <code>{value}</code> : <>{value}</>;
}
