import React from 'react';
import predicateIds from '@generated/protocol-data/default/predicate-ids.json';
import {catalogueAtom, type CatalogueAtomKey} from '@site/src/data/predicates';
import styles from './styles.module.css';

export interface PredicateAtomProps {
  atom: CatalogueAtomKey;
  /** `id` shows the term id the build computed, `data` the atom's exact data (default `id`). */
  show?: 'id' | 'data';
}

/** One atom of the predicate catalogue (src/data/predicates.ts), inline: its term id or its exact data. */
export default function PredicateAtom({atom, show = 'id'}: PredicateAtomProps): React.JSX.Element {
  const {data, snapAtom} = catalogueAtom(atom);
  if (show === 'data') return <code>{data}</code>;
  return (
    <code className={styles.termId} data-predicate-atom={atom} data-snap-atom={snapAtom}>
      {predicateIds.ids[atom]}
    </code>
  );
}
