import type {ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';

import styles from './styles.module.css';

interface Props {
  /** The page's only h1. */
  readonly title: string;
  /** One to three sentences that say what the page is for. */
  readonly lead: ReactNode;
  /** Optional extras under the lead, e.g. a row of buttons. */
  readonly children?: ReactNode;
  readonly className?: string;
}

/** Title block for the custom (non-docs) pages: an h1, a lead paragraph and optional actions. */
export default function PageHeader({title, lead, children, className}: Props): ReactNode {
  return (
    <header className={clsx(styles.pageHeader, 'margin-bottom--lg', className)}>
      <Heading as="h1" className={styles.title}>
        {title}
      </Heading>
      <p className={styles.lead}>{lead}</p>
      {children}
    </header>
  );
}
