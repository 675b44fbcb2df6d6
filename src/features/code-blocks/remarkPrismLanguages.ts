import {languagesNeeded} from './prismLanguages';

/**
 * Adds `import '@site/src/features/code-blocks/languages/<name>'` to a Markdown page for every extra Prism language
 * its code blocks need (./prismLanguages.ts), so a page ships the grammars it shows and no
 * others. The imports are static: they load with the page's route chunks, before hydration renders a block.
 * Mermaid fences become diagrams (theme-mermaid), not code blocks.
 */
interface Node {
  type: string;
  lang?: string | null;
  children?: Node[];
}

function languagesOfTree(tree: Node, additionalLanguages: readonly string[]): string[] {
  const names = new Set<string>();
  const visit = (node: Node): void => {
    if (node.type === 'code' && node.lang && node.lang !== 'mermaid') {
      for (const name of languagesNeeded(additionalLanguages, node.lang)) names.add(name);
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return additionalLanguages.filter((name) => names.has(name));
}

const importNode = (name: string) => ({
  type: 'mdxjsEsm',
  value: '',
  data: {
    estree: {
      type: 'Program',
      sourceType: 'module',
      body: [
        {
          type: 'ImportDeclaration',
          specifiers: [],
          source: {type: 'Literal', value: `@site/src/features/code-blocks/languages/${name}`},
        },
      ],
    },
  },
});

export default function remarkPrismLanguages({additionalLanguages}: {additionalLanguages: readonly string[]}) {
  return (tree: Node): void => {
    const names = languagesOfTree(tree, additionalLanguages);
    tree.children = [...names.map(importNode), ...(tree.children ?? [])];
  };
}
