import {defineConfig} from '@playwright/test';

/**
 * `npm run test:mutation` runs StrykerJS (scripts/mutation.ts), whose command runner calls this config once per
 * mutant: the unit project alone, with no web server (the unit tests that read the build read TEST_BUILD_DIR).
 */
export default defineConfig({
  forbidOnly: true,
  retries: 0,
  workers: 1,
  reporter: 'dot',
  projects: [{name: 'unit', testDir: './tests/unit'}],
});
