import React from 'react';
import Link from '@docusaurus/Link';
import ScrollableTable from '@site/src/components/mdx/ScrollableTable';
import {snapAtoms, snapAtomsSource} from '@site/src/data/snapAtoms';
import styles from './styles.module.css';

/** The three atoms the MetaMask Snap reads, with their term ids and the Snap commit they come from. */
export default function SnapAtomTable(): React.JSX.Element {
  return (
    <>
      <ScrollableTable data-snap-atoms="">
        <thead>
          <tr>
            <th scope="col">Atom data</th>
            <th scope="col">Used as</th>
            <th scope="col">Term id (testnet and mainnet)</th>
          </tr>
        </thead>
        <tbody>
          {snapAtoms.map((atom) => (
            <tr key={atom.key}>
              <td>
                <code>{atom.data}</code>
              </td>
              <td>{atom.role}</td>
              <td>
                <code className={styles.termId} data-snap-atom={atom.key}>
                  {atom.termId}
                </code>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
      <p className={styles.source}>
        Source: <Link href={snapAtomsSource.url}>{snapAtomsSource.path}</Link> in {snapAtomsSource.repo} at{' '}
        <code>{snapAtomsSource.commit.slice(0, 7)}</code> ({snapAtomsSource.date}).
      </p>
    </>
  );
}
