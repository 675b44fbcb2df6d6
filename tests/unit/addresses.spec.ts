import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {intuitionDeployments} from '@0xintuition/protocol';

/**
 * Every contract address a reader can see in the built site is one the pinned @0xintuition/protocol
 * package carries, spelled exactly as the package spells it (run `npm run build` first).
 */
const buildDir = path.resolve(__dirname, '../../build');

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

const packageAddresses = new Set(Object.values(intuitionDeployments).flatMap((byChain) => Object.values(byChain)));

test('every address in the built pages is a package address, character for character', () => {
  expect(fs.existsSync(buildDir), 'run "npm run build" first').toBe(true);
  const found = new Map<string, string>();
  for (const file of htmlFiles(buildDir)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/0x[0-9a-fA-F]{40}(?![0-9a-fA-F])/g)) {
      found.set(match[0], path.relative(buildDir, file));
    }
  }
  const unknown = [...found].filter(([address]) => !packageAddresses.has(address as `0x${string}`));
  expect(unknown.map(([address, file]) => `${address} in ${file}`)).toEqual([]);
  console.log(`${found.size} distinct addresses in the built pages, all from @0xintuition/protocol`);
});

test('the deployments page shows every address the package carries', () => {
  const html = fs.readFileSync(path.join(buildDir, 'docs/developer-tools/contracts/deployments.html'), 'utf8');
  const missing = [...packageAddresses].filter((address) => !html.includes(address));
  expect(missing).toEqual([]);
  expect(packageAddresses.size).toBeGreaterThanOrEqual(13);
});
