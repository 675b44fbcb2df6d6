import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {buildSchema, getNamedType, getNullableType, isListType, type GraphQLField} from 'graphql';
import {findSchema} from '../../scripts/graphql-schema';
import {
  listsWithoutAggregate,
  listsWithoutLookup,
  statsViewPrefixes,
  tablesWithAllThree,
} from '../../src/data/graphqlQueryShape';

/**
 * /graphql says which root fields have a list, an `_aggregate` and a primary-key lookup (src/data/graphqlQueryShape.ts).
 * A review found the page claiming every table has all three; these checks hold each name to the API schema.
 */
const root = path.resolve(__dirname, '../..');
const lookup = findSchema(root, process.env);

test.describe('the /graphql query-shape claims match the API schema', () => {
  test('the API schema is available', () => {
    expect('error' in lookup ? lookup.error : '').toBe('');
  });
  const schema = 'found' in lookup ? buildSchema(fs.readFileSync(lookup.found.path, 'utf8')) : undefined;
  const fields = (schema?.getQueryType()?.getFields() ?? {}) as Record<string, GraphQLField<unknown, unknown>>;
  const names = Object.keys(fields);
  const field = (name: string): GraphQLField<unknown, unknown> => {
    const found = fields[name];
    if (!found) throw new Error(`query_root has no field ${name}`);
    return found;
  };
  const isList = (name: string): boolean => !!fields[name] && isListType(getNullableType(field(name).type));
  const typeOf = (name: string): string => getNamedType(field(name).type).name;
  /** A non-list root field returning the list's row type, with only key arguments: a primary-key lookup. */
  const lookupsOf = (list: string): string[] =>
    names.filter(
      (n) =>
        !isList(n) &&
        !n.endsWith('_aggregate') &&
        typeOf(n) === typeOf(list) &&
        field(n).args.every((a) => a.type.toString().endsWith('!')),
    );
  const isStatsView = (name: string): boolean =>
    statsViewPrefixes.some((p) => new RegExp(`^${p}_(daily|hourly|weekly|monthly)$`).test(name));

  test('tables named as having all three have a list, an aggregate and a lookup with those keys', () => {
    for (const {list, lookup: one, keys} of tablesWithAllThree) {
      expect(isList(list), `${list} is a list field`).toBe(true);
      expect(names, `${list}_aggregate`).toContain(`${list}_aggregate`);
      expect(fields[one], `lookup ${one}`).toBeDefined();
      expect(typeOf(one), `${one} returns a row of ${list}`).toBe(typeOf(list));
      expect(
        field(one)
          .args.map((a) => a.name)
          .sort(),
        `${one} keys`,
      ).toEqual([...keys].sort());
    }
  });

  test('the exceptions are real and complete: every list field lacking a lookup or an aggregate is named', () => {
    for (const list of listsWithoutLookup) {
      expect(isList(list), `${list} is a list field`).toBe(true);
      expect(lookupsOf(list), `${list} has no primary-key lookup`).toEqual([]);
    }
    for (const list of listsWithoutAggregate) {
      expect(isList(list), `${list} is a list field`).toBe(true);
      expect(names, `${list} has no aggregate`).not.toContain(`${list}_aggregate`);
    }
    const views = names.filter(isStatsView);
    expect(views.length, 'statistics views in the schema').toBeGreaterThanOrEqual(statsViewPrefixes.length * 4);
    for (const view of views) {
      expect(names, `${view} has no aggregate`).not.toContain(`${view}_aggregate`);
      expect(lookupsOf(view), `${view} has no lookup`).toEqual([]);
    }
    const lists = names.filter((n) => isList(n) && !isStatsView(n));
    expect(
      lists.filter((n) => !names.includes(`${n}_aggregate`) && !listsWithoutAggregate.includes(n)),
      'lists without an aggregate the page does not name',
    ).toEqual([]);
    // Functions (following, search_term, …) return rows of another table; only tables are held to a lookup.
    const tableLists = lists.filter((n) =>
      field(n).args.every((a) => ['where', 'order_by', 'limit', 'offset', 'distinct_on'].includes(a.name)),
    );
    expect(
      tableLists.filter((n) => lookupsOf(n).length === 0 && !listsWithoutLookup.includes(n)),
      'tables without a lookup the page does not name',
    ).toEqual([]);
  });
});
