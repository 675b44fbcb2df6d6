import {test as base} from '@playwright/test';
import {createPublicClient, createWalletClient, http, type PublicClient, type WalletClient} from 'viem';
import {startChain} from './harness/chain';
import {
  admin,
  deployProtocol,
  other,
  otherPrivateKey,
  reader,
  readerPrivateKey,
  type Deployment,
} from './harness/deploy';
import {startGraphqlStub, type GraphqlStub} from './harness/graphqlStub';
import {repoRoot, runExample, type ExampleRun} from './harness/runExample';

export interface Protocol extends Deployment {
  readonly graphql: GraphqlStub;
  readonly publicClient: PublicClient;
  /** The reader's wallet (the PRIVATE_KEY the examples get). */
  readonly walletClient: WalletClient;
  readonly readerAddress: `0x${string}`;
  readonly readerPrivateKey: `0x${string}`;
  readonly otherAddress: `0x${string}`;
  readonly otherPrivateKey: `0x${string}`;
  readonly adminAddress: `0x${string}`;
  run(file: string, args?: readonly string[], env?: Record<string, string>): Promise<ExampleRun>;
}

/**
 * One local chain with the protocol deployed, per Playwright worker: started before the worker's first test,
 * stopped (chain and GraphQL stub) when the worker ends, also when a test failed.
 */
export const test = base.extend<object, {protocol: Protocol}>({
  protocol: [
    async ({}, use) => {
      const chain = await startChain();
      let graphql: GraphqlStub | undefined;
      try {
        const deployment = await deployProtocol(chain.rpcUrl);
        const publicClient = createPublicClient({
          chain: deployment.chain,
          transport: http(chain.rpcUrl),
        }) as PublicClient;
        graphql = await startGraphqlStub(publicClient, deployment.multiVault, repoRoot);
        const walletClient = createWalletClient({
          chain: deployment.chain,
          transport: http(chain.rpcUrl),
          account: reader,
        });
        const target = {rpcUrl: chain.rpcUrl, graphqlUrl: graphql.url, privateKey: readerPrivateKey};
        await use({
          ...deployment,
          graphql,
          publicClient,
          walletClient,
          readerAddress: reader.address,
          readerPrivateKey,
          otherAddress: other.address,
          otherPrivateKey,
          adminAddress: admin.address,
          run: (file, args = [], env = {}) => runExample(target, file, args, env),
        });
      } finally {
        await graphql?.stop();
        await chain.stop();
      }
    },
    {scope: 'worker', timeout: 60_000},
  ],
});

export {expect} from '@playwright/test';
