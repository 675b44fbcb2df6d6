import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Section from '../Section';
import {sortedApps} from '@site/src/data/apps';
import {featuredAppIds} from '@site/src/data/home';
import styles from '../cards.module.css';

export default function FeaturedApps(): React.JSX.Element {
  const apps = featuredAppIds.map((id) => {
    const app = sortedApps.find((candidate) => candidate.id === id);
    if (!app) throw new Error(`Featured app "${id}" is not in src/data/apps.ts`);
    return app;
  });
  return (
    <Section id="featured-apps" title="Apps on Intuition" lead="Use the protocol today, on mainnet or testnet." muted>
      <ul className={styles.grid}>
        {apps.map((app) => (
          <li key={app.id} className={styles.card}>
            <Heading as="h3">{app.name}</Heading>
            <p>{app.description}</p>
            {/* eslint-disable-next-line @docusaurus/no-html-links -- an absolute URL opened in the same tab: Link would add target=_blank */}
            <a href={app.links[0].href} rel="noopener noreferrer">
              {app.links[0].label}
            </a>
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <Link to="/Apps">See all apps</Link>
      </p>
    </Section>
  );
}
