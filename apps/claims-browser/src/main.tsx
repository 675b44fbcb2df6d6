import {QueryClient, QueryClientProvider} from '@tanstack/react-query';
import {StrictMode, useEffect, useState} from 'react';
import {createRoot} from 'react-dom/client';
import {isHex} from 'viem';
import {WagmiProvider} from 'wagmi';
import {App} from './App';
import {wagmiConfig} from './config';
import {CuratedList} from './tutorials/CuratedList';
import {ForAgainst} from './tutorials/ForAgainst';
import './styles.css';

const queryClient = new QueryClient();

/**
 * A hash router, so the built app stays one static page any host can serve: #/ is the claims browser,
 * #/curated-list?list=<name> the curated-list tutorial, #/for-against?triple=<id> the For or Against one.
 */
function Router() {
  const [hash, setHash] = useState(location.hash);
  useEffect(() => {
    const onChange = () => setHash(location.hash);
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  const [route, query = ''] = hash.split('?');
  const params = new URLSearchParams(query);
  const list = params.get('list') ?? 'Intuition reading list';
  const triple = params.get('triple');
  return (
    <>
      <nav aria-label="Views">
        <a href="#/">Claims browser</a> <a href="#/curated-list">Curated list</a>{' '}
        <a href="#/for-against">For or against</a>
      </nav>
      {route === '#/curated-list' ? (
        <CuratedList key={list} list={list} />
      ) : route === '#/for-against' ? (
        isHex(triple, {strict: true}) && triple.length === 66 ? (
          <ForAgainst key={triple} tripleId={triple} />
        ) : (
          <main>
            <h1>For or against</h1>
            <p>Open this view with a claim: add ?triple= and the triple&apos;s id to the address.</p>
          </main>
        )
      ) : (
        <App />
      )}
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <Router />
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
);
