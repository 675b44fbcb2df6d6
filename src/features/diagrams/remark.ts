import fs from 'node:fs';
import {cacheDir, diagramHash, prerenderEnabled, sourceFile, type MermaidThemeConfig} from './shared';

/**
 * Runs before the MDX loader's own Mermaid plugin and does what it does (a ```mermaid fence becomes the
 * `mermaid` MDX component with the source as `value`), adding `diagram`: the hash by which the build draws it
 * (./index.ts) and the browser finds the drawing. The source is written to the cache for the build step,
 * which reads built HTML, not MDX. When diagrams are not drawn at build time, fences are left to the
 * loader's plugin, and diagrams draw in the browser.
 */
interface Node {
  type: string;
  lang?: string | null;
  value?: string;
  data?: unknown;
  children?: Node[];
}

/**
 * `enabled` is decided in docusaurus.config.ts, so that it is part of the site configuration, on which the
 * bundler's persistent cache depends: a fallback build after a drawing one must compile the Markdown again.
 */
export default function remarkMermaidPrerender({
  mermaid,
  enabled = prerenderEnabled(),
}: {
  mermaid: MermaidThemeConfig;
  enabled?: boolean;
}) {
  return (tree: Node): void => {
    if (!enabled) return;
    const visit = (node: Node): void => {
      if (node.type === 'code' && node.lang === 'mermaid' && node.value !== undefined) {
        const hash = diagramHash(node.value, mermaid);
        const file = sourceFile(hash);
        if (!fs.existsSync(file)) {
          fs.mkdirSync(cacheDir, {recursive: true});
          fs.writeFileSync(file, node.value);
        }
        // The same node the loader's plugin makes (@docusaurus/mdx-loader, remark/mermaid), with one more property.
        const value = node.value;
        for (const key of Object.keys(node))
          if (key !== 'position') delete (node as unknown as Record<string, unknown>)[key];
        Object.assign(node, {type: 'mermaidCodeBlock', data: {hName: 'mermaid', hProperties: {value, diagram: hash}}});
        return;
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
