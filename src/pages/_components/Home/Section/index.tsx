import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export interface SectionProps {
  id: string;
  title: string;
  lead?: string;
  muted?: boolean;
  children: ReactNode;
}

export default function Section({id, title, lead, muted, children}: SectionProps): React.JSX.Element {
  return (
    <section className={clsx(styles.section, muted && styles.muted)} aria-labelledby={id}>
      <div className="container">
        <Heading as="h2" id={id} className={styles.title}>
          {title}
        </Heading>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </section>
  );
}
