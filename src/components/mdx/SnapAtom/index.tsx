import React from 'react';
import {snapAtom, type SnapAtomKey} from '@site/src/data/snapAtoms';
import styles from './styles.module.css';

export interface SnapAtomProps {
  atom: SnapAtomKey;
  /** `id` shows the term id, `data` the atom's data string (default `id`). */
  show?: 'id' | 'data';
}

/** One atom the MetaMask Snap reads, from src/data/snapAtoms.ts: its term id or its exact data. */
export default function SnapAtom({atom, show = 'id'}: SnapAtomProps): React.JSX.Element {
  const {termId, data} = snapAtom(atom);
  return (
    <code className={show === 'id' ? styles.termId : undefined} data-snap-atom={atom}>
      {show === 'id' ? termId : data}
    </code>
  );
}
