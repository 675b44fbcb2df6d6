import {useCallback, useEffect, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useHistory, useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';

import CardGrid from '@site/src/components/mdx/CardGrid';
import {appCategories, appCategoryOrder, isAppCategory, sortedApps, type AppCategory} from '@site/src/data/apps';

import AppCard from '../AppCard';
import styles from './styles.module.css';

const QUERY_KEY = 'category';

function countIn(category: AppCategory): number {
  return sortedApps.filter((app) => app.category === category).length;
}

/**
 * Keeps the selected category in the URL as ?category=<slug>.
 * The URL is read in an effect, after hydration, on purpose: the static HTML is rendered without a
 * query string, so reading location.search during the first render would make server and client
 * markup differ. (Docusaurus' own showcase page delays its filters the same way.)
 */
function useCategoryFromUrl(): [AppCategory | null, (next: AppCategory | null) => void] {
  const location = useLocation();
  const history = useHistory();
  const [category, setCategory] = useState<AppCategory | null>(null);

  useEffect(() => {
    const value = new URLSearchParams(location.search).get(QUERY_KEY);
    setCategory(value !== null && isAppCategory(value) ? value : null);
  }, [location.search]);

  const select = useCallback(
    (next: AppCategory | null) => {
      setCategory(next);
      const params = new URLSearchParams(location.search);
      if (next) {
        params.set(QUERY_KEY, next);
      } else {
        params.delete(QUERY_KEY);
      }
      const search = params.toString();
      history.replace({pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash});
    },
    [history, location.hash, location.pathname, location.search],
  );

  return [category, select];
}

/** The filterable app grid on /Apps. */
export default function AppGallery(): ReactNode {
  const [category, select] = useCategoryFromUrl();
  const apps = useMemo(
    () => (category ? sortedApps.filter((app) => app.category === category) : sortedApps),
    [category],
  );
  const status = category
    ? `Showing ${apps.length} of ${sortedApps.length} apps in ${appCategories[category].label}.`
    : `Showing all ${sortedApps.length} apps.`;

  return (
    <section className="margin-bottom--xl">
      <Heading as="h2" id="browse">
        Browse the apps
      </Heading>
      <div role="group" aria-label="Filter apps by category" className={styles.filters}>
        <button
          type="button"
          className={clsx('button button--sm', category === null ? 'button--primary' : 'button--secondary')}
          aria-pressed={category === null}
          aria-controls="app-list"
          onClick={() => select(null)}>
          All ({sortedApps.length})
        </button>
        {appCategoryOrder.map((key) => (
          <button
            key={key}
            type="button"
            className={clsx('button button--sm', category === key ? 'button--primary' : 'button--secondary')}
            aria-pressed={category === key}
            aria-controls="app-list"
            onClick={() => select(key)}>
            {appCategories[key].label} ({countIn(key)})
          </button>
        ))}
      </div>
      <p className={styles.status} aria-live="polite">
        {status} {category && appCategories[category].description}
      </p>
      <CardGrid id="app-list">
        {apps.map((app) => (
          <AppCard key={app.id} app={app} />
        ))}
      </CardGrid>
    </section>
  );
}
