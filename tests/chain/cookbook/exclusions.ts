import {Kind} from 'graphql';
import {schemaMark} from '../../../scripts/live-schema';
import {servedLiveRoots} from '../harness/positionsAndFees';
import {listed, type Operation} from './operations';

/** Operations not run against the chain, with the reason (the spec's last test checks that each holds). */
export const notChainChecked: Record<string, string> = {
  // Fields only the hosted API derives (off-chain resolution, full-text search, time-series jobs, fees by epoch).
  UnresolvedAtoms: "resolving_status and raw_data are the hosted resolver's state",
  SearchTerms: "search_term is the API's full-text search (Postgres ranking)",
  SearchTermCount: "search_term is the API's full-text search (Postgres ranking)",
  SearchFromFollowing: 'search_term_from_following needs the follow graph and full-text search',
  WatchTotals: "stats.total_positions is the hosted indexer's running total",
  ProtocolStats: "stats.total_signals and total_positions are the hosted indexer's running totals",
  'reads.md#VaultHolders': "stats.total_positions is the hosted indexer's running total",
  CurrentTotals: "stats.total_signals and total_positions are the hosted indexer's running totals",
  ProtocolGrowth: 'statHours is an hourly snapshot job of the hosted indexer',
  HourlyTotals: 'statHours is an hourly snapshot job of the hosted indexer',
  MarketCapDaily: 'term_total_state_change_stats_daily is a time-series job of the hosted indexer',
  SignalVolumeDaily: 'signal_stats_daily is a time-series job of the hosted indexer',
  AtomById: "resolving_status is the hosted resolver's state",
};

/** Operations that run against the chain but whose filter only the hosted API's data can meet (checked to answer empty). */
export const emptyLocally: Record<string, string> = {
  PeopleAndOrganizationsByAlice:
    'Person and Organization atoms come from the hosted resolver (the local IPFS pins Things only)',
};

/** Reasons that apply to whole groups. */
const liveReason =
  'a root field of the June 2026 API (PnL, charts, leaderboards, search, seasons) that the local indexer does not derive';

/** Why an operation is not run against the chain, or undefined when it is. */
export function exclusion(op: Operation): string | undefined {
  if (schemaMark(op.block.meta) !== undefined && !servedLocally(op)) return liveReason;
  if (op.operation.operation === 'mutation')
    return 'a mutation (pinThing runs through the GraphQL stub in the example tests)';
  return listed(notChainChecked, op) ?? listed(emptyLocally, op);
}

/** A June 2026 operation whose every root field the local indexer derives (harness/positionsAndFees.ts). */
function servedLocally(op: Operation): boolean {
  return op.operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && servedLiveRoots.has(selection.name.value),
  );
}
