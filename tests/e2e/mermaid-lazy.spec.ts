import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from '../support/page';
import {testBuildDir} from '../support/routes';

/**
 * Diagrams are drawn at build time (src/features/diagrams), one SVG per colour mode, so a page whose
 * diagrams are drawn loads no Mermaid code: the SVGs are in the page's HTML and kept through hydration, and a
 * diagram first rendered in the browser (client-side navigation) fetches them from build/assets/diagrams. If they
 * cannot be fetched, the wrapper (src/features/diagrams/Mermaid.tsx) falls back to drawing with Mermaid, loaded only then.
 */
/** The Mermaid library's core (its mermaidAPI object): only its own chunk carries the name, not per-diagram chunks. */
const mermaidCore = 'mermaidAPI';
const diagramPage = '/docs/developer-tools/contracts/trust-bonding';

/** Collects the URLs of scripts that carry the Mermaid core, and of fetched diagram files. */
function watchRequests(page: Page) {
  const core: string[] = [];
  const files: string[] = [];
  const bodies: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/assets/diagrams/')) files.push(response.url());
    if (response.request().resourceType() !== 'script') return;
    bodies.push(
      response
        .text()
        .then((text) => {
          if (text.includes(mermaidCore)) core.push(response.url());
        })
        .catch(() => undefined),
    );
  });
  return {core, files, settled: () => Promise.all(bodies)};
}

/** The SVG shown for the first diagram: its colour mode (null when Mermaid drew it in the browser) and its style. */
async function shownDiagram(page: Page) {
  const svg = page.locator('[data-mermaid-diagram]').first().locator('.docusaurus-mermaid-container svg:visible');
  await expect(svg).toHaveCount(1, {timeout: 15_000});
  return svg.evaluate((element) => ({
    mode: element.getAttribute('data-mermaid-mode'),
    style: element.querySelector('style')?.textContent ?? '',
  }));
}

async function switchTo(page: Page, theme: 'light' | 'dark'): Promise<void> {
  // The toggle cycles system → light → dark.
  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
  await expect(async () => {
    if ((await page.locator('html').getAttribute('data-theme')) !== theme) await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme, {timeout: 500});
  }).toPass();
}

test(
  'a drawn diagram comes in the page, is kept through hydration, and loads no Mermaid code',
  {tag: '@spec-diagrams'},
  async ({page}) => {
    const requests = watchRequests(page);
    // Marks the diagram's SVG the server sent, before any script runs, to find the same element after hydration.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const svg = document.querySelector('[data-mermaid-diagram] svg[data-mermaid-mode="light"]');
        if (svg) svg.setAttribute('data-from-server', '');
      });
    });
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto(diagramPage);
    await waitForHydration(page);
    const diagram = page.locator('[data-mermaid-diagram]').first();
    await diagram.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(await shownDiagram(page)).toMatchObject({mode: 'light'});
    await expect(diagram.locator('svg[data-from-server]'), 'hydration kept the server SVG').toBeVisible();
    await expect(diagram.locator('[aria-busy="true"]')).toHaveCount(0);
    // Named by its kind and its labels (by the build), here a sequence diagram and its actors.
    await expect(diagram.locator('svg:visible')).toHaveAccessibleName(/^Sequence diagram: .*\bTrustBonding, .*\bYou\b/);
    await requests.settled();
    expect(requests.core, 'no Mermaid code loads, before or after scrolling to the diagram').toEqual([]);
    expect(requests.files, 'the page does not fetch drawings it carries').toEqual([]);
  },
);

test(
  'switching the colour mode shows the other drawing at once, with the dark Mermaid theme',
  {tag: '@spec-diagrams'},
  async ({page, baseURL}) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.goto(diagramPage);
    await waitForHydration(page);
    await page.locator('[data-mermaid-diagram]').first().scrollIntoViewIfNeeded();
    const light = await shownDiagram(page);
    expect(light.mode).toBe('light');
    expect(light.style.length, 'Mermaid wrote its theme into the svg').toBeGreaterThan(100);
    const requested: string[] = [];
    // A reload, a drawing fetched, or any other origin (route chunks the links in view prefetch are not counted).
    page.on('request', (request) => {
      const url = request.url();
      if (request.resourceType() === 'document' || url.includes('/assets/diagrams/') || !url.startsWith(baseURL!)) {
        requested.push(url);
      }
    });
    await switchTo(page, 'dark');
    const dark = await shownDiagram(page);
    expect(dark.mode).toBe('dark');
    // Mermaid's dark theme paints its main background #1f2020 (neutral uses #eee).
    expect(dark.style).toContain('#1f2020');
    expect(light.style).not.toContain('#1f2020');
    await switchTo(page, 'light');
    expect((await shownDiagram(page)).mode).toBe('light');
    expect(requested, 'the switch needs no request').toEqual([]);
  },
);

/** Opens a page without diagrams, then follows a sidebar link to the diagram page without reloading. */
async function navigateToDiagramPage(page: Page): Promise<void> {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/docs/developer-tools/contracts/deployments');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as {stayed: boolean}).stayed = true));
  await page.locator(`nav a[href="${diagramPage}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${diagramPage}$`));
  expect(await page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed), 'no reload').toBe(true);
  await page.locator('[data-mermaid-diagram]').first().scrollIntoViewIfNeeded();
}

test(
  'after client-side navigation a diagram shows its drawing from the build, without Mermaid',
  {tag: '@spec-diagrams'},
  async ({page}) => {
    const requests = watchRequests(page);
    await navigateToDiagramPage(page);
    expect(await shownDiagram(page)).toMatchObject({mode: 'light'});
    await switchTo(page, 'dark');
    expect(await shownDiagram(page)).toMatchObject({mode: 'dark'});
    await page.waitForLoadState('networkidle');
    await requests.settled();
    expect(requests.core).toEqual([]);
    expect(requests.files.length, 'both drawings fetched from build/assets/diagrams').toBeGreaterThanOrEqual(2);
  },
);

test(
  "without the build's drawings a diagram is drawn in the browser by Mermaid, loaded then",
  {tag: '@spec-diagrams'},
  async ({page}) => {
    const requests = watchRequests(page);
    await page.route('**/assets/diagrams/**', (route) => route.fulfill({status: 404, body: ''}));
    await navigateToDiagramPage(page);
    const drawn = await shownDiagram(page);
    expect(drawn.mode, 'Mermaid drew it here').toBeNull();
    expect(drawn.style).toContain('#mermaid-svg-');
    await requests.settled();
    expect(requests.core.length, 'the Mermaid library arrives for the diagram').toBe(1);
  },
);

test(
  "every drawing from the build holds its labels in DejaVu Sans and in Arial's metrics, so no reader's font sends it back to Mermaid",
  {tag: '@spec-diagrams'},
  async ({page}) => {
    // The fonts a Linux browser picks for Mermaid's "trebuchet ms", verdana, arial, sans-serif; Arial's metrics
    // (Liberation Sans) draw capitals wider than DejaVu Sans, whose metrics Mermaid sized the boxes with.
    const names = fs
      .readdirSync(path.join(testBuildDir, 'assets/diagrams'))
      .filter((name) => name.endsWith('-light.svg'));
    expect(names.length, 'drawings in the build').toBeGreaterThan(40);
    await page.goto('/docs/introduction/overview');
    await waitForHydration(page);
    const clipped = await page.evaluate(async (names) => {
      const found: string[] = [];
      const article = document.querySelector('article .markdown')!;
      const font = document.createElement('style');
      document.head.append(font);
      for (const name of names) {
        const box = document.createElement('div');
        box.className = 'docusaurus-mermaid-container';
        box.innerHTML = await (await fetch(`/assets/diagrams/${name}`)).text();
        article.append(box);
        for (const family of ['DejaVu Sans', 'Liberation Sans']) {
          font.textContent = `foreignObject * { font-family: "${family}" !important; }`;
          // The wrapper's test (src/features/diagrams/Mermaid.tsx clipsALabel), in each font.
          for (const object of Array.from(box.querySelectorAll('foreignObject'))) {
            const label = object.firstElementChild;
            if (label && label.scrollWidth > object.width.baseVal.value + 1)
              found.push(`${name} in ${family}: ${object.textContent}`);
          }
        }
        box.remove();
      }
      return found;
    }, names);
    expect(clipped).toEqual([]);
  },
);
