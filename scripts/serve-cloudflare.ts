/**
 * Serves a build with Cloudflare Pages' own runtime (`wrangler pages dev`, npm's wrangler with its workerd
 * binary), which reads the build's generated `_headers` and `_redirects` as Cloudflare Pages does. Offline and
 * account-free: no metrics, no update check, no `Request.cf` download, no Cloudflare credentials, and wrangler's
 * config, logs and state go to a fresh temporary folder (never to ~ or the repository), removed on exit.
 * Listens on loopback only.
 *
 *   npm run serve:cloudflare                       # build/ at http://127.0.0.1:8788
 *   PORT=3520 npx tsx scripts/serve-cloudflare.ts build-integrations
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';

// The newest compatibility date the installed workerd supports: wrangler's default (today) can be newer, and fails.
const {compatibilityDate} = createRequire(__filename)('workerd') as {compatibilityDate: string};

const port = Number(process.env.PORT ?? 8788);
const host = process.env.HOST ?? '127.0.0.1';
const root = path.resolve(process.argv[2] ?? 'build');
const repo = path.resolve(__dirname, '..');

if (!fs.existsSync(path.join(root, '_headers')) || !fs.existsSync(path.join(root, '_redirects'))) {
  console.error(
    `No _headers/_redirects in ${root}: run "npm run build" first (src/plugins/serving-rules writes them).`,
  );
  process.exit(1);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'intuition-wrangler-'));
const env: NodeJS.ProcessEnv = {
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('CLOUDFLARE_'))),
  HOME: tmp,
  XDG_CONFIG_HOME: path.join(tmp, 'config'),
  WRANGLER_SEND_METRICS: 'false',
  // No request leaves the machine: no banner (its check of npm for a newer wrangler), and the `Request.cf`
  // placeholder instead of downloading workers.cloudflare.com/cf.json.
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  // Not a terminal session: no prompts, no interactive key bindings.
  CI: 'true',
};
const child = spawn(
  path.join(repo, 'node_modules/.bin/wrangler'),
  [
    'pages',
    'dev',
    root,
    '--ip',
    host,
    '--port',
    String(port),
    '--compatibility-date',
    compatibilityDate,
    '--persist-to',
    path.join(tmp, 'state'),
    '--show-interactive-dev-session=false',
    '--log-level',
    process.env.WRANGLER_LOG_LEVEL ?? 'warn',
  ],
  // Run from the temporary folder: wrangler writes .wrangler/ into its working directory.
  {cwd: tmp, env, stdio: 'inherit'},
);
console.log(
  `Serving ${root} with Cloudflare Pages (wrangler pages dev, workerd ${compatibilityDate}) at http://${host}:${port}/`,
);

const cleanUp = (): void => fs.rmSync(tmp, {recursive: true, force: true});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => child.kill('SIGINT'));
}
child.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});
