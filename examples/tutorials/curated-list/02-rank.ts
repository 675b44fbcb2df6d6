import { formatEther } from 'viem'
import { atomId, graphql, TAG } from './client'

// The API returns at most 250 triples per request whatever `limit` says, so the entries are read a page at a time in
// a unique order (term_id) until a short page comes back.
const PAGE = 250
const LIST_ENTRIES = `
  query ListEntries($predicateId: String!, $listId: String!, $limit: Int!, $offset: Int!) {
    triples(
      where: { predicate_id: { _eq: $predicateId }, object_id: { _eq: $listId } }
      order_by: { term_id: asc }
      limit: $limit
      offset: $offset
    ) {
      term_id
      subject { label }
      term { vaults(where: { curve_id: { _eq: "1" } }) { total_assets position_count } }
      counter_term { vaults(where: { curve_id: { _eq: "1" } }) { total_assets position_count } }
    }
  }
`

interface Vault {
  total_assets: string
  position_count: number
}
interface Entry {
  term_id: string
  subject: { label: string }
  term: { vaults: Vault[] }
  counter_term: { vaults: Vault[] }
}

async function main() {
  const [list] = process.argv.slice(2)
  if (!list) throw new Error('usage: npx tsx 02-rank.ts <list name>')
  const triples: Entry[] = []
  for (let offset = 0; ; offset += PAGE) {
    const page = await graphql<{ triples: Entry[] }>(LIST_ENTRIES, {
      predicateId: atomId(TAG),
      listId: atomId(list),
      limit: PAGE,
      offset,
    })
    triples.push(...page.triples)
    if (page.triples.length < PAGE) break
  }

  // The signal behind an item: TRUST staked for it minus TRUST staked against it, on curve 1.
  const ranked = triples
    .map((entry) => {
      const [pro, contra] = [entry.term, entry.counter_term].map(
        (t) => t.vaults[0] ?? { total_assets: '0', position_count: 0 },
      )
      return {
        label: entry.subject.label,
        signal: BigInt(pro.total_assets) - BigInt(contra.total_assets),
        holders: Number(pro.position_count) + Number(contra.position_count),
      }
    })
    .sort((a, b) => (a.signal === b.signal ? a.label.localeCompare(b.label) : a.signal > b.signal ? -1 : 1))

  console.log(`${list}: ${ranked.length} items`)
  ranked.forEach((item, i) => {
    console.log(`${i + 1}. ${item.label}  ${formatEther(item.signal)} tTRUST from ${item.holders} holder(s)`)
  })
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
