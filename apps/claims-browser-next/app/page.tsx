'use client';

import {useQuery} from '@tanstack/react-query';
import {useConnect, useConnection, useConnectors, useDisconnect} from 'wagmi';
import {chain, graphqlUrl, multiVault} from './config';

const LATEST_ATOMS = `query Latest { atoms(order_by: {created_at: desc}, limit: 5) { term_id label } }`;

async function latestAtoms(): Promise<{term_id: string; label: string | null}[]> {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({query: LATEST_ATOMS}),
  });
  const body = (await response.json()) as {data?: {atoms: {term_id: string; label: string | null}[]}};
  if (!body.data) throw new Error(`GraphQL answered ${response.status} without data`);
  return body.data.atoms;
}

function Wallet() {
  const {address, status} = useConnection();
  const connectors = useConnectors();
  const {connect} = useConnect();
  const {disconnect} = useDisconnect();
  // 'reconnecting' with an address is the state a cookie gives the server: the account is known, the wallet
  // has not answered yet. Showing the address then is what keeps the first paint from flashing "disconnected".
  if (address)
    return (
      <section aria-label="Wallet">
        <span data-testid="account">{address}</span> ({status}) <button onClick={() => disconnect()}>Disconnect</button>
      </section>
    );
  return (
    <section aria-label="Wallet">
      <span data-testid="account">Not connected</span>{' '}
      {connectors
        .filter((connector) => connector.id !== 'injected')
        .map((connector) => (
          <button key={connector.uid} onClick={() => connect({connector})}>
            Connect {connector.name}
          </button>
        ))}
    </section>
  );
}

export default function Home() {
  const atoms = useQuery({queryKey: ['latest-atoms', graphqlUrl], queryFn: latestAtoms});
  return (
    <main>
      <h1>Intuition claims</h1>
      <p>
        {chain.name}, MultiVault {multiVault}
      </p>
      <Wallet />
      <h2>Latest atoms</h2>
      {atoms.isPending && <p>Loading…</p>}
      {atoms.error && <p role="alert">{atoms.error.message}</p>}
      <ul>
        {atoms.data?.map((atom) => (
          <li key={atom.term_id}>{atom.label ?? atom.term_id}</li>
        ))}
      </ul>
    </main>
  );
}
