import type {Metadata} from 'next';
import {headers} from 'next/headers';
import type {ReactNode} from 'react';
import {cookieToInitialState} from 'wagmi';
import {wagmiConfig} from './config';
import {Providers} from './providers';

export const metadata: Metadata = {title: 'Intuition claims (Next.js)'};

/**
 * A server component: it reads the request's cookie header, turns wagmi's saved connection into an initial
 * state, and hands it to the client providers, so the first HTML already shows the account a reader connected.
 */
export default async function RootLayout({children}: {children: ReactNode}) {
  const initialState = cookieToInitialState(wagmiConfig, (await headers()).get('cookie'));
  return (
    <html lang="en">
      <body>
        <Providers initialState={initialState}>{children}</Providers>
      </body>
    </html>
  );
}
