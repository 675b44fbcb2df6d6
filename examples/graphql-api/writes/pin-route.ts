import { PinThingDocument, type PinThingMutation, type PinThingMutationVariables } from '@0xintuition/graphql'

// Named in Intuition's docs since 2026-06-25; no published package (2.0.2) exports it.
export const PIN_API_URL = 'https://pin.intuition.systems/v1/graphql'

export async function pinThingWithKey(
  thing: PinThingMutationVariables,
  apiKey: string,
  endpoint: string = PIN_API_URL,
): Promise<`ipfs://${string}`> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: apiKey },
    body: JSON.stringify({
      query: PinThingDocument,
      // The service's request template reads all four fields, so send '' rather than leaving one out.
      variables: {
        name: thing.name,
        description: thing.description ?? '',
        image: thing.image ?? '',
        url: thing.url ?? '',
      },
    }),
  })
  if (!response.ok) throw new Error(`pin service answered HTTP ${response.status}`)
  const body = (await response.json()) as { data?: PinThingMutation | null; errors?: { message: string }[] }
  const uri = body.data?.pinThing?.uri
  if (!uri?.startsWith('ipfs://')) {
    throw new Error(`pinning failed: ${body.errors?.[0]?.message ?? 'no ipfs:// URI in the answer'}`)
  }
  return uri as `ipfs://${string}`
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined)

// A fetch-style handler: Next.js route handlers, Hono, Bun.serve and Deno.serve all take this shape.
export async function POST(request: Request): Promise<Response> {
  const apiKey = process.env.INTUITION_PIN_API_KEY
  if (!apiKey) return Response.json({ error: 'pinning is not configured on this server' }, { status: 500 })

  const input: unknown = await request.json().catch(() => null)
  const fields = (input ?? {}) as Record<string, unknown>
  const name = text(fields.name)
  if (!name) return Response.json({ error: 'a Thing needs a name' }, { status: 400 })

  try {
    const uri = await pinThingWithKey(
      { name, description: text(fields.description), image: text(fields.image), url: text(fields.url) },
      apiKey,
      process.env.INTUITION_PIN_API_URL ?? PIN_API_URL,
    )
    return Response.json({ uri })
  } catch (error) {
    // The upstream's message stays in the server log; the browser learns only that pinning failed.
    console.error(error)
    return Response.json({ error: 'pinning failed' }, { status: 502 })
  }
}
