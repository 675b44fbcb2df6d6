/**
 * Checks a GraphQL document against the API schema the repository validates its own examples with
 * (scripts/graphql-schema.ts: $GRAPHQL_SCHEMA_PATH, ../shared/graphql/schema.graphql, .cache/graphql/schema.graphql).
 */
import fs from 'node:fs';
import {buildSchema, GraphQLError, parse, validate, type GraphQLSchema, type OperationDefinitionNode} from 'graphql';
import {getVariableValues} from 'graphql/execution/values';
import {findSchema} from '../scripts/graphql-schema';
import {ToolInputError} from './errors';

let cached: {schema: GraphQLSchema; path: string} | null = null;

function loadSchema(root: string): {schema: GraphQLSchema; path: string} {
  if (cached) return cached;
  const lookup = findSchema(root, process.env);
  if ('error' in lookup) throw new ToolInputError(lookup.error);
  cached = {schema: buildSchema(fs.readFileSync(lookup.found.path, 'utf8')), path: lookup.found.path};
  return cached;
}

const describe = (error: GraphQLError) => ({
  message: error.message,
  locations: error.locations?.map(({line, column}) => ({line, column})) ?? [],
});

export function validateGraphql(root: string, query: string, variables?: Record<string, unknown>) {
  const {schema, path} = loadSchema(root);
  let document;
  try {
    document = parse(query);
  } catch (error: unknown) {
    if (error instanceof GraphQLError) return {valid: false, schema: path, errors: [describe(error)]};
    throw error;
  }
  const errors = validate(schema, document).map(describe);
  if (errors.length === 0 && variables !== undefined) {
    const operations = document.definitions.filter(
      (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
    );
    if (operations.length !== 1) {
      errors.push({
        message: `Variables need exactly one operation in the document; found ${operations.length}.`,
        locations: [],
      });
    } else {
      const result = getVariableValues(schema, operations[0]!.variableDefinitions ?? [], variables, {maxErrors: 20});
      if ('errors' in result && result.errors) errors.push(...result.errors.map(describe));
    }
  }
  return {valid: errors.length === 0, schema: path, errors};
}
