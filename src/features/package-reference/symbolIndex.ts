import {packageDefects} from '../../data/packageDefects';
import {packageNotes, type PackageNote} from '../../data/packageNotes';
import type {PackageReference, ReferenceSymbol} from './model';
import {defectsSpec, symbolUrl} from './paths';
import type {Usage} from './usage';

/** One symbol's reference as the MCP server's get_symbol returns it (build/package-reference.json). */
export interface SymbolIndexEntry extends ReferenceSymbol {
  readonly package: string;
  readonly version: string;
  readonly group: string;
  readonly url: string;
  readonly defect?: {text: string; facts: string; chainTest: string; spec: string};
  readonly note?: PackageNote;
  readonly caveat?: string;
  readonly usedIn: readonly Usage[];
}

export interface SymbolIndex {
  readonly symbols: SymbolIndexEntry[];
}

/** Every export the reference documents (re-exports are documented once, under the protocol package). */
export function symbolIndex(
  references: readonly PackageReference[],
  usage: ReadonlyMap<string, readonly Usage[]>,
): SymbolIndex {
  const symbols: SymbolIndexEntry[] = [];
  for (const reference of references)
    for (const group of reference.groups)
      for (const symbol of group.symbols) {
        if (symbol.reExported) continue;
        const defect = packageDefects[symbol.name];
        const note = packageNotes[symbol.name];
        const caveat = group.caveat && new RegExp(`\\b${symbol.name}\\b`).test(group.caveat) ? group.caveat : undefined;
        symbols.push({
          ...symbol,
          package: reference.npm,
          version: reference.version,
          group: group.title,
          url: symbolUrl(reference.package, group.id, symbol.name),
          ...(defect ? {defect: {...defect, spec: defectsSpec}} : {}),
          ...(note ? {note} : {}),
          ...(caveat ? {caveat} : {}),
          usedIn: usage.get(symbol.name) ?? [],
        });
      }
  return {symbols};
}
