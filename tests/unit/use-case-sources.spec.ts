import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {calculateAtomId} from '@0xintuition/sdk';
import {stringToHex} from 'viem';

import {sortedUseCases, type ExampleTriple} from '../../src/data/useCases';

/**
 * The use cases taken from named apps (src/data/useCases.ts, docs/use-cases.md) show the apps' predicates by label
 * and call some of them plain-text atoms. That holds only if the label is the atom's exact data, so each label's
 * atom id must equal the term id the app itself publishes for that predicate.
 */
const publishedByApps = [
  {
    useCase: 'verified-voting',
    label: 'has totem',
    termId: '0x73a33c74be73ff3ee2b5433394d40ab339dd35867232b78e739b5ccccd3b95a5',
    source: 'Dev-Moulin/intuition-founders-totem packages/shared/src/data/predicates.json at 194c7ea (2025-12-02)',
  },
  {
    useCase: 'verified-voting',
    label: 'embodies',
    termId: '0x34aa4950e7c81cad3d43becce4f8aa75767d3005a45898fc7430e3b6674ccfbd',
    source: 'Dev-Moulin/intuition-founders-totem packages/shared/src/data/predicates.json at 194c7ea (2025-12-02)',
  },
  {
    useCase: 'structured-debates',
    label: 'https://schema.org/keywords',
    termId: '0x7ec36d201c842dc787b45cb5bb753bea4cf849be3908fb1b0a7d067c3c3cc1f5',
    source:
      'intuition-box/conviction apps/web/src/lib/intuition/protocolAtoms.ts HAS_TAG_ATOM_ID at 4c7d6a5 (2026-05-14)',
  },
] as const;

function predicates(triple: ExampleTriple): string[] {
  const side = (term: string | ExampleTriple): string[] => (typeof term === 'string' ? [] : predicates(term));
  return [...side(triple.subject), triple.predicate, ...side(triple.object)];
}

test('each predicate a use case takes from an app is the atom whose id the app publishes', () => {
  const problems = publishedByApps.flatMap(({useCase, label, termId, source}) => {
    const entry = sortedUseCases.find((u) => u.id === useCase);
    if (!entry) return [`${useCase}: no such use case`];
    const used = entry.triples.flatMap(predicates).includes(label);
    const id = calculateAtomId(stringToHex(label));
    return [
      ...(used ? [] : [`${useCase}: no triple uses the predicate "${label}" (${source})`]),
      ...(id === termId ? [] : [`${useCase}: "${label}" is atom ${id}, the app publishes ${termId} (${source})`]),
    ];
  });
  expect(problems).toEqual([]);
});

test('the use cases guide names those predicates as the apps write them', () => {
  const page = fs.readFileSync(path.resolve(__dirname, '../../docs/use-cases.md'), 'utf8');
  const missing = publishedByApps.filter(({label}) => !page.includes(`\`${label}\``)).map(({label}) => label);
  expect(missing).toEqual([]);
});
