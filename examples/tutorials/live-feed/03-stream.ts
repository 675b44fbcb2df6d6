import fs from 'node:fs'
import WebSocket from 'ws'
import { createClient } from 'graphql-ws'
import { createPublicClient, formatEther, http } from 'viem'
import { API_URL_DEV } from '@0xintuition/graphql'
import { intuitionTestnet } from '@0xintuition/sdk'

// The API's WebSocket endpoint is its HTTP endpoint with wss: (https://… → wss://…).
const url = API_URL_DEV.replace(/^http/, 'ws')
const [stateFile = 'stream-state.json'] = process.argv.slice(2)
const batchSize = 50

type Deposit = {
  block_number: string
  log_index: number
  term_id: string
  curve_id: string
  receiver_id: string
  assets_after_fees: string
  shares: string
}

// The cursor is the last row printed. The stream is ordered by block_number, which the rows of one block share;
// log_index breaks the tie, so (block, logIndex) names one row and everything up to it has been printed.
type Cursor = { block: bigint; logIndex: number }
let cursor: Cursor

function load(): Cursor | undefined {
  if (!fs.existsSync(stateFile)) return undefined
  const saved = JSON.parse(fs.readFileSync(stateFile, 'utf8'))
  return { block: BigInt(saved.block), logIndex: saved.logIndex }
}
function save() {
  fs.writeFileSync(stateFile, JSON.stringify({ block: cursor.block.toString(), logIndex: cursor.logIndex }))
}

// The stream's own cursor is one column, block_number, and the rows of a block share it; the `where` filter adds
// the tie-break, so the stream starts exactly after the saved row.
const query = `subscription Deposits($before: numeric!, $after: deposits_bool_exp!, $batchSize: Int!) {
  deposits_stream(
    cursor: { initial_value: { block_number: $before }, ordering: ASC }
    where: $after
    batch_size: $batchSize
  ) {
    block_number
    log_index
    term_id
    curve_id
    receiver_id
    assets_after_fees
    shares
  }
}`

const client = createClient({
  url,
  webSocketImpl: WebSocket, // Node 20 has no global WebSocket
  retryAttempts: Infinity, // a dropped socket is retried for ever (with the default backoff)...
  shouldRetry: () => true, // ...whatever the close code was
  on: {
    // After a reconnection, subscribe again from the saved cursor rather than from where the first
    // subscription started.
    connected: (_socket, _payload, wasRetry) => {
      if (wasRetry) {
        console.log(`reconnected, resuming after block ${cursor.block} log ${cursor.logIndex}`)
        subscribe()
      }
    },
    closed: () => console.error('connection closed, retrying'),
  },
})

let unsubscribe: (() => void) | undefined
let current = 0 // the subscription whose batches are printed

// The stream sends rows whose block_number is greater than its initial value: start one block before the cursor's,
// and let `where` keep the rows after the cursor (the rest of its block, then every later block).
function subscribe() {
  unsubscribe?.()
  const id = ++current
  unsubscribe = client.subscribe<{ deposits_stream: Deposit[] }>(
    {
      query,
      variables: {
        before: (cursor.block - 1n).toString(),
        after: {
          _or: [
            { block_number: { _gt: cursor.block.toString() } },
            { block_number: { _eq: cursor.block.toString() }, log_index: { _gt: cursor.logIndex } },
          ],
        },
        batchSize,
      },
    },
    {
      next: ({ data, errors }) => {
        // A batch the server sent before it saw the replaced subscription's end: its rows come again, after the cursor.
        if (id !== current) return
        if (errors) {
          console.error('the API answered with errors:', errors.map((e) => e.message).join('; '))
          process.exit(1)
        }
        const rows = data?.deposits_stream ?? []
        for (const row of rows) {
          const block = BigInt(row.block_number)
          console.log(
            `[${block}:${row.log_index}] deposit ${formatEther(BigInt(row.assets_after_fees))} tTRUST → ${formatEther(BigInt(row.shares))} shares of ${row.term_id} (curve ${row.curve_id}) for ${row.receiver_id}`,
          )
          cursor = { block, logIndex: row.log_index }
          save()
        }
        // A full batch can end inside a block, and the stream's next batch would start after that block:
        // subscribe again from the cursor so the rest of the block is not lost.
        if (rows.length === batchSize) subscribe()
      },
      error: (error) => {
        console.error('subscription failed:', error)
        process.exit(1)
      },
      complete: () => {},
    },
  )
}

async function main() {
  const saved = load()
  if (saved) {
    cursor = saved
    console.log(`resuming after block ${cursor.block} log ${cursor.logIndex}`)
  } else {
    const publicClient = createPublicClient({ chain: intuitionTestnet, transport: http() })
    const head = await publicClient.getBlockNumber()
    cursor = { block: head, logIndex: Number.MAX_SAFE_INTEGER } // "the whole block is done"
    save()
    console.log(`no saved position: starting after block ${head}`)
  }
  subscribe()
  console.log('streaming deposits')
}

main()
process.on('SIGINT', () => {
  unsubscribe?.()
  void client.dispose()
  process.exit(0)
})
