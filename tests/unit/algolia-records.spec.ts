import {expect, test} from '@playwright/test';
import {algoliaIndexSettings, toAlgoliaRecords, type AlgoliaRecord} from '../../src/features/search/algoliaRecords';
import type {SearchRecord} from '../../src/features/search/types';

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

test('each record is ranked by its level (page, section, subsection, text) and then by its place in the index', () => {
  const levels: SearchRecord['type'][] = ['lvl1', 'lvl2', 'lvl3', 'content'];
  const objects = toAlgoliaRecords(
    levels.map((type, id) => ({...records[0]!, id, type, url: `/docs/a#s${id}`})),
    'https://docs.example.org',
  );
  expect(objects.map((o) => o.weight)).toEqual([
    {pageRank: 0, level: 100, position: 0},
    {pageRank: 0, level: 90, position: 1},
    {pageRank: 0, level: 80, position: 2},
    {pageRank: 0, level: 0, position: 3},
  ] satisfies AlgoliaRecord['weight'][]);
  // A site URL without a trailing slash gives the same URLs; the whole object is DocSearch's record, typed as the
  // module's own AlgoliaRecord so a field added to or dropped from it fails the typecheck here too.
  expect(objects[0]).toEqual({
    objectID: '/docs/a#s0',
    url: 'https://docs.example.org/docs/a#s0',
    url_without_anchor: 'https://docs.example.org/docs/a',
    anchor: 's0',
    type: 'lvl1',
    hierarchy: {lvl0: 'Primitives', lvl1: 'Atoms', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: 'Lead.',
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    weight: {pageRank: 0, level: 100, position: 0},
  } satisfies AlgoliaRecord);
});

test('the index settings are those DocSearch uses for a Docusaurus site', () => {
  expect(algoliaIndexSettings).toEqual({
    searchableAttributes: [
      'unordered(hierarchy.lvl0)',
      'unordered(hierarchy.lvl1)',
      'unordered(hierarchy.lvl2)',
      'unordered(hierarchy.lvl3)',
      'content',
    ],
    attributesForFaceting: ['language', 'docusaurus_tag', 'type'],
    attributesToSnippet: ['content:10'],
    customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
    distinct: true,
    attributeForDistinct: 'url_without_anchor',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
  });
});
