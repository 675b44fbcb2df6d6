import { createPublicClient, createWalletClient, formatEther, http, parseEther, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  calculateAtomId,
  eventParseAtomCreated,
  getMultiVaultAddressFromChainId,
  intuitionTestnet,
  multiVaultCreateAtoms,
  multiVaultGetAtomCost,
  multiVaultIsTermCreated,
  multiVaultPreviewAtomCreate,
} from '@0xintuition/sdk'

const account = privateKeyToAccount(process.env.PRIVATE_KEY as `0x${string}`)
const publicClient = createPublicClient({ chain: intuitionTestnet, transport: http() })
const walletClient = createWalletClient({ chain: intuitionTestnet, transport: http(), account })
const address = getMultiVaultAddressFromChainId(intuitionTestnet.id)

async function main() {
  const data = toHex('Decentralized knowledge graph')
  const atomId = calculateAtomId(data)

  // Creating the same bytes twice reverts with MultiVault_AtomExists.
  if (await multiVaultIsTermCreated({ address, publicClient }, { args: [atomId] })) {
    console.log('Atom already exists:', atomId)
    return
  }

  const atomCost = await multiVaultGetAtomCost({ address, publicClient })
  const initialStake = parseEther('1')
  const assets = atomCost + initialStake

  const [shares, , assetsAfterFees] = await multiVaultPreviewAtomCreate(
    { address, publicClient, walletClient },
    { args: [atomId, assets] },
  )
  console.log(
    `cost ${formatEther(atomCost)} tTRUST, shares ${formatEther(shares)}, after fees ${formatEther(assetsAfterFees)}`,
  )

  const hash = await multiVaultCreateAtoms(
    { address, publicClient, walletClient },
    { args: [[data], [assets]], value: assets },
  )
  const [created] = await eventParseAtomCreated(publicClient, hash)
  console.log('termId', created.args.termId, 'atom wallet', created.args.atomWallet)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
