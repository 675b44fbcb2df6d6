import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Section from '../Section';
import {primitives} from '@site/src/data/home';
import cards from '../cards.module.css';
import styles from './styles.module.css';

export default function Primitives(): React.JSX.Element {
  return (
    <Section
      id="primitives"
      title="Three primitives"
      lead="Everything in Intuition is built from atoms, triples and the signal staked on them.">
      <ul className={cards.grid}>
        {primitives.map((primitive) => (
          <li key={primitive.name} className={cards.card}>
            <Heading as="h3">{primitive.name}</Heading>
            <p>{primitive.summary}</p>
            <p className={styles.example}>
              <span>Example: </span>
              {primitive.example}
            </p>
            <Link to={primitive.to}>Learn about {primitive.name.toLowerCase()}</Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
