import { createPublicClient, createWalletClient, http, parseEther, toHex, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  calculateAtomId,
  createAtomFromString,
  getMultiVaultAddressFromChainId,
  intuitionTestnet,
  multiVaultDeposit,
  multiVaultIsTermCreated,
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
  // 1. Create the atom unless someone already has: its id is the hash of the text, the same for every
  //    reader, and creating it twice reverts with MultiVault_AtomExists. The helper pays the atom cost.
  let termId = calculateAtomId(toHex('My first atom'))
  if (await multiVaultIsTermCreated(config, { args: [termId] })) {
    console.log('Atom exists:', termId)
  } else {
    const atom = await createAtomFromString(config, 'My first atom')
    termId = atom.state.termId
    console.log('Atom id:', termId)
  }

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
