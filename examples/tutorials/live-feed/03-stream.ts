import fs from 'node:fs'
import WebSocket from 'ws'
import { createClient, type Client } from 'graphql-ws'
import { createPublicClient, formatEther, http, isHex, size } from 'viem'
import { API_URL_DEV } from '@0xintuition/graphql'
import { intuitionTestnet } from '@0xintuition/sdk'

// The API's WebSocket endpoint is its HTTP endpoint with wss: (https://… → wss://…).
const url = API_URL_DEV.replace(/^http/, 'ws')
const [stateFile = 'stream-state.json', termArg] = process.argv.slice(2)
// An optional term id (an atom's or a triple's, 32 bytes): the feed then follows that term's deposits only.
// The API writes ids in lower case, so the filter does too.
const termId = termArg?.toLowerCase()
if (termId !== undefined && !(isHex(termId) && size(termId) === 32)) {
  console.error(`not a term id: ${termArg} (expected 0x and 64 hex digits)`)
  process.exit(1)
}
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

// graphql-ws reconnects by itself after a non-fatal close. Some close codes it treats as fatal (4500 internal server
// error, 4400 bad request, 1011 and other WebSocket errors): it then fails the subscription without asking
// shouldRetry, and the program builds a new client instead (rebuild, below).
let connectedAt: number | undefined // when the current client's connection was last acknowledged
let fatalCloses = 0 // in a row, each less than a minute after its connection was acknowledged
const maxFatalCloses = 5

function connect(): Client {
  return createClient({
    url,
    webSocketImpl: WebSocket, // Node 20 has no global WebSocket
    retryAttempts: Infinity, // a non-fatal close is retried for ever (with the default backoff)...
    shouldRetry: () => true, // ...and so is a socket error that is not a close
    on: {
      // After a reconnection, subscribe again from the saved cursor rather than from where the first
      // subscription started.
      connected: (_socket, _payload, wasRetry) => {
        connectedAt = Date.now()
        if (wasRetry) {
          console.log(`reconnected, resuming after block ${cursor.block} log ${cursor.logIndex}`)
          subscribe()
        }
      },
      closed: (event) => console.error(`connection closed (code ${closeCode(event) ?? 'none'})`),
    },
  })
}
let client = connect()

function closeCode(event: unknown): number | undefined {
  const code = typeof event === 'object' && event !== null && 'code' in event ? event.code : undefined
  return typeof code === 'number' ? code : undefined
}

// After a fatal close: a new client in 1, 2, 4, then 8 s, subscribing from the saved cursor. A fifth fatal close in a
// row means the API keeps refusing the feed, so the program stops instead of retrying for ever.
function rebuild(code: number) {
  const lasted = connectedAt === undefined ? 0 : Date.now() - connectedAt
  fatalCloses = lasted >= 60_000 ? 1 : fatalCloses + 1
  if (fatalCloses >= maxFatalCloses) {
    console.error(`${fatalCloses} fatal closes in a row (last code ${code}): giving up`)
    process.exit(1)
  }
  const delay = 1_000 * 2 ** (fatalCloses - 1)
  console.error(`close code ${code} is fatal for graphql-ws: new client in ${delay / 1_000} s`)
  unsubscribe = undefined // belongs to the client being replaced
  connectedAt = undefined
  void client.dispose()
  setTimeout(() => {
    client = connect()
    console.log(`new client, resuming after block ${cursor.block} log ${cursor.logIndex}`)
    subscribe()
  }, delay)
}

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
          // Keys of one filter object must all hold, so this narrows the rows after the cursor to one term's.
          ...(termId === undefined ? {} : { term_id: { _eq: termId } }),
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
        // The stream now moves its own cursor to this batch's last block and asks only for later blocks. A batch
        // can end inside a block: a full one, or one the API sent while it was still writing that block's rows
        // (it commits them one by one). Subscribe again from the saved row, which asks for the rest of that block.
        if (rows.length > 0) subscribe()
      },
      error: (error) => {
        if (id !== current) return
        const code = closeCode(error)
        // Not a close: the API's errors for the operation itself, which a new connection would get again.
        if (code === undefined) {
          console.error('subscription failed:', error)
          process.exit(1)
        }
        rebuild(code)
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
  console.log(termId === undefined ? 'streaming deposits' : `streaming deposits on ${termId}`)
}

main()
process.on('SIGINT', () => {
  unsubscribe?.()
  void client.dispose()
  process.exit(0)
})
