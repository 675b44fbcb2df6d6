/**
 * Build-time only (Node): reads the type declarations of the pinned @0xintuition/protocol and @0xintuition/sdk
 * (`dist/index.d.ts`) with the TypeScript compiler API and describes every runtime export: its signature as the
 * checker prints it, each parameter (object parameters expanded one level), the return type, the package's doc
 * comment, and for ABIs and constants what they hold. The grouping is src/data/packageExports.ts;
 * `buildPackageReference` throws, naming the symbol, when a runtime export is in no group (and not in
 * `deliberatelyUnlistedExports`) or a group names an export the package lacks. The pages are written by
 * generate.ts (through render/).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  deliberatelyUnlistedExports,
  protocolExportGroups,
  sdkExportGroups,
  type ExportGroup,
} from '../../data/packageExports';

export type ReferencePackage = 'protocol' | 'sdk';

export const referencePackages: Readonly<Record<ReferencePackage, {npm: string; groups: readonly ExportGroup[]}>> = {
  protocol: {npm: '@0xintuition/protocol', groups: protocolExportGroups},
  sdk: {npm: '@0xintuition/sdk', groups: sdkExportGroups},
};

export interface ReferenceField {
  readonly name: string;
  /** The type as written in the declaration. */
  readonly type: string;
  /**
   * What the checker resolves it to, when that differs and is short (`ContractFunctionArgs<…>` → a tuple). A tuple of
   * contract arguments has every position labelled with the ABI function's input name (see `contractTuple`).
   */
  readonly resolved?: string;
  readonly optional: boolean;
}

export interface ReferenceParameter {
  readonly name: string;
  /** The type as written in the declaration (`WriteConfig`, `DepositInputs`). */
  readonly type: string;
  /** What the checker resolves a computed type to (`DepositInputs['args']` → a labelled tuple), when short. */
  readonly resolved?: string;
  readonly optional: boolean;
  /** The fields of an object parameter, one level deep, with their types as the checker prints them. */
  readonly fields: readonly ReferenceField[];
}

export interface ReferenceSignature {
  /** `declare function name(params): Return`, as the checker prints it. */
  readonly text: string;
  readonly parameters: readonly ReferenceParameter[];
  readonly returnType: string;
}

export interface AbiSummary {
  readonly functions: readonly string[];
  readonly events: readonly string[];
  readonly errors: readonly string[];
}

export interface ReferenceSymbol {
  readonly name: string;
  readonly kind: 'function' | 'abi' | 'bytecode' | 'constant';
  /** Functions: one per overload. */
  readonly signatures: readonly ReferenceSignature[];
  /** Constants, ABIs and bytecode: `declare const name: Type`. */
  readonly declaration?: string;
  readonly abi?: AbiSummary;
  /** Constants: the value or shape (top-level keys), from the package at runtime. */
  readonly value?: string;
  /** The package's JSDoc, when the declaration has one. */
  readonly doc?: string;
  /** For the SDK: true when the export is the protocol package's, re-exported. */
  readonly reExported: boolean;
}

export interface ReferenceGroup {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly caveat?: string;
  readonly symbols: readonly ReferenceSymbol[];
}

export interface PackageReference {
  readonly package: ReferencePackage;
  readonly npm: string;
  readonly version: string;
  /** Every runtime export of the package, sorted. */
  readonly runtimeExports: readonly string[];
  readonly groups: readonly ReferenceGroup[];
}

/** Where each package's declarations are read from; an override lets a test feed a changed copy. */
export function declarationFiles(siteDir: string): Record<ReferencePackage, string> {
  return {
    protocol: path.resolve(
      siteDir,
      process.env.PACKAGE_REFERENCE_PROTOCOL_DTS ?? 'node_modules/@0xintuition/protocol/dist/index.d.ts',
    ),
    sdk: path.resolve(
      siteDir,
      process.env.PACKAGE_REFERENCE_SDK_DTS ?? 'node_modules/@0xintuition/sdk/dist/index.d.ts',
    ),
  };
}

const printFlags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

/** One line per declaration: the checker's types are already single-line with NoTruncation. */
const collapse = (text: string) =>
  text
    .replace(/import\("[^"]*"\)\./g, '')
    .replace(/\s+/g, ' ')
    .replace(/, \}/g, ' }')
    .trim();

function docOf(symbol: ts.Symbol, checker: ts.TypeChecker): string | undefined {
  const text = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
  return text ? text : undefined;
}

/**
 * Prints declaration nodes as the package declares them, except that an inline copy of a package ABI (tsup writes
 * the whole MultiVault ABI into every event parser's return type) is printed as `typeof <Name>Abi`, the type it is.
 */
class DeclarationPrinter {
  private readonly printer = ts.createPrinter({removeComments: true});
  private readonly abiByText = new Map<string, string>();
  /** Whitespace-free lengths of the ABI types: a node of another length is not compared. */
  private readonly lengths = new Set<number>();

  constructor(abis: ReadonlyMap<string, ts.TypeNode>) {
    for (const [name, node] of abis) {
      const key = this.key(node);
      this.abiByText.set(key, name);
      this.lengths.add(key.length);
    }
  }

  private key(node: ts.Node): string {
    return node.getText().replace(/\s+/g, '');
  }

  print(node: ts.Node): string {
    const replaceAbis = (context: ts.TransformationContext) => {
      const visit = (child: ts.Node): ts.Node => {
        if (ts.isTupleTypeNode(child) || ts.isTypeOperatorNode(child)) {
          const key = child.pos >= 0 && child.getWidth() > 1000 ? this.key(child) : '';
          const abi = this.lengths.has(key.length) ? this.abiByText.get(key) : undefined;
          if (abi) return context.factory.createTypeQueryNode(context.factory.createIdentifier(abi));
        }
        return ts.visitEachChild(child, visit, context);
      };
      return (root: ts.Node) => ts.visitNode(root, visit);
    };
    const result = ts.transform(node, [replaceAbis]);
    const printed = this.printer.printNode(
      ts.EmitHint.Unspecified,
      result.transformed[0] as ts.Node,
      node.getSourceFile(),
    );
    result.dispose();
    return printed;
  }
}

const aliased = (symbol: ts.Symbol, checker: ts.TypeChecker) =>
  symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;

interface Context {
  readonly checker: ts.TypeChecker;
  readonly printer: DeclarationPrinter;
  readonly packageFiles: ReadonlySet<string>;
  /** The protocol package's runtime exports, where the ABIs named by `ContractFunctionArgs<typeof XAbi, …>` are. */
  readonly abis: Readonly<Record<string, unknown>>;
}

interface AbiFunctionItem {
  readonly type: string;
  readonly name?: string;
  readonly inputs?: readonly {readonly name?: string}[];
}

/**
 * The ABI function a type node stands for: `ContractFunctionArgs<typeof MultiVaultAbi, 'payable', 'deposit'>`
 * directly, or through a property of a package type (`DepositInputs['args']`, whose `args` is declared that way).
 */
function contractFunctionOf(
  node: ts.TypeNode | undefined,
  checker: ts.TypeChecker,
  depth = 0,
): {abi: string; fn: string} | undefined {
  if (!node || depth > 4) return undefined;
  if (ts.isParenthesizedTypeNode(node)) return contractFunctionOf(node.type, checker, depth + 1);
  if (ts.isTypeReferenceNode(node)) {
    const [abi, , fn] = node.typeArguments ?? [];
    if (
      node.typeName.getText() === 'ContractFunctionArgs' &&
      abi &&
      ts.isTypeQueryNode(abi) &&
      fn &&
      ts.isLiteralTypeNode(fn) &&
      ts.isStringLiteral(fn.literal)
    )
      return {abi: abi.exprName.getText(), fn: fn.literal.text};
    return undefined;
  }
  if (
    ts.isIndexedAccessTypeNode(node) &&
    ts.isTypeReferenceNode(node.objectType) &&
    ts.isLiteralTypeNode(node.indexType) &&
    ts.isStringLiteral(node.indexType.literal)
  ) {
    const key = node.indexType.literal.text;
    const symbol = checker.getSymbolAtLocation(node.objectType.typeName);
    const target = symbol && aliased(symbol, checker);
    for (const declaration of target?.declarations ?? []) {
      const members = ts.isTypeAliasDeclaration(declaration)
        ? ts.isTypeLiteralNode(declaration.type)
          ? declaration.type.members
          : undefined
        : ts.isInterfaceDeclaration(declaration)
          ? declaration.members
          : undefined;
      const member = members?.find((candidate) => candidate.name?.getText() === key);
      if (member && ts.isPropertySignature(member)) return contractFunctionOf(member.type, checker, depth + 1);
    }
  }
  return undefined;
}

/**
 * A tuple of contract arguments with every position labelled by the ABI function's input name. The checker drops
 * some labels when it resolves `ContractFunctionArgs` (`readonly [receiver: 0x…, termId: 0x…, bigint, shares: bigint,
 * bigint]` for redeem), which leaves a reader unable to tell the curve id from the slippage bound. Throws when the
 * ABI lacks the function, the position counts differ or an input has no name, so no tuple is shown half-labelled.
 */
function contractTuple(
  typeNode: ts.TypeNode | undefined,
  type: ts.Type,
  location: ts.Node,
  context: Context,
): string | undefined {
  const {checker} = context;
  const call = contractFunctionOf(typeNode, checker);
  if (!call || !checker.isTupleType(type)) return undefined;
  const where = `${call.fn} in ${call.abi}`;
  const abi = context.abis[call.abi];
  const elements = checker.getTypeArguments(type as ts.TypeReference);
  const candidates = (Array.isArray(abi) ? (abi as AbiFunctionItem[]) : []).filter(
    (item) => item.type === 'function' && item.name === call.fn && (item.inputs ?? []).length === elements.length,
  );
  if (candidates.length !== 1)
    throw new Error(
      `package reference: ${where}: ${candidates.length} ABI functions with ${elements.length} inputs, so the tuple cannot be labelled`,
    );
  const inputs = candidates[0]?.inputs ?? [];
  const positions = elements.map((element, index) => {
    const name = inputs[index]?.name;
    if (!name) throw new Error(`package reference: input ${index} of ${where} has no name to label the tuple with`);
    return `${name}: ${collapse(checker.typeToString(element, location, printFlags))}`;
  });
  const readonly = ((type as ts.TypeReference).target as ts.TupleType).readonly ? 'readonly ' : '';
  return `${readonly}[${positions.join(', ')}]`;
}

/** Parameters whose type the package itself declares (WriteConfig, DepositInputs, an inline object) are expanded. */
function fieldsOf(node: ts.ParameterDeclaration, type: ts.Type, context: Context) {
  const {checker, packageFiles} = context;
  const typeNode = node.type;
  if (!typeNode) return [];
  const ownAlias = (reference: ts.TypeNode): boolean => {
    if (ts.isTypeLiteralNode(reference)) return true;
    if (ts.isIntersectionTypeNode(reference)) return reference.types.every(ownAlias);
    if (!ts.isTypeReferenceNode(reference)) return false;
    const symbol = checker.getSymbolAtLocation(reference.typeName);
    const target = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const declarations = target?.declarations ?? [];
    return (
      declarations.length > 0 &&
      declarations.every(
        (declaration) =>
          (packageFiles.has(path.resolve(declaration.getSourceFile().fileName)) ||
            declaration.getSourceFile().fileName.includes('/@0xintuition/')) &&
          (ts.isTypeAliasDeclaration(declaration) || ts.isInterfaceDeclaration(declaration)),
      )
    );
  };
  if (!ownAlias(typeNode)) return [];
  const objectType = checker.getNonNullableType(type);
  if (!(objectType.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection))) return [];
  return checker.getPropertiesOfType(objectType).map((property): ReferenceField => {
    const declaration = property.valueDeclaration;
    const written =
      declaration && ts.isPropertySignature(declaration) && declaration.type
        ? collapse(declaration.type.getText())
        : undefined;
    const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
    const propertyType = checker.getTypeOfSymbolAtLocation(property, node);
    const resolve = () => collapse(checker.typeToString(propertyType, node, printFlags));
    if (!written) return {name: property.name, type: resolve(), optional};
    // A named type (Address, WalletClient) is shown by name; a computed one (ContractFunctionArgs<…>) also resolved.
    if (/^[\w.]+$/.test(written)) return {name: property.name, type: written, optional};
    const typeNode = declaration && ts.isPropertySignature(declaration) ? declaration.type : undefined;
    const tuple = contractTuple(typeNode, propertyType, node, context);
    if (tuple) return {name: property.name, type: written, resolved: tuple, optional};
    const resolved = resolve();
    const showResolved = resolved !== written && resolved.length <= 240;
    return {name: property.name, type: written, ...(showResolved ? {resolved} : {}), optional};
  });
}

function signatureOf(signature: ts.Signature, context: Context): ReferenceSignature {
  const {checker, printer} = context;
  const declaration = signature.getDeclaration() as ts.SignatureDeclaration;
  const parameters = declaration.parameters.map((node) => {
    const type = checker.getTypeAtLocation(node);
    const written = node.type
      ? collapse(printer.print(node.type))
      : collapse(checker.typeToString(type, node, printFlags));
    const tuple = contractTuple(node.type, type, node, context);
    const resolved =
      tuple ?? (/^[\w.]+$/.test(written) ? written : collapse(checker.typeToString(type, node, printFlags)));
    return {
      name: collapse(node.name.getText()),
      type: written,
      ...(resolved !== written && (tuple || resolved.length <= 240) ? {resolved} : {}),
      optional: !!node.questionToken || !!node.initializer || !!node.dotDotDotToken,
      fields: fieldsOf(node, type, context),
    };
  });
  return {
    text: printer.print(declaration).trim(),
    parameters,
    returnType: declaration.type
      ? printer.print(declaration.type)
      : collapse(checker.typeToString(signature.getReturnType(), declaration, printFlags)),
  };
}

interface AbiItem {
  readonly type: string;
  readonly name?: string;
}

function abiSummary(value: unknown): AbiSummary {
  const items = Array.isArray(value) ? (value as AbiItem[]) : [];
  const named = (kind: string) => items.filter((item) => item.type === kind).map((item) => item.name ?? '');
  return {functions: named('function'), events: named('event'), errors: named('error')};
}

/** A constant's value when short, else the keys it holds (a chain object, the deployments table). */
function describeValue(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value);
  if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    const json = JSON.stringify(value, (_key, inner: unknown) => (typeof inner === 'bigint' ? String(inner) : inner));
    if (json.length <= 600) return json;
    return `an object with the keys ${keys.join(', ')}`;
  }
  return typeof value;
}

function describeSymbol(
  name: string,
  exported: ts.Symbol,
  context: Context,
  runtime: Record<string, unknown>,
  reExported: boolean,
): ReferenceSymbol {
  const {checker} = context;
  const symbol = aliased(exported, checker);
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  if (!declaration) throw new Error(`package reference: ${name} has no declaration`);
  const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
  const doc = docOf(symbol, checker);
  const base = {name, ...(doc ? {doc} : {}), reExported};
  const signatures = type.getCallSignatures();
  if (signatures.length > 0) {
    return {
      ...base,
      kind: 'function',
      signatures: signatures.map((signature) => signatureOf(signature, context)),
    };
  }
  const typeNode = ts.isVariableDeclaration(declaration) ? declaration.type : undefined;
  const declared = typeNode
    ? context.printer.print(typeNode)
    : collapse(checker.typeToString(type, declaration, printFlags));
  const value = runtime[name];
  if (name.endsWith('Abi'))
    return {
      ...base,
      kind: 'abi',
      signatures: [],
      declaration: `declare const ${name}: readonly [ … ];`,
      abi: abiSummary(value),
    };
  if (name.endsWith('Bytecode')) {
    const bytes = typeof value === 'string' ? (value.length - 2) / 2 : 0;
    return {
      ...base,
      kind: 'bytecode',
      signatures: [],
      declaration: `declare const ${name}: ${declared};`,
      value: `${bytes} bytes`,
    };
  }
  return {
    ...base,
    kind: 'constant',
    signatures: [],
    declaration: `declare const ${name}: ${declared};`,
    value: describeValue(value),
  };
}

/** The runtime exports of a declaration file: every exported name that carries a value, not only a type. */
function runtimeExportsOf(file: string, program: ts.Program): Map<string, ts.Symbol> {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`package reference: cannot read ${file}`);
  const exports = new Map<string, ts.Symbol>();
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    if (target.flags & ts.SymbolFlags.Value) exports.set(symbol.name, symbol);
  }
  return exports;
}

export function createReferenceProgram(files: readonly string[]): ts.Program {
  return ts.createProgram([...files], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  });
}

/**
 * Builds both packages' references. Throws an Error naming every symbol that is in no group (and not deliberately
 * unlisted) and every group name the package does not export at runtime.
 */
export function buildPackageReference(
  siteDir: string,
  runtime: Record<ReferencePackage, Record<string, unknown>>,
  packages: typeof referencePackages = referencePackages,
): PackageReference[] {
  const files = declarationFiles(siteDir);
  const program = createReferenceProgram([files.protocol, files.sdk]);
  const checker = program.getTypeChecker();
  const protocolExports = runtimeExportsOf(files.protocol, program);
  const protocolNames = new Set(protocolExports.keys());
  const abis = new Map<string, ts.TypeNode>();
  for (const [name, symbol] of protocolExports) {
    const declaration = aliased(symbol, checker).valueDeclaration;
    if (name.endsWith('Abi') && declaration && ts.isVariableDeclaration(declaration) && declaration.type)
      abis.set(name, declaration.type);
  }
  const context: Context = {
    checker,
    printer: new DeclarationPrinter(abis),
    packageFiles: new Set(Object.values(files).map((file) => path.resolve(file))),
    abis: runtime.protocol,
  };
  const problems: string[] = [];
  const references = (Object.keys(packages) as ReferencePackage[]).map((pkg) => {
    const {npm, groups} = packages[pkg];
    const exports = runtimeExportsOf(files[pkg], program);
    const version = (
      JSON.parse(fs.readFileSync(path.join(siteDir, 'node_modules', npm, 'package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
    const listed = new Set(groups.flatMap((group) => group.names));
    for (const name of [...exports.keys()].sort()) {
      // The SDK's pages list what it adds; its re-exports of the protocol package are on the protocol pages.
      const covered =
        listed.has(name) || name in deliberatelyUnlistedExports || (pkg === 'sdk' && protocolNames.has(name));
      if (!covered)
        problems.push(
          `${npm} exports ${name}, which is in no group of src/data/packageExports.ts and not in deliberatelyUnlistedExports`,
        );
    }
    for (const group of groups)
      for (const name of group.names)
        if (!exports.has(name))
          problems.push(`src/data/packageExports.ts group ${group.id} names ${name}, which ${npm} does not export`);
    const describe = (name: string) => {
      const symbol = exports.get(name);
      return symbol
        ? [describeSymbol(name, symbol, context, runtime[pkg], pkg === 'sdk' && protocolNames.has(name))]
        : [];
    };
    return {
      package: pkg,
      npm,
      version,
      runtimeExports: [...exports.keys()].sort(),
      groups: groups
        .filter((group) => group.names.length > 0)
        .map((group) => ({
          id: group.id,
          title: group.title,
          description: group.description,
          ...(group.caveat ? {caveat: group.caveat} : {}),
          symbols: group.names.flatMap(describe),
        })),
    };
  });
  if (problems.length > 0) throw new Error(`package reference:\n${problems.join('\n')}`);
  return references;
}
