/**
 * `npm run chain:local`: the test harness by hand. Starts the local chain, deploys the protocol, starts the
 * GraphQL stub and the local indexer, prints the environment an example needs and keeps running until Ctrl-C
 * (which stops them all).
 */
import path from 'node:path';
import {createPublicClient, http, type PublicClient} from 'viem';
import {startChain} from './chain';
import {deployProtocol, readerPrivateKey} from './deploy';
import {startGraphqlStub} from './graphqlStub';
import {startIndexer} from './indexer';

async function main() {
  const chain = await startChain();
  const deployment = await deployProtocol(chain.rpcUrl);
  const publicClient = createPublicClient({chain: deployment.chain, transport: http(chain.rpcUrl)}) as PublicClient;
  const repoRoot = path.resolve(__dirname, '..', '..', '..');
  const graphql = await startGraphqlStub(publicClient, deployment.multiVault, repoRoot);
  const indexer = await startIndexer(publicClient, deployment.multiVault, repoRoot, graphql.pinned);
  console.log(
    `Protocol deployed in ${deployment.transactions} transactions; MultiVault ${deployment.multiVault} (testnet), ${deployment.mainnetMultiVault} (mainnet).`,
  );
  console.log('In another shell, from the repository root:\n');
  console.log(`export INTUITION_LOCAL_RPC_URL=${chain.rpcUrl}`);
  console.log(`export INTUITION_LOCAL_GRAPHQL_URL=${graphql.url}`);
  console.log(`export PRIVATE_KEY=${readerPrivateKey}`);
  console.log(
    'npx tsx --import ./tests/chain/harness/localNetwork.ts examples/interactions/create-atom/create-text-atom.ts\n',
  );
  console.log(
    `The local indexer answers the cookbook's queries from this chain (POST {query, variables}) at ${indexer.url}, and subscriptions at ${indexer.wsUrl}\n`,
  );
  console.log('Ctrl-C stops the chain, the stub and the indexer.');
  const stop = async () => {
    await indexer.stop();
    await graphql.stop();
    await chain.stop();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
