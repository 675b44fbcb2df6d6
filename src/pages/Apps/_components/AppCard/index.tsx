import type {ReactNode} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Heading from '@theme/Heading';

import {SmartLink} from '@site/src/components/LinkCard';
import {appCategories, type App, type Network} from '@site/src/data/apps';

import styles from './styles.module.css';

const networkLabels: Record<Network, string> = {mainnet: 'Mainnet', testnet: 'Testnet'};

/** One app in the gallery: name, category, description, networks and links. */
export default function AppCard({app}: {app: App}): ReactNode {
  useBrokenLinks().collectAnchor(app.id);
  const [primary, ...others] = app.links;
  return (
    <article id={app.id} className={clsx('card', styles.appCard)}>
      <div className="card__header">
        <p className={styles.category}>{appCategories[app.category].label}</p>
        <Heading as="h3" className={styles.name}>
          {app.name}
        </Heading>
      </div>
      <div className={clsx('card__body', styles.body)}>
        <p>{app.description}</p>
        <p className={styles.networks}>
          <span className={styles.networksLabel}>Networks:</span>{' '}
          {app.networks.length > 0 ? (
            app.networks.map((network) => (
              <span key={network} className={clsx('badge', styles.badge, styles[network])}>
                {networkLabels[network]}
              </span>
            ))
          ) : (
            <span className={styles.unstated}>not stated by the project</span>
          )}
        </p>
        {app.note && <p className={styles.note}>{app.note}</p>}
      </div>
      <div className={clsx('card__footer', styles.footer)}>
        <SmartLink to={primary.href} className={clsx('button button--primary button--sm', styles.primaryAction)}>
          {primary.label}
        </SmartLink>
        {others.length > 0 && (
          <ul className={styles.links}>
            {others.map((link) => (
              <li key={link.href + link.label}>
                <SmartLink to={link.href}>{link.label}</SmartLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
