import fs from 'node:fs';
import path from 'node:path';

/**
 * Fills a fenced code block from a file at build time: ```ts file=../../examples/x.ts
 * The examples under examples/ are the programs tests/chain runs, so the page shows the same bytes that are
 * tested and there is no copy in the Markdown. The code ends up in the HTML and the search index like any
 * other block, with no client JavaScript. The path is relative to the Markdown file; a missing file fails the
 * build. `file=` is removed from the meta, so the rest (title=…, fragment=…) works as usual.
 */
const fileMeta = /(?:^|\s)file=(\S+)/;

interface CodeNode {
  type: 'code';
  meta?: string | null;
  value: string;
}

interface Node {
  type: string;
  children?: Node[];
}

function isCode(node: Node): node is Node & CodeNode {
  return node.type === 'code';
}

/** The file a block's meta names, resolved against the Markdown file's directory; undefined when none. */
export function codeFileOf(meta: string | null | undefined, markdownFile: string): string | undefined {
  const match = fileMeta.exec(meta ?? '');
  return match?.[1] ? path.resolve(path.dirname(markdownFile), match[1]) : undefined;
}

function fill(node: Node, markdownFile: string): void {
  if (isCode(node)) {
    const file = codeFileOf(node.meta, markdownFile);
    if (!file) return;
    if (!fs.existsSync(file))
      throw new Error(
        `${markdownFile}: code block file=${path.relative(path.dirname(markdownFile), file)} does not exist`,
      );
    node.value = fs.readFileSync(file, 'utf8').replace(/\n$/, '');
    node.meta = (node.meta ?? '').replace(fileMeta, '').trim() || null;
    return;
  }
  for (const child of node.children ?? []) fill(child, markdownFile);
}

export default function remarkCodeFile() {
  return (tree: Node, vfile: {path?: string; history?: string[]}): void => {
    const markdownFile = vfile.path ?? vfile.history?.[0];
    if (!markdownFile) return;
    fill(tree, markdownFile);
  };
}
