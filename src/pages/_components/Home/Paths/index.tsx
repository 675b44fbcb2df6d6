import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Section from '../Section';
import {homePaths, type HomePath} from '@site/src/data/home';
import styles from './styles.module.css';

const groups: {audience: HomePath['audience']; title: string}[] = [
  {audience: 'developer', title: 'For developers'},
  {audience: 'community', title: 'For the community'},
];

export default function Paths(): React.JSX.Element {
  return (
    <Section id="paths" title="Where to start" lead="Pick the path that matches what you came to do." muted>
      <div className={styles.columns}>
        {groups.map((group) => (
          <div key={group.audience}>
            <Heading as="h3">{group.title}</Heading>
            <ul className={styles.list}>
              {homePaths
                .filter((path) => path.audience === group.audience)
                .map((path) => (
                  <li key={path.to}>
                    <Link to={path.to} className={styles.pathLink}>
                      {path.title}
                    </Link>
                    <p>{path.description}</p>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}
