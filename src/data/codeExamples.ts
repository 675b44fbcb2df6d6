/**
 * TypeScript examples shown on /protocol-package, /sdks/protocol-sdk and /graphql.
 *
 * The program itself lives in the file `source` names (examples/site/*.ts): the page imports it at build time
 * (src/plugins/example-sources) and tests/chain runs the same file against the contracts on a local chain.
 *
 * How to change an example:
 * 1. Each source file must be a complete program that type-checks against the pinned packages
 *    (@0xintuition/protocol 2.0.2, @0xintuition/sdk 2.0.2, viem 2.x) with `strict` on. Check every
 *    imported name and argument list in node_modules/@0xintuition/<package>/dist/index.d.ts.
 * 2. Never type a contract address or chain id: read them from the package
 *    (intuitionTestnet.id, getMultiVaultAddressFromChainId(...)).
 * 3. Write examples against testnet unless they only read data.
 * 4. Keep `steps` in sync with the code: one short sentence per numbered step.
 */

export interface CodeExample {
  readonly id: string;
  readonly title: string;
  readonly filename: string;
  readonly intro: string;
  /** The program, relative to the repository root: `examples/site/<filename>`. */
  readonly source: string;
  readonly steps: readonly string[];
  readonly run: string;
}

export const protocolReadExample: CodeExample = {
  id: 'read-costs',
  title: 'Read the live costs from mainnet',
  filename: 'read-costs.ts',
  intro:
    'This program needs no wallet. It asks the mainnet MultiVault for the current atom and triple creation costs and the minimum deposit, the values that admins can change and that documentation can only quote as defaults.',
  source: 'examples/site/read-costs.ts',
  steps: [
    'Create a viem public client on the intuitionMainnet chain that the package exports.',
    'Look up the MultiVault address for that chain instead of pasting it.',
    'Call three read helpers in parallel; each takes the same { address, publicClient } config.',
    'Amounts come back as bigint wei; formatEther turns them into TRUST.',
  ],
  run: 'npx tsx read-costs.ts',
};

export const protocolWriteExample: CodeExample = {
  id: 'create-atom',
  title: 'Create an atom on testnet',
  filename: 'create-atom.ts',
  intro:
    'This program writes to testnet, so it needs a funded key in the PRIVATE_KEY environment variable. It creates one atom from a text string and stakes a little extra on it in the same transaction; if a reader before you created that atom, it says so and stops instead of reverting.',
  source: 'examples/site/create-atom.ts',
  steps: [
    'Build a wallet client from your key on the intuitionTestnet chain.',
    'Ask the contract for the atom id of the text and stop if that atom exists: ids are the hash of the data, so a second create would revert with MultiVault_AtomExists.',
    'Read the atom cost and add the amount you want to stake on top.',
    'Call multiVaultCreateAtoms with one array of hex-encoded data and one array of amounts; value must equal the sum of the amounts.',
    'Parse the AtomCreated event from the receipt to get the new atom id.',
  ],
  run: 'PRIVATE_KEY=0x... npx tsx create-atom.ts',
};

export const sdkExample: CodeExample = {
  id: 'create-and-stake',
  title: 'Create an atom and stake on it',
  filename: 'create-and-stake.ts',
  intro:
    'This program writes to testnet with a funded key from the PRIVATE_KEY environment variable. It creates an atom with the SDK helper (or finds it, when it exists already), then stakes on it with the protocol helper that the SDK re-exports, because the SDK deposit helper in 2.0.2 sends no TRUST.',
  source: 'examples/site/create-and-stake.ts',
  steps: [
    'Build viem clients on intuitionTestnet; every SDK write helper takes them together with the MultiVault address.',
    'calculateAtomId takes Hex, so pass stringToHex(text) or, as here, toHex(text), never the text itself. It gives the id without a transaction; when the atom exists already the program stakes on it instead of creating it again, so it runs for every reader.',
    'createAtomFromString hex-encodes the text, pays the atom cost and returns the parsed AtomCreated event as state.',
    'multiVaultPreviewDeposit returns the shares a deposit would mint; keeping 99% of that as minShares allows 1% slippage.',
    'multiVaultDeposit sends the amount as value. Depositing at least 0.01 tTRUST (the deploy-script default minimum, readable with getGeneralConfig) avoids a below-minimum revert.',
  ],
  run: 'PRIVATE_KEY=0x... npx tsx create-and-stake.ts',
};

export const graphqlFetchExample: CodeExample = {
  id: 'send-from-typescript',
  title: 'Send it from TypeScript',
  filename: 'latest-atoms.ts',
  intro:
    'Any HTTP client works: a GraphQL request is a POST with a JSON body. This program takes the endpoint from the @0xintuition/graphql package (npm install @0xintuition/graphql) so the URL is never typed by hand.',
  source: 'examples/site/latest-atoms.ts',
  steps: [
    'API_URL_PROD is the mainnet endpoint; use API_URL_DEV for testnet.',
    'The query travels in the JSON body; add a variables object next to it when the query declares any.',
    'GraphQL reports problems in an errors array with HTTP status 200, so check it before reading data.',
  ],
  run: 'npx tsx latest-atoms.ts',
};
