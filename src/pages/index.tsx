import React from 'react';
import Layout from '@theme/Layout';
import Home from '@site/src/components/Home';

export default function HomePage(): React.JSX.Element {
  return (
    <Layout
      title="Intuition documentation"
      description="Learn and build with Intuition: atoms, triples and signals staked in TRUST on the Intuition network.">
      <Home />
    </Layout>
  );
}
