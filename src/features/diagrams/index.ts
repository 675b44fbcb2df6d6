import fs from 'node:fs';
import path from 'node:path';
import type {PostBuildStep} from '../../plugins/post-build';
import {chromium, type Page} from 'playwright-core';
import {chromium as chromiumProject} from '../../../config/chromium';
import {
  assetsSubdir,
  chromiumExecutable,
  colourModes,
  mermaidConfig,
  prerenderEnabled,
  sourceFile,
  svgAssetName,
  svgFile,
  type ColourMode,
  type MermaidThemeConfig,
} from './shared';
import {minTextPx, readableMinWidth, smallestFontSize} from './diagramText';

/**
 * Draws each Mermaid diagram at build time, once per colour mode (issue 19): a page whose diagrams are all
 * drawn loads no Mermaid code. After the build, every diagram slot the server rendered (./Mermaid.tsx:
 * `data-diagram="<hash>"` around a placeholder) gets both SVGs, which CSS shows by `data-theme`; the wrapper
 * keeps them through hydration. The SVGs also go to build/assets/diagrams, which a diagram fetches when it is
 * first rendered in the browser (client-side navigation). Drawing uses Debian's Chromium with the site's CSS and
 * the Mermaid of node_modules, through the same configuration the theme gives Mermaid; drawings are cached by
 * hash (./shared.ts) in node_modules/.cache/diagrams. Without Chromium (or with MERMAID_PRERENDER=0) nothing
 * is drawn here and diagrams draw in the browser as before.
 */

/** The slot the server rendered: its opening tag (with the hash) and the placeholder inside it. */
const slotPattern =
  /(<div[^>]*\sdata-diagram="?([0-9a-f]{16})"?[^>]*>)<div[^>]*aria-busy="?true"?[^>]*><\/div>(<\/div>)/g;

/** The fonts the drawing sees (see drawMissing). */
const fontConfig = path.resolve(__dirname, '../../../config/fonts.conf');

function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .flatMap((entry) =>
      entry.isFile() && entry.name.endsWith('.html') ? [path.join(entry.parentPath, entry.name)] : [],
    );
}

/** Draws one diagram in one mode in the prepared page; returns the SVG's markup, or null when Mermaid fails. */
async function draw(page: Page, hash: string, source: string, config: Record<string, unknown>, mode: ColourMode) {
  return page.evaluate(
    async ({id, source, config, mode, minTextPx}) => {
      type MermaidGlobal = {
        mermaidAPI: {initialize(config: unknown): void};
        render(id: string, text: string): Promise<{svg: string}>;
      };
      const mermaid = (window as unknown as {mermaid: MermaidGlobal}).mermaid;
      // ./diagramText.ts, which drawMissing gave the page as globals.
      const rules = window as unknown as {
        smallestFontSize: typeof smallestFontSize;
        readableMinWidth: typeof readableMinWidth;
      };
      document.documentElement.dataset.theme = mode;
      mermaid.mermaidAPI.initialize(config);
      let svgMarkup: string;
      try {
        svgMarkup = (await mermaid.render(id, source)).svg;
      } catch {
        document.querySelector(`#d${id}`)?.remove();
        return null;
      }
      const host = document.getElementById('host')!;
      host.innerHTML = svgMarkup;
      const svg = host.querySelector('svg')!;
      // Mermaid sized each box for DejaVu Sans (see drawMissing). A browser that picks Arial's metrics for the same
      // font stack (Liberation Sans on Linux, Arial itself elsewhere) draws capitals wider ("IPFS": 33.5 → 35.6 px),
      // and hinting rounds each glyph's advance; the wrapper then finds a clipped label and draws the diagram in the
      // browser. So a one-line label that Arial's metrics would not fit gets a box 2 px wider than they need, grown
      // by a whole number of pixels on each side: the text keeps its centre (the screenshots do not move).
      for (const object of Array.from(svg.querySelectorAll('foreignObject'))) {
        const label = object.firstElementChild as HTMLElement | null;
        if (!label || getComputedStyle(label).whiteSpace !== 'nowrap') continue;
        const widths = ['', '"Liberation Sans", sans-serif'].map((family) => {
          label.style.fontFamily = family;
          return label.scrollWidth;
        });
        label.style.fontFamily = '';
        const width = object.width.baseVal.value;
        const widest = Math.max(...widths);
        // Within the wrapper's 1 px tolerance: left as drawn.
        if (widest <= width + 1) continue;
        const grow = 2 * Math.ceil((widest + 2 - width) / 2);
        object.setAttribute('x', String(object.x.baseVal.value - grow / 2));
        object.setAttribute('width', String(width + grow));
        label.style.width = `${width + grow}px`;
      }
      // As ./Mermaid.tsx's fitDiagram: never scale the smallest text below minTextPx.
      const smallest = rules.smallestFontSize(svg);
      // Its labels in document order, each once (a sequence diagram names its actors at the top and the bottom).
      const labels: string[] = [];
      for (const element of Array.from(svg.querySelectorAll('text, tspan, foreignObject *'))) {
        const text = element.textContent?.trim();
        if (text && element.children.length === 0 && !labels.includes(text)) labels.push(text);
      }
      const width = svg.viewBox.baseVal?.width;
      if (width && Number.isFinite(smallest)) {
        svg.style.minWidth = `${rules.readableMinWidth(width, smallest, minTextPx)}px`;
      }
      svg.setAttribute('data-mermaid-mode', mode);
      // Mermaid writes coordinates to 15 digits (a stadium node's outline alone was 30 KB); a thousandth of a unit
      // is far below a pixel, and the page's HTML carries every drawing.
      for (const element of Array.from(svg.querySelectorAll('[d], [points], [transform]'))) {
        for (const name of ['d', 'points', 'transform']) {
          const value = element.getAttribute(name);
          if (value)
            element.setAttribute(
              name,
              value.replace(/-?\d+\.\d{4,}/g, (n) => String(Number(Number(n).toFixed(3)))),
            );
        }
      }
      // An accessible name: the kind of diagram and the first of its labels (unless the source gave one).
      if (!svg.hasAttribute('aria-labelledby')) {
        const role = svg.getAttribute('aria-roledescription') ?? '';
        const kinds: [RegExp, string][] = [
          [/^flowchart|^graph/, 'Flowchart'],
          [/^sequence/, 'Sequence diagram'],
          [/^class/, 'Class diagram'],
          [/^state/, 'State diagram'],
          [/^er/, 'Entity relationship diagram'],
          [/^pie/, 'Pie chart'],
        ];
        const kind = kinds.find(([pattern]) => pattern.test(role))?.[1] ?? 'Diagram';
        let label = `${kind}: `;
        for (const text of labels) {
          if (label.length + text.length > 160) {
            label += '…';
            break;
          }
          label += (label.endsWith(': ') ? '' : ', ') + text;
        }
        svg.setAttribute('aria-label', label);
      }
      const markup = svg.outerHTML;
      host.innerHTML = '';
      return markup;
    },
    {id: `mermaid-svg-${hash}-${mode}`, source, config, mode, minTextPx},
  );
}

/** Draws the diagrams not yet in the cache; returns the hashes that could not be drawn. */
async function drawMissing(hashes: string[], css: string, config: MermaidThemeConfig): Promise<Set<string>> {
  const failed = new Set<string>();
  const missing = hashes.filter((hash) => colourModes.some((mode) => !fs.existsSync(svgFile(hash, mode))));
  if (missing.length === 0) return failed;
  // Text is measured with DejaVu Sans, the widest of the fonts a reader's browser picks for Mermaid's
  // "trebuchet ms", verdana, arial, sans-serif (Verdana's metrics): a box drawn for it holds its label in any of
  // them, where a box drawn for a narrower font clipped the label on a machine that had only DejaVu Sans. The
  // fontconfig is the screenshot tests' (config/fonts.conf: DejaVu and Liberation only, sans-serif → DejaVu).
  const browser = await chromium.launch({
    ...chromiumProject.launchOptions,
    executablePath: chromiumExecutable(),
    env: {...process.env, FONTCONFIG_FILE: fontConfig} as Record<string, string>,
  });
  try {
    const page = await browser.newPage();
    // Nothing leaves the machine: the page is the site's CSS, a host element and Mermaid from node_modules.
    await page.route('**/*', (route) => route.abort());
    await page.setContent(
      `<!doctype html><html lang="en" data-theme="light"><head><style>${css}</style></head>` +
        '<body><main><article><div class="markdown"><div id="host" class="docusaurus-mermaid-container"></div></div></article></main></body></html>',
    );
    await page.addScriptTag({path: require.resolve('mermaid/dist/mermaid.min.js', {paths: [__dirname]})});
    // The browser wrapper's text rules (./diagramText.ts), run here from their source: one definition for both.
    await page.addScriptTag({content: `${smallestFontSize}\n${readableMinWidth}`});
    for (const hash of missing) {
      // The remark step writes the source when it compiles the page; a bundler cache kept without this one skips it.
      if (!fs.existsSync(sourceFile(hash))) {
        failed.add(hash);
        continue;
      }
      const source = fs.readFileSync(sourceFile(hash), 'utf8');
      for (const mode of colourModes) {
        const svg = await draw(page, hash, source, mermaidConfig(config, mode), mode);
        if (svg === null) {
          failed.add(hash);
          break;
        }
        fs.writeFileSync(svgFile(hash, mode), svg);
      }
    }
  } finally {
    await browser.close();
  }
  return failed;
}

/** The post-build step (src/plugins/post-build): first, since the steps after it read the pages it fills. */
export const drawDiagrams: PostBuildStep = {
  name: 'mermaid-prerender',
  async run({outDir, siteConfig}) {
    if (!prerenderEnabled()) return;
    const config = siteConfig.themeConfig.mermaid as MermaidThemeConfig;
    const pages = htmlFiles(outDir)
      .map((file) => ({file, html: fs.readFileSync(file, 'utf8')}))
      .filter(({html}) => html.includes('data-diagram='));
    const hashes = [...new Set(pages.flatMap(({html}) => [...html.matchAll(slotPattern)].map((match) => match[2]!)))];
    const cssDir = path.join(outDir, 'assets/css');
    const css = fs
      .readdirSync(cssDir)
      .filter((name) => name.endsWith('.css'))
      .sort()
      .map((name) => fs.readFileSync(path.join(cssDir, name), 'utf8'))
      .join('\n');
    let failed: Set<string>;
    try {
      failed = await drawMissing(hashes, css, config);
    } catch (error) {
      // A Chromium that is there but does not start: the diagrams draw in the browser, as without one.
      console.warn(
        `[mermaid-prerender] diagrams not drawn at build time, they will draw in the browser: ${String(error)}`,
      );
      return;
    }
    if (failed.size > 0) {
      console.warn(`[mermaid-prerender] Mermaid could not draw ${failed.size} diagram(s); they draw in the browser`);
    }
    const assets = path.join(outDir, assetsSubdir);
    fs.mkdirSync(assets, {recursive: true});
    const svgs = new Map<string, Record<ColourMode, string>>();
    for (const hash of hashes) {
      if (failed.has(hash)) continue;
      const drawn = {
        light: fs.readFileSync(svgFile(hash, 'light'), 'utf8'),
        dark: fs.readFileSync(svgFile(hash, 'dark'), 'utf8'),
      };
      svgs.set(hash, drawn);
      for (const mode of colourModes) fs.writeFileSync(path.join(assets, svgAssetName(hash, mode)), drawn[mode]);
    }
    for (const {file, html} of pages) {
      const filled = html.replace(slotPattern, (whole, open: string, hash: string, close: string) => {
        const drawn = svgs.get(hash);
        if (!drawn) return whole;
        return `${open}<div class="docusaurus-mermaid-container">${drawn.light}${drawn.dark}</div>${close}`;
      });
      // Replaced in one step: a build stopped half-way never leaves a half-written page.
      fs.writeFileSync(`${file}.tmp`, filled);
      fs.renameSync(`${file}.tmp`, file);
    }
  },
};
