import React from 'react';
import Home from '@site/src/pages/_components/Home';
import SitePageLayout from '@site/src/pages/_components/SitePageLayout';

export default function HomePage(): React.JSX.Element {
  return (
    <SitePageLayout page="home">
      <Home />
    </SitePageLayout>
  );
}
