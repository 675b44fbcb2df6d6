import {QueryClient, QueryClientProvider} from '@tanstack/react-query';
import {StrictMode, useEffect, useState} from 'react';
import {createRoot} from 'react-dom/client';
import {WagmiProvider} from 'wagmi';
import {App} from './App';
import {wagmiConfig} from './config';
import {CuratedList} from './tutorials/CuratedList';
import './styles.css';

const queryClient = new QueryClient();

/**
 * A hash router, so the built app stays one static page any host can serve: #/ is the claims browser,
 * #/curated-list?list=<name> the curated-list tutorial.
 */
function Router() {
  const [hash, setHash] = useState(location.hash);
  useEffect(() => {
    const onChange = () => setHash(location.hash);
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  const [route, query = ''] = hash.split('?');
  const list = new URLSearchParams(query).get('list') ?? 'Intuition reading list';
  return (
    <>
      <nav aria-label="Views">
        <a href="#/">Claims browser</a> <a href="#/curated-list">Curated list</a>
      </nav>
      {route === '#/curated-list' ? <CuratedList key={list} list={list} /> : <App />}
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
