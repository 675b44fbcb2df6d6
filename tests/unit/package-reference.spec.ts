import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import * as cheerio from 'cheerio';
import ts from 'typescript';
import * as protocolPackage from '@0xintuition/protocol';
import * as sdkPackage from '@0xintuition/sdk';
import {encodePacked, getAddress, keccak256, stringToHex, toHex} from 'viem';
import {packageDefects} from '../../src/data/packageDefects';
import {noteAdmonitions, packageNotes} from '../../src/data/packageNotes';
import {protocolExportGroups, sdkExportGroups} from '../../src/data/packageExports';
import {buildPackageReference, referencePackages} from '../../src/features/package-reference/model';
import {defectsSpec} from '../../src/features/package-reference/paths';

/**
 * The generated package reference (src/features/package-reference/) equals the packages. Everything expected
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
  /**
   * Whitespace-free declaration, inline ABIs written as `typeof <Name>Abi` and an ABI's own type as `readonly [ … ]`:
   * the two abridgements each page states (checked below).
   */
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
    const declared =
      ts.isVariableDeclaration(declaration) && declaration.type
        ? symbol.name.endsWith('Abi')
          ? 'readonly[…]'
          : write(declaration.type)
        : '';
    return {kind: 'value', declaration: `declareconst${symbol.name}:${declared}`, parameters: [], returnType: ''};
  };
  const result = {} as Record<Pkg, Map<string, Expected>>;
  for (const pkg of ['protocol', 'sdk'] as const)
    result[pkg] = new Map(exportsOf(dts[pkg]).map((symbol) => [symbol.name, describe(symbol)]));
  return result;
}

interface Admonition {
  /** note, warning, danger: Docusaurus's `theme-admonition-<type>` class. */
  readonly type: string;
  readonly title: string;
  readonly text: string;
  /** It comes before the declaration's code block in the entry. */
  readonly beforeDeclaration: boolean;
}

interface Entry {
  readonly page: string;
  readonly declaration: string;
  readonly text: string;
  /** Each parameter row: the name, the type as written, and the type after "that is", when the row has one. */
  readonly rows: readonly {name: string; type: string; resolved?: string}[];
  readonly admonitions: readonly Admonition[];
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
          const codes = cells.eq(1).find('code');
          const resolved = cells.eq(1).text().includes(', that is ') ? codes.eq(1).text() : undefined;
          return {
            name: cells.eq(0).find('code').first().text(),
            type: codes.first().text(),
            ...(resolved === undefined ? {} : {resolved}),
          };
        });
      const elements = section.toArray();
      const declarationAt = elements.findIndex((element) => $(element).is('pre') || $(element).find('pre').length > 0);
      const admonitions = elements.flatMap((element, index): Admonition[] => {
        const type = /\btheme-admonition-(\w+)/.exec($(element).attr('class') ?? '')?.[1];
        if (!type) return [];
        const title = $(element).find('[class*="admonitionHeading"]').text().trim();
        const text = $(element).find('[class*="admonitionContent"]').text();
        return [{type, title, text, beforeDeclaration: declarationAt < 0 || index < declarationAt}];
      });
      entries.set(name, {
        page,
        declaration: squash(section.find('pre').first().text()).replace(/;$/, ''),
        text: section.text(),
        rows,
        admonitions,
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
      if (want.kind !== 'function') {
        if (entry.declaration !== want.declaration)
          problems.push(`${entry.page}#${name.toLowerCase()}: the declaration differs from the .d.ts declaration`);
        continue;
      }
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
  check('sdk', sdkOwn);
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

/** The article text of every built reference group page of a package (not the index pages). */
function builtPages(pkg: Pkg): Map<string, string> {
  const dir = path.join(buildDir, 'docs/developer-tools/sdks/reference', pkg);
  const pages = new Map<string, string>();
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.html') && name !== 'index.html')) {
    const $ = cheerio.load(fs.readFileSync(path.join(dir, file), 'utf8'));
    pages.set(`${route}/${pkg}/${file.replace(/\.html$/, '')}`, $('article .markdown').text());
  }
  return pages;
}

// Review 3, F22: the pages said "exactly as the type declarations state it", but print two abridgements.
test('each known defect names a test its chain spec still has, so a fixed defect cannot stay on the pages', () => {
  // The pages print the title as the proof; a defect fixed upstream is taken out of the spec, and then here.
  const spec = fs.readFileSync(path.join(root, defectsSpec), 'utf8');
  const stale = Object.entries(packageDefects)
    .filter(([, defect]) => !spec.includes(`'${defect.chainTest}'`))
    .map(([name, defect]) => `${name}: "${defect.chainTest}"`);
  expect(stale, `src/data/packageDefects.ts names tests ${defectsSpec} no longer has`).toEqual([]);
  expect(Object.keys(packageDefects).length).toBeGreaterThan(0);
});

test('each reference page says how its declarations are abridged, and they differ from the .d.ts in no other way', () => {
  const problems: string[] = [];
  for (const pkg of ['protocol', 'sdk'] as const)
    for (const [page, text] of builtPages(pkg)) {
      if (/exactly as/i.test(text)) problems.push(`${page}: claims its declarations are exact`);
      for (const abridgement of ['typeof …Abi', 'readonly [ … ]'])
        if (!text.includes(abridgement)) problems.push(`${page}: does not say that ABIs are printed as ${abridgement}`);
    }
  expect(problems).toEqual([]);
  // The first test holds every declaration, functions and values alike, to the .d.ts with only these abridgements.
});

/** The top-level positions of a printed tuple type (`readonly [a: x, b: y]` → ['a: x', 'b: y']), or undefined. */
function tuplePositions(text: string): string[] | undefined {
  const inner = /^(?:readonly )?\[(.*)\]$/.exec(text.trim())?.[1];
  if (inner === undefined) return undefined;
  const positions: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < inner.length; index++) {
    const char = inner[index]!;
    if ('([{<'.includes(char)) depth++;
    else if (')]}>'.includes(char) && inner[index - 1] !== '=') depth--;
    else if (char === ',' && depth === 0) {
      positions.push(inner.slice(start, index).trim());
      start = index + 1;
    }
  }
  if (inner.trim()) positions.push(inner.slice(start).trim());
  return positions;
}

// Review 3, F27: the checker's tuples kept some argument names and dropped others (curveId, minShares, termIds, …).
test('every tuple of contract arguments names each position after the ABI function input, in order', () => {
  // `type DepositInputs = { args: ContractFunctionArgs<typeof MultiVaultAbi, 'payable', 'deposit'>; … }` and the like,
  // read from the protocol .d.ts, so an SDK row written `DepositInputs['args']` is checked too.
  const inputsTypes = new Map<string, string>();
  for (const match of fs
    .readFileSync(dts.protocol, 'utf8')
    .matchAll(/type (\w+) = \{\s*args: (ContractFunctionArgs<typeof \w+, '\w+', '\w+'>);/g))
    inputsTypes.set(`${match[1]}['args']`, match[2]!);
  const abiInputNames = (written: string): string[] | undefined => {
    const match = /^ContractFunctionArgs<typeof (\w+), '\w+', '(\w+)'>$/.exec(inputsTypes.get(written) ?? written);
    if (!match) return undefined;
    const abi = (
      protocolPackage as unknown as Record<
        string,
        readonly {type: string; name?: string; inputs?: readonly {name: string}[]}[]
      >
    )[match[1]!];
    const item = abi?.find((candidate) => candidate.type === 'function' && candidate.name === match[2]);
    return item?.inputs?.map((input) => input.name);
  };
  const problems: string[] = [];
  let checked = 0;
  for (const pkg of ['protocol', 'sdk'] as const)
    for (const [name, entry] of builtEntries(pkg))
      for (const row of entry.rows) {
        const where = `${entry.page}#${name.toLowerCase()} ${row.name}`;
        const positions = row.resolved === undefined ? undefined : tuplePositions(row.resolved);
        const names = abiInputNames(row.type);
        if (names && !positions) {
          problems.push(`${where}: ${row.type} is not resolved to a tuple`);
          continue;
        }
        if (!positions) continue;
        checked++;
        positions.forEach((position, index) => {
          const label = /^(?:\.\.\.)?([A-Za-z_$][\w$]*)\??: /.exec(position)?.[1];
          if (!label) problems.push(`${where}: position ${index} (${position}) has no name`);
          else if (names && label !== names[index])
            problems.push(`${where}: position ${index} is ${label}, the ABI input is ${names[index] ?? 'missing'}`);
        });
        if (names && positions.length !== names.length)
          problems.push(`${where}: ${positions.length} positions for ${names.length} ABI inputs`);
      }
  expect(problems).toEqual([]);
  // About 60 rows (every multiVault*/trustBonding* args and the SDK's stake and triple helpers): not vacuous.
  expect(checked).toBeGreaterThan(50);
});

/** What a note's Markdown reads as on the page: code spans and links as their text. */
const readAs = (markdown: string) => markdown.replace(/`([^`]+)`/g, '$1').replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');

test('each note of src/data/packageNotes.ts is shown in its entry, in an admonition of its kind; a withdrawal comes first', () => {
  // The reader topics of review 3: calculateTripleId's parameters are atom ids (F26), calculateAtomId takes Hex, and
  // semanticSearch is withdrawn.
  expect(packageNotes.calculateTripleId?.kind).toBe('caveat');
  expect(packageNotes.calculateAtomId?.kind).toBe('caveat');
  expect(packageNotes.semanticSearch?.kind).toBe('withdrawn');
  const entries = new Map([...builtEntries('protocol'), ...builtEntries('sdk')]);
  const problems: string[] = [];
  for (const [name, note] of Object.entries(packageNotes)) {
    const entry = entries.get(name);
    const {type, title} = noteAdmonitions[note.kind];
    const shown = entry?.admonitions.find((admonition) => admonition.type === type && admonition.title === title);
    if (!shown) problems.push(`${name}: no ${type} admonition titled ${title}`);
    else if (!squash(shown.text).includes(squash(readAs(note.text))))
      problems.push(`${name}: the note's text is not shown`);
    else if (note.kind === 'withdrawn' && !shown.beforeDeclaration)
      problems.push(`${name}: the withdrawal comes after the declaration`);
  }
  expect(problems).toEqual([]);
  const index = cheerio.load(fs.readFileSync(path.join(buildDir, `${route}/sdk.html`), 'utf8'));
  expect(index('article .markdown').text()).toContain('semanticSearch (withdrawn)');
});

test('the facts the notes state hold for the installed SDK', () => {
  const {calculateAtomId, calculateTripleId} = sdkPackage;
  const atom = (text: string) => calculateAtomId(stringToHex(text));
  // calculateTripleId hashes three 32-byte atom ids, like the contract's _calculateTripleId (MultiVaultCore.sol).
  const [s, p, o] = [atom('Alice'), atom('has tag'), atom('trustworthy')];
  expect(calculateTripleId(s, p, o)).toBe(
    keccak256(encodePacked(['bytes32', 'bytes32', 'bytes32', 'bytes32'], [keccak256(toHex('TRIPLE_SALT')), s, p, o])),
  );
  // Atom data in place of the ids throws unless it happens to be 32 bytes long.
  expect(() => calculateTripleId(stringToHex('Alice'), stringToHex('has tag'), stringToHex('trustworthy'))).toThrow(
    /bytes32/,
  );
  // calculateAtomId hashes a 0x string as bytes: an address passed as is is not the id of its account atom.
  const address = getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8');
  expect(calculateAtomId(address)).not.toBe(atom(address));
  expect(typeof (sdkPackage as Record<string, unknown>).semanticSearch).toBe('function');
});

test('every built page that mentions semanticSearch says it is withdrawn or unsupported', () => {
  const problems: string[] = [];
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(full) : entry.name.endsWith('.html') ? [full] : [];
    });
  let mentions = 0;
  for (const file of walk(buildDir)) {
    const html = fs.readFileSync(file, 'utf8');
    if (!html.includes('semanticSearch')) continue;
    const $ = cheerio.load(html);
    $('main p, main li, main td, main [class*="admonitionContent"]').each((_index, element) => {
      const text = $(element).text().replace(/\s+/g, ' ').trim();
      // A bare name in a list of exports (the SDK page's groups) links to the entry that says it.
      if (!/\bsemanticSearch\b/.test(text) || text === 'semanticSearch') return;
      mentions++;
      if (!/withdrawn|unsupported|no longer support/i.test(text))
        problems.push(`${path.relative(buildDir, file)}: "${text.slice(0, 160)}"`);
    });
  }
  expect(problems).toEqual([]);
  expect(mentions).toBeGreaterThan(3);
});

test('every page whose code computes an atom id with calculateAtomId warns that it takes Hex', () => {
  const index = JSON.parse(fs.readFileSync(path.join(buildDir, 'package-reference.json'), 'utf8')) as {
    symbols: {name: string; package: string; usedIn: {url: string; how: string}[]}[];
  };
  const usedIn = index.symbols.find(
    (symbol) => symbol.name === 'calculateAtomId' && symbol.package === '@0xintuition/sdk',
  );
  const urls = new Set([
    ...(usedIn?.usedIn ?? []).filter((use) => use.how === 'call' && use.url !== '').map((use) => use.url),
    // primitives/atoms computes ids in prose and Solidity, not with the SDK, but names calculateAtomId(hexData).
    '/docs/primitives/atoms',
  ]);
  const problems: string[] = [];
  for (const url of urls) {
    const file = [`${url}.html`, `${url}/index.html`].map((name) => path.join(buildDir, name)).find(fs.existsSync);
    if (!file) {
      problems.push(`${url}: not built`);
      continue;
    }
    const $ = cheerio.load(fs.readFileSync(file, 'utf8'));
    const warned = $('main p, main li')
      .toArray()
      .some((element) => {
        const text = $(element).text().replace(/\s+/g, ' ');
        return text.includes('calculateAtomId takes Hex') && text.includes('stringToHex(text)');
      });
    if (!warned) problems.push(`${url}: no "calculateAtomId takes Hex … stringToHex(text)" warning`);
  }
  expect(problems).toEqual([]);
  // The pages the review names, whatever the usage index finds.
  for (const url of [
    '/docs/developer-tools/interactions/create-atom',
    '/docs/quickstart/getting-started',
    '/docs/introduction/the-primitives/structuring/atoms',
  ])
    expect(urls.has(url), url).toBe(true);
});
