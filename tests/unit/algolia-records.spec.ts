import {expect, test} from '@playwright/test';
import {algoliaIndexSettings, toAlgoliaRecords} from '../../src/search/algoliaRecords';
import type {SearchRecord} from '../../src/search/types';

const records: SearchRecord[] = [
  {
    id: 0,
    url: '/docs/primitives/atoms',
    type: 'lvl1',
    hierarchy: {lvl0: 'Primitives', lvl1: 'Atoms', lvl2: null, lvl3: null},
    content: 'Lead.',
    language: 'en',
    docusaurus_tag: 'docs-default-current',
  },
  {
    id: 1,
    url: '/docs/primitives/atoms#id-derivation',
    type: 'lvl2',
    hierarchy: {lvl0: 'Primitives', lvl1: 'Atoms', lvl2: 'Id derivation', lvl3: null},
    content: 'Hash.',
    language: 'en',
    docusaurus_tag: 'docs-default-current',
  },
];

test('search records become DocSearch-shaped Algolia objects with absolute URLs and contextual facets', () => {
  const objects = toAlgoliaRecords(records, 'https://docs.example.org/');
  expect(objects[1]).toMatchObject({
    objectID: '/docs/primitives/atoms#id-derivation',
    url: 'https://docs.example.org/docs/primitives/atoms#id-derivation',
    url_without_anchor: 'https://docs.example.org/docs/primitives/atoms',
    anchor: 'id-derivation',
    type: 'lvl2',
    hierarchy: {lvl0: 'Primitives', lvl1: 'Atoms', lvl2: 'Id derivation', lvl3: null, lvl4: null},
    language: 'en',
    docusaurus_tag: 'docs-default-current',
  });
  expect(objects[0]!.anchor).toBeNull();
  expect(objects[0]!.weight.level).toBeGreaterThan(objects[1]!.weight.level);
  expect(new Set(objects.map((o) => o.objectID)).size).toBe(objects.length);
  expect(algoliaIndexSettings.attributesForFaceting).toEqual(expect.arrayContaining(['language', 'docusaurus_tag']));
});
