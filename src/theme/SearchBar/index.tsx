// Wraps the search slot: with Algolia keys the theme's own DocSearch bar renders; without them the same
// DocSearch UI runs over the index this site builds (src/components/LocalSearchBar), so no request leaves the site.
import React from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import LocalSearchBar from '@site/src/components/LocalSearchBar';

export default function SearchBarWrapper(): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields?.searchBackend === 'algolia' ? <OriginalSearchBar /> : <LocalSearchBar />;
}
