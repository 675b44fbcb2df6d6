/**
 * The SPEC behaviours (../shared/SPEC.md) a reader or a client can observe, each with the Playwright tag its tests
 * carry. tests/spec-coverage.ts lists the suite's tests by tag and writes tests/SPEC-COVERAGE.md; `npm test` fails
 * when a behaviour here has no test, a test carries a tag not listed here, or the committed map is stale.
 * Constants no reader can observe (the route-pattern cache size, the framework version) are left out on purpose.
 */
export interface SpecBehaviour {
  tag: `@spec-${string}`;
  section: string;
  behaviour: string;
}

export const specBehaviours: readonly SpecBehaviour[] = [
  {
    tag: '@spec-locale',
    section: '§1 §3 §9',
    behaviour: 'A single locale, en, left to right: lang="en" dir="ltr" on every page',
  },
  {tag: '@spec-routes', section: '§2 §2.1 §2.2', behaviour: 'Every listed route answers with its page'},
  {tag: '@spec-not-found', section: '§2 §8', behaviour: 'Any other path shows the not-found page'},
  {
    tag: '@spec-clean-paths',
    section: '§2 §9',
    behaviour: 'No trailing slash; paths ending in .html or /index.html reach the clean path',
  },
  {
    tag: '@spec-second-readings',
    section: '§2.1 §2.2',
    behaviour: '/sdks/ui and /docs/testnet/* (the second readings) reach the canonical pages',
  },
  {tag: '@spec-docs-root', section: '§2.2', behaviour: 'The /docs root is a route that leads to the main doc'},
  {
    tag: '@spec-sidebar',
    section: '§2.2',
    behaviour: 'The docs sidebar starts with the overview and holds every doc except those kept out',
  },
  {
    tag: '@spec-sidebar-behaviour',
    section: '§2.2',
    behaviour: 'The sidebar auto-collapses categories and can be hidden',
  },
  {tag: '@spec-breadcrumbs', section: '§2.2', behaviour: 'Breadcrumbs are shown'},
  {tag: '@spec-toc', section: '§2.2 §9', behaviour: 'The table of contents shows heading levels 2 to 3'},
  {
    tag: '@spec-search-page',
    section: '§2.3 §9',
    behaviour: 'The search results page is /search; ?q= carries the query',
  },
  {
    tag: '@spec-framework-param',
    section: '§2.3 §9',
    behaviour: '?framework= is saved to local storage as the preferred tab',
  },
  {
    tag: '@spec-navbar',
    section: '§2.4',
    behaviour: 'Navbar items in order (Docs, Protocol Explorer, Network Hub, Website, GitHub, Forum), then search',
  },
  {
    tag: '@spec-navbar-chrome',
    section: '§2.4 §9',
    behaviour: 'Brand link with a 40 × 101 px logo, colour-mode toggle, language and versions dropdowns',
  },
  {
    tag: '@spec-mobile-menu',
    section: '§2.4 §4',
    behaviour: 'Mobile hamburger menu with a back-to-main-menu button; it closes at desktop width (996 px)',
  },
  {tag: '@spec-navbar-no-hide', section: '§2.4', behaviour: 'The navbar does not hide on scroll'},
  {
    tag: '@spec-announcement',
    section: '§2.4 §4',
    behaviour: 'The announcement bar can be dismissed; the dismissal is stored and reset when its id changes',
  },
  {tag: '@spec-footer', section: '§2.4', behaviour: 'Footer on every page with the four columns and their links'},
  {
    tag: '@spec-footer-extras',
    section: '§2.4 §9',
    behaviour: 'Footer social icons, copyright with the current year, themed logo, at most 1080 px wide',
  },
  {tag: '@spec-footer-toggle', section: '§2.4', behaviour: 'Each footer section opens and closes on its own'},
  {
    tag: '@spec-page-loading',
    section: '§2.4 §4 §8',
    behaviour: 'Page loading: a failed load never leaves the reader without the page (see README, Notes on behaviour)',
  },
  {
    tag: '@spec-colour-mode',
    section: '§4',
    behaviour:
      'Colour mode light by default, following the system; the toggle cycles light, dark, system; stored under "theme"',
  },
  {
    tag: '@spec-search-modal',
    section: '§4',
    behaviour: 'The search modal opens from the button, /, Ctrl+K or Cmd+K, or by typing, and closes on Escape',
  },
  {
    tag: '@spec-route-change',
    section: '§4',
    behaviour: "The next route's code is preloaded; on failure the page reloads",
  },
  {
    tag: '@spec-progress-bar',
    section: '§4 §9',
    behaviour: 'A progress bar starts after 200 ms of navigation and ends when the route finishes',
  },
  {
    tag: '@spec-search-mode',
    section: '§4 §9',
    behaviour: 'The search mode is stored as "ai" or "docsearch" under "search"; an AI assistant is loaded',
  },
  {
    tag: '@spec-docs-version',
    section: '§4 §9',
    behaviour: 'The docs version preference (docs-preferred-version; a documented departure on a single-version site)',
  },
  {tag: '@spec-query-limit', section: '§5 §9', behaviour: 'A search query is at most 64 characters'},
  {
    tag: '@spec-docsearch-call',
    section: '§7 §9',
    behaviour:
      'Docs search POSTs to the multi-index queries path with the configured id and key, index docs, facet filters, 20 hits per page',
  },
  {
    tag: '@spec-prefetch',
    section: '§7',
    behaviour: 'Page code chunks load on demand and as prefetch; prefetch is skipped on 2g or data-saver',
  },
  {
    tag: '@spec-third-party-scripts',
    section: '§7',
    behaviour:
      'The AI widget (with its client key), the async status-page script and the tag manager load when configured',
  },
  {
    tag: '@spec-no-product-calls',
    section: '§7',
    behaviour: 'No call leaves a page unless configured or asked for by the reader',
  },
  {
    tag: '@spec-crash',
    section: '§8',
    behaviour: "A page crash shows 'This page crashed.', 'Try again' and the error message chain",
  },
  {
    tag: '@spec-search-failure',
    section: '§8',
    behaviour: "A search failure shows 'Unable to fetch results' and the network hint",
  },
  {
    tag: '@spec-no-results',
    section: '§8',
    behaviour: "No search results show 'No results for', 'Try searching for' and the report link",
  },
  {
    tag: '@spec-base-url-banner',
    section: '§8',
    behaviour: "A wrong base URL shows the red banner 'Your Docusaurus site did not load properly' with a suggestion",
  },
  {
    tag: '@spec-search-labels',
    section: '§9',
    behaviour: "The search button is labelled 'Search' and the input's placeholder is 'Search docs'",
  },
  {tag: '@spec-sitemap', section: '§9', behaviour: 'The sitemap excludes tag pages and /api/*'},
  {tag: '@spec-code-languages', section: '§9', behaviour: 'Code blocks support the thirteen listed languages'},
  {tag: '@spec-diagrams', section: '§9', behaviour: 'Diagrams are supported'},
];
