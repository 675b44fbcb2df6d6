import fs from 'node:fs'
import { createPublicClient, formatEther, http, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  calculateAtomId,
  calculateTripleId,
  getMultiVaultAddressFromChainId,
  intuitionTestnet,
  multiVaultGetShares,
  multiVaultGetVault,
  multiVaultIsTermCreated,
} from '@0xintuition/sdk'

const account = privateKeyToAccount(process.env.PRIVATE_KEY as `0x${string}`)
const publicClient = createPublicClient({ chain: intuitionTestnet, transport: http() })
const address = getMultiVaultAddressFromChainId(intuitionTestnet.id)

const [sourceFile = 'audits.json'] = process.argv.slice(2)
const predicate = 'audited by'

type Audit = { project: string; auditor: string }

async function main() {
  const audits: Audit[] = JSON.parse(fs.readFileSync(sourceFile, 'utf8'))
  const id = (label: string) => calculateAtomId(toHex(label))
  let missing = 0
  for (const { project, auditor } of audits) {
    const tripleId = calculateTripleId(id(project), id(predicate), id(auditor))
    const text = `${project} | ${predicate} | ${auditor}`
    if (!(await multiVaultIsTermCreated({ address, publicClient }, { args: [tripleId] }))) {
      console.log(`missing ${tripleId} ${text}`)
      missing++
      continue
    }
    const shares = await multiVaultGetShares({ address, publicClient }, { args: [account.address, tripleId, 1n] })
    const [totalAssets, totalShares] = await multiVaultGetVault({ address, publicClient }, { args: [tripleId, 1n] })
    console.log(`${tripleId} ${text}`)
    console.log(
      `  your shares ${formatEther(shares)} of ${formatEther(totalShares)}, vault ${formatEther(totalAssets)} tTRUST`,
    )
  }
  console.log(`${audits.length - missing} of ${audits.length} claims on chain`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
