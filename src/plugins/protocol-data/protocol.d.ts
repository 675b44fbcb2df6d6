/** Written by src/plugins/protocol-data at build time from the installed @0xintuition packages. */
declare module '@generated/protocol-data/default/protocol.json' {
  import type {ProtocolData} from '@site/src/protocol/types';
  const data: ProtocolData;
  export default data;
}
