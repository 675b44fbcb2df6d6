import React from 'react';
import Link from '@docusaurus/Link';
import predicateIds from '@generated/protocol-data/default/predicate-ids.json';
import ScrollableTable from '@site/src/components/mdx/ScrollableTable';
import {
  atomDataKindLabels,
  catalogueAtoms,
  predicateGroupLabels,
  predicateSources,
  sourceUrl,
  type AtomRole,
} from '@site/src/data/predicates';
import styles from './styles.module.css';

export interface PredicateTableProps {
  /** Which rows to show, by the atom's place in a triple (default: all). */
  roles?: AtomRole[];
}

/**
 * Rows of the predicate catalogue (src/data/predicates.ts) with the ids the build computed from their data. An id
 * the MetaMask Snap reads also carries data-snap-atom, so tests/unit/snap-atoms.spec.ts sees where it came from.
 */
export default function PredicateTable({roles}: PredicateTableProps): React.JSX.Element {
  const rows = catalogueAtoms.filter((atom) => !roles || roles.includes(atom.role));
  return (
    <>
      <ScrollableTable data-predicate-table="">
        <thead>
          <tr>
            <th scope="col">Atom data</th>
            <th scope="col">Term id</th>
            <th scope="col">Read by</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((atom) => (
            <tr key={atom.key}>
              <td>
                <code>{atom.data}</code>
                <span className={styles.meta}>
                  {atomDataKindLabels[atom.kind]} · {predicateGroupLabels[atom.group]}
                  {atom.indexerLabel ? ` · shown as “${atom.indexerLabel}”` : ''}
                </span>
                <span className={styles.meaning}>{atom.meaning}</span>
              </td>
              <td className={styles.idCell}>
                <code className={styles.termId} data-predicate-atom={atom.key} data-snap-atom={atom.snapAtom}>
                  {predicateIds.ids[atom.key]}
                </code>
              </td>
              <td>
                <ul className={styles.uses}>
                  {atom.readBy.map((use) => (
                    <li key={`${use.source}-${use.how}`}>
                      <Link href={sourceUrl(use.source, use.line)}>{predicateSources[use.source].app}</Link>
                      {' at '}
                      <code>{predicateSources[use.source].commit.slice(0, 7)}</code>: {use.how}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
      <p className={styles.source}>
        Term ids computed when this site was built, from the exact data, with <code>calculateAtomId</code> of{' '}
        <code>@0xintuition/sdk</code> {predicateIds.sdkVersion}. An id is the same on testnet and mainnet; the atom
        exists on a network once someone has created it there.
      </p>
    </>
  );
}
