import { API_URL_PROD } from '@0xintuition/graphql'

const query = `query LatestAtoms {
  atoms(limit: 5, order_by: {created_at: desc}) {
    term_id
    label
    type
    created_at
  }
}`

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
    throw new Error(result.errors.map((error) => error.message).join('\n'))
  }
  for (const atom of result.data?.atoms ?? []) {
    console.log(atom.term_id, atom.label ?? '(no label)', atom.type)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
