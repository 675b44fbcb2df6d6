import {
  getNamedType,
  GraphQLObjectType,
  Kind,
  type FieldNode,
  type GraphQLSchema,
  type GraphQLType,
  type SelectionSetNode,
} from 'graphql';
import {getAddress, hexToString} from 'viem';
import {expect} from '../fixtures';
import {percentOf} from '../harness/positionsAndFees';
import type {Operation} from './operations';
import {eventId, type Truth} from './truth';

/**
 * An answer compared with the chain: every atom, triple, term, vault, position, account, deposit, redemption,
 * signal and event in it against what the contracts and their logs say (labels, creators, ids, shares, assets, share prices,
 * market caps, holder counts, timestamps).
 */

interface Context {
  readonly variables: Record<string, unknown>;
  readonly parentTerm?: string;
  /** The field this object is the value of. */
  readonly field?: string;
  /** The curve a `where: {curve_id: {_eq: "…"}}` on that field names. */
  readonly curve?: string;
  readonly where: string;
}

export const big = (value: unknown) => BigInt(value as string);

/** Checks one object of the answer against the chain, by its GraphQL type. */
async function checkObject(
  type: string,
  object: Record<string, unknown>,
  context: Context,
  truth: Truth,
  op: Operation,
): Promise<number> {
  const at = `${op.name} ${context.where}`;
  let checked = 0;
  const same = (actual: unknown, expected: unknown, what: string) => {
    expect(actual, `${at}.${what}`).toEqual(expected);
    checked++;
  };
  const has = (key: string) => key in object;
  switch (type) {
    case 'atoms': {
      const id =
        (object.term_id as string | undefined) ??
        (['subject', 'predicate', 'object', 'atom'].includes(context.field ?? '') ? context.parentTerm : undefined);
      if (!id) return 0;
      same(await truth.isAtom(id), true, 'term_id is an atom on the chain');
      const created = await truth.atomCreated(id);
      if (has('label')) same(object.label, await truth.label(id), 'label');
      if (has('raw_data')) same(object.raw_data, await truth.bytes(id), 'raw_data (the bytes on the chain)');
      if (has('data')) same(object.data, hexToString(await truth.bytes(id)), 'data (the bytes decoded)');
      if (has('type')) same(object.type, await truth.atomType(id), 'type');
      if (has('creator_id')) same(object.creator_id, getAddress(created!.args.creator as string), 'creator_id');
      if (has('creator') && object.creator)
        same((object.creator as {id?: string}).id, getAddress(created!.args.creator as string), 'creator.id');
      if (has('created_at')) same(object.created_at, created!.created_at, 'created_at');
      const thing = await truth.thing(id);
      if (has('image'))
        same(object.image, thing ? (thing.image ?? null) : null, 'image (text and account atoms have none)');
      const value = object.value as
        {thing?: Record<string, unknown> | null; person?: unknown; organization?: unknown} | undefined;
      if (value?.thing !== undefined) {
        for (const [key, got] of Object.entries(value.thing ?? {}))
          same(got, thing?.[key] ?? null, `value.thing.${key}`);
        if (!thing) same(value.thing, null, 'value.thing');
      }
      if (value?.person !== undefined) same(value.person, null, 'value.person (no Person atom resolves locally)');
      return checked;
    }
    case 'triples': {
      const id = object.term_id as string | undefined;
      if (!id) return 0;
      const [s, p, o] = await truth.triple(id);
      for (const [key, value] of [
        ['subject', s],
        ['predicate', p],
        ['object', o],
      ] as const) {
        if (has(`${key}_id`)) same(object[`${key}_id`], value, `${key}_id`);
        const nested = object[key] as {term_id?: string} | null | undefined;
        if (nested?.term_id) same(nested.term_id, value, `${key}.term_id`);
      }
      if (has('created_at')) same(object.created_at, (await truth.tripleCreated(id))!.created_at, 'created_at');
      return checked;
    }
    case 'terms': {
      const parent =
        context.parentTerm && context.field === 'counter_term' ? truth.counter(context.parentTerm) : context.parentTerm;
      const id = (object.id as string | undefined) ?? parent;
      if (!id) return 0;
      if (has('type')) same(object.type, await truth.termType(id), 'type');
      if (has('total_market_cap')) same(big(object.total_market_cap), await truth.marketCap(id), 'total_market_cap');
      const atom = object.atom as {label?: string} | null | undefined;
      if (atom?.label !== undefined) same(atom.label, await truth.label(id), 'atom.label');
      return checked;
    }
    case 'triple_term': {
      const id = object.term_id as string | undefined;
      if (!id) return 0;
      if (has('total_market_cap'))
        same(
          big(object.total_market_cap),
          (await truth.marketCap(id)) + (await truth.marketCap(truth.counter(id))),
          'total_market_cap',
        );
      if (has('total_position_count')) {
        same(
          BigInt(object.total_position_count as number),
          BigInt((await truth.holders(id)).length + (await truth.holders(truth.counter(id))).length),
          'total_position_count',
        );
      }
      return checked;
    }
    case 'vaults': {
      const term =
        (object.term_id as string | undefined) ??
        context.parentTerm ??
        (context.variables.termId as string | undefined);
      const curveText = (object.curve_id ?? context.curve ?? context.variables.curveId) as string | undefined;
      const curve = curveText === undefined ? undefined : big(curveText);
      if (!term || curve === undefined) return 0;
      const [totalAssets, totalShares] = await truth.vault(term, curve);
      if (has('total_assets')) same(big(object.total_assets), totalAssets, 'total_assets');
      if (has('total_shares')) same(big(object.total_shares), totalShares, 'total_shares');
      if (has('current_share_price'))
        same(big(object.current_share_price), await truth.sharePrice(term, curve), 'current_share_price');
      if (has('position_count'))
        same(
          BigInt(object.position_count as number),
          BigInt((await truth.holders(term, curve)).length),
          'position_count',
        );
      if (has('market_cap'))
        same(big(object.market_cap), (totalShares * (await truth.sharePrice(term, curve))) / 10n ** 18n, 'market_cap');
      return checked;
    }
    case 'positions': {
      const account =
        (object.account_id as string | undefined) ??
        (object.account as {id?: string} | undefined)?.id ??
        (context.variables.accountId as string | undefined);
      const termObject = object.term as {atom?: {term_id?: string}} | undefined;
      const term =
        (object.term_id as string | undefined) ??
        termObject?.atom?.term_id ??
        context.parentTerm ??
        (context.variables.termId as string | undefined);
      if (!account || !term || !has('shares')) return 0;
      const curves =
        object.curve_id !== undefined
          ? [big(object.curve_id)]
          : context.variables.curveId !== undefined
            ? [big(context.variables.curveId)]
            : [1n, 2n];
      const onChain = await Promise.all(curves.map((curve) => truth.shares(account, term, curve)));
      expect(
        onChain,
        `${at}.shares ${object.shares} of ${account} in ${term} is getShares on curve ${curves.join(' or ')}`,
      ).toContain(big(object.shares));
      checked++;
      if (has('total_deposit_assets_after_total_fees') && curves.length === 1) {
        const deposited = (await truth.events('Deposited'))
          .filter(
            (log) =>
              getAddress(log.args.receiver as string) === getAddress(account) &&
              log.args.termId === term &&
              log.args.curveId === curves[0],
          )
          .reduce((sum, log) => sum + (log.args.assetsAfterFees as bigint), 0n);
        same(big(object.total_deposit_assets_after_total_fees), deposited, 'total_deposit_assets_after_total_fees');
      }
      if (has('total_redeem_assets_for_receiver') && curves.length === 1) {
        const redeemed = (await truth.events('Redeemed'))
          .filter(
            (log) =>
              getAddress(log.args.sender as string) === getAddress(account) &&
              log.args.termId === term &&
              log.args.curveId === curves[0],
          )
          .reduce((sum, log) => sum + (log.args.assets as bigint), 0n);
        same(big(object.total_redeem_assets_for_receiver), redeemed, 'total_redeem_assets_for_receiver');
      }
      return checked;
    }
    case 'accounts': {
      const id = object.id as string | undefined;
      if (!id) return 0;
      const seen = (
        await Promise.all((['AtomCreated', 'Deposited', 'Redeemed'] as const).map((name) => truth.events(name)))
      )
        .flat()
        .flatMap((log) =>
          ['creator', 'sender', 'receiver']
            .filter((key) => log.args[key])
            .map((key) => getAddress(log.args[key] as string)),
        );
      same(seen.includes(getAddress(id)), true, `${id} acted on the chain`);
      if (has('label')) same(object.label, id, 'label (the address, no ENS locally)');
      if (has('image')) same(object.image, null, 'image');
      return checked;
    }
    case 'deposits':
    case 'redemptions': {
      const logs = await truth.events(type === 'deposits' ? 'Deposited' : 'Redeemed');
      const fields: Record<string, (log: (typeof logs)[number]) => unknown> = {
        id: eventId,
        sender_id: (log) => getAddress(log.args.sender as string),
        receiver_id: (log) => getAddress(log.args.receiver as string),
        term_id: (log) => log.args.termId,
        curve_id: (log) => String(log.args.curveId),
        assets_after_fees: (log) => String(log.args.assetsAfterFees),
        shares: (log) => String(log.args.shares),
        assets: (log) => String(log.args.assets),
        fees: (log) => String(log.args.fees),
        created_at: (log) => log.created_at,
        transaction_hash: (log) => log.transactionHash,
      };
      const selected = Object.keys(object).filter((key) => key in fields);
      const term = (object.term_id as string | undefined) ?? (context.variables.termId as string | undefined);
      const match = logs.filter(
        (log) => (!term || log.args.termId === term) && selected.every((key) => fields[key]!(log) === object[key]),
      );
      expect(match.length, `${at}: a ${type.slice(0, -1)} log with ${JSON.stringify(object)}`).toBeGreaterThan(0);
      return selected.length;
    }
    case 'signals': {
      // A signal is a Deposited log with assetsAfterFees > 0 or a Redeemed log, the sender's, its delta that
      // amount unsigned (intuition-rs deposited/event.rs@fe440c4, redeemed/event.rs@274a1a4).
      const logs = await truth.signalLogs();
      const deposit = (log: (typeof logs)[number]) => log.args.assetsAfterFees !== undefined;
      const fields: Record<string, (log: (typeof logs)[number]) => unknown> = {
        id: eventId,
        account_id: (log) => getAddress(log.args.sender as string),
        term_id: (log) => log.args.termId,
        curve_id: (log) => String(log.args.curveId),
        delta: (log) => String(deposit(log) ? log.args.assetsAfterFees : log.args.assets),
        deposit_id: (log) => (deposit(log) ? eventId(log) : null),
        redemption_id: (log) => (deposit(log) ? null : eventId(log)),
        created_at: (log) => log.created_at,
        transaction_hash: (log) => log.transactionHash,
      };
      const selected = Object.keys(object).filter((key) => key in fields);
      const match = logs.filter((log) => selected.every((key) => fields[key]!(log) === object[key]));
      expect(match.length, `${at}: a Deposited or Redeemed log with ${JSON.stringify(object)}`).toBeGreaterThan(0);
      return selected.length;
    }
    case 'events': {
      const kinds = {
        AtomCreated: 'AtomCreated',
        TripleCreated: 'TripleCreated',
        Deposited: 'Deposited',
        Redeemed: 'Redeemed',
      } as const;
      const kind = kinds[object.type as keyof typeof kinds];
      expect(kind, `${at}.type ${object.type}`).toBeDefined();
      const logs = await truth.events(kind);
      const found = logs.find(
        (log) => log.transactionHash === object.transaction_hash && (!object.id || eventId(log) === object.id),
      );
      expect(found, `${at}: a ${kind} log in ${object.transaction_hash}`).toBeDefined();
      if (has('created_at')) same(object.created_at, found!.created_at, 'created_at');
      const atom = object.atom as {term_id?: string} | null;
      if (atom) same(atom.term_id, found!.args.termId, 'atom.term_id');
      return checked + 1;
    }
    case 'share_price_changes':
    case 'share_price_change_stats_daily':
    case 'share_price_change_stats_hourly': {
      const term = (object.term_id as string | undefined) ?? (context.variables.termId as string);
      const changes = (await truth.events('SharePriceChanged')).filter(
        (log) => log.args.termId === term && log.args.curveId === 1n,
      );
      if (type === 'share_price_changes') {
        const found = changes.find(
          (log) => String(log.args.sharePrice) === object.share_price && log.created_at === object.block_timestamp,
        );
        expect(found, `${at}: a SharePriceChanged log with ${JSON.stringify(object)}`).toBeDefined();
        if (has('total_assets')) same(object.total_assets, String(found!.args.totalAssets), 'total_assets');
        if (has('total_shares')) same(object.total_shares, String(found!.args.totalShares), 'total_shares');
        return checked + 1;
      }
      const size = type.endsWith('daily') ? 86_400_000 : 3_600_000;
      const bucket = (object.bucket ?? context.variables.day) as string;
      const inBucket = changes.filter(
        (log) => Math.floor(Date.parse(log.created_at) / size) * size === Date.parse(bucket),
      );
      expect(inBucket.length, `${at}: SharePriceChanged logs of ${term} in ${bucket}`).toBeGreaterThan(0);
      if (has('first_share_price'))
        same(object.first_share_price, String(inBucket[0]!.args.sharePrice), 'first_share_price');
      if (has('last_share_price'))
        same(object.last_share_price, String(inBucket.at(-1)!.args.sharePrice), 'last_share_price');
      if (has('change_count')) same(BigInt(object.change_count as string), BigInt(inBucket.length), 'change_count');
      return checked + 1;
    }
    case 'position_changes': {
      // The trigger rows of 1767883119000_season2_pnl (harness/positionsAndFees.ts), from the logs themselves.
      const logs = [...(await truth.events('Deposited')), ...(await truth.events('Redeemed'))];
      const expected = (log: (typeof logs)[number]): Record<string, unknown> => {
        const deposit = 'assetsAfterFees' in log.args;
        const shares = log.args.shares as bigint;
        return {
          event_type: deposit ? 'deposit' : 'redemption',
          event_id: eventId(log),
          account_id: getAddress((deposit ? log.args.receiver : log.args.sender) as string),
          term_id: log.args.termId,
          curve_id: log.args.curveId,
          shares_delta: deposit ? shares : -shares,
          assets_in: deposit ? log.args.assetsAfterFees : 0n,
          assets_out: deposit ? 0n : log.args.assets,
          block_number: log.blockNumber,
          log_index: log.logIndex,
          created_at: log.created_at,
          transaction_hash: log.transactionHash,
        };
      };
      const selected = Object.keys(object).filter((key) => key in expected(logs[0]!));
      const match = logs.filter((log) => selected.every((key) => String(expected(log)[key]) === String(object[key])));
      expect(match.length, `${at}: a Deposited or Redeemed log with ${JSON.stringify(object)}`).toBeGreaterThan(0);
      return selected.length;
    }
    case 'positions_with_value': {
      // The view of 1768475700000_add_curve_fee_config_tables, recomputed from contract reads and logs.
      const account = (object.account_id as string | undefined) ?? (context.variables.accountId as string | undefined);
      const term = object.term_id as string | undefined;
      if (!account || !term || object.curve_id === undefined) return 0;
      const curve = big(object.curve_id);
      const shares = await truth.shares(account, term, curve);
      const value = (shares * (await truth.sharePrice(term, curve))) / 10n ** 18n;
      const mine = (log: {args: Record<string, unknown>}, key: string) =>
        getAddress(log.args[key] as string) === getAddress(account) &&
        log.args.termId === term &&
        log.args.curveId === curve;
      const deposited = (await truth.events('Deposited'))
        .filter((log) => mine(log, 'receiver'))
        .reduce((sum, log) => sum + (log.args.assetsAfterFees as bigint), 0n);
      const redeemed = (await truth.events('Redeemed'))
        .filter((log) => mine(log, 'sender'))
        .reduce((sum, log) => sum + (log.args.assets as bigint), 0n);
      const pnl = value + redeemed - deposited;
      if (has('shares')) same(big(object.shares), shares, 'shares (getShares)');
      if (has('theoretical_value'))
        same(big(object.theoretical_value), value, 'theoretical_value (getShares × currentSharePrice ÷ 1e18)');
      if (has('pnl')) same(big(object.pnl), pnl, 'pnl (value + assets redeemed − assets deposited after fees)');
      if (has('pnl_pct'))
        same(object.pnl_pct, deposited > 0n ? percentOf(pnl, deposited) : '0.0000', 'pnl_pct (over all deposits)');
      return checked;
    }
    case 'protocol_fee_accruals': {
      const logs = await truth.events('ProtocolFeeAccrued');
      const fields: Record<string, (log: (typeof logs)[number]) => string> = {
        id: eventId,
        epoch: (log) => String(log.args.epoch),
        sender_id: (log) => getAddress(log.args.sender as string),
        amount: (log) => String(log.args.amount),
        block_number: (log) => String(log.blockNumber),
        created_at: (log) => log.created_at,
        transaction_hash: (log) => log.transactionHash,
      };
      const selected = Object.keys(object).filter((key) => key in fields);
      const match = logs.filter((log) => selected.every((key) => fields[key]!(log) === String(object[key])));
      expect(match.length, `${at}: a ProtocolFeeAccrued log with ${JSON.stringify(object)}`).toBeGreaterThan(0);
      return selected.length;
    }
    case 'stats': {
      const head = await truth.head();
      if (has('last_processed_block_number'))
        same(
          BigInt(object.last_processed_block_number as string),
          head.number,
          'last_processed_block_number (the chain head)',
        );
      if (has('last_processed_block_timestamp'))
        same(
          object.last_processed_block_timestamp,
          new Date(Number(head.timestamp) * 1000).toISOString(),
          'last_processed_block_timestamp',
        );
      if (has('total_atoms'))
        same(BigInt(object.total_atoms as string), BigInt((await truth.events('AtomCreated')).length), 'total_atoms');
      if (has('total_triples'))
        same(
          BigInt(object.total_triples as string),
          BigInt((await truth.events('TripleCreated')).length),
          'total_triples',
        );
      return checked;
    }
    default:
      return 0;
  }
}

function curveArgument(selection: FieldNode): string | undefined {
  const where = selection.arguments?.find((argument) => argument.name.value === 'where')?.value;
  const curve =
    where?.kind === Kind.OBJECT ? where.fields.find((field) => field.name.value === 'curve_id')?.value : undefined;
  const eq = curve?.kind === Kind.OBJECT ? curve.fields.find((field) => field.name.value === '_eq')?.value : undefined;
  return eq?.kind === Kind.STRING ? eq.value : undefined;
}

/** Walks the answer with the operation's selections and the schema's types, checking every object it knows. */
export async function checkAnswer(
  op: Operation,
  data: Record<string, unknown>,
  variables: Record<string, unknown>,
  truth: Truth,
  schema: GraphQLSchema,
): Promise<number> {
  let checked = 0;
  const walk = async (
    value: unknown,
    type: GraphQLType,
    selections: SelectionSetNode | undefined,
    context: Context,
  ): Promise<void> => {
    if (value === null || value === undefined || !selections) return;
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries())
        await walk(item, type, selections, {...context, where: `${context.where}[${index}]`});
      return;
    }
    const named = getNamedType(type);
    if (!(named instanceof GraphQLObjectType)) return;
    const object = value as Record<string, unknown>;
    // Aliased fields are compared under their column name.
    const columns: Record<string, unknown> = {};
    for (const selection of selections.selections) {
      if (selection.kind === Kind.FIELD)
        columns[selection.name.value] = object[selection.alias?.value ?? selection.name.value];
    }
    checked += await checkObject(named.name, columns, context, truth, op);
    const inherited =
      context.parentTerm && context.field === 'counter_term' ? truth.counter(context.parentTerm) : context.parentTerm;
    const parentTerm =
      (columns.term_id as string | undefined) ??
      (named.name === 'terms' ? ((columns.id as string | undefined) ?? inherited) : inherited);
    for (const selection of selections.selections) {
      if (selection.kind !== Kind.FIELD) continue;
      const field = named.getFields()[selection.name.value];
      if (!field) continue;
      const key = selection.alias?.value ?? selection.name.value;
      // A triple's subject, predicate and object are the atoms getTriple names.
      const part = ['subject', 'predicate', 'object'].indexOf(selection.name.value);
      const childTerm =
        named.name === 'triples' && part >= 0 && parentTerm ? (await truth.triple(parentTerm))[part] : parentTerm;
      await walk(object[key], field.type, selection.selectionSet, {
        variables,
        parentTerm: childTerm,
        field: selection.name.value,
        curve: curveArgument(selection),
        where: `${context.where}.${key}`,
      });
    }
  };
  const root = op.operation.operation === 'subscription' ? schema.getSubscriptionType()! : schema.getQueryType()!;
  for (const selection of op.operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) continue;
    const key = selection.alias?.value ?? selection.name.value;
    // A by-key root (atom, triple, term) is about the term its variable names.
    const byKey = ['atom', 'triple', 'term', 'triple_term'].includes(selection.name.value);
    const parentTerm = byKey
      ? ((variables.id ?? variables.tripleId ?? variables.termId) as string | undefined)
      : undefined;
    await walk(data[key], root.getFields()[selection.name.value]!.type, selection.selectionSet, {
      variables,
      parentTerm,
      where: key,
    });
  }
  return checked;
}
