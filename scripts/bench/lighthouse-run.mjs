// One Lighthouse run for the bench (lighthouse.ts), in plain Node: under tsx, Lighthouse's page functions
// (serialised and evaluated in the browser) would carry esbuild's `__name` helper and fail there.
//   node scripts/bench/lighthouse-run.mjs <chrome debugging port> <url> <mobile|desktop> <output.json>
import fs from 'node:fs';
import lighthouse, {desktopConfig} from 'lighthouse';

const [port, url, preset, output] = process.argv.slice(2);
const result = await lighthouse(
  url,
  {port: Number(port), output: 'json', logLevel: 'error', onlyCategories: ['performance']},
  preset === 'desktop' ? desktopConfig : undefined,
);
if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
fs.writeFileSync(output, JSON.stringify(result.lhr));
