import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Heading from '@theme/Heading';

import styles from './styles.module.css';

export interface CardLink {
  readonly label: string;
  /** An absolute site path ("/docs/…") or a full https URL. */
  readonly to: string;
}

interface Props {
  readonly title: string;
  /** Pick the level that fits the page outline (h2 directly under the h1, h3 inside an h2 section). */
  readonly headingLevel: 'h2' | 'h3';
  /** Anchor for the card; registered with the broken-anchor checker. */
  readonly id?: string;
  /** A short label shown above the title, e.g. a category. */
  readonly eyebrow?: string;
  /** Inline content only: it is rendered inside a <p>. */
  readonly description: ReactNode;
  /** Block content under the description, e.g. a list of steps. */
  readonly children?: ReactNode;
  /** The first link is the main action; the rest are listed under it. */
  readonly links?: readonly CardLink[];
  readonly className?: string;
}

/** Renders an internal link with `to` (client-side routing) and anything else with `href`. */
export function SmartLink({to, className, children}: {to: string; className?: string; children: ReactNode}): ReactNode {
  return to.startsWith('/') ? (
    <Link to={to} className={className}>
      {children}
    </Link>
  ) : (
    <Link href={to} className={className}>
      {children}
    </Link>
  );
}

/** A card with a heading, a description and one or more links. Used by several landing pages. */
export default function LinkCard({
  title,
  headingLevel,
  id,
  eyebrow,
  description,
  children,
  links = [],
  className,
}: Props): ReactNode {
  useBrokenLinks().collectAnchor(id);
  const [primary, ...secondary] = links;
  return (
    <article id={id} className={clsx('card', styles.linkCard, className)}>
      <div className="card__header">
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <Heading as={headingLevel} className={styles.title}>
          {title}
        </Heading>
      </div>
      <div className={clsx('card__body', styles.body)}>
        <p className={styles.description}>{description}</p>
        {children}
      </div>
      {primary && (
        <div className={clsx('card__footer', styles.footer)}>
          <SmartLink to={primary.to} className={clsx('button button--primary button--sm', styles.primaryAction)}>
            {primary.label}
          </SmartLink>
          {secondary.length > 0 && (
            <ul className={styles.secondaryLinks}>
              {secondary.map((link) => (
                <li key={link.to + link.label}>
                  <SmartLink to={link.to}>{link.label}</SmartLink>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </article>
  );
}
