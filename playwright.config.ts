import os from 'node:os';
import {defineConfig} from '@playwright/test';
import {chainProject} from './playwright.chain.config';
import {chromium} from './config/chromium';

/**
 * Build once, test the built site: `npm test` runs the strict build (and the build with the
 * optional integrations switched on) first, then this config serves build/ and build-integrations/ with
 * nginx and the site's generated rules (`npm run serve:nginx`: the headers, redirects and CSP a real host
 * sends), so every browser test runs under the shipped Content-Security-Policy, and drives Debian's
 * Chromium (never a downloaded browser).
 */
const isCI = !!process.env.CI;
const port = Number(process.env.TEST_PORT ?? 3311);
// Another build can be tested side by side: TEST_BUILD_DIR=/tmp/x TEST_PORT=3411 npx playwright test …
const buildDir = process.env.TEST_BUILD_DIR ?? 'build';
const integrationsBuildDir = process.env.TEST_INTEGRATIONS_BUILD_DIR ?? 'build-integrations';
export const baseURL = `http://127.0.0.1:${port}`;
/** The same site built with every optional integration switched on with fake values (`npm run build:integrations`). */
export const integrationsBaseURL = `http://127.0.0.1:${port + 1}`;
// The crawl is most of the suite and one browser page per worker; TEST_WORKERS overrides (decisions/0016).
const workers = Number(process.env.TEST_WORKERS ?? Math.max(2, os.cpus().length));

export default defineConfig({
  forbidOnly: isCI,
  retries: 0,
  workers,
  // 60 s: on 2026-11-26 a fresh-clone run on this two-core machine ran every test two to three times slower than the
  // day before, and single tests with many page loads ran past 30 s; a failure here should mean a fault, not a slow host.
  timeout: 60_000,
  reporter: [['list'], ['./tests/support/summaryReporter.ts']],
  // No trace unless asked for (TEST_TRACE=retain-on-failure): recording one snapshots the page at every step and made
  // each browser test 18–27% slower here, and a CI run's traces stay on a machine nobody opens (decision 0019).
  use: {baseURL, trace: (process.env.TEST_TRACE ?? 'off') as 'off' | 'on' | 'retain-on-failure' | 'on-first-retry'},
  projects: [
    {name: 'unit', testDir: './tests/unit'},
    // No e2e test depends on another's order or state (each has its own page and storage): spread them all.
    {name: 'e2e', testDir: './tests/e2e', use: chromium, fullyParallel: true},
    {name: 'deploy', testDir: './tests/deploy'},
    // One test per sitemap page, spread over every worker.
    {
      name: 'smoke',
      testDir: './tests/smoke',
      testIgnore: /integrations/,
      use: chromium,
      fullyParallel: true,
      timeout: 120_000,
    },
    {
      name: 'smoke-integrations',
      testDir: './tests/smoke',
      testMatch: /integrations/,
      use: {...chromium, baseURL: integrationsBaseURL},
      fullyParallel: true,
      timeout: 120_000,
    },
    {name: 'integrations', testDir: './tests/integrations', use: {...chromium, baseURL: integrationsBaseURL}},
    chainProject,
  ],
  webServer: [
    {
      command: `npx tsx scripts/serve-nginx.ts ${buildDir}`,
      env: {PORT: String(port)},
      url: `${baseURL}/`,
      reuseExistingServer: !isCI,
      timeout: 30_000,
    },
    {
      command: `npx tsx scripts/serve-nginx.ts ${integrationsBuildDir}`,
      env: {PORT: String(port + 1)},
      url: `${integrationsBaseURL}/`,
      reuseExistingServer: !isCI,
      timeout: 30_000,
    },
  ],
});
