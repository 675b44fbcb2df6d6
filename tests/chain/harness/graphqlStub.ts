import fs from 'node:fs';
import {createHash} from 'node:crypto';
import {
  buildSchema,
  execute,
  GraphQLEnumType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  validate,
  type GraphQLFieldResolver,
  type GraphQLOutputType,
} from 'graphql';
import {MultiVaultAbi} from '@0xintuition/protocol';
import {parseEventLogs, type Hex, type PublicClient} from 'viem';
import {findSchema} from '../../../scripts/graphql-schema';
import {startGraphqlHttp} from './graphqlHttp';
import {atomLabel, atomType, decodeAtomData} from './indexer';

/**
 * A local stand-in for the hosted GraphQL API (and its pinThing mutation), for the examples that call it. It is
 * not an indexer: it answers the operations the examples send, from the local chain's logs, and records them.
 * Every request is parsed and validated against the API schema (/work/shared/graphql/schema.graphql, found as in
 * tests/unit/snippets.spec.ts); an invalid operation gets the validation errors, as from the real API. The answer
 * is produced by graphql-js `execute` on that schema, so it has exactly the shape the operation selects: fields
 * the stub knows (ids, labels, triples, transaction events, pinned URIs) come from the chain, every other
 * selected field gets a type-correct placeholder. An atom's `data`, `type` and `label` follow the hosted indexer's
 * rules through the local indexer's decodeAtomData(), atomType() and atomLabel() (indexer.ts); what they cannot
 * derive (an unpinned `ipfs://` atom) is null, or a placeholder where the field is non-null (`type`).
 */
export interface GraphqlRequestRecord {
  readonly operationName: string | undefined;
  readonly variables: Record<string, unknown>;
  readonly errors: readonly string[];
}

export interface GraphqlStub {
  readonly url: string;
  readonly requests: GraphqlRequestRecord[];
  /** What pinThing pinned, by the URI it returned: the local IPFS the indexer (indexer.ts) resolves atoms from. */
  readonly pinned: Map<string, Record<string, unknown>>;
  stop(): Promise<void>;
}

function placeholder(type: GraphQLOutputType): unknown {
  if (type instanceof GraphQLNonNull) return placeholder(type.ofType);
  if (type instanceof GraphQLList) return [];
  if (type instanceof GraphQLObjectType) return {};
  if (type instanceof GraphQLEnumType) return type.getValues()[0]?.value ?? null;
  if (type instanceof GraphQLScalarType) {
    if (type.name === 'Int' || type.name === 'Float') return 0;
    if (type.name === 'Boolean') return false;
    return '0';
  }
  return null;
}

/** Known values first; a nullable unknown field is null, a non-null one a placeholder of its type. */
const fieldResolver: GraphQLFieldResolver<Record<string, unknown>, unknown> = (source, _args, _context, info) => {
  const value = source?.[info.fieldName];
  if (typeof value === 'function') return (value as (args: unknown) => unknown)(_args);
  if (value !== undefined) return value;
  return info.returnType instanceof GraphQLNonNull ? placeholder(info.returnType) : null;
};

export async function startGraphqlStub(
  publicClient: PublicClient,
  multiVault: Hex,
  repoRoot: string,
): Promise<GraphqlStub> {
  const lookup = findSchema(repoRoot, process.env);
  if ('error' in lookup) throw new Error(lookup.error);
  const schema = buildSchema(fs.readFileSync(lookup.found.path, 'utf8'));
  const requests: GraphqlRequestRecord[] = [];
  const pinned = new Map<string, Record<string, unknown>>();

  const logs = async () => publicClient.getLogs({address: multiVault, fromBlock: 0n});
  const atoms = async () => {
    const events = parseEventLogs({abi: MultiVaultAbi, eventName: 'AtomCreated', logs: await logs()});
    return Promise.all(
      events.map(async (event) => {
        const block = await publicClient.getBlock({blockNumber: event.blockNumber});
        // The hosted indexer's columns by the local indexer's rules, so an SDK read prints what the hosted API shows:
        // `data` the decoded text (the bytes are `raw_data`), `type` its classification, `label` `has tag` for
        // https://schema.org/keywords, `0x7099...79C8` for an address, a pinned Thing's name.
        const text = decodeAtomData(event.args.atomData);
        return {
          term_id: event.args.termId,
          data: text,
          raw_data: event.args.atomData,
          type: atomType(text, pinned),
          label: atomLabel(text, pinned),
          created_at: new Date(Number(block.timestamp) * 1000).toISOString(),
          block: event.blockNumber,
        };
      }),
    );
  };
  const atomById = async (id: string) =>
    (await atoms()).find((atom) => atom.term_id.toLowerCase() === id.toLowerCase()) ?? null;
  const rootValue = {
    atoms: async (args: {limit?: number}) => {
      const all = (await atoms()).sort((a, b) => Number(b.block - a.block));
      return args.limit === undefined ? all : all.slice(0, args.limit);
    },
    atom: async (args: {term_id: string}) => atomById(args.term_id),
    triple: async (args: {term_id: string}) => {
      const events = parseEventLogs({abi: MultiVaultAbi, eventName: 'TripleCreated', logs: await logs()});
      const found = events.find((event) => event.args.termId.toLowerCase() === args.term_id.toLowerCase());
      if (!found) return null;
      return {
        term_id: found.args.termId,
        subject: await atomById(found.args.subjectId),
        predicate: await atomById(found.args.predicateId),
        object: await atomById(found.args.objectId),
      };
    },
    events: async (args: {where?: {transaction_hash?: {_eq?: string}}}) => {
      const hash = args.where?.transaction_hash?._eq as Hex | undefined;
      if (!hash) return [];
      const receipt = await publicClient.getTransactionReceipt({hash}).catch(() => null);
      return (receipt?.logs ?? []).map((log) => ({
        transaction_hash: log.transactionHash,
        block_number: Number(log.blockNumber),
      }));
    },
    // The real mutation pins JSON-LD to IPFS and returns its ipfs:// URI; the stub returns a stable fake CID.
    pinThing: (args: {thing: Record<string, unknown>}) => {
      const uri = `ipfs://bafkreistub${createHash('sha256').update(JSON.stringify(args.thing)).digest('hex').slice(0, 40)}`;
      pinned.set(uri, args.thing);
      return {uri};
    },
  };

  const server = await startGraphqlHttp(async ({variables, operationName, document, operation}) => {
    const name = operationName ?? operation?.name?.value;
    const errors = validate(schema, document).map((error) => error.message);
    requests.push({operationName: name, variables, errors});
    if (errors.length > 0) return {errors: errors.map((message) => ({message}))};
    return execute({
      schema,
      document,
      variableValues: variables,
      rootValue,
      fieldResolver,
      operationName: name,
    });
  });
  return {url: server.url, requests, pinned, stop: server.stop};
}
