import {devices} from '@playwright/test';

/** Debian's Chromium (never a downloaded browser), for every browser project and for specs of other projects that need one. */
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
