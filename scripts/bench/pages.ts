/** What a built page is made of: the build's size, a page's HTML, the scripts it loads, its code and text. */
import fs from 'node:fs';
import path from 'node:path';
import type {Browser} from 'playwright';
import {gzipSize} from './numbers';
import {buildDir} from './options';

export function dirSize(dir: string): number {
  return fs.readdirSync(dir, {withFileTypes: true}).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? dirSize(full) : fs.statSync(full).size);
  }, 0);
}

/** The scripts and stylesheet a page's HTML names: what every visit loads before anything else (the entry). */
export function entryAssets(dir: string, route: string): {js: number; jsGzip: number; css: number; cssGzip: number} {
  const html = htmlOf(dir, route);
  const sum = (pattern: RegExp) => {
    let raw = 0;
    let gzip = 0;
    for (const match of html.matchAll(pattern)) {
      const content = fs.readFileSync(path.join(dir, match[1]!));
      raw += content.length;
      gzip += gzipSize(content);
    }
    return [raw, gzip] as const;
  };
  // Named by <script src> tags (Docusaurus's template) or by the loader of config/ssrTemplate.ts.
  const [js, jsGzip] = sum(/["=](\/assets\/js\/[^"\s>]+\.js)/g);
  const [css, cssGzip] = sum(/<link[^>]*rel="?stylesheet"?[^>]*href="?(\/assets\/[^"\s>]+\.css)/g);
  return {js, jsGzip, css, cssGzip};
}

/** Every JavaScript file a page loads in Chromium until the network is idle (entry, runtime and page chunks). */
export async function pageScripts(
  browser: Browser,
  origin: string,
  route: string,
): Promise<{raw: number; gzip: number; files: number}> {
  const page = await browser.newContext().then((context) => context.newPage());
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
  });
  await page.goto(`${origin}${route}`, {waitUntil: 'networkidle'});
  await page.context().close();
  let raw = 0;
  let gzip = 0;
  for (const src of scripts) {
    const content = fs.readFileSync(path.join(buildDir, src));
    raw += content.length;
    gzip += gzipSize(content);
  }
  return {raw, gzip, files: scripts.size};
}

/** The site's routes, from the build's sitemap (the pages a reader or a crawler reaches). */
export function sitemapRoutes(dir: string): string[] {
  const xml = fs.readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname.replace(/\/$/, '') || '/');
}

export function htmlOf(dir: string, route: string): string {
  const candidates =
    route === '/' ? ['index.html'] : [`${route.slice(1)}.html`, path.join(route.slice(1), 'index.html')];
  for (const candidate of candidates) {
    const file = path.join(dir, candidate);
    if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  }
  throw new Error(`no HTML for ${route} in ${dir}`);
}

/** What a page holds: lines of highlighted code, and characters of prose and code in its main content. */
export function pageShape(dir: string, route: string): {codeLines: number; textChars: number} {
  const html = htmlOf(dir, route);
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html;
  const codeLines = (main.match(/class="?token-line\b/g) ?? []).length;
  const text = main
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
  return {codeLines, textChars: text.length};
}
