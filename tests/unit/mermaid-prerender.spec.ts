import fs from 'node:fs';
import {expect, test} from '@playwright/test';
import loaderMermaid from '@docusaurus/mdx-loader/lib/remark/mermaid';
import remarkMermaidPrerender from '../../src/features/diagrams/remark';
import {diagramHash, sourceFile} from '../../src/features/diagrams/shared';

/**
 * Diagrams are drawn at build time unless MERMAID_PRERENDER=0 or Chromium is missing (src/features/diagrams).
 * The remark step decides it: a fence gets the hash the build draws it under, or is left to the MDX loader's own
 * plugin, whose diagram carries no hash and so is drawn in the browser (tests/e2e/mermaid-lazy.spec.ts checks the
 * wrapper draws a diagram with no drawing). A second full build to test the fallback would double npm test's build.
 */
const config = {theme: {light: 'neutral', dark: 'dark'}, options: {}};
const source = 'flowchart LR\n  A[Atom] --> T[Triple]';

interface Node {
  type: string;
  lang?: string;
  value?: string;
  data?: {hName?: string; hProperties?: Record<string, unknown>};
  children?: Node[];
}

/** A Markdown tree with one mermaid fence, through this plugin and then the loader's, as the docs are compiled. */
async function compile(): Promise<Node> {
  const tree: Node = {type: 'root', children: [{type: 'code', lang: 'mermaid', value: source}]};
  remarkMermaidPrerender({mermaid: config})(tree);
  await (loaderMermaid as unknown as () => (tree: Node) => Promise<void>)()(tree);
  return tree.children![0]!;
}

test('a fence gets the hash the build draws it under, and its source is kept for that step', async () => {
  const node = await compile();
  const hash = diagramHash(source, config);
  expect(node.data).toEqual({hName: 'mermaid', hProperties: {value: source, diagram: hash}});
  expect(fs.readFileSync(sourceFile(hash), 'utf8')).toBe(source);
});

test('the hash changes with the source and with the Mermaid configuration', () => {
  const hash = diagramHash(source, config);
  expect(diagramHash(`${source}\n  T --> V[Vault]`, config)).not.toBe(hash);
  expect(diagramHash(source, {...config, theme: {light: 'default', dark: 'dark'}})).not.toBe(hash);
  expect(diagramHash(source, {...config, options: {fontSize: 18}})).not.toBe(hash);
});

test('with MERMAID_PRERENDER=0 the fence is left to the loader: a diagram without a hash, drawn in the browser', async () => {
  process.env.MERMAID_PRERENDER = '0';
  try {
    const node = await compile();
    expect(node.data).toEqual({hName: 'mermaid', hProperties: {value: source}});
  } finally {
    delete process.env.MERMAID_PRERENDER;
  }
});

test('without Chromium the fence is left to the loader too', async () => {
  process.env.CHROMIUM_PATH = '/nonexistent/chromium';
  try {
    expect((await compile()).data).toEqual({hName: 'mermaid', hProperties: {value: source}});
  } finally {
    delete process.env.CHROMIUM_PATH;
  }
});
