/**
 * Prints size and speed figures of the built site (never a test): JavaScript a page loads (raw and gzip),
 * the build's total size, and the search index size. Run after `npm run build`:
 *
 *   npm run bench                 # figures
 *   npm run bench -- --baseline   # also writes them to .bench-baseline.json, later runs print ratios
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const buildDir = path.resolve('build');
const baselineFile = path.resolve('.bench-baseline.json');

function dirSize(dir: string): number {
  return fs.readdirSync(dir, {withFileTypes: true}).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? dirSize(full) : fs.statSync(full).size);
  }, 0);
}

/** Scripts referenced by a page's HTML: what a reader downloads before the page is interactive. */
function pageScripts(route: string): {raw: number; gzip: number; files: number} {
  const file = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
  const html = fs.readFileSync(path.join(buildDir, file), 'utf8');
  const srcs = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link[^>]+rel="preload"[^>]+href="([^"]+\.js)"/g)].map((m) => m[1]!);
  const unique = [...new Set([...srcs, ...preloads])].filter((src) => src.startsWith('/'));
  let raw = 0;
  let gzip = 0;
  for (const src of unique) {
    const content = fs.readFileSync(path.join(buildDir, src));
    raw += content.length;
    gzip += zlib.gzipSync(content, {level: 9}).length;
  }
  return {raw, gzip, files: unique.length};
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error('No build: run "npm run build" first.');
  process.exit(1);
}

const figures: Record<string, number> = {};
figures['build total bytes'] = dirSize(buildDir);
for (const route of ['/', '/docs/introduction/overview']) {
  const js = pageScripts(route);
  figures[`${route} JS raw bytes`] = js.raw;
  figures[`${route} JS gzip bytes`] = js.gzip;
  figures[`${route} JS files`] = js.files;
}
const indexFile = path.join(buildDir, 'search-index.json');
if (fs.existsSync(indexFile)) {
  const index = fs.readFileSync(indexFile);
  figures['search index raw bytes'] = index.length;
  figures['search index gzip bytes'] = zlib.gzipSync(index, {level: 9}).length;
}

const baseline: Record<string, number> | null = fs.existsSync(baselineFile)
  ? (JSON.parse(fs.readFileSync(baselineFile, 'utf8')) as Record<string, number>)
  : null;

for (const [name, value] of Object.entries(figures)) {
  const shown = name.endsWith('bytes') ? kb(value) : String(value);
  const ratio = baseline?.[name] ? `  (×${(value / baseline[name]!).toFixed(2)} of baseline)` : '';
  console.log(`${name.padEnd(40)} ${shown}${ratio}`);
}

if (process.argv.includes('--baseline')) {
  fs.writeFileSync(baselineFile, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`Baseline written to ${path.relative(process.cwd(), baselineFile)}`);
}
