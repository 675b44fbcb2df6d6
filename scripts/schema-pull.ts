/**
 * Fills .cache/graphql/schema.graphql, the last place the GraphQL example check looks for the API schema
 * (see scripts/graphql-schema.ts), by introspecting the live API. Needs network access; never run by `npm test`.
 *
 *   npm run schema:pull                              # testnet, API_URL_DEV from @0xintuition/graphql
 *   npm run schema:pull -- --mainnet                 # mainnet, API_URL_PROD
 *   npm run schema:pull -- --endpoint <url>          # any other endpoint
 */
import path from 'node:path';
import {parsePullArgs, pullSchema, pullUsage} from './graphql-schema';

const root = path.resolve(__dirname, '..');

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(pullUsage);
    return;
  }
  const options = parsePullArgs(argv, root);
  console.log(`Introspecting ${options.endpoint} …`);
  const sdl = await pullSchema(options);
  const types = (sdl.match(/^(?:type|input|enum|scalar|interface|union) /gm) ?? []).length;
  console.log(`Wrote ${path.relative(process.cwd(), options.output)} (${types} types).`);
}

main().catch((error: unknown) => {
  // fetch reports network failures as "fetch failed" with the reason (DNS, refused, TLS) in `cause`.
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  console.error(`schema:pull failed: ${error instanceof Error ? error.message : String(error)}${cause}`);
  process.exit(1);
});
