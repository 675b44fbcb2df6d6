import {defineConfig} from '@playwright/test';

/**
 * `npm run test:chain`: only the examples-on-a-local-chain suite (tests/chain), with no web server and no build.
 * playwright.config.ts includes the same project, so `npm test` runs it too.
 */
export const chainProject = {name: 'chain', testDir: './tests/chain', timeout: 180_000};

export default defineConfig({
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: [['list'], ['./tests/support/summaryReporter.ts']],
  projects: [chainProject],
});
