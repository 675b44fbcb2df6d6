/**
 * TypeScript examples shown on /protocol-package and /sdks/protocol-sdk.
 *
 * How to change an example:
 * 1. Each `code` string must be a complete program that type-checks against the pinned packages
 *    (@0xintuition/protocol 2.0.2, @0xintuition/sdk 2.0.2, viem 2.x) with `strict` on. Check every
 *    imported name and argument list in node_modules/@0xintuition/<package>/dist/index.d.ts.
 * 2. Never type a contract address or chain id: read them from the package
 *    (intuitionTestnet.id, getMultiVaultAddressFromChainId(...)).
 * 3. Write examples against testnet unless they only read data.
 * 4. Keep `steps` in sync with the code: one short sentence per numbered step.
 */

import {firstQuery} from './graphqlExamples';

export interface CodeExample {
  readonly id: string;
  readonly title: string;
  readonly filename: string;
  readonly intro: string;
  readonly code: string;
  readonly steps: readonly string[];
  readonly run: string;
}

export const protocolReadExample: CodeExample = {
  id: 'read-costs',
  title: 'Read the live costs from mainnet',
  filename: 'read-costs.ts',
  intro:
    'This program needs no wallet. It asks the mainnet MultiVault for the current atom and triple creation costs and the minimum deposit, the values that admins can change and that documentation can only quote as defaults.',
  code: `import { createPublicClient, formatEther, http } from 'viem'
import {
  getMultiVaultAddressFromChainId,
  intuitionMainnet,
  multiVaultGetAtomCost,
  multiVaultGetGeneralConfig,
  multiVaultGetTripleCost,
} from '@0xintuition/protocol'

const publicClient = createPublicClient({
  chain: intuitionMainnet,
  transport: http(),
})

// ReadConfig: the MultiVault address plus a public client
const config = {
  address: getMultiVaultAddressFromChainId(intuitionMainnet.id),
  publicClient,
}

async function main() {
  const [atomCost, tripleCost, general] = await Promise.all([
    multiVaultGetAtomCost(config),
    multiVaultGetTripleCost(config),
    multiVaultGetGeneralConfig(config),
  ])

  console.log(\`Atom cost:       \${formatEther(atomCost)} TRUST\`)
  console.log(\`Triple cost:     \${formatEther(tripleCost)} TRUST\`)
  console.log(\`Minimum deposit: \${formatEther(general.minDeposit)} TRUST\`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
`,
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
    'This program writes to testnet, so it needs a funded key in the PRIVATE_KEY environment variable. It creates one atom from a text string and stakes a little extra on it in the same transaction.',
  code: `import { createPublicClient, createWalletClient, http, parseEther, toHex, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  eventParseAtomCreated,
  getMultiVaultAddressFromChainId,
  intuitionTestnet,
  multiVaultCreateAtoms,
  multiVaultGetAtomCost,
} from '@0xintuition/protocol'

const privateKey = process.env.PRIVATE_KEY
if (!privateKey) throw new Error('Set PRIVATE_KEY to a funded testnet key')

const account = privateKeyToAccount(privateKey as Hex)
const publicClient = createPublicClient({ chain: intuitionTestnet, transport: http() })
const walletClient = createWalletClient({ account, chain: intuitionTestnet, transport: http() })
const address = getMultiVaultAddressFromChainId(intuitionTestnet.id)

async function main() {
  // Each atom must be sent at least the atom cost; anything above it is staked for you.
  const atomCost = await multiVaultGetAtomCost({ address, publicClient })
  const assets = atomCost + parseEther('0.05')

  const hash = await multiVaultCreateAtoms(
    { address, publicClient, walletClient },
    { args: [[toHex('My first atom')], [assets]], value: assets },
  )

  const [created] = await eventParseAtomCreated(publicClient, hash)
  if (!created) throw new Error('No AtomCreated event in ' + hash)
  console.log('Atom id:', created.args.termId)
  console.log('Atom wallet:', created.args.atomWallet)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
`,
  steps: [
    'Build a wallet client from your key on the intuitionTestnet chain.',
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
    'This program writes to testnet with a funded key from the PRIVATE_KEY environment variable. It creates an atom with the SDK helper, then stakes on it with the protocol helper that the SDK re-exports, because the SDK deposit helper in 2.0.2 sends no TRUST.',
  code: `import { createPublicClient, createWalletClient, http, parseEther, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  createAtomFromString,
  getMultiVaultAddressFromChainId,
  intuitionTestnet,
  multiVaultDeposit,
  multiVaultPreviewDeposit,
} from '@0xintuition/sdk'

const privateKey = process.env.PRIVATE_KEY
if (!privateKey) throw new Error('Set PRIVATE_KEY to a funded testnet key')

const account = privateKeyToAccount(privateKey as Hex)
const publicClient = createPublicClient({ chain: intuitionTestnet, transport: http() })
const walletClient = createWalletClient({ account, chain: intuitionTestnet, transport: http() })

// WriteConfig: the MultiVault address plus both clients
const config = {
  address: getMultiVaultAddressFromChainId(intuitionTestnet.id),
  publicClient,
  walletClient,
}

async function main() {
  // 1. Create the atom. The helper reads the atom cost and sends exactly that.
  const atom = await createAtomFromString(config, 'My first atom')
  const termId = atom.state.termId
  console.log('Atom id:', termId)

  // 2. Preview a 0.05 tTRUST deposit on curve 1 (the default curve) to set a slippage bound.
  const amount = parseEther('0.05')
  const [expectedShares] = await multiVaultPreviewDeposit(config, {
    args: [termId, 1n, amount],
  })
  const minShares = (expectedShares * 99n) / 100n

  // 3. Deposit. The amount travels as value; args are receiver, term id, curve id, minShares.
  const hash = await multiVaultDeposit(config, {
    args: [account.address, termId, 1n, minShares],
    value: amount,
  })
  await publicClient.waitForTransactionReceipt({ hash })
  console.log('Deposit confirmed:', hash)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
`,
  steps: [
    'Build viem clients on intuitionTestnet; every SDK write helper takes them together with the MultiVault address.',
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
  code: `import { API_URL_PROD } from '@0xintuition/graphql'

const query = \`${firstQuery.query}\`

interface LatestAtoms {
  atoms: { term_id: string; label: string | null; type: string; created_at: string }[]
}

interface GraphqlResponse<T> {
  data?: T
  errors?: { message: string }[]
}

async function main() {
  const response = await fetch(API_URL_PROD, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  })
  const result = (await response.json()) as GraphqlResponse<LatestAtoms>
  if (result.errors?.length) {
    throw new Error(result.errors.map((error) => error.message).join('\\n'))
  }
  for (const atom of result.data?.atoms ?? []) {
    console.log(atom.term_id, atom.label ?? '(no label)', atom.type)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
`,
  steps: [
    'API_URL_PROD is the mainnet endpoint; use API_URL_DEV for testnet.',
    'The query travels in the JSON body; add a variables object next to it when the query declares any.',
    'GraphQL reports problems in an errors array with HTTP status 200, so check it before reading data.',
  ],
  run: 'npx tsx latest-atoms.ts',
};
