/**
 * Serves build/ the way the production host should: clean URLs without a trailing slash (SPEC §2),
 * `.html` and `/index.html` paths redirected to the clean path, and the not-found page with HTTP 404.
 * `docusaurus serve` turns /x/index.html into /x/index, which is why this exists. Text is sent gzipped to a client
 * that accepts it, as nginx and Cloudflare send it: `npm run bench` serves both sites this way, and a long page's
 * HTML measured uncompressed cost Lighthouse's simulated phone network a second of LCP no reader pays.
 *
 *   npm run serve            # PORT=3000 by default
 */
import http from 'node:http';
import path from 'node:path';
import {existsSync} from 'node:fs';
import zlib from 'node:zlib';
import handler from 'serve-handler';
import {cleanPath} from './serve-paths';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const buildDir = path.resolve(process.argv[2] ?? 'build');

if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No site in ${buildDir}: run "npm run build" first.`);
  process.exit(1);
}

const compressible = /^(text\/|application\/(javascript|json|xml)|image\/svg\+xml)/;

/** Routes the body serve-handler writes through gzip when the client accepts it and the type is text. */
function gzipBody(req: http.IncomingMessage, res: http.ServerResponse): void {
  if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => http.ServerResponse;
  const write = res.write.bind(res) as (chunk: unknown) => boolean;
  const end = res.end.bind(res) as (chunk?: unknown) => http.ServerResponse;
  let gzip: zlib.Gzip | undefined;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = (rest.find((arg) => typeof arg === 'object' && arg !== null) ?? {}) as Record<string, unknown>;
    const type = String(headers['Content-Type'] ?? res.getHeader('Content-Type') ?? '');
    if (status === 200 && compressible.test(type)) {
      delete headers['Content-Length'];
      res.removeHeader('Content-Length');
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
      gzip = zlib.createGzip();
      gzip.on('data', (chunk: Buffer) => write(chunk));
      gzip.on('end', () => end());
    }
    return writeHead(status, ...rest);
  }) as typeof res.writeHead;
  // Local files are small: the body is not throttled, so write always reports that it may go on.
  res.write = ((chunk: unknown) => (gzip ? (gzip.write(chunk as Buffer), true) : write(chunk))) as typeof res.write;
  res.end = ((chunk?: unknown) => {
    if (!gzip) return end(typeof chunk === 'function' ? undefined : chunk);
    if (chunk && typeof chunk !== 'function') gzip.write(chunk as Buffer);
    gzip.end();
    return res;
  }) as typeof res.end;
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const clean = cleanPath(url.pathname);
  if (clean) {
    res.writeHead(301, {Location: `${clean}${url.search}`});
    res.end();
    return;
  }
  gzipBody(req, res);
  void handler(req, res, {public: buildDir, cleanUrls: true, trailingSlash: false, directoryListing: false});
});

server.listen(port, host, () => {
  console.log(`Serving ${buildDir} at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`);
});
