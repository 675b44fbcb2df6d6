import type {ReactNode} from 'react';
import ChainValue from '@site/src/components/mdx/ChainValue';

import styles from './styles.module.css';

/**
 * GraphQL endpoints per network. The URLs are rendered by ChainValue, which reads them from the
 * pinned packages at build time, so this table never goes stale by hand.
 */
export default function EndpointTable(): ReactNode {
  return (
    <div className={styles.tableWrapper} role="region" aria-label="GraphQL endpoints (scrolls sideways)" tabIndex={0}>
      <table>
        <caption className={styles.caption}>GraphQL endpoints by network</caption>
        <thead>
          <tr>
            <th scope="col">Network</th>
            <th scope="col">HTTP endpoint</th>
            <th scope="col">Constant in @0xintuition/graphql</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Mainnet</th>
            <td className={styles.value}>
              <ChainValue network="mainnet" field="graphql" />
            </td>
            <td>
              <code>API_URL_PROD</code> (the default)
            </td>
          </tr>
          <tr>
            <th scope="row">Testnet</th>
            <td className={styles.value}>
              <ChainValue network="testnet" field="graphql" />
            </td>
            <td>
              <code>API_URL_DEV</code>
            </td>
          </tr>
          <tr>
            <th scope="row">Your own indexer</th>
            <td className={styles.value}>
              <code>http://localhost:8080/v1/graphql</code>
            </td>
            <td>
              <code>API_URL_LOCAL</code>
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
