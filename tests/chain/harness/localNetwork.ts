/**
 * Preloaded into every example run (`node --require localNetwork examples/…`, see runExample.ts): THE swap between
 * the page and the run. The example's code is the page's, byte for byte; only where its requests go changes:
 *
 * - the RPC URLs of intuitionTestnet and intuitionMainnet (as the package defines them) → the local chain
 *   (INTUITION_LOCAL_RPC_URL), whose contracts sit at the package's addresses (harness/deploy.ts);
 * - the GraphQL endpoints API_URL_DEV and API_URL_PROD (@0xintuition/graphql) → the local GraphQL stub
 *   (INTUITION_LOCAL_GRAPHQL_URL, harness/graphqlStub.ts);
 * - their WebSocket forms (wss://…, for subscriptions with graphql-ws over `ws`) → the same local server over ws:
 *   (an example opens a socket with the `ws` package, whose constructor is replaced below, as fetch is);
 * - any other host is refused, so an example can never reach the network from a test.
 *
 * The account is the other difference: PRIVATE_KEY, which the examples read from the environment, is a Hardhat
 * test key funded on the local chain.
 */
import {intuitionMainnet, intuitionTestnet} from '@0xintuition/protocol';
import {API_URL_DEV, API_URL_PROD} from '@0xintuition/graphql';
import WebSocket from 'ws';

const rpcUrl = process.env.INTUITION_LOCAL_RPC_URL;
const graphqlUrl = process.env.INTUITION_LOCAL_GRAPHQL_URL;
if (!rpcUrl || !graphqlUrl)
  throw new Error('localNetwork.ts needs INTUITION_LOCAL_RPC_URL and INTUITION_LOCAL_GRAPHQL_URL');

const withoutSlash = (url: string) => url.replace(/\/+$/, '');
export const routes: ReadonlyMap<string, string> = new Map([
  ...[...intuitionTestnet.rpcUrls.default.http, ...intuitionMainnet.rpcUrls.default.http].map(
    (url): [string, string] => [withoutSlash(url), rpcUrl],
  ),
  [withoutSlash(API_URL_DEV), graphqlUrl],
  [withoutSlash(API_URL_PROD), graphqlUrl],
]);

const realFetch = globalThis.fetch;
globalThis.fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const target = routes.get(withoutSlash(url));
  if (target) return realFetch(input instanceof Request ? new Request(target, input) : target, init);
  if (/^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(url)) return realFetch(input, init);
  throw new TypeError(
    `fetch failed: ${url} is off this machine (tests/chain/harness/localNetwork.ts routes only the chain RPC and GraphQL URLs)`,
  );
};

// The wss: forms of the GraphQL endpoints → the local server's ws: form. A program that subscribes passes the URL to
// `ws` (Node 20 has no global WebSocket), so the module `ws` exports is replaced by a subclass that routes the URL.
const wsRoutes: ReadonlyMap<string, string> = new Map(
  [API_URL_DEV, API_URL_PROD].map((url): [string, string] => [
    withoutSlash(url.replace(/^http/, 'ws')),
    graphqlUrl.replace(/^http/, 'ws'),
  ]),
);
class RoutedWebSocket extends WebSocket {
  constructor(address: string | URL, ...rest: unknown[]) {
    const url = String(address);
    const target = wsRoutes.get(withoutSlash(url));
    if (!target && !/^wss?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(url))
      throw new TypeError(
        `WebSocket refused: ${url} is off this machine (tests/chain/harness/localNetwork.ts routes only the GraphQL URLs)`,
      );
    super(target ?? url, ...(rest as []));
  }
}
require.cache[require.resolve('ws')]!.exports = RoutedWebSocket;
