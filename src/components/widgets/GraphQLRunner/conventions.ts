/**
 * How an author tells the Run control about a GraphQL block (README "Runnable GraphQL blocks"):
 *
 *   ```graphql network=testnet ids-from="list-atoms"
 *   query GetAtom($id: String!) { atom(term_id: $id) { label } }
 *   ```
 *   ```json variables
 *   {"id": "0x…"}
 *   ```
 *
 * - Variables: a ```json block whose meta contains `variables`, directly after the query block.
 * - `network=mainnet|testnet`: the network the runner starts on (mainnet when absent).
 * - `ids-from="<heading anchor or operation name>"`: the block on this page that lists valid ids; an empty
 *   answer links to it.
 * Read in the browser when the reader presses Run (no build step, no inline script): the meta comes in as the
 * block's metastring, the variables block is found in the DOM by the class the CodeBlock wrapper gives it.
 */
import type {NetworkKey} from '@site/src/protocol/types';

/** Class the CodeBlock wrapper puts on a ```json variables block, so the runner can find it next to its query. */
export const variablesBlockClass = 'graphql-variables';

export interface BlockMeta {
  network?: NetworkKey;
  idsFrom?: string;
}

/** `network=testnet ids-from="x"` → {network, idsFrom}; unknown keys are ignored. */
export function parseMeta(metastring: string | undefined): BlockMeta {
  const meta: BlockMeta = {};
  for (const match of (metastring ?? '').matchAll(/([\w-]+)=(?:"([^"]*)"|'([^']*)'|(\S+))/g)) {
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    if (match[1] === 'network' && (value === 'mainnet' || value === 'testnet')) meta.network = value;
    if (match[1] === 'ids-from') meta.idsFrom = value;
  }
  return meta;
}

export const isVariablesMeta = (metastring: string | undefined): boolean =>
  /(^|\s)variables(\s|$)/.test(metastring ?? '');

export const isGraphqlLanguage = (language: string | undefined): boolean =>
  language === 'graphql' || language === 'gql';
