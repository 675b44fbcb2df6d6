import type {ReactNode} from 'react';
import clsx from 'clsx';

import styles from './styles.module.css';

interface Props {
  /** Names the table for screen readers; "(scrolls sideways)" is appended. */
  readonly label: string;
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * A schema reference table (fields, arguments, root fields) in a keyboard-focusable region that scrolls
 * sideways on a phone, so the columns keep a readable width instead of squeezing the prose to a word per line.
 */
export default function SchemaTableRegion({label, className, children}: Props): ReactNode {
  return (
    <div
      className={clsx(styles.tableWrapper, className)}
      role="region"
      aria-label={`${label} (scrolls sideways)`}
      tabIndex={0}>
      {children}
    </div>
  );
}
