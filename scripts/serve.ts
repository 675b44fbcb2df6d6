/**
 * Serves build/ the way the production host should: clean URLs without a trailing slash (SPEC §2),
 * `.html` and `/index.html` paths redirected to the clean path, and the not-found page with HTTP 404.
 * `docusaurus serve` turns /x/index.html into /x/index, which is why this exists.
 *
 *   npm run serve            # PORT=3000 by default
 */
import http from 'node:http';
import path from 'node:path';
import {existsSync} from 'node:fs';
import handler from 'serve-handler';
import {cleanPath} from './serve-paths';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const buildDir = path.resolve(process.argv[2] ?? 'build');

if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No site in ${buildDir}: run "npm run build" first.`);
  process.exit(1);
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const clean = cleanPath(url.pathname);
  if (clean) {
    res.writeHead(301, {Location: `${clean}${url.search}`});
    res.end();
    return;
  }
  void handler(req, res, {public: buildDir, cleanUrls: true, trailingSlash: false, directoryListing: false});
});

server.listen(port, host, () => {
  console.log(`Serving ${buildDir} at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`);
});
