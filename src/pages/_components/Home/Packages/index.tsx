import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Section from '../Section';
import {homePackages} from '@site/src/data/home';
import styles from '../cards.module.css';

export default function Packages(): React.JSX.Element {
  return (
    <Section
      id="packages"
      title="SDKs and packages"
      lead="TypeScript packages published on npm, with their own pages here.">
      <ul className={styles.grid}>
        {homePackages.map((pkg) => (
          <li key={pkg.name} className={styles.card}>
            <Heading as="h3">
              <code>{pkg.name}</code>
            </Heading>
            <p>{pkg.summary}</p>
            <pre className={styles.install}>
              <code>{pkg.install}</code>
            </pre>
            <Link to={pkg.to}>About {pkg.name}</Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
