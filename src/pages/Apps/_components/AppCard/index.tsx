import type {ReactNode} from 'react';
import clsx from 'clsx';

import LinkCard from '@site/src/components/mdx/LinkCard';
import {appCategories, networkOrder, type App, type Network} from '@site/src/data/apps';

import styles from './styles.module.css';

const networkLabels: Record<Network, string> = {mainnet: 'Mainnet', testnet: 'Testnet'};

/** One app in the gallery: a LinkCard whose body adds the networks it runs on and an optional note. */
export default function AppCard({app}: {app: App}): ReactNode {
  return (
    <LinkCard
      id={app.id}
      headingLevel="h3"
      eyebrow={appCategories[app.category].label}
      title={app.name}
      description={app.description}
      links={app.links.map((link) => ({label: link.label, to: link.href}))}>
      <p className={styles.networks}>
        <span className={styles.networksLabel}>Networks:</span>{' '}
        {app.networks.length > 0 ? (
          networkOrder
            .filter((network) => app.networks.includes(network))
            .map((network) => (
              <span key={network} className={clsx('badge', styles.badge, styles[network])}>
                {networkLabels[network]}
              </span>
            ))
        ) : (
          <span className={styles.unstated}>not stated by the project</span>
        )}
      </p>
      {app.note && <p className={styles.note}>{app.note}</p>}
    </LinkCard>
  );
}
