/**
 * Build-time only (Node): the atom id of every row of the predicate catalogue, computed from its data by the pinned
 * @0xintuition/sdk, so no page carries a typed id. src/plugins/protocol-data writes the result to
 * @generated/protocol-data/default/predicate-ids.json for <PredicateTable> and <PredicateAtom>.
 */
import {calculateAtomId} from '@0xintuition/sdk';
import {stringToHex} from 'viem';
import {catalogueAtoms, type CatalogueAtomKey} from '../data/predicates';

export interface PredicateIds {
  /** The @0xintuition/sdk version that computed the ids. */
  readonly sdkVersion: string;
  readonly ids: Readonly<Record<CatalogueAtomKey, `0x${string}`>>;
}

export function computePredicateIds(sdkVersion: string): PredicateIds {
  const ids = Object.fromEntries(
    catalogueAtoms.map((atom) => [atom.key, calculateAtomId(stringToHex(atom.data))]),
  ) as Record<CatalogueAtomKey, `0x${string}`>;
  return {sdkVersion, ids};
}
