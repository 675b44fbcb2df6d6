import {Children, type ReactNode} from 'react';
import clsx from 'clsx';

import styles from './styles.module.css';

interface Props {
  /** One child per card. Each is wrapped in an <li>, so the cards are announced as a list. */
  readonly children: ReactNode;
  readonly id?: string;
  readonly className?: string;
}

/**
 * A responsive list of cards: as many columns as fit at about 19rem each, one column on phones.
 * Cards stretch to the row height, so give each card `height: 100%`.
 */
export default function CardGrid({children, id, className}: Props): ReactNode {
  return (
    <ul id={id} className={clsx(styles.grid, className)}>
      {Children.map(children, (child) => (
        <li className={styles.item}>{child}</li>
      ))}
    </ul>
  );
}
