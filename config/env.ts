// The only module that reads process.env: every optional integration is off unless its variable is set,
// so a default build makes no request to any host but its own (README "Environment variables").
const read = (name: string): string | undefined => {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
};

export interface AiWidgetConfig {
  scriptUrl: string;
  clientKey: string;
  /** Dotted path of the widget's global that opens it with a question, e.g. "Kapa.open"; called with {query}. */
  openFunction: string | null;
}

const aiScriptUrl = read('AI_WIDGET_SCRIPT_URL');
const aiClientKey = read('AI_WIDGET_CLIENT_KEY');

export const env = {
  siteUrl: read('SITE_URL') ?? 'https://docs.intuition.systems',
  strictLinks: read('STRICT_LINKS') === '1',
  algolia: {
    appId: read('ALGOLIA_APP_ID'),
    apiKey: read('ALGOLIA_SEARCH_API_KEY'),
    indexName: read('ALGOLIA_INDEX_NAME') ?? 'docs',
  },
  gtmContainerId: read('GTM_CONTAINER_ID'),
  /** The repository holding this site's sources (e.g. https://github.com/org/repo); "Edit this page" is hidden without it. */
  docsRepositoryUrl: read('DOCS_REPOSITORY_URL'),
  docsRepositoryBranch: read('DOCS_REPOSITORY_BRANCH') ?? 'main',
  /** Set by scripts/bench/all.ts only, for the build whose code blocks are text (scripts/bench/code-as-text). */
  benchCodeAsText: read('BENCH_CODE_AS_TEXT') === '1',
  statusPageScriptUrl: read('STATUS_PAGE_SCRIPT_URL') ?? null,
  aiWidget:
    aiScriptUrl && aiClientKey
      ? ({
          scriptUrl: aiScriptUrl,
          clientKey: aiClientKey,
          openFunction: read('AI_WIDGET_OPEN_FUNCTION') ?? null,
        } satisfies AiWidgetConfig)
      : null,
};
