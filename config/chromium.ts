import {devices} from '@playwright/test';

/**
 * Debian's Chromium (never a downloaded browser): for every Playwright browser project, and for the build steps that
 * drive a browser (src/features/diagrams, scripts/og-images.ts, scripts/bench/), which is why it lives here
 * and not under tests/.
 */
export const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // The sandbox cannot start as root in CI; background networking would reach out to Google's hosts.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};
