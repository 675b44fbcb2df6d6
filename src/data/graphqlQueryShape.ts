/**
 * Which root fields of the GraphQL API have a list, an `_aggregate` and a primary-key lookup, shown in "How queries
 * are shaped" on /graphql. Not every table has all three (a review found the page claiming so), and
 * tests/unit/graphql-query-shape.spec.ts checks every name here against the API schema
 * (../shared/graphql/schema.graphql or GRAPHQL_SCHEMA_PATH, see scripts/graphql-schema.ts), including that the
 * two exception lists name every list field that lacks one.
 */
export interface FullTable {
  /** The list field, e.g. `atoms`. Its aggregate is `<list>_aggregate`. */
  readonly list: string;
  /** The primary-key lookup field and its key arguments. */
  readonly lookup: string;
  readonly keys: readonly string[];
}

/** The main tables, which have all three. */
export const tablesWithAllThree: readonly FullTable[] = [
  {list: 'atoms', lookup: 'atom', keys: ['term_id']},
  {list: 'triples', lookup: 'triple', keys: ['term_id']},
  {list: 'terms', lookup: 'term', keys: ['id']},
  {list: 'vaults', lookup: 'vault', keys: ['term_id', 'curve_id']},
  {list: 'positions', lookup: 'position', keys: ['id']},
  {list: 'accounts', lookup: 'account', keys: ['id']},
  {list: 'events', lookup: 'event', keys: ['id']},
  {list: 'deposits', lookup: 'deposit', keys: ['id']},
  {list: 'redemptions', lookup: 'redemption', keys: ['id']},
];

/** Statistics views (`<name>_daily`, `_hourly`, `_weekly`, `_monthly`): list only, no aggregate and no lookup. */
export const statsViewPrefixes: readonly string[] = [
  'share_price_change_stats',
  'signal_stats',
  'term_total_state_change_stats',
];

/** List fields (other than the statistics views) with no lookup by primary key. */
export const listsWithoutLookup: readonly string[] = [
  'signals',
  'signals_from_following',
  'share_price_changes',
  'term_total_state_changes',
];

/** List fields (other than the statistics views) with no `_aggregate`. */
export const listsWithoutAggregate: readonly string[] = [
  'statHours',
  'triple_terms',
  'triple_vaults',
  'term_total_state_changes',
  'caip10s',
  'chainlink_prices',
  'cached_images_cached_image',
];
