import {Fragment, type ReactNode} from 'react';
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

/** A title with a line-break opportunity after each "/", so a package name wraps there on a phone, not mid-word. */
function BreakAfterSlashes({text}: {text: string}): ReactNode {
  return text.split('/').map((part, index, parts) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ));
}

/** Title block for the custom (non-docs) pages: an h1, a lead paragraph and optional actions. */
export default function PageHeader({title, lead, children, className}: Props): ReactNode {
  return (
    <header className={clsx(styles.pageHeader, 'margin-bottom--lg', className)}>
      <Heading as="h1" className={styles.title}>
        <BreakAfterSlashes text={title} />
      </Heading>
      <p className={styles.lead}>{lead}</p>
      {children}
    </header>
  );
}
