import React, {useCallback, useEffect, useMemo, useState} from 'react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {createLocalSearchClient, normaliseQuery, type LocalSearchResult} from '../localClient';
import {hitsPerPage, maxQueryLength, searchIndexPath} from '../types';
import {missingResultsUrl, searchTranslations} from '../translations';
import styles from './styles.module.css';

const popular: {label: string; to: string}[] = [
  {label: 'Overview of Intuition', to: '/docs/introduction/overview'},
  {label: 'Quickstart: your first atom and triple', to: '/docs/quickstart/getting-started'},
  {label: 'Contract deployments', to: '/docs/developer-tools/contracts/deployments'},
  {label: 'GraphQL API', to: '/docs/developer-tools/graphql-api/overview'},
  {label: 'Bonding curves', to: '/docs/introduction/the-economics/bonding-curves'},
  {label: 'Key terms', to: '/docs/resources/key-terms'},
];

/** What the page shows before a query: how search matches, and where most readers go. */
function SearchTips(): React.JSX.Element {
  return (
    <section className={styles.tips} aria-labelledby="search-tips">
      <Heading as="h2" id="search-tips">
        How search works
      </Heading>
      <p>
        Search looks through every page of the documentation and the site, section by section, and takes you to the
        heading that matches. It matches the beginnings of words, so <code>atom</code> finds atoms and atomWallet, and
        it forgives small typos such as <code>tripel</code>. Queries are limited to {maxQueryLength} characters. You can
        also open search from any page with the <kbd>/</kbd> key or <kbd>Ctrl</kbd> + <kbd>K</kbd>.
      </p>
      <Heading as="h2" id="popular-pages">
        Popular pages
      </Heading>
      <ul>
        {popular.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

type State = {status: 'idle'} | {status: 'loading'} | {status: 'error'} | {status: 'done'; result: LocalSearchResult};

const texts = searchTranslations.modal;

/** The /search page of the local backend: ?q= holds the query and ?page= the result page, so results can be shared. */
export default function LocalSearchPage(): React.JSX.Element {
  const history = useHistory();
  const location = useLocation();
  const indexUrl = useBaseUrl(searchIndexPath);
  const client = useMemo(() => createLocalSearchClient(indexUrl), [indexUrl]);
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const [state, setState] = useState<State>({status: 'idle'});
  const [attempt, setAttempt] = useState(0);

  // The URL is read after hydration on purpose, so the server HTML and the first client render agree.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const q = normaliseQuery(params.get('q'));
    const p = Math.max(0, Number.parseInt(params.get('page') ?? '1', 10) - 1 || 0);
    setInput(q);
    setQuery(q);
    setPage(p);
  }, [location.search]);

  useEffect(() => {
    if (!query) {
      setState({status: 'idle'});
      return undefined;
    }
    let cancelled = false;
    setState({status: 'loading'});
    client
      .search({requests: [{query, page, hitsPerPage}]})
      .then(({results}) => {
        if (!cancelled) setState({status: 'done', result: results[0]!});
      })
      .catch(() => {
        if (!cancelled) setState({status: 'error'});
      });
    return () => {
      cancelled = true;
    };
  }, [client, query, page, attempt]);

  const updateUrl = useCallback(
    (q: string, p: number) => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (p > 0) params.set('page', String(p + 1));
      const search = params.toString();
      history.replace({pathname: location.pathname, search: search ? `?${search}` : ''});
    },
    [history, location.pathname],
  );

  const onChange = (value: string) => {
    const next = value.slice(0, maxQueryLength);
    setInput(next);
    updateUrl(normaliseQuery(next), 0);
  };

  const result = state.status === 'done' ? state.result : null;

  return (
    <Layout
      title={query ? `Search results for "${query}"` : 'Search the documentation'}
      description="Search the Intuition documentation.">
      <main className="container margin-vert--lg">
        <Heading as="h1">{query ? `Search results for "${query}"` : 'Search the documentation'}</Heading>
        <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="search-page-input" className={styles.label}>
            Search query
          </label>
          <input
            id="search-page-input"
            type="search"
            className={styles.input}
            value={input}
            maxLength={maxQueryLength}
            placeholder="Search docs"
            autoComplete="off"
            onChange={(event) => onChange(event.target.value)}
          />
        </form>

        <div aria-live="polite" className={styles.status}>
          {state.status === 'loading' && <p>Searching…</p>}
          {result && result.nbHits > 0 && (
            <p>
              {result.nbHits} {result.nbHits === 1 ? 'result' : 'results'}
              {result.nbPages > 1 && ` — page ${result.page + 1} of ${result.nbPages}`}
            </p>
          )}
        </div>

        {state.status === 'idle' && <SearchTips />}

        {state.status === 'error' && (
          <div className={styles.message} role="alert">
            <p className={styles.messageTitle}>{texts.errorScreen.titleText}</p>
            <p>{texts.errorScreen.helpText}</p>
            <button type="button" className="button button--primary" onClick={() => setAttempt((n) => n + 1)}>
              Retry
            </button>
          </div>
        )}

        {result && result.nbHits === 0 && (
          <div className={styles.message}>
            <p className={styles.messageTitle}>
              {texts.noResultsScreen.noResultsText} &quot;<strong>{result.query}</strong>&quot;
            </p>
            <p>
              {texts.noResultsScreen.suggestedQueryText}{' '}
              {['atoms', 'triples', 'bonding curve', 'GraphQL'].map((suggestion, i) => (
                <React.Fragment key={suggestion}>
                  {i > 0 && ', '}
                  <Link to={`/search?q=${encodeURIComponent(suggestion)}`}>{suggestion}</Link>
                </React.Fragment>
              ))}
            </p>
            <p>
              {texts.noResultsScreen.reportMissingResultsText}{' '}
              <Link href={missingResultsUrl(result.query)} target="_blank" rel="noopener noreferrer">
                {texts.noResultsScreen.reportMissingResultsLinkText}
              </Link>
            </p>
          </div>
        )}

        {result && result.hits.length > 0 && (
          <ol className={styles.hits} start={result.page * result.hitsPerPage + 1}>
            {result.hits.map((hit) => {
              const trail = [hit.hierarchy.lvl0, hit.hierarchy.lvl1, hit.hierarchy.lvl2, hit.hierarchy.lvl3].filter(
                Boolean,
              );
              const heading = hit.hierarchy.lvl3 ?? hit.hierarchy.lvl2 ?? hit.hierarchy.lvl1;
              return (
                <li key={hit.objectID} className={styles.hit}>
                  <Link to={hit.url} className={styles.hitTitle}>
                    {heading}
                  </Link>
                  <p className={styles.trail}>{trail.join(' › ')}</p>
                  {hit._snippetResult.content.value && (
                    <p
                      className={styles.snippet}
                      // eslint-disable-next-line react/no-danger -- escaped in localClient before <mark> tags are added around matches
                      dangerouslySetInnerHTML={{__html: hit._snippetResult.content.value}}
                    />
                  )}
                </li>
              );
            })}
          </ol>
        )}

        {result && result.nbPages > 1 && (
          <nav className={styles.pager} aria-label="Search result pages">
            <button
              type="button"
              className="button button--secondary"
              disabled={result.page === 0}
              onClick={() => updateUrl(query, result.page - 1)}>
              Previous page
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={result.page + 1 >= result.nbPages}
              onClick={() => updateUrl(query, result.page + 1)}>
              Next page
            </button>
          </nav>
        )}
      </main>
    </Layout>
  );
}
