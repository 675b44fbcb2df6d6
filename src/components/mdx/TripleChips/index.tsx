import type {ReactNode} from 'react';
import clsx from 'clsx';

import styles from './styles.module.css';

export interface TripleLike {
  readonly subject: string | TripleLike;
  readonly predicate: string;
  readonly object: string | TripleLike;
}

type Role = 'subject' | 'predicate' | 'object';

function Part({part, value}: {part: Role; value: string | TripleLike}): ReactNode {
  return (
    <span className={clsx(styles.part, styles[part])}>
      <span className={styles.role}>{part}</span>
      {typeof value === 'string' ? (
        <span className={styles.chip}>{value}</span>
      ) : (
        <span className={styles.nested}>
          <TripleChips triple={value} nested />
        </span>
      )}
    </span>
  );
}

interface Props {
  readonly triple: TripleLike;
  /** Set when rendered inside another triple (a nested triple). */
  readonly nested?: boolean;
  readonly className?: string;
}

/**
 * Renders a triple as three labelled chips: subject — predicate — object.
 * A subject or object can itself be a triple; it is drawn inside a bordered box.
 * The role names are real text, so screen readers read "subject … predicate … object …".
 */
export default function TripleChips({triple, nested = false, className}: Props): ReactNode {
  return (
    <span className={clsx(styles.triple, nested && styles.isNested, className)}>
      <Part part="subject" value={triple.subject} />
      <span className={styles.separator} aria-hidden="true">
        —
      </span>
      <Part part="predicate" value={triple.predicate} />
      <span className={styles.separator} aria-hidden="true">
        —
      </span>
      <Part part="object" value={triple.object} />
    </span>
  );
}
