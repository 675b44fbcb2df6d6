'use client';

import {QueryClient, QueryClientProvider} from '@tanstack/react-query';
import {useState, type ReactNode} from 'react';
import {WagmiProvider, type State} from 'wagmi';
import {wagmiConfig} from './config';

/**
 * WagmiProvider and QueryClientProvider hold browser state, so they live in a client component. The QueryClient
 * is made once per browser tab (useState), not once per module, so two server requests never share a cache.
 */
export function Providers({children, initialState}: {children: ReactNode; initialState: State | undefined}) {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <WagmiProvider config={wagmiConfig} initialState={initialState}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  );
}
