import React from 'react';
import Link from '@docusaurus/Link';
import {predicateSources, sourceUrl, type PredicateSourceKey} from '@site/src/data/predicates';

/** Every file the predicate catalogue was read from, with its repository, commit and date. */
export default function PredicateSources(): React.JSX.Element {
  const keys = Object.keys(predicateSources) as PredicateSourceKey[];
  return (
    <ul data-predicate-sources="">
      {keys.map((key) => {
        const source = predicateSources[key];
        return (
          <li key={key}>
            {source.app}: <Link href={sourceUrl(key)}>{source.path}</Link> in {source.repo} at{' '}
            <code>{source.commit.slice(0, 7)}</code>
            {'date' in source ? ` (${source.date})` : ''}
          </li>
        );
      })}
    </ul>
  );
}
