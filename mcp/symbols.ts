/**
 * get_symbol: one export of @0xintuition/protocol or @0xintuition/sdk as the generated package reference shows it
 * (signature, parameters, return type, doc comment, known defect, the pages whose code uses it), read from
 * build/package-reference.json (src/features/package-reference/plugin.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {symbolIndexPath} from '../src/features/package-reference/paths';
import type {SymbolIndexEntry} from '../src/features/package-reference/symbolIndex';
import {ToolInputError} from './errors';

export function symbolLookup(buildDir: string, siteUrl: () => string) {
  let symbols: SymbolIndexEntry[] | undefined;
  const load = (): SymbolIndexEntry[] => {
    if (symbols) return symbols;
    const file = path.join(buildDir, symbolIndexPath);
    if (!fs.existsSync(file))
      throw new ToolInputError(`No ${symbolIndexPath} in ${buildDir}: run "npm run build" first.`);
    symbols = (JSON.parse(fs.readFileSync(file, 'utf8')) as {symbols: SymbolIndexEntry[]}).symbols;
    return symbols;
  };
  return (name: string, pkg?: 'protocol' | 'sdk') => {
    const wanted = name.trim();
    const all = load().filter((symbol) => !pkg || symbol.package === `@0xintuition/${pkg}`);
    const found = all.find((symbol) => symbol.name === wanted);
    if (found) {
      const page = (url: string) => (url.startsWith('/') ? `${siteUrl()}${url}` : url);
      return {
        ...found,
        url: page(found.url),
        usedIn: found.usedIn.map((use) => ({...use, url: page(use.url)})),
      };
    }
    const lower = wanted.toLowerCase();
    const similar = all
      .filter((symbol) => symbol.name.toLowerCase().includes(lower) || lower.includes(symbol.name.toLowerCase()))
      .map((symbol) => symbol.name)
      .slice(0, 10);
    throw new ToolInputError(
      `No export named "${wanted}"${pkg ? ` in @0xintuition/${pkg}` : ''}.${
        similar.length ? ` Similar: ${similar.join(', ')}.` : ' Names are case-sensitive, e.g. multiVaultDeposit.'
      }`,
      {similar},
    );
  };
}
