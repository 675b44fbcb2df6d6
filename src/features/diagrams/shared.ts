import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {chromium as chromiumProject} from '../../../config/chromium';

/**
 * Diagrams drawn at build time (issue 19): shared by the remark plugin, which names each diagram by a hash, and
 * the build step that draws it (./index.ts).
 */

/** Changes whenever the drawing below changes in a way the hash must see (the drawn SVG's markup). */
const drawingVersion = '5';

export interface MermaidThemeConfig {
  theme: {light: string; dark: string};
  options?: Record<string, unknown>;
}

export const colourModes = ['light', 'dark'] as const;
export type ColourMode = (typeof colourModes)[number];

/** Sources and drawn SVGs, kept between builds so a rebuild draws only new or changed diagrams. */
export const cacheDir = path.resolve(__dirname, '../../../node_modules/.cache/diagrams');

/** The drawn diagrams in the build, fetched by a diagram rendered after client-side navigation. */
export const assetsSubdir = 'assets/diagrams';

const mermaidVersion: string = JSON.parse(
  fs.readFileSync(require.resolve('mermaid/package.json', {paths: [__dirname]}), 'utf8'),
).version;

/** Debian's Chromium, as the tests use it (CHROMIUM_PATH to use another; read at each call, not at import). */
export const chromiumExecutable = (): string =>
  process.env.CHROMIUM_PATH ?? chromiumProject.launchOptions.executablePath;

/**
 * Whether diagrams are drawn at build time: not when MERMAID_PRERENDER=0 (to build and test the fallback), and
 * not when the Chromium the tests use is missing. Then every diagram is drawn in the browser, as before. (A
 * Chromium that exists but fails to start is reported by the build step, and the diagrams also fall back.)
 */
export function prerenderEnabled(): boolean {
  if (process.env.MERMAID_PRERENDER === '0') return false;
  return fs.existsSync(chromiumExecutable());
}

/** The configuration the theme hands Mermaid in a colour mode (theme-mermaid's useMermaidConfig). */
export function mermaidConfig(config: MermaidThemeConfig, mode: ColourMode): Record<string, unknown> {
  return {startOnLoad: false, ...config.options, theme: config.theme[mode]};
}

/** Names a diagram by everything that decides its drawing: source, Mermaid version and configuration. */
export function diagramHash(source: string, config: MermaidThemeConfig): string {
  const input = JSON.stringify([
    drawingVersion,
    mermaidVersion,
    mermaidConfig(config, 'light'),
    mermaidConfig(config, 'dark'),
    source,
  ]);
  return crypto.createHash('sha256').update(input).digest('hex').slice(0, 16);
}

export const sourceFile = (hash: string): string => path.join(cacheDir, `${hash}.mmd`);
export const svgFile = (hash: string, mode: ColourMode): string => path.join(cacheDir, `${hash}-${mode}.svg`);
export const svgAssetName = (hash: string, mode: ColourMode): string => `${hash}-${mode}.svg`;
