import { formatEther, getAddress, isAddress, type Address, type Hex } from 'viem'
import { account, atomId, FOLLOW, graphql, multiVault, publicClient, THING } from './client'

// The indexer stores account ids checksummed, so they are compared with _eq, which can use the index on account_id
// (_ilike cannot); every address passed in goes through getAddress first.
const FOLLOWING = `
  query Following($me: String!, $thing: String!, $follow: String!) {
    positions(
      where: {
        account_id: { _eq: $me }
        shares: { _gt: "0" }
        term: { triple: { subject_id: { _eq: $thing }, predicate_id: { _eq: $follow } } }
      }
    ) {
      term { triple { object { label } } }
    }
  }
`
const STAKES = `
  query Stakes($who: String!) {
    positions(where: { account_id: { _eq: $who }, shares: { _gt: "0" } }) {
      term_id
      curve_id
      shares
      term {
        atom { label }
        triple { counter_term_id subject { label } predicate { label } object { label } }
      }
    }
  }
`

interface Position {
  term_id: string
  curve_id: string
  shares: string
  term: {
    atom: { label: string } | null
    triple: {
      counter_term_id: string
      subject: { label: string }
      predicate: { label: string }
      object: { label: string }
    } | null
  }
}

/** A readable name for a position's term: an atom's label, "follows 0x…", or the triple's three labels. */
function describe(p: Position): string {
  const { atom, triple } = p.term
  if (atom) return atom.label
  if (!triple) return p.term_id
  const side = p.term_id.toLowerCase() === triple.counter_term_id.toLowerCase() ? 'against: ' : ''
  if (triple.subject.label === THING && triple.predicate.label === FOLLOW)
    return `${side}follows ${triple.object.label}`
  return `${side}${triple.subject.label} · ${triple.predicate.label} · ${triple.object.label}`
}

async function main() {
  const [who = account.address] = process.argv.slice(2)
  if (!isAddress(who)) throw new Error('usage: npx tsx 02-circle.ts [address]')
  const me = getAddress(who)

  // 1. Whom I follow: the objects of the follow triples I hold shares in.
  const { positions: follows } = await graphql<{ positions: { term: { triple: { object: { label: string } } } }[] }>(
    FOLLOWING,
    { me, thing: atomId(THING), follow: atomId(FOLLOW) },
  )
  const circle = [...new Set(follows.map((p) => getAddress(p.term.triple.object.label)))].sort()
  console.log(`${me} follows ${circle.length} account(s)`)
  for (const friend of circle) console.log(`  ${friend}`)

  // 2. What they stake on: every open position of theirs, valued on its curve, summed per term.
  const byTerm = new Map<string, { name: string; assets: bigint; stakers: Set<Address> }>()
  for (const friend of circle) {
    const { positions } = await graphql<{ positions: Position[] }>(STAKES, { who: friend })
    for (const p of positions) {
      const assets = await publicClient.readContract({
        ...multiVault,
        functionName: 'convertToAssets',
        args: [p.term_id as Hex, BigInt(p.curve_id), BigInt(p.shares)],
      })
      const entry = byTerm.get(p.term_id) ?? { name: describe(p), assets: 0n, stakers: new Set<Address>() }
      entry.assets += assets
      entry.stakers.add(friend)
      byTerm.set(p.term_id, entry)
    }
  }
  const ranked = [...byTerm.values()].sort((a, b) =>
    a.assets === b.assets ? a.name.localeCompare(b.name) : a.assets > b.assets ? -1 : 1,
  )
  console.log(`your circle stakes on ${ranked.length} term(s)`)
  ranked.forEach((t, i) => {
    console.log(`${i + 1}. ${t.name}  ${formatEther(t.assets)} tTRUST from ${t.stakers.size} of your circle`)
  })
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
