import type {PluginModule} from '@docusaurus/types';
import {buildContractReference, consoleAbi, liveParametersAbi} from '../../protocol/contractReference';
import {loadProtocolData} from '../../protocol/loadProtocolData';
import type {ReferencedContract} from '../../data/contractFunctionGroups';

const contracts: ReferencedContract[] = ['MultiVault', 'TrustBonding'];

/**
 * Writes each contract's generated reference to `@generated/contract-reference/default/<Contract>.json`.
 * Only the two reference pages import those files, so the ABI tables stay out of every other page's
 * JavaScript (global data would ship them to all pages). Building fails if a table would be empty.
 * `<Contract>.console.json` is the read console's ABI subset, which only its lazily loaded chunk imports.
 */
const contractReferencePlugin: PluginModule = () => ({
  name: 'contract-reference',
  loadContent: async () => {
    const version = loadProtocolData().packageVersions.protocol;
    return contracts.map((contract) => buildContractReference(contract, version));
  },
  contentLoaded: async ({content, actions}) => {
    for (const reference of content as ReturnType<typeof buildContractReference>[]) {
      await actions.createData(`${reference.contract}.json`, JSON.stringify(reference));
      // The read console's ABI (view and pure functions, errors): imported only by its lazy chunk.
      await actions.createData(
        `${reference.contract}.console.json`,
        JSON.stringify(consoleAbi(reference.contract as ReferencedContract)),
      );
    }
    // The live parameters table's ABI fragments, also imported only on intent.
    await actions.createData('live-parameters.abi.json', JSON.stringify(liveParametersAbi()));
  },
});

export default contractReferencePlugin;
