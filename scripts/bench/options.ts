/** The command line of `npm run bench` (index.ts lists the flags), read once, and where the bench finds things. */
import path from 'node:path';
import {chromium as chromiumProject} from '../../config/chromium';

export const projectDir = process.cwd();
const argv = process.argv.slice(2);
export const flag = (name: string): boolean => argv.includes(name);
export const option = (name: string): string | undefined => {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
};

// `--build <dir>` measures another build of the site (e.g. of an older commit) against the same baseline.
export const buildDir = path.resolve(flag('--build') ? option('--build')! : 'build');
export const snapshotFile = path.resolve('.bench-snapshot.json');
export const chromePath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The flags the Playwright config uses: no sandbox as root, and no request to Google's hosts.
export const chromeFlags = chromiumProject.launchOptions.args;

export type Preset = 'mobile' | 'desktop';
const quick = flag('--quick');
export const allPages = [
  '/',
  '/docs/introduction/overview',
  '/docs/developer-tools/contracts/deployments',
  '/search',
  '/faq',
];
export const pages = option('--pages')?.split(',') ?? (quick ? ['/', '/docs/introduction/overview'] : allPages);
export const runs = Number(option('--runs') ?? (quick ? 1 : 3));
export const presets = (option('--presets')?.split(',') ?? (quick ? ['mobile'] : ['mobile', 'desktop'])) as Preset[];
export const baselineHome = '/';
export const baselineDoc = '/docs/intro';
