import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {parse, type DocumentNode, type OperationDefinitionNode} from 'graphql';

export interface GraphqlHttpRequest {
  variables: Record<string, unknown>;
  operationName?: string;
  document: DocumentNode;
  operation?: OperationDefinitionNode;
}

export interface GraphqlHttpServer {
  url: string;
  /** The Node server, for a WebSocket endpoint on the same port (the local indexer's subscriptions). */
  server: http.Server;
  stop: () => Promise<void>;
}

/**
 * A loopback server speaking GraphQL over HTTP, shared by the GraphQL stub and the local indexer: it reads the POST
 * body, parses the operation and answers 200 with what `answer` returns; a body or query that cannot be parsed, or an
 * `answer` that throws, gets 400 with the error's message.
 */
export async function startGraphqlHttp(
  answer: (request: GraphqlHttpRequest) => Promise<unknown>,
): Promise<GraphqlHttpServer> {
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', async () => {
      const reply = (status: number, payload: unknown) => {
        response.writeHead(status, {'content-type': 'application/json'});
        response.end(JSON.stringify(payload));
      };
      try {
        const {
          query,
          variables = {},
          operationName,
        } = JSON.parse(body) as {query: string; variables?: Record<string, unknown>; operationName?: string};
        const document = parse(query);
        const operation = document.definitions.find(
          (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
        );
        reply(200, await answer({variables, operationName, document, operation}));
      } catch (error) {
        reply(400, {errors: [{message: error instanceof Error ? error.message : String(error)}]});
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/graphql`,
    server,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
