/**
 * Serves a build with Debian's nginx and the site's generated rules (deploy/rules.ts → build.nginx.conf, beside build/),
 * in the foreground, with its pid, temp files and config in a fresh temporary folder, so it needs no root and
 * runs the same on a laptop and in CI.
 *
 *   npm run serve:nginx                      # build/ at http://127.0.0.1:8080
 *   PORT=3520 npx tsx scripts/serve-nginx.ts build-integrations
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {nginxServerConfPath} from '../deploy/rules';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const root = path.resolve(process.argv[2] ?? 'build');
const repo = path.resolve(__dirname, '..');

function findNginx(): string | null {
  if (process.env.NGINX_PATH) return fs.existsSync(process.env.NGINX_PATH) ? process.env.NGINX_PATH : null;
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  const which = spawnSync('sh', ['-c', 'command -v nginx'], {encoding: 'utf8'});
  return which.status === 0 ? which.stdout.trim() : null;
}

const nginx = findNginx();
if (!nginx) {
  console.error('nginx is not installed. On Debian or Ubuntu: sudo apt-get install -y nginx (or set NGINX_PATH).');
  process.exit(1);
}
const serverConf = nginxServerConfPath(root);
if (!fs.existsSync(serverConf)) {
  console.error(
    `No serving rules for ${root}: run "npm run build" first (src/plugins/serving-rules writes ${serverConf}).`,
  );
  process.exit(1);
}
const mimeTypes = ['/etc/nginx/mime.types', path.join(path.dirname(nginx), '../conf/mime.types')].find((f) =>
  fs.existsSync(f),
);
if (!mimeTypes) {
  console.error('nginx has no mime.types: sudo apt-get install -y nginx-common');
  process.exit(1);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'intuition-nginx-'));
// As root, nginx's workers drop to nobody: they must be able to enter the temp folder.
fs.chmodSync(tmp, 0o755);
const conf = fs
  .readFileSync(path.join(repo, 'deploy/nginx/nginx.conf.template'), 'utf8')
  .replaceAll('{{USER}}', process.getuid?.() === 0 ? 'user nobody nogroup;' : '')
  .replaceAll('{{TMP}}', tmp)
  .replaceAll('{{MIME_TYPES}}', mimeTypes)
  .replaceAll('{{HOST}}', host)
  .replaceAll('{{PORT}}', String(port))
  .replaceAll('{{ROOT}}', root)
  .replaceAll('{{SERVER_CONF}}', serverConf);
const confFile = path.join(tmp, 'nginx.conf');
fs.writeFileSync(confFile, conf);

const child = spawn(nginx, ['-p', tmp, '-e', 'stderr', '-c', confFile], {stdio: 'inherit'});
console.log(`Serving ${root} with nginx at http://${host}:${port}/`);

const cleanUp = (): void => fs.rmSync(tmp, {recursive: true, force: true});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => child.kill('SIGQUIT'));
}
child.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});
