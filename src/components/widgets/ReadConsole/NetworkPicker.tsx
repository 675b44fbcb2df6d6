import React from 'react';
import {useProtocolData} from '@site/src/protocol/useProtocolData';
import type {NetworkKey} from '@site/src/protocol/types';
import styles from './styles.module.css';

interface Props {
  /** Prefixes the radios' shared name, so two widgets on one page keep separate choices. */
  readonly id: string;
  readonly network: NetworkKey;
  /** Each widget clears what it read or checked for the other network. */
  readonly onChange: (network: NetworkKey) => void;
}

/**
 * The mainnet/testnet choice of the read console and the live parameters table. It lives here, imported statically by
 * both, so it ships in their shared "read-console" chunk and never on a page before the reader opens a widget.
 */
export default function NetworkPicker({id, network, onChange}: Props): React.JSX.Element {
  const data = useProtocolData();
  return (
    <fieldset className={styles.networks}>
      <legend>Network</legend>
      {(['mainnet', 'testnet'] as const).map((key) => (
        <label key={key}>
          <input
            type="radio"
            name={`${id}-network`}
            value={key}
            checked={network === key}
            onChange={() => onChange(key)}
          />{' '}
          {data.networks[key].name}
        </label>
      ))}
    </fieldset>
  );
}
