import {expect, test} from '@playwright/test';
import {intuitionMainnet, intuitionTestnet} from '@0xintuition/protocol';
import {loadProtocolData} from '../../src/protocol/loadProtocolData';
import {
  addEthereumChainParameter,
  describeWalletError,
  switchEthereumChainParameter,
  toHexChainId,
} from '../../src/protocol/walletParams';

const data = loadProtocolData();

for (const [key, chain] of [
  ['mainnet', intuitionMainnet],
  ['testnet', intuitionTestnet],
] as const) {
  test(`wallet_addEthereumChain params for ${key} equal the @0xintuition/protocol chain`, () => {
    const params = addEthereumChainParameter(data.networks[key]);
    expect(params).toEqual({
      chainId: `0x${chain.id.toString(16)}`,
      chainName: chain.name,
      nativeCurrency: {
        name: chain.nativeCurrency.name,
        symbol: chain.nativeCurrency.symbol,
        decimals: chain.nativeCurrency.decimals,
      },
      rpcUrls: [chain.rpcUrls.default.http[0]],
      blockExplorerUrls: [chain.blockExplorers.default.url],
    });
    // EIP-3085: 0x-prefixed, lower-case hex, no leading zeros, and it round-trips to the package's id.
    expect(params.chainId).toMatch(/^0x[1-9a-f][0-9a-f]*$/);
    expect(Number.parseInt(params.chainId.slice(2), 16)).toBe(chain.id);
    expect(params.rpcUrls[0]).toMatch(/^https:\/\//);
    expect(params.blockExplorerUrls[0]).toMatch(/^https:\/\//);
    expect(switchEthereumChainParameter(data.networks[key])).toEqual({chainId: params.chainId});
  });
}

test('hex chain ids follow EIP-3085 and bad ids are refused', () => {
  expect(toHexChainId(1)).toBe('0x1');
  expect(toHexChainId(8453)).toBe('0x2105');
  expect(() => toHexChainId(0)).toThrow('Invalid chain id 0: expected a positive integer.');
  expect(() => toHexChainId(1.5)).toThrow();
});

test('wallet errors are sorted into a decline or a message, whatever the wallet throws', () => {
  expect(describeWalletError({code: 4001, message: 'User rejected the request.'})).toEqual({kind: 'rejected'});
  expect(describeWalletError(Object.assign(new Error('wrapped'), {cause: {code: 4001}}))).toEqual({kind: 'rejected'});
  expect(describeWalletError({code: -32603, data: {originalError: {code: 4001}}})).toEqual({kind: 'rejected'});
  // Some wallets send the code as a string.
  expect(describeWalletError({code: '4001'})).toEqual({kind: 'rejected'});
  expect(describeWalletError('  padded message \n')).toEqual({kind: 'failed', message: 'padded message'});
  expect(describeWalletError({code: -32602, message: 'Invalid parameters'})).toEqual({
    kind: 'failed',
    message: 'Invalid parameters',
  });
  expect(describeWalletError(new Error('boom'))).toEqual({kind: 'failed', message: 'boom'});
  expect(describeWalletError('plain string')).toEqual({kind: 'failed', message: 'plain string'});
  expect(describeWalletError(undefined)).toEqual({kind: 'failed', message: 'unknown error'});
  expect(describeWalletError(null)).toEqual({kind: 'failed', message: 'unknown error'});
  expect(describeWalletError({message: 42})).toEqual({kind: 'failed', message: 'unknown error'});
  const hostile = {
    get code(): never {
      throw new Error('getter');
    },
    get message(): never {
      throw new Error('getter');
    },
  };
  expect(describeWalletError(hostile)).toEqual({kind: 'failed', message: 'unknown error'});
  const long = describeWalletError('x'.repeat(1000));
  expect(long).toEqual({kind: 'failed', message: `${'x'.repeat(299)}…`});
  // Exactly the limit is kept whole.
  expect(describeWalletError('y'.repeat(300))).toEqual({kind: 'failed', message: 'y'.repeat(300)});
});
