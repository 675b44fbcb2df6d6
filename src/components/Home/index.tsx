import React from 'react';
import Hero from './Hero';
import Primitives from './Primitives';
import Paths from './Paths';

export default function Home(): React.JSX.Element {
  return (
    <main>
      <Hero />
      <Primitives />
      <Paths />
    </main>
  );
}
