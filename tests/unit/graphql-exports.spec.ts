import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import * as graphqlPackage from '@0xintuition/graphql';

import {graphqlExportGroups, packageVersion} from '../../src/data/packageExports';

/**
 * The @0xintuition/graphql lists on the SDKs overview are hand-grouped, so they are checked against the installed
 * package both ways: every listed name must exist, and every query document the package ships must be listed.
 */
const packageRoot = path.resolve(__dirname, '../../node_modules/@0xintuition/graphql');
const listedNames = graphqlExportGroups.flatMap((group) => group.names);
const runtimeNames = Object.keys(graphqlPackage);

test('the graphql package is the pinned version the lists describe', () => {
  const {version} = JSON.parse(fs.readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as {version: string};
  expect(version).toBe(packageVersion);
});

test('every listed graphql name is a runtime export, listed once', () => {
  expect(listedNames.filter((name) => !runtimeNames.includes(name))).toEqual([]);
  expect(listedNames.filter((name, index) => listedNames.indexOf(name) !== index)).toEqual([]);
});

test('every query or mutation document the graphql package exports is listed', () => {
  const documents = runtimeNames.filter((name) => name.endsWith('Document'));
  // 54 generated queries plus the pinThing mutation in 2.0.2; a bump that adds one must add it to a group.
  expect(documents.length).toBeGreaterThan(50);
  expect(documents.filter((name) => !listedNames.includes(name))).toEqual([]);
});

test('graphql type names are declared types, not runtime values', () => {
  const declarations = fs.readFileSync(path.join(packageRoot, 'dist/index.d.ts'), 'utf8');
  const typeNames = graphqlExportGroups.flatMap((group) => group.typeNames ?? []);
  expect(typeNames.filter((name) => runtimeNames.includes(name))).toEqual([]);
  expect(typeNames.filter((name) => !new RegExp(`\\btype ${name}\\b`).test(declarations))).toEqual([]);
});

test('each graphql group has an id, a title, a description and something to list', () => {
  const problems = graphqlExportGroups.flatMap((group) => [
    ...(/^[a-z0-9]+(-[a-z0-9]+)*$/.test(group.id) ? [] : [`${group.id}: id is not kebab-case`]),
    ...(group.title.trim() && group.description.trim() ? [] : [`${group.id}: title or description is empty`]),
    ...(group.names.length > 0 ? [] : [`${group.id}: lists no names`]),
  ]);
  expect(problems).toEqual([]);
});
