// Wraps the search slot: with Algolia keys the theme's own DocSearch bar renders; without them the same
// DocSearch UI runs over the index this site builds (LocalSearchBar), so no request leaves the site. Either way
// SearchModalExtras adds the failure screen and, when configured, the AI search mode. The feature: src/features/search.
import React from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import LocalSearchBar from '@site/src/features/search/LocalSearchBar';
import SearchModalExtras from '@site/src/features/search/SearchModalExtras';

export default function SearchBarWrapper(): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  return (
    <>
      {siteConfig.customFields?.searchBackend === 'algolia' ? <OriginalSearchBar /> : <LocalSearchBar />}
      <SearchModalExtras />
    </>
  );
}
