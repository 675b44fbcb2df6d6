/**
 * Measures what the claims browser (apps/claims-browser) ships: a production build of the app through Vite's own
 * API with source maps, then every byte of every minified JavaScript chunk is attributed, through the map, to the
 * npm package its source came from. Raw bytes per package are exact (mapped segments of the minified output);
 * gzip per package is the gzip size of that package's segments compressed on their own, so the parts do not add up
 * to the total, which is the gzip size of each whole chunk.
 *
 * `npx tsx scripts/app-bundle.ts` prints the figures; `--write` stores them in src/data/appBundle.json, which the
 * page shows and tests/unit/app-bundle.spec.ts holds to a fresh measurement.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {gzipSync} from 'node:zlib';

const root = path.resolve(__dirname, '..');
const appDir = path.join(root, 'apps', 'claims-browser');
export const dataFile = path.join(root, 'src', 'data', 'appBundle.json');

/** The groups the page reports, by the package a module's file lives in. */
export const groups = {
  react: ['react', 'react-dom', 'scheduler'],
  wagmi: ['wagmi', '@wagmi/core', '@wagmi/connectors', 'mipd', 'zustand', 'use-sync-external-store'],
  viem: ['viem', 'ox', 'abitype', '@noble/curves', '@noble/hashes', '@scure/base', '@scure/bip32', '@scure/bip39'],
  'TanStack Query': ['@tanstack/query-core', '@tanstack/react-query'],
  'Intuition packages': ['@0xintuition/sdk', '@0xintuition/protocol', '@0xintuition/graphql'],
} as const;

export interface BundleFigures {
  measuredOn: {vite: string; wagmi: string; viem: string; sdk: string; react: string; query: string; mode: string};
  total: {raw: number; gzip: number; chunks: number};
  groups: Record<string, {raw: number; gzip: number}>;
  /** The same, for each package of the groups above. */
  packages: Record<string, {raw: number; gzip: number}>;
  /**
   * The Next.js variant's first-load JavaScript for its one page (every script the served HTML names), measured by
   * tests/chain/app-next.spec.ts against `next start` and written there with WRITE_BUNDLE=1.
   */
  nextFirstLoad?: {next: string; raw: number; gzip: number; scripts: number};
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Source map "mappings" decoded to, per generated line, [column, source index] pairs in column order. */
function decode(mappings: string): [number, number][][] {
  const lines: [number, number][][] = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments: [number, number][] = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = B64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0]!;
      if (values.length >= 4) {
        source += values[1]!;
        segments.push([column, source]);
      } else segments.push([column, -1]);
    }
    lines.push(segments);
  }
  return lines;
}

function packageOf(file: string): string {
  const at = file.lastIndexOf('node_modules/');
  if (at < 0) return '(the app)';
  const parts = file.slice(at + 'node_modules/'.length).split('/');
  return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

function groupOf(pkg: string): string {
  for (const [group, packages] of Object.entries(groups))
    if ((packages as readonly string[]).includes(pkg)) return group;
  return pkg === '(the app)' ? 'the app' : 'other packages';
}

export interface Chunk {
  type: 'chunk' | 'asset';
  fileName: string;
  code: string;
  map: {sources: string[]; mappings: string} | null;
}

const version = (name: string) =>
  (JSON.parse(fs.readFileSync(path.join(appDir, 'node_modules', name, 'package.json'), 'utf8')) as {version: string})
    .version;

/** The one build the app's tests share: the default (testnet, no WalletConnect) build, with hidden source maps. */
export const sharedBuildDir = path.join(appDir, 'node_modules', '.tests-build');

/** Everything the build reads besides installed packages: the app's files and the site's revert explanations. */
function sourcesKey(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true}).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(file);
      } else if (entry.isFile() && !entry.name.startsWith('.env')) hash.update(file).update(fs.readFileSync(file));
    }
  };
  walk(appDir);
  for (const name of fs
    .readdirSync(path.join(root, 'src', 'data'))
    .filter((n) => n.startsWith('contract'))
    .sort())
    hash.update(name).update(fs.readFileSync(path.join(root, 'src', 'data', name)));
  return hash.digest('hex');
}

/** A lock across processes (two chain workers and the unit run may all want the build at once): mkdir is atomic. */
async function withLock<T>(lockDir: string, run: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A build takes well under five minutes; an older lock belongs to a process that died.
      const age = Date.now() - (fs.statSync(lockDir, {throwIfNoEntry: false})?.mtimeMs ?? Date.now());
      if (age > 300_000) fs.rmSync(lockDir, {recursive: true, force: true});
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await run();
  } finally {
    fs.rmSync(lockDir, {recursive: true, force: true});
  }
}

async function viteBuild(config: object): Promise<Chunk[]> {
  const vite = (await import(
    pathToFileURL(path.join(appDir, 'node_modules', 'vite', 'dist', 'node', 'index.js')).href
  )) as {
    build(config: object): Promise<{output: Chunk[]} | {output: Chunk[]}[]>;
  };
  const result = await vite.build({root: appDir, logLevel: 'silent', ...config});
  return (Array.isArray(result) ? result[0]! : result).output;
}

/** Sets VITE_* variables in this process for one build only (the app's config reads them from process.env). */
async function withEnv<T>(env: Record<string, string>, run: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    return await run();
  } finally {
    for (const [key, value] of Object.entries(saved))
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
  }
}

/**
 * The app's production build through Vite's API, with the app's own vite.config.ts and source maps: the build a
 * reader ships, mapped. Without `env` it is the shared default build (VITE_TARGET=testnet, no WalletConnect project
 * id, whatever the shell or a .env file says) in sharedBuildDir, built once under a lock and reused while the
 * sources are unchanged: the bundle test measures it and the chain tests serve it. With `env`, a one-off build in
 * memory.
 */
export async function buildApp(env?: Record<string, string>): Promise<Chunk[]> {
  if (env) return withEnv(env, () => viteBuild({build: {sourcemap: 'hidden', write: false}}));
  const keyFile = path.join(sharedBuildDir, '.sources-key');
  await withLock(`${sharedBuildDir}.lock`, async () => {
    const key = sourcesKey();
    if (fs.existsSync(keyFile) && fs.readFileSync(keyFile, 'utf8') === key) return;
    fs.rmSync(sharedBuildDir, {recursive: true, force: true});
    const started = Date.now();
    await withEnv({VITE_TARGET: 'testnet', VITE_WALLETCONNECT_PROJECT_ID: ''}, () =>
      viteBuild({build: {sourcemap: 'hidden', outDir: sharedBuildDir, emptyOutDir: true}}),
    );
    fs.writeFileSync(keyFile, key);
    console.log(`claims browser built once for the tests in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
  const assets = path.join(sharedBuildDir, 'assets');
  return fs
    .readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .sort()
    .map((name) => ({
      type: 'chunk' as const,
      fileName: `assets/${name}`,
      code: fs.readFileSync(path.join(assets, name), 'utf8'),
      map: absolute(JSON.parse(fs.readFileSync(path.join(assets, `${name}.map`), 'utf8')) as NonNullable<Chunk['map']>),
    }));
  // A written map names its sources relative to itself, and this one sits inside node_modules; absolute paths keep
  // each source's own node_modules/<package> visible to packageOf.
  function absolute(map: NonNullable<Chunk['map']>) {
    return {...map, sources: map.sources.map((source) => path.resolve(assets, source))};
  }
}

/** Strings only WalletConnect's code holds: its relay's host names and its packages' names. */
export const walletConnectMarkers = /relay\.walletconnect\.(?:org|com)|@walletconnect\/|@reown\//;

export async function measure(output?: Chunk[]): Promise<BundleFigures> {
  output ??= await buildApp();
  const text: Record<string, string[]> = {};
  const perPackage: Record<string, string[]> = {};
  let raw = 0;
  let gzip = 0;
  let chunks = 0;
  for (const chunk of output) {
    if (chunk.type !== 'chunk' || !chunk.map) continue;
    chunks += 1;
    raw += Buffer.byteLength(chunk.code);
    gzip += gzipSync(chunk.code, {level: 9}).length;
    const lines = chunk.code.split('\n');
    decode(chunk.map.mappings).forEach((segments, lineIndex) => {
      const line = lines[lineIndex] ?? '';
      let pkg = '(unmapped)';
      let from = 0;
      const flush = (to: number) => {
        (text[pkg === '(unmapped)' ? pkg : groupOf(pkg)] ??= []).push(line.slice(from, to));
        (perPackage[pkg] ??= []).push(line.slice(from, to));
        from = to;
      };
      for (const [column, source] of segments) {
        flush(column);
        pkg = source < 0 ? '(unmapped)' : packageOf(chunk.map!.sources[source] ?? '');
      }
      flush(line.length);
    });
  }
  const sizes = (parts: string[]) => ({
    raw: Buffer.byteLength(parts.join('')),
    gzip: gzipSync(parts.join('\n'), {level: 9}).length,
  });
  const byGroup = Object.fromEntries(Object.entries(text).map(([group, parts]) => [group, sizes(parts)]));
  const grouped = Object.values(groups).flat() as string[];
  const byPackage = Object.fromEntries(
    Object.entries(perPackage)
      .filter(([pkg]) => grouped.includes(pkg))
      .map(([pkg, parts]) => [pkg, sizes(parts)]),
  );
  return {
    measuredOn: {
      vite: version('vite'),
      wagmi: version('wagmi'),
      viem: version('viem'),
      sdk: version('@0xintuition/sdk'),
      react: version('react'),
      query: version('@tanstack/react-query'),
      mode: 'vite build (production, minified), VITE_TARGET=testnet',
    },
    total: {raw, gzip, chunks},
    groups: Object.fromEntries(Object.entries(byGroup).sort(([, a], [, b]) => b.raw - a.raw)),
    packages: Object.fromEntries(Object.entries(byPackage).sort(([, a], [, b]) => b.raw - a.raw)),
  };
}

if (require.main === module) {
  void measure().then((figures) => {
    console.log(JSON.stringify(figures, null, 2));
    if (!process.argv.includes('--write')) return;
    // The Next.js figure comes from the chain spec's served build; keep it.
    const {nextFirstLoad} = JSON.parse(fs.readFileSync(dataFile, 'utf8')) as BundleFigures;
    fs.writeFileSync(dataFile, `${JSON.stringify({...figures, nextFirstLoad}, null, 2)}\n`);
  });
}
