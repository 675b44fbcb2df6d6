/** SPEC §8–9 texts for the search UI (the DocSearch defaults, stated so that a test can hold them). */
export const searchTranslations = {
  button: {buttonText: 'Search', buttonAriaLabel: 'Search'},
  modal: {
    searchBox: {
      resetButtonTitle: 'Clear the query',
      resetButtonAriaLabel: 'Clear the query',
      cancelButtonText: 'Cancel',
    },
    errorScreen: {titleText: 'Unable to fetch results', helpText: 'You might want to check your network connection.'},
    noResultsScreen: {
      noResultsText: 'No results for',
      suggestedQueryText: 'Try searching for',
      reportMissingResultsText: 'Believe this query should return results?',
      reportMissingResultsLinkText: 'Let us know.',
    },
  },
};

export function missingResultsUrl(query: string): string {
  const title = encodeURIComponent(`Search: no results for "${query.slice(0, 64)}"`);
  return `https://github.com/0xIntuition/intuition-docs/issues/new?title=${title}`;
}
