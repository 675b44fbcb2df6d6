import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';

import {ogImagePath, sitePages, type SitePageKey} from '@site/src/data/sitePages';

interface Props {
  /** The page's entry in src/data/sitePages.ts, which holds its title, description and share image. */
  readonly page: SitePageKey;
  readonly children: ReactNode;
}

/**
 * The theme Layout with the page's title, description and Open Graph image from src/data/sitePages.ts.
 * PageMetadata turns the image path into an absolute URL on the site URL and sets og:image and
 * twitter:image, overriding the site-wide default from themeConfig.image.
 */
export default function SitePageLayout({page, children}: Props): ReactNode {
  const meta = sitePages[page];
  return (
    <Layout title={meta.title} description={meta.description}>
      <PageMetadata image={ogImagePath(meta)} />
      {children}
    </Layout>
  );
}
