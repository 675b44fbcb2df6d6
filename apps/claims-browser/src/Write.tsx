import {useState} from 'react';
import {usePublicClient, useWriteContract} from 'wagmi';
import {useAfterWrite} from './claims';
import {explain} from './errors';
import type {Prepared, PreparedSdk} from './writes/types';

/** Preview (a simulation from the reader's address), then sign, then the receipt, then the indexer. */
export function Write(props: {title: string; prepare: () => Promise<Prepared | PreparedSdk>}) {
  const publicClient = usePublicClient();
  const {writeContractAsync} = useWriteContract();
  const afterWrite = useAfterWrite();
  const [prepared, setPrepared] = useState<Prepared | PreparedSdk>();
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const run = async (step: () => Promise<void>) => {
    setError('');
    try {
      await step();
    } catch (e) {
      setStatus('');
      setError(explain(e));
    }
  };
  const sign = async (ready: Prepared | PreparedSdk) => {
    if (!publicClient) throw new Error('No client for this chain.');
    setPrepared(undefined);
    setStatus('Waiting for your wallet…');
    // The SDK sends and (except multiVaultDeposit) waits for the receipt in one call; wagmi returns the hash at once.
    const hash = 'send' in ready ? await ready.send() : await writeContractAsync(ready.request);
    setStatus(`Pending: ${hash}`);
    // A receipt with status "reverted" is a mined transaction that changed nothing but paid its gas: viem returns
    // it without throwing, so the app must look.
    const receipt = await publicClient.waitForTransactionReceipt({hash});
    if (receipt.status === 'reverted')
      throw new Error(`Reverted in block ${receipt.blockNumber}: nothing changed, the gas is spent. Preview again.`);
    setStatus(`Confirmed in block ${receipt.blockNumber}; waiting for the indexer…`);
    await afterWrite(hash);
    setStatus(`Confirmed in block ${receipt.blockNumber} and indexed.`);
  };
  return (
    <div>
      <button onClick={() => run(async () => setPrepared(await props.prepare()))}>Preview {props.title}</button>
      {prepared && (
        <>
          <p>{prepared.preview}</p>
          <button onClick={() => run(() => sign(prepared))}>Sign and send</button>
        </>
      )}
      <p role="status">{status}</p>
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
