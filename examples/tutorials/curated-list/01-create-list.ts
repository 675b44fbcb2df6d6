import { addToList } from './client'

async function main() {
  const [list, ...items] = process.argv.slice(2)
  if (!list || items.length === 0) throw new Error('usage: npx tsx 01-create-list.ts <list name> <item> [item …]')
  await addToList(list, items)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
