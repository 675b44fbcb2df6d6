import fs from 'node:fs';
import path from 'node:path';
import {env} from '../../../config/env';
import {writeServingRules, type Integrations} from '../../../deploy/rules';
import type {PostBuildStep} from '../post-build';

/** The integrations config/env.ts switched on, which are all that may widen the Content-Security-Policy. */
export const integrationsFromEnv = (): Integrations => ({
  algoliaAppId: env.algolia.appId && env.algolia.apiKey ? env.algolia.appId : undefined,
  gtm: Boolean(env.gtmContainerId),
  statusPageScriptUrl: env.statusPageScriptUrl,
  aiWidgetScriptUrl: env.aiWidget?.scriptUrl ?? null,
});

/**
 * After the build has written every page: robots.txt naming the sitemap, then the serving rules of
 * deploy/rules.ts (`_headers`, `_redirects`, and `<outDir>.nginx.conf` beside the build), whose CSP hashes the inline scripts of
 * the HTML just written. The last post-build step (src/plugins/post-build), so the hashes see the final HTML.
 */
export const writeServingFiles: PostBuildStep = {
  name: 'serving-rules',
  run: ({outDir, siteConfig}) => {
    const siteUrl = siteConfig.url.replace(/\/$/, '');
    fs.writeFileSync(path.join(outDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
    writeServingRules(outDir, integrationsFromEnv());
  },
};
