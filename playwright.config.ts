import {defineConfig, devices} from '@playwright/test';

/**
 * Build once, test the built site: `npm test` runs the strict build (and the Algolia-keyed build) first,
 * then this config serves build/ and build-algolia/ with scripts/serve.ts and drives Debian's Chromium
 * (never a downloaded browser).
 */
const isCI = !!process.env.CI;
const port = Number(process.env.TEST_PORT ?? 3311);
export const baseURL = `http://127.0.0.1:${port}`;
/** The same site built with (fake) Algolia keys, for the hosted-search backend (`npm run build:algolia`). */
export const algoliaBaseURL = `http://127.0.0.1:${port + 1}`;

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // The sandbox cannot start as root in CI; background networking would reach out to Google's hosts.
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  },
};

export default defineConfig({
  forbidOnly: isCI,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  reporter: [['list'], ['./tests/support/summaryReporter.ts']],
  use: {baseURL, trace: 'retain-on-failure'},
  projects: [
    {name: 'unit', testDir: './tests/unit'},
    {name: 'e2e', testDir: './tests/e2e', use: chromium},
    {name: 'smoke', testDir: './tests/smoke', use: chromium, timeout: 600_000},
    {name: 'algolia', testDir: './tests/algolia', use: {...chromium, baseURL: algoliaBaseURL}},
  ],
  webServer: [
    {
      command: `npx tsx scripts/serve.ts build`,
      env: {PORT: String(port)},
      url: `${baseURL}/`,
      reuseExistingServer: !isCI,
      timeout: 30_000,
    },
    {
      command: `npx tsx scripts/serve.ts build-algolia`,
      env: {PORT: String(port + 1)},
      url: `${algoliaBaseURL}/`,
      reuseExistingServer: !isCI,
      timeout: 30_000,
    },
  ],
});
