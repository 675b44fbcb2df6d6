/**
 * Renders the Open Graph share card of every page in src/data/sitePages.ts into
 * static/img/og/<image>.png (1200×630, light theme): the brand logo, the page title and its tagline.
 *
 *   npx tsx scripts/og-images.ts
 *
 * Run it after changing a title or tagline and commit the PNGs. Each PNG carries the card text in a
 * tEXt chunk, which tests/unit/site-pages.spec.ts compares with the data file. Uses Debian's
 * Chromium (CHROMIUM_PATH to use another) with the network off, so the output depends only on this
 * repository and the installed fonts.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from 'playwright-core';
import {chromium as chromiumProject} from '../config/chromium';

import {ogCardText, ogCardTextKeyword, sitePageList, type SitePage} from '../src/data/sitePages';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'static/img/og');
const width = 1200;
const height = 630;
/** Social previews shrink the card to about a third; above this size a file costs more than it shows. */
const maxBytes = 80 * 1024;

// Colours from src/css/custom.css (light theme): brand navy and primary blue, on a pale tint of the primary.
const navy = '#0c2b5a';
const primary = '#1f5fbf';
const background = '#f3f7fd';
const muted = '#33415c';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function cardHtml(page: SitePage, logoSvg: string): string {
  const logo = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; }
  body { width: ${width}px; height: ${height}px; overflow: hidden; background: ${background};
    font-family: 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif; color: ${navy}; }
  .card { position: relative; display: flex; flex-direction: column; width: 100%; height: 100%; padding: 64px 96px 76px 112px; }
  .bar { position: absolute; left: 0; top: 0; bottom: 0; width: 20px; background: ${primary}; }
  .brand { display: flex; align-items: center; gap: 22px; height: 80px; }
  .brand img { height: 80px; width: 202px; }
  .brand span { font-size: 36px; font-weight: 700; color: ${primary}; padding-left: 22px; border-left: 3px solid #c9d7ee; line-height: 52px; }
  .text { margin-top: auto; }
  h1 { font-size: 76px; line-height: 88px; font-weight: 700; letter-spacing: -1px; max-height: 176px; }
  p { margin-top: 28px; font-size: 36px; line-height: 48px; color: ${muted}; max-height: 96px; }
</style></head>
<body><div class="card">
  <div class="bar"></div>
  <div class="brand"><img src="${logo}" alt=""><span>Docs</span></div>
  <div class="text">
    <h1>${escapeHtml(page.title)}</h1>
    <p>${escapeHtml(page.tagline)}</p>
  </div>
</div></body></html>`;
}

/** Inserts a tEXt chunk right after IHDR (the first chunk, which ends at byte 33). */
function withTextChunk(png: Buffer, keyword: string, text: string): Buffer {
  const data = Buffer.concat([Buffer.from(keyword, 'latin1'), Buffer.from([0]), Buffer.from(text, 'latin1')]);
  const type = Buffer.from('tEXt', 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([type, data])) >>> 0);
  return Buffer.concat([png.subarray(0, 33), length, type, data, crc, png.subarray(33)]);
}

async function main(): Promise<void> {
  const logoSvg = fs.readFileSync(path.join(root, 'static/img/logo-light.svg'), 'utf8');
  fs.mkdirSync(outDir, {recursive: true});
  // Debian's Chromium with the test projects' flags (no sandbox as root, no request to Google's hosts).
  const browser = await chromium.launch(chromiumProject.launchOptions);
  const problems: string[] = [];
  try {
    const context = await browser.newContext({viewport: {width, height}, deviceScaleFactor: 1, offline: true});
    const page = await context.newPage();
    for (const sitePage of sitePageList) {
      await page.setContent(cardHtml(sitePage, logoSvg), {waitUntil: 'load'});
      await page.evaluate(() => document.fonts.ready);
      // A title over two lines or a tagline over two lines would be clipped: refuse to write that card.
      const clipped = await page.evaluate(() =>
        ['h1', 'p'].filter((selector) => {
          const el = document.querySelector(selector)!;
          return el.scrollHeight > el.clientHeight + 1;
        }),
      );
      if (clipped.length > 0) problems.push(`${sitePage.route}: ${clipped.join(' and ')} do not fit in two lines`);
      const png = withTextChunk(await page.screenshot({type: 'png'}), ogCardTextKeyword, ogCardText(sitePage));
      const file = path.join(outDir, `${sitePage.image}.png`);
      fs.writeFileSync(file, png);
      if (png.length > maxBytes) problems.push(`${path.relative(root, file)}: ${png.length} bytes, over ${maxBytes}`);
      console.log(`${path.relative(root, file)}  ${(png.length / 1024).toFixed(1)} KB  ${sitePage.title}`);
    }
  } finally {
    await browser.close();
  }
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
