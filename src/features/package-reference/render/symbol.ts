/** One export's entry on a group page: declaration, parameters, return type, notes, and where the site uses it. */
import path from 'node:path';
import {packageDefects} from '../../../data/packageDefects';
import {packageNotes} from '../../../data/packageNotes';
import type {PackageReference, ReferenceGroup, ReferenceSymbol} from '../model';
import {defectsSpec, symbolUrl} from '../paths';
import type {Usage} from '../usage';
import {code, fence, noteBlock, prose, proseWithCode} from './text';

export interface RenderContext {
  readonly reference: PackageReference;
  readonly protocolGroupOf: ReadonlyMap<string, string>;
  readonly usage: ReadonlyMap<string, readonly Usage[]>;
  readonly names: ReadonlySet<string>;
  readonly siteDir: string;
  readonly pageFile: string;
  /** The pages' last_update front matter (see generate.ts), absent without git history. */
  readonly lastUpdate: {date: string} | undefined;
}

function parameterTable(symbol: ReferenceSymbol, index: number): string {
  const signature = symbol.signatures[index];
  if (!signature || signature.parameters.length === 0) return 'It takes no parameters.\n';
  // Two columns, so the table fits a phone: an optional parameter or field says so under its name.
  const row = (name: string, optional: boolean, type: string, resolved: string | undefined) =>
    `<tr><td>${code(name)}${optional ? '<br />optional' : ''}</td><td>${code(type)}${resolved ? `, that is ${code(resolved)}` : ''}</td></tr>`;
  const rows = signature.parameters.flatMap((parameter) => [
    row(parameter.name, parameter.optional, parameter.type, parameter.resolved),
    ...parameter.fields.map((field) =>
      row(`${parameter.name}.${field.name}`, field.optional, field.type, field.resolved),
    ),
  ]);
  return [
    '<ScrollableTable>',
    '<thead><tr><th>Parameter</th><th>Type</th></tr></thead>',
    '<tbody>',
    ...rows,
    '</tbody>',
    '</ScrollableTable>',
    '',
  ].join('\n');
}

function returns(symbol: ReferenceSymbol, index: number): string {
  const returnType = symbol.signatures[index]?.returnType ?? '';
  if (returnType.length <= 100 && !returnType.includes('\n')) return `**Returns** ${code(returnType)}.\n`;
  // A long return type is already written out at the end of the declaration block: printing it twice doubled the
  // code of the GraphQL read pages (1,801 lines) and made the page the slowest of the reference on a phone.
  const lines = returnType.split('\n');
  const outline = lines.length > 1 ? `${lines[0]!.trim()} … ${lines[lines.length - 1]!.trim()}` : returnType;
  return `**Returns** ${code(outline)}, written out in full at the end of the declaration above.\n`;
}

function usedIn(symbol: ReferenceSymbol, context: RenderContext, shown: Set<string>): string {
  const all = [...(context.usage.get(symbol.name) ?? [])].sort(
    (a, b) => Number(b.runsOnChain) - Number(a.runsOnChain) || a.url.localeCompare(b.url),
  );
  // Examples written for the reference (url '') are shown below, not listed as pages.
  const uses = all.filter((use) => use.url !== '');
  const items = uses.map((use) => {
    const file = use.file ? `, in ${code(use.file)}` : '';
    const chain = use.runsOnChain ? ' (run by `npm run test:chain`)' : '';
    return `- [${prose(use.title)}](${use.url})${file}${chain}${use.how === 'call' ? '' : ', referenced'}`;
  });
  // data-search="skip": these repeat other pages' titles and code, which the search index has from those pages.
  const out = [
    '<div data-search="skip">',
    '',
    uses.length === 0
      ? packageNotes[symbol.name]?.kind === 'withdrawn'
        ? `No guide on this site uses the withdrawn \`${symbol.name}\`.`
        : `No guide on this site uses \`${symbol.name}\` in its code yet.`
      : `**Used in** (${uses.length === 1 ? 'one page' : `${uses.length} pages`})`,
    '',
    ...items,
    '',
  ];
  const runnable =
    all.find((use) => use.runsOnChain && use.file && use.how === 'call' && use.url !== '') ??
    all.find((use) => use.runsOnChain && use.file && use.how === 'call') ??
    all.find((use) => use.runsOnChain && use.file && use.url !== '') ??
    all.find((use) => use.runsOnChain && use.file);
  if (runnable?.file) {
    if (shown.has(runnable.file)) {
      out.push(`The runnable example ${code(runnable.file)} is shown above on this page.`, '');
    } else {
      shown.add(runnable.file);
      const relative = path
        .relative(path.dirname(context.pageFile), path.join(context.siteDir, runnable.file))
        .split(path.sep)
        .join('/');
      out.push(
        '<details>',
        `<summary>Runnable example: ${code(runnable.file)}</summary>`,
        '',
        `\`\`\`ts file=${relative} title="${runnable.file}"`,
        '```',
        '',
        '</details>',
        '',
      );
    }
  }
  out.push('</div>', '');
  return out.join('\n');
}

function abiBlock(symbol: ReferenceSymbol): string {
  const abi = symbol.abi;
  if (!abi) return '';
  const list = (label: string, names: readonly string[]) =>
    names.length === 0
      ? `- ${label}: none`
      : `- ${label} (${names.length}): ${names.map((name) => code(name)).join(', ')}`;
  return [
    `The ABI holds ${abi.functions.length} functions, ${abi.events.length} events and ${abi.errors.length} errors.`,
    '',
    '<div data-search="skip">',
    '',
    list('Functions', abi.functions),
    list('Events', abi.events),
    list('Errors', abi.errors),
    '',
    '</div>',
    '',
  ].join('\n');
}

export function renderSymbol(
  symbol: ReferenceSymbol,
  group: ReferenceGroup,
  context: RenderContext,
  shown: Set<string>,
): string {
  const {reference, names} = context;
  const out = [`## ${symbol.name} {#${symbol.name.toLowerCase()}}`, ''];
  const note = packageNotes[symbol.name];
  // A withdrawn export is marked before its signature, so nobody copies the signature without seeing it.
  if (note?.kind === 'withdrawn' && !symbol.reExported) out.push(noteBlock(note, names));
  if (symbol.reExported) {
    const protocolGroup = context.protocolGroupOf.get(symbol.name) ?? '';
    out.push(
      `Re-exported unchanged from \`@0xintuition/protocol\`: see [${symbol.name} in the protocol reference](${symbolUrl('protocol', protocolGroup, symbol.name)}).`,
      '',
    );
    return out.join('\n');
  }
  if (symbol.kind === 'function') {
    symbol.signatures.forEach((signature, index) => {
      out.push(
        fence(signature.text, `fragment="declaration from ${reference.npm} ${reference.version} dist/index.d.ts"`),
        '',
        parameterTable(symbol, index),
        returns(symbol, index),
      );
    });
  } else {
    out.push(
      fence(
        symbol.declaration ?? '',
        `fragment="declaration from ${reference.npm} ${reference.version} dist/index.d.ts"`,
      ),
      '',
    );
    if (symbol.kind === 'abi') out.push(abiBlock(symbol));
    else if (symbol.value) out.push(`**Holds** ${symbol.kind === 'bytecode' ? symbol.value : code(symbol.value)}.`, '');
  }
  if (symbol.doc) out.push(`**From the package:** ${prose(symbol.doc)}`, '');
  const defect = packageDefects[symbol.name];
  if (defect) {
    out.push(
      ':::warning[Known defect]',
      '',
      `${proseWithCode(defect.text, names)} (facts sheet ${defect.facts}; shown on a local chain by the test "${prose(defect.chainTest)}" in \`${defectsSpec}\`.)`,
      '',
      ':::',
      '',
    );
  }
  if (note && note.kind !== 'withdrawn') out.push(noteBlock(note, names));
  // The group caveat is for exports without a defect or note of their own (those say it more precisely).
  if (!defect && !note && group.caveat && new RegExp(`\\b${symbol.name}\\b`).test(group.caveat)) {
    out.push(':::note[Caveat]', '', proseWithCode(group.caveat, names), '', ':::', '');
  }
  out.push(usedIn(symbol, context, shown));
  return out.join('\n');
}
