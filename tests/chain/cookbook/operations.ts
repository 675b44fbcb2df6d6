import path from 'node:path';
import {Kind, parse, type DocumentNode, type OperationDefinitionNode} from 'graphql';
import {extractCodeBlocks, fragmentMark, isGraphql, type CodeBlock} from '../../../scripts/extract-snippets';
import {repoRoot} from '../harness/runExample';

export interface Operation {
  readonly block: CodeBlock;
  readonly name: string;
  readonly document: DocumentNode;
  readonly operation: OperationDefinitionNode;
  readonly variables: Record<string, unknown>;
  readonly page: string;
}

/** Every GraphQL operation of the docs, the cookbook and src/data/graphqlExamples.ts, with its page's variables. */
export const operations: Operation[] = extractCodeBlocks(repoRoot)
  .filter((block) => isGraphql(block) && !fragmentMark(block.meta).isFragment)
  .flatMap((block) => {
    const document = parse(block.code);
    return document.definitions
      .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
      .map((operation) => ({
        block,
        name: operation.name?.value ?? `${block.file}:${block.line}`,
        document,
        operation,
        variables: block.variables ? (JSON.parse(block.variables) as Record<string, unknown>) : {},
        page: block.file,
      }));
  });

/** An entry for `page.md#Name` (where names repeat across pages) or for the name alone. */
export function listed<T>(table: Record<string, T>, op: Operation): T | undefined {
  return table[`${path.basename(op.page)}#${op.name}`] ?? table[op.name];
}
