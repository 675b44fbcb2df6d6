/**
 * Build-time only (Node): where the site's own code uses each export of @0xintuition/protocol and @0xintuition/sdk,
 * for the "Used in" links of the package reference. Nothing is listed by hand: every TypeScript block of
 * docs/**\/*.md(x) (including ```ts file=… blocks, read from their example file) and every example program the site
 * pages render from src/data/codeExamples.ts is parsed with the TypeScript compiler, and a use is an identifier
 * imported from one of the two packages (aliases followed, namespace imports as `ns.name`), outside its import.
 * An example file counts as run on the chain when src/data/chainExamples.ts lists it (tests/unit/chain-examples.spec.ts
 * holds that list to the chain specs).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {codeFileMeta, parseCodeBlocks, typescriptLangs} from '../../../scripts/extract-snippets';
import {runsOnChain} from '../../data/chainExamples';
import * as codeExamples from '../../data/codeExamples';
import {sitePages} from '../../data/sitePages';

const packages = new Set(['@0xintuition/protocol', '@0xintuition/sdk']);
/** Examples written for the package reference, for functions no guide's example calls (tests/chain runs them). */
export const referenceExamplesDir = 'examples/reference';

export interface Usage {
  /** The page's URL path: /docs/… or a site page; empty for an example written for the reference (examples/reference/). */
  readonly url: string;
  readonly title: string;
  /** The example file, relative to the site root, when the code is one (`examples/…`). */
  readonly file?: string;
  /** The example file is run by `npm run test:chain`. */
  readonly runsOnChain: boolean;
  /** How the code uses the export: `call` (called) or `reference` (passed, read, spread). */
  readonly how: 'call' | 'reference';
}

/** The package exports a piece of TypeScript uses, with whether each is called. */
export function packageUses(code: string): Map<string, 'call' | 'reference'> {
  const source = ts.createSourceFile('example.ts', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const locals = new Map<string, string>(); // local name → exported name
  const namespaces = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!packages.has(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements)
        if (!element.isTypeOnly) locals.set(element.name.text, (element.propertyName ?? element.name).text);
  }
  const uses = new Map<string, 'call' | 'reference'>();
  const record = (name: string, node: ts.Node) => {
    const parent = node.parent;
    const called = ts.isCallExpression(parent) && parent.expression === node;
    if (called || !uses.has(name)) uses.set(name, called ? 'call' : 'reference');
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) return;
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      namespaces.has(node.expression.text)
    ) {
      record(node.name.text, node);
      return;
    }
    if (ts.isIdentifier(node)) {
      const exported = locals.get(node.text);
      const parent = node.parent;
      // A property name (`x.multiVaultDeposit`, `{multiVaultDeposit: 1}`) is not the import.
      const isPropertyName =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        (ts.isPropertyAssignment(parent) && parent.name === node);
      if (exported && !isPropertyName) record(exported, node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

function markdownFiles(dir: string, skip: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (full === skip) return [];
      if (entry.isDirectory()) return markdownFiles(full, skip);
      return /\.mdx?$/.test(entry.name) ? [full] : [];
    });
}

/** /docs/a/b for docs/a/b.md(x); /docs/a for docs/a/index.md(x). */
export function docUrl(relativeFile: string): string {
  return `/${relativeFile.replace(/\.mdx?$/, '').replace(/\/index$/, '')}`;
}

function docTitle(source: string, fallback: string): string {
  const front = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  const title = /^title:\s*(.+)$/m.exec(front)?.[1] ?? /^#\s+(.+)$/m.exec(source)?.[1] ?? fallback;
  return title.trim().replace(/^(['"])(.*)\1$/, '$2');
}

/** Site pages (src/pages) and the codeExamples entries each imports. */
function sitePageExamples(siteDir: string): {url: string; title: string; source: string}[] {
  const pagesDir = path.join(siteDir, 'src/pages');
  const pages = (folder: string): string[] =>
    fs
      .readdirSync(folder, {withFileTypes: true})
      .flatMap((entry) =>
        entry.isDirectory() && !entry.name.startsWith('_')
          ? pages(path.join(folder, entry.name))
          : /\.tsx$/.test(entry.name)
            ? [path.join(folder, entry.name)]
            : [],
      );
  const examples = codeExamples as unknown as Record<string, unknown>;
  const found: {url: string; title: string; source: string}[] = [];
  for (const file of pages(pagesDir)) {
    const text = fs.readFileSync(file, 'utf8');
    const imported = /import\s*\{([^}]*)\}\s*from\s*'@site\/src\/data\/codeExamples'/.exec(text)?.[1];
    if (!imported) continue;
    const route = `/${path
      .relative(pagesDir, file)
      .replace(/\.tsx$/, '')
      .replace(/(^|\/)index$/, '')}`;
    // The page's title is its src/data/sitePages.ts entry, named by <SitePageLayout page="…">.
    const key = /<SitePageLayout[^>]*\bpage="(\w+)"/.exec(text)?.[1];
    const title = (key && (sitePages as Record<string, {title: string} | undefined>)[key]?.title) || route;
    for (const name of imported.split(',').map((part) => part.trim().split(/\s+as\s+/)[0] ?? '')) {
      const example = examples[name];
      if (example && typeof example === 'object' && 'source' in example && typeof example.source === 'string')
        found.push({url: route.replace(/\/$/, '') || '/', title, source: example.source});
    }
  }
  return found;
}

/**
 * Every use of a package export on the site, keyed by export name; `skipDir` (the generated reference) is left
 * out. Each page is listed once per export, with its first example file that runs on the chain if any.
 */
export function collectPackageUsage(siteDir: string, skipDir: string): Map<string, Usage[]> {
  const usage = new Map<string, Usage[]>();
  const add = (name: string, entry: Usage) => {
    const list = usage.get(name) ?? [];
    const same = list.findIndex((other) => other.url === entry.url);
    if (same < 0) list.push(entry);
    else {
      const other = list[same]!;
      // Keep one entry per page: prefer a call, then an example the chain runs.
      const better =
        (entry.how === 'call' && other.how !== 'call') ||
        (entry.how === other.how && entry.runsOnChain && !other.runsOnChain);
      if (better) list[same] = entry;
    }
    usage.set(name, list);
  };
  for (const full of markdownFiles(path.join(siteDir, 'docs'), skipDir)) {
    const relativeFile = path.relative(siteDir, full).split(path.sep).join('/');
    const source = fs.readFileSync(full, 'utf8');
    const url = docUrl(relativeFile);
    const title = docTitle(source, url);
    for (const block of parseCodeBlocks(source, relativeFile)) {
      if (!typescriptLangs.includes(block.lang)) continue;
      const named = codeFileMeta(block.meta);
      const file = named
        ? path
            .relative(siteDir, path.resolve(path.dirname(full), named))
            .split(path.sep)
            .join('/')
        : undefined;
      const code = file ? fs.readFileSync(path.join(siteDir, file), 'utf8') : block.code;
      for (const [name, how] of packageUses(code))
        add(name, {url, title, ...(file ? {file} : {}), runsOnChain: !!file && runsOnChain(file), how});
    }
  }
  // Examples written for the reference itself: shown on the entries of the functions they call, on no other page.
  const own = path.join(siteDir, referenceExamplesDir);
  for (const name of fs.existsSync(own) ? fs.readdirSync(own).sort() : []) {
    if (!name.endsWith('.ts')) continue;
    const file = `${referenceExamplesDir}/${name}`;
    for (const [export_, how] of packageUses(fs.readFileSync(path.join(siteDir, file), 'utf8')))
      add(export_, {url: '', title: name, file, runsOnChain: runsOnChain(file), how});
  }
  for (const page of sitePageExamples(siteDir)) {
    const code = fs.readFileSync(path.join(siteDir, page.source), 'utf8');
    for (const [name, how] of packageUses(code))
      add(name, {
        url: page.url,
        title: page.title,
        file: page.source,
        runsOnChain: runsOnChain(page.source),
        how,
      });
  }
  return usage;
}
