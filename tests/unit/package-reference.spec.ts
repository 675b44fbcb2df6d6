import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import * as cheerio from 'cheerio';
import ts from 'typescript';
import * as protocolPackage from '@0xintuition/protocol';
import * as sdkPackage from '@0xintuition/sdk';
import {protocolExportGroups, sdkExportGroups} from '../../src/data/packageExports';
import {buildPackageReference, referencePackages} from '../../src/protocol/packageReference';

/**
 * The generated package reference (src/protocol/packageReferenceDocs.ts) equals the packages. Everything expected
 * here is re-derived from the packages' dist/index.d.ts with the checker in this file, not read from the
 * generator, and compared with the built pages (TEST_BUILD_DIR, default build/). PACKAGE_REFERENCE_PROTOCOL_DTS and
 * PACKAGE_REFERENCE_SDK_DTS point the test (and the generator) at other declaration files, e.g. a copy with one
 * more export, which must fail here with that export's name.
 */
const root = path.resolve(__dirname, '../..');
const buildDir = path.resolve(root, process.env.TEST_BUILD_DIR ?? 'build');
const route = '/docs/developer-tools/sdks/reference';
const dts = {
  protocol: path.resolve(
    root,
    process.env.PACKAGE_REFERENCE_PROTOCOL_DTS ?? 'node_modules/@0xintuition/protocol/dist/index.d.ts',
  ),
  sdk: path.resolve(root, process.env.PACKAGE_REFERENCE_SDK_DTS ?? 'node_modules/@0xintuition/sdk/dist/index.d.ts'),
};
type Pkg = keyof typeof dts;

const squash = (text: string) => text.replace(/\s+/g, '');

interface Expected {
  readonly kind: 'function' | 'value';
  /** Whitespace-free declaration, inline ABIs written as `typeof <Name>Abi`. */
  readonly declaration: string;
  readonly parameters: readonly {name: string; type: string}[];
  readonly returnType: string;
}

/** The packages' runtime exports and their declarations, from a program of this test's own. */
function derive(): Record<Pkg, Map<string, Expected>> {
  const program = ts.createProgram([dts.protocol, dts.sdk], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
  });
  const checker = program.getTypeChecker();
  const target = (symbol: ts.Symbol) =>
    symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const exportsOf = (file: string) => {
    const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
    return checker.getExportsOfModule(moduleSymbol).filter((symbol) => target(symbol).flags & ts.SymbolFlags.Value);
  };
  // ABIs, recognised by type (mutually assignable), not by text: the generator matches text.
  const abis = exportsOf(dts.protocol)
    .filter((symbol) => symbol.name.endsWith('Abi'))
    .map((symbol) => ({name: symbol.name, type: checker.getTypeOfSymbol(target(symbol))}));
  const write = (node: ts.Node): string => {
    const source = node.getSourceFile().text;
    let out = '';
    let at = node.getStart();
    const visit = (child: ts.Node) => {
      if (child.getWidth() > 1000 && (ts.isTupleTypeNode(child) || ts.isTypeOperatorNode(child))) {
        const type = checker.getTypeFromTypeNode(child);
        const abi = abis.find(
          (candidate) =>
            checker.isTypeAssignableTo(type, candidate.type) && checker.isTypeAssignableTo(candidate.type, type),
        );
        if (abi) {
          out += source.slice(at, child.getStart()) + `typeof ${abi.name}`;
          at = child.getEnd();
          return;
        }
      }
      child.forEachChild(visit);
    };
    node.forEachChild(visit);
    return squash(out + source.slice(at, node.getEnd())).replace(/;$/, '');
  };
  const describe = (symbol: ts.Symbol): Expected => {
    const declaration = target(symbol).valueDeclaration!;
    if (ts.isFunctionDeclaration(declaration))
      return {
        kind: 'function',
        declaration: write(declaration),
        parameters: declaration.parameters.map((parameter) => ({
          name: parameter.name.getText().replace(/\s+/g, ' ').replace(/, \}/, ' }'),
          type: parameter.type ? write(parameter.type) : '',
        })),
        returnType: declaration.type ? write(declaration.type) : '',
      };
    return {kind: 'value', declaration: '', parameters: [], returnType: ''};
  };
  const result = {} as Record<Pkg, Map<string, Expected>>;
  for (const pkg of ['protocol', 'sdk'] as const)
    result[pkg] = new Map(exportsOf(dts[pkg]).map((symbol) => [symbol.name, describe(symbol)]));
  return result;
}

interface Entry {
  readonly page: string;
  readonly declaration: string;
  readonly text: string;
  readonly rows: readonly {name: string; type: string}[];
}

/** Every entry (h2 with an id) of every built reference page of a package, keyed by its heading text. */
function builtEntries(pkg: Pkg): Map<string, Entry> {
  const dir = path.join(buildDir, 'docs/developer-tools/sdks/reference', pkg);
  expect(fs.existsSync(dir), `${dir}: build the site first (npm run build:strict)`).toBe(true);
  const entries = new Map<string, Entry>();
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.html'))) {
    const $ = cheerio.load(fs.readFileSync(path.join(dir, file), 'utf8'));
    const page = `${route}/${pkg}/${file.replace(/\.html$/, '')}`;
    $('article .markdown h2[id]').each((_index, heading) => {
      const name = $(heading).clone().children().remove().end().text().trim();
      const section = $(heading).nextUntil('h2');
      const rows = section
        .find('table tbody tr')
        .toArray()
        .map((row) => {
          const cells = $(row).find('td');
          return {name: cells.eq(0).find('code').first().text(), type: cells.eq(1).find('code').first().text()};
        });
      entries.set(name, {
        page,
        declaration: squash(section.find('pre').first().text()).replace(/;$/, ''),
        text: section.text(),
        rows,
      });
    });
  }
  return entries;
}

const expected = derive();
const sdkOwn = [...expected.sdk.keys()].filter((name) => !expected.protocol.has(name));

test('every runtime export has an entry on a built reference page, with the signature the .d.ts declares', () => {
  const problems: string[] = [];
  const check = (pkg: Pkg, names: readonly string[]) => {
    const entries = builtEntries(pkg);
    for (const name of names) {
      const entry = entries.get(name);
      const want = expected[pkg].get(name)!;
      if (!entry) {
        problems.push(`@0xintuition/${pkg} exports ${name}, which has no entry on any reference page (no group?)`);
        continue;
      }
      if (want.kind !== 'function') continue;
      if (entry.declaration !== want.declaration)
        problems.push(`${entry.page}#${name.toLowerCase()}: the signature differs from the .d.ts declaration`);
      for (const parameter of want.parameters) {
        const row = entry.rows.find((candidate) => candidate.name === parameter.name);
        if (!row) problems.push(`${entry.page}#${name.toLowerCase()}: no row for parameter ${parameter.name}`);
        else if (squash(row.type) !== parameter.type)
          problems.push(`${entry.page}#${name.toLowerCase()}: parameter ${parameter.name} shows ${row.type}`);
      }
      if (!squash(entry.text).includes(want.returnType))
        problems.push(`${entry.page}#${name.toLowerCase()}: the return type is missing`);
    }
  };
  check('protocol', [...expected.protocol.keys()]);
  check(
    'sdk',
    sdkOwn.filter((name) => name !== 'semanticSearch'),
  );
  expect(problems).toEqual([]);
  // The counts the issue gives: 112 protocol exports, 142 in the SDK including the protocol's.
  expect(expected.protocol.size).toBeGreaterThanOrEqual(112);
  expect(expected.sdk.size).toBe(expected.protocol.size + sdkOwn.length);
});

test('no reference page names an export the package lacks', () => {
  const problems: string[] = [];
  for (const pkg of ['protocol', 'sdk'] as const)
    for (const [name, entry] of builtEntries(pkg))
      if (!expected[pkg].has(name))
        problems.push(`${entry.page} names ${name}, which @0xintuition/${pkg} does not export`);
  expect(problems).toEqual([]);
});

test('each ABI entry gives the function, event and error counts of the ABI the package ships', () => {
  const entries = builtEntries('protocol');
  for (const [name, value] of Object.entries(protocolPackage)) {
    if (!name.endsWith('Abi')) continue;
    const items = value as readonly {type: string}[];
    const count = (type: string) => items.filter((item) => item.type === type).length;
    expect(entries.get(name)?.text, name).toContain(
      `The ABI holds ${count('function')} functions, ${count('event')} events and ${count('error')} errors.`,
    );
  }
});

test('the reference pages are in the sitemap, the sidebar, the search index, the Markdown copies and llms.txt', () => {
  const groups = [
    ...protocolExportGroups.filter((group) => group.names.length > 0).map((group) => `protocol/${group.id}`),
    ...sdkExportGroups.map((group) => `sdk/${group.id}`),
  ];
  const urls = [route, `${route}/protocol`, `${route}/sdk`, ...groups.map((group) => `${route}/${group}`)];
  const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const llms = fs.readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');
  const index = JSON.parse(fs.readFileSync(path.join(buildDir, 'search-index.json'), 'utf8')) as unknown;
  const indexed = JSON.stringify(index);
  for (const url of urls) {
    expect(sitemap, url).toContain(`${url}<`);
    expect(llms, url).toContain(`${url}.md)`);
    expect(fs.existsSync(path.join(buildDir, `${url}.md`)), `${url}.md`).toBe(true);
    expect(indexed, url).toContain(`"${url}`);
  }
  // The sidebar's Reference category (an autogenerated folder in sidebars.ts) links every page: on a page of each
  // package, its own category is expanded.
  for (const pkg of ['protocol', 'sdk'] as const) {
    const page = pkg === 'protocol' ? 'protocol/stake-and-exit' : 'sdk/stake';
    const $ = cheerio.load(fs.readFileSync(path.join(buildDir, `${route}/${page}.html`), 'utf8'));
    const sidebar = new Set(
      $('nav.menu a')
        .map((_i, a) => $(a).attr('href'))
        .get(),
    );
    for (const url of urls.filter((url) => !/\/(protocol|sdk)\//.test(url) || url.includes(`/${pkg}/`)))
      expect(sidebar.has(url), `sidebar of ${page} links ${url}`).toBe(true);
  }
  const markdown = fs.readFileSync(path.join(buildDir, `${route}/protocol/stake-and-exit.md`), 'utf8');
  expect(markdown).toContain('declare function multiVaultDeposit(config: WriteConfig, inputs: DepositInputs)');
});

test('the generator refuses an export in no group and a group naming an export the package lacks, naming each', () => {
  const runtime = {
    protocol: protocolPackage as unknown as Record<string, unknown>,
    sdk: sdkPackage as unknown as Record<string, unknown>,
  };
  const failure = (run: () => unknown): string => {
    try {
      run();
    } catch (error) {
      return (error as Error).message;
    }
    return 'no error';
  };
  // The SDK's declarations with one more runtime export, inside the repository (test-results/ is ignored by git)
  // so that its imports resolve from node_modules.
  fs.mkdirSync(path.join(root, 'test-results'), {recursive: true});
  const dir = fs.mkdtempSync(path.join(root, 'test-results', 'package-reference-'));
  const saved = process.env.PACKAGE_REFERENCE_SDK_DTS;
  try {
    const copy = path.join(dir, 'index.d.ts');
    fs.writeFileSync(
      copy,
      `${fs.readFileSync(dts.sdk, 'utf8')}\ndeclare function brandNewHelper(x: bigint): bigint;\nexport { brandNewHelper };\n`,
    );
    process.env.PACKAGE_REFERENCE_SDK_DTS = copy;
    expect(failure(() => buildPackageReference(root, runtime))).toContain(
      '@0xintuition/sdk exports brandNewHelper, which is in no group',
    );
  } finally {
    if (saved === undefined) delete process.env.PACKAGE_REFERENCE_SDK_DTS;
    else process.env.PACKAGE_REFERENCE_SDK_DTS = saved;
    fs.rmSync(dir, {recursive: true, force: true});
  }
  const renamed = referencePackages.protocol.groups.map((group) =>
    group.id === 'stake-and-exit'
      ? {...group, names: group.names.map((name) => (name === 'multiVaultRedeem' ? 'multiVaultRedeemAll' : name))}
      : group,
  );
  const message = failure(() =>
    buildPackageReference(root, runtime, {
      ...referencePackages,
      protocol: {...referencePackages.protocol, groups: renamed},
    }),
  );
  expect(message).toContain(
    'group stake-and-exit names multiVaultRedeemAll, which @0xintuition/protocol does not export',
  );
  expect(message).toContain('@0xintuition/protocol exports multiVaultRedeem, which is in no group');
});
