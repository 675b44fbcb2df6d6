import React from 'react';
import Link from '@docusaurus/Link';
import Section from '../Section';
import {communityLinks} from '@site/src/data/home';
import styles from '../cards.module.css';

export default function Community(): React.JSX.Element {
  return (
    <Section id="community" title="Community" lead="Ask, follow and contribute." muted>
      <ul className={styles.linkList}>
        {communityLinks.map((link) => (
          <li key={link.href}>
            <Link href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
            </Link>
            <span> — {link.description}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
