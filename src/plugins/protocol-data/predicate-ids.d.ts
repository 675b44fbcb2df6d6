/** Written by src/plugins/protocol-data at build time: the catalogue's atom ids, computed by @0xintuition/sdk. */
declare module '@generated/protocol-data/default/predicate-ids.json' {
  import type {PredicateIds} from '@site/src/protocol/predicateIds';
  const data: PredicateIds;
  export default data;
}
