import React, {type ComponentProps} from 'react';
import styles from './styles.module.css';

/**
 * A table that scrolls sideways inside a keyboard-focusable region instead of widening the page on a
 * phone (WCAG 2.1.1: a scrollable region must be reachable from the keyboard).
 */
export default function ScrollableTable(props: ComponentProps<'table'>): React.JSX.Element {
  return (
    <div className={styles.scrollRegion} tabIndex={0} role="region" aria-label="Table (scrolls sideways)">
      <table {...props} />
    </div>
  );
}
