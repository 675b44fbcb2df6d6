import {
  calculateAtomId,
  getMultiVaultAddressFromChainId,
  intuitionMainnet,
  multiVaultGetShares,
  multiVaultIsTermCreated,
} from '@0xintuition/sdk'
import { createPublicClient, formatEther, http, isAddress, toHex } from 'viem'

const publicClient = createPublicClient({ chain: intuitionMainnet, transport: http() })
const read = { address: getMultiVaultAddressFromChainId(intuitionMainnet.id), publicClient }

async function main() {
  // Usage: node find-migrated-atom.js "<exact atom data>" <your address>
  const [atomData, account] = process.argv.slice(2)
  if (!atomData || !account || !isAddress(account)) {
    throw new Error('Pass the atom data string and your address')
  }

  // v2 ids come from the atom bytes, not from the old numeric vault id.
  const termId = calculateAtomId(toHex(atomData))
  const exists = await multiVaultIsTermCreated(read, { args: [termId] })
  console.log(`v2 term id: ${termId} (${exists ? 'exists' : 'not found'})`)
  if (!exists) return

  for (const curveId of [1n, 2n]) {
    const shares = await multiVaultGetShares(read, { args: [account, termId, curveId] })
    console.log(`curve ${curveId}: ${formatEther(shares)} shares`)
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
