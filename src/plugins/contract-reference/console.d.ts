/** Written by src/plugins/contract-reference at build time: the read console's ABI subset (view/pure functions, errors). */
declare module '@generated/contract-reference/default/MultiVault.console.json' {
  import type {ConsoleFunction} from '@site/src/components/widgets/ReadConsole/logic';
  const abi: readonly ConsoleFunction[];
  export default abi;
}
declare module '@generated/contract-reference/default/TrustBonding.console.json' {
  import type {ConsoleFunction} from '@site/src/components/widgets/ReadConsole/logic';
  const abi: readonly ConsoleFunction[];
  export default abi;
}
declare module '@generated/contract-reference/default/live-parameters.abi.json' {
  import type {ConsoleFunction} from '@site/src/components/widgets/ReadConsole/logic';
  const abis: Record<
    'MultiVault' | 'TrustBonding' | 'BondingCurveRegistry' | 'OffsetProgressiveCurve',
    ConsoleFunction[]
  >;
  export default abis;
}
