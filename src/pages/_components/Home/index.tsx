import React from 'react';
import Hero from './Hero';
import Primitives from './Primitives';
import Paths from './Paths';
import FeaturedApps from './FeaturedApps';
import Packages from './Packages';
import Community from './Community';

export default function Home(): React.JSX.Element {
  return (
    <main>
      <Hero />
      <Primitives />
      <Paths />
      <FeaturedApps />
      <Packages />
      <Community />
    </main>
  );
}
