import { createPublicClient, createWalletClient, http, parseEther, toHex, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  eventParseAtomCreated,
  getMultiVaultAddressFromChainId,
  intuitionTestnet,
  MultiVaultAbi,
  multiVaultCreateAtoms,
  multiVaultGetAtomCost,
  multiVaultIsTermCreated,
} from '@0xintuition/protocol'

const privateKey = process.env.PRIVATE_KEY
if (!privateKey) throw new Error('Set PRIVATE_KEY to a funded testnet key')

const account = privateKeyToAccount(privateKey as Hex)
const publicClient = createPublicClient({ chain: intuitionTestnet, transport: http() })
const walletClient = createWalletClient({ account, chain: intuitionTestnet, transport: http() })
const address = getMultiVaultAddressFromChainId(intuitionTestnet.id)

async function main() {
  const data = toHex('My first atom')
  // An atom id is the hash of its data, so the same text is the same atom for every reader.
  // Creating it again would revert with MultiVault_AtomExists: check first.
  const atomId = await publicClient.readContract({
    address,
    abi: MultiVaultAbi,
    functionName: 'calculateAtomId',
    args: [data],
  })
  if (await multiVaultIsTermCreated({ address, publicClient }, { args: [atomId] })) {
    console.log('Atom already exists:', atomId)
    return
  }

  // Each atom must be sent at least the atom cost; anything above it is staked for you.
  const atomCost = await multiVaultGetAtomCost({ address, publicClient })
  const assets = atomCost + parseEther('0.05')

  const hash = await multiVaultCreateAtoms(
    { address, publicClient, walletClient },
    { args: [[data], [assets]], value: assets },
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
