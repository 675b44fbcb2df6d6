import type {PluginModule} from '@docusaurus/types';
import {loadProtocolData} from '../../protocol/loadProtocolData';
import {computePredicateIds} from '../../protocol/predicateIds';
import type {ProtocolData} from '../../protocol/types';

/**
 * Writes the package-sourced protocol facts to `@generated/protocol-data/default/protocol.json`, read with
 * useProtocolData(). Only the components that show them import it, so the facts travel in those components'
 * chunks; global data would put them in the entry chunk of every page (issue 11).
 */
const protocolDataPlugin: PluginModule = () => ({
  name: 'protocol-data',
  loadContent: async () => loadProtocolData(),
  contentLoaded: async ({content, actions}) => {
    await actions.createData('protocol.json', JSON.stringify(content));
    // The predicate catalogue's atom ids (src/data/predicates.ts), computed by the same pinned SDK; a file of its own
    // so only the pages that show them carry them.
    await actions.createData(
      'predicate-ids.json',
      JSON.stringify(computePredicateIds((content as ProtocolData).packageVersions.sdk)),
    );
  },
});

export default protocolDataPlugin;
