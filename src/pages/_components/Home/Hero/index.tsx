import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export default function Hero(): React.JSX.Element {
  return (
    <header className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          Intuition documentation
        </Heading>
        <p className={styles.subtitle}>
          Intuition is an open protocol for shared knowledge. Anyone can name a thing as an atom, state a claim about it
          as a triple, and back that claim with TRUST. The stake behind each claim is public, so apps and agents can
          tell how much the community stands behind it.
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/introduction/overview">
            Read the overview
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/quickstart/getting-started">
            Start building
          </Link>
        </div>
      </div>
    </header>
  );
}
