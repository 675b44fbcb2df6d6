import {Fragment, type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';

import type {ExportGroup} from '@site/src/data/packageExports';

import styles from './styles.module.css';

interface Props {
  readonly groups: readonly ExportGroup[];
  /** Prefix for the group anchors, so two lists on one site never share ids. */
  readonly idPrefix: string;
  /**
   * The package's generated reference (src/features/package-reference/): each name links to its entry, and
   * each group to its page, /docs/developer-tools/sdks/reference/<package>/<group id>.
   */
  readonly referencePackage?: 'protocol' | 'sdk';
}

/** A camelCase name with a line-break opportunity before each inner capital, so long names wrap between words. */
function BreakableName({name}: {name: string}): ReactNode {
  const words = name.split(/(?=[A-Z])/);
  return words.map((word, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {word}
    </Fragment>
  ));
}

/** Exports of an npm package grouped by task: one h3 per group, names as code, and known caveats. */
export default function ExportGroups({groups, idPrefix, referencePackage}: Props): ReactNode {
  const page = (group: ExportGroup) => `/docs/developer-tools/sdks/reference/${referencePackage ?? ''}/${group.id}`;
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <section key={group.id} className={clsx('padding--md', styles.group)}>
          <Heading as="h3" id={`${idPrefix}-${group.id}`} className={styles.title}>
            {group.title}
          </Heading>
          <p>{group.description}</p>
          {group.names.length > 0 && (
            <ul className={styles.names} aria-label={`${group.title}: functions and values`}>
              {group.names.map((name) => (
                <li key={name}>
                  {referencePackage ? (
                    <Link to={`${page(group)}#${name.toLowerCase()}`}>
                      <code>
                        <BreakableName name={name} />
                      </code>
                    </Link>
                  ) : (
                    <code>
                      <BreakableName name={name} />
                    </code>
                  )}
                </li>
              ))}
            </ul>
          )}
          {group.typeNames && group.typeNames.length > 0 && (
            <p className={styles.types}>
              Types:{' '}
              {group.typeNames.map((name, index) => (
                <span key={name}>
                  {index > 0 && ', '}
                  <code>{name}</code>
                </span>
              ))}
            </p>
          )}
          {referencePackage && group.names.length > 0 && (
            <p className={styles.types}>
              <Link to={page(group)}>Signatures and parameters: {group.title.toLowerCase()}</Link>
            </p>
          )}
          {group.caveat && (
            <div className={clsx('alert alert--warning', styles.caveat)} role="note">
              <strong>Note for 2.0.2:</strong> {group.caveat}
            </div>
          )}
        </section>
      ))}
    </div>
  );
}
