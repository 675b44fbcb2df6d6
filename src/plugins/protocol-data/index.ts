import type {PluginModule} from '@docusaurus/types';
import {loadProtocolData} from '../../protocol/loadProtocolData';

/** Exposes the package-sourced protocol facts to pages as global data (read with useProtocolData()). */
const protocolDataPlugin: PluginModule = () => ({
  name: 'protocol-data',
  loadContent: async () => loadProtocolData(),
  contentLoaded: async ({content, actions}) => {
    actions.setGlobalData(content);
  },
});

export default protocolDataPlugin;
