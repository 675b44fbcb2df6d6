/** "Copy as curl" and "Copy as TypeScript" texts for what the runner would send. */
export function curlSnippet(endpoint: string, query: string, variables: unknown): string {
  const body = JSON.stringify(variables === undefined ? {query} : {query, variables});
  return `curl -sS '${endpoint}' \\\n  -H 'content-type: application/json' \\\n  --data-raw '${body.replaceAll("'", "'\\''")}'`;
}

/**
 * TypeScript through @0xintuition/graphql's own fetcher (configureClient + fetcher, as its generated hooks use
 * them), with the endpoint constant the package exports for that network.
 */
export function typescriptSnippet(network: 'mainnet' | 'testnet', query: string, variables: unknown): string {
  const urlConstant = network === 'mainnet' ? 'API_URL_PROD' : 'API_URL_DEV';
  const vars = variables === undefined ? '' : `, ${JSON.stringify(variables, null, 2)}`;
  return [
    `import {configureClient, fetcher, ${urlConstant}} from '@0xintuition/graphql';`,
    '',
    `configureClient({apiUrl: ${urlConstant}});`,
    '',
    `const query = /* GraphQL */ \`\n${query.replaceAll('\\', '\\\\').replaceAll('`', '\\`').replaceAll('${', '\\${')}\`;`,
    '',
    `const data = await fetcher(query${vars})();`,
    'console.log(data);',
    '',
  ].join('\n');
}
