import React from 'react';
import type {AbiParamDoc} from '@site/src/protocol/types';
import styles from './styles.module.css';

/** A list of ABI parameters as `type name`, one per line; "none" when there are none. */
export default function Params({params}: {params: readonly AbiParamDoc[]}): React.JSX.Element {
  if (params.length === 0) return <span className={styles.none}>none</span>;
  return (
    <ul className={styles.params}>
      {params.map((param, index) => (
        <li key={`${param.name}-${index}`}>
          <code className={param.display.startsWith('(') ? styles.structParam : styles.param}>
            {param.display}
            {param.indexed ? ' indexed' : ''}
            {param.name ? ` ${param.name}` : ''}
          </code>
        </li>
      ))}
    </ul>
  );
}
