import {MultiVaultAbi} from '@0xintuition/protocol';
import {expect, type Protocol} from './fixtures';

/** The `{address, publicClient, walletClient}` the package's multiVault* helpers take, for the local deployment. */
export function config(protocol: Protocol) {
  return {address: protocol.multiVault, publicClient: protocol.publicClient, walletClient: protocol.walletClient};
}

/** Simulates a MultiVault call as the reader (throws with the contract's revert). */
export function simulate(protocol: Protocol, functionName: string, args: readonly unknown[], value?: bigint) {
  return protocol.publicClient.simulateContract({
    account: protocol.walletClient.account!,
    address: protocol.multiVault,
    abi: MultiVaultAbi,
    functionName,
    args,
    value,
  } as unknown as Parameters<typeof protocol.publicClient.simulateContract>[0]);
}

/** Sends a MultiVault call as the reader and waits for a successful receipt. */
export async function send(
  protocol: Protocol,
  functionName: string,
  args: readonly unknown[],
  value?: bigint,
): Promise<void> {
  const {request} = await simulate(protocol, functionName, args, value);
  const hash = await protocol.walletClient.writeContract(request as never);
  expect((await protocol.publicClient.waitForTransactionReceipt({hash})).status).toBe('success');
}
