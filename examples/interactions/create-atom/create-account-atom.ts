import { createPublicClient, createWalletClient, getAddress, http, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { base } from 'viem/chains'
import {
  calculateAtomId,
  createAtomFromEthereumAccount,
  createAtomFromSmartContract,
  getMultiVaultAddressFromChainId,
  intuitionDeployments,
  intuitionTestnet,
  multiVaultIsTermCreated,
} from '@0xintuition/sdk'

const account = privateKeyToAccount(process.env.PRIVATE_KEY as `0x${string}`)
const publicClient = createPublicClient({ chain: intuitionTestnet, transport: http() })
const walletClient = createWalletClient({ chain: intuitionTestnet, transport: http(), account })
const address = getMultiVaultAddressFromChainId(intuitionTestnet.id)
const config = { address, publicClient, walletClient }

async function exists(data: string) {
  const id = calculateAtomId(toHex(data))
  return { id, created: await multiVaultIsTermCreated({ address, publicClient }, { args: [id] }) }
}

async function main() {
  // 1. An externally owned account. The SDK writes the EIP-55 checksummed form.
  const person = getAddress(account.address)
  const personAtom = await exists(person)
  if (personAtom.created) {
    console.log('account atom already exists', personAtom.id)
  } else {
    const { state } = await createAtomFromEthereumAccount(config, person)
    console.log('account atom', state.termId)
  }

  // 2. A contract on another chain, as CAIP-10: the TRUST token on Base.
  const trustOnBase = intuitionDeployments.Trust[base.id]
  const caip10 = `caip10:eip155:${base.id}:${getAddress(trustOnBase)}`
  const contractAtom = await exists(caip10)
  if (contractAtom.created) {
    console.log('contract atom already exists', contractAtom.id)
  } else {
    const { uri, state } = await createAtomFromSmartContract(config, { address: trustOnBase, chainId: base.id })
    console.log(uri, state.termId)
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
