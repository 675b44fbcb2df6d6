import { formatEther, getAddress, isAddress, type Address, type Hex } from 'viem'
import { account, atomId, FOLLOW, graphql, multiVault, publicClient, THING } from './client'

// The indexer stores account ids checksummed, so they are compared with _eq, which can use the index on account_id
// (_ilike cannot); every address passed in goes through getAddress first.
// `type: "Triple"` keeps the For side only: an Against position's term (the counter-triple) also resolves
// `term.triple`, and staking against "I follow X" is not following X.
// The API returns at most 100 positions per request whatever `limit` says, so both reads page through a unique
// order (term_id, curve_id) until a short page comes back.
const PAGE = 100
const FOLLOWING = `
  query Following($me: String!, $thing: String!, $follow: String!, $limit: Int!, $offset: Int!) {
    positions(
      where: {
        account_id: { _eq: $me }
        shares: { _gt: "0" }
        term: { type: { _eq: "Triple" }, triple: { subject_id: { _eq: $thing }, predicate_id: { _eq: $follow } } }
      }
      order_by: [{ term_id: asc }, { curve_id: asc }]
      limit: $limit
      offset: $offset
    ) {
      term { triple { object { data } } }
    }
  }
`
const STAKES = `
  query Stakes($who: String!, $limit: Int!, $offset: Int!) {
    positions(
      where: { account_id: { _eq: $who }, shares: { _gt: "0" } }
      order_by: [{ term_id: asc }, { curve_id: asc }]
      limit: $limit
      offset: $offset
    ) {
      term_id
      curve_id
      shares
      term {
        atom { label }
        triple {
          counter_term_id
          subject_id
          predicate_id
          subject { label data }
          predicate { label }
          object { label data }
        }
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
      subject_id: string
      predicate_id: string
      subject: { label: string; data: string }
      predicate: { label: string }
      object: { label: string; data: string }
    } | null
  }
}

/** Every position a query matches, a page at a time. */
async function allPositions<T>(query: string, variables: Record<string, string>): Promise<T[]> {
  const rows: T[] = []
  for (let offset = 0; ; offset += PAGE) {
    const { positions } = await graphql<{ positions: T[] }>(query, { ...variables, limit: PAGE, offset })
    rows.push(...positions)
    if (positions.length < PAGE) return rows
  }
}

/**
 * A readable name for a position's term: an atom's label, "follows 0x…", or the triple's three labels. Follows are
 * recognised by atom id, and the followed address read from the atom's data: labels are for display only (the
 * indexer labels an address atom `0x7099...79C8` and the follow predicate `follow`).
 */
function describe(p: Position): string {
  const { atom, triple } = p.term
  if (atom) return atom.label
  if (!triple) return p.term_id
  const side = p.term_id.toLowerCase() === triple.counter_term_id.toLowerCase() ? 'against: ' : ''
  const is = (id: string, text: string) => id.toLowerCase() === atomId(text).toLowerCase()
  if (is(triple.subject_id, THING) && is(triple.predicate_id, FOLLOW) && isAddress(triple.object.data))
    return `${side}follows ${getAddress(triple.object.data)}`
  // An address atom prints in full from its data (its label is the short form); other atoms by label.
  const name = (atom: { label: string; data: string }) => (isAddress(atom.data) ? getAddress(atom.data) : atom.label)
  return `${side}${name(triple.subject)} · ${triple.predicate.label} · ${name(triple.object)}`
}

async function main() {
  const [who = account.address] = process.argv.slice(2)
  if (!isAddress(who)) throw new Error('usage: npx tsx 02-circle.ts [address]')
  const me = getAddress(who)

  // 1. Whom I follow: the objects of the follow triples I hold shares in.
  const follows = await allPositions<{ term: { triple: { object: { data: string } } } }>(FOLLOWING, {
    me,
    thing: atomId(THING),
    follow: atomId(FOLLOW),
  })
  // The object atom's data is the followed address; a follow of anything else is skipped.
  const circle = [
    ...new Set(
      follows
        .map((p) => p.term.triple.object.data)
        .filter((data) => isAddress(data))
        .map((d) => getAddress(d)),
    ),
  ].sort()
  console.log(`${me} follows ${circle.length} account(s)`)
  for (const friend of circle) console.log(`  ${friend}`)

  // 2. What they stake on: every open position of theirs, valued on its curve, summed per term.
  const byTerm = new Map<string, { name: string; assets: bigint; stakers: Set<Address> }>()
  for (const friend of circle) {
    const positions = await allPositions<Position>(STAKES, { who: friend })
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
