/**
 * Exports of the npm packages, grouped by task, for /protocol-package, /sdks/protocol-sdk and, for
 * @0xintuition/graphql, the SDKs overview doc (docs/developer-tools/sdks/overview.md).
 *
 * How to change an entry:
 * 1. Read the names from node_modules/@0xintuition/<package>/dist/index.d.ts of the pinned version
 *    (2.0.2). Every name listed here must be a runtime export of that package; a name that is only a
 *    TypeScript type goes in `typeNames` instead.
 * 2. Add the name to the group that matches what a reader wants to do. Keep names in the order a
 *    reader would use them, not alphabetical.
 * 3. `caveat` records a known defect from the facts sheet (protocol-facts.md §9.3, §9.4). Say what to do instead.
 * 4. When the package is bumped, update `packageVersion` and re-check every name. For @0xintuition/graphql,
 *    tests/unit/graphql-exports.spec.ts also fails when the package gains a query document that no group lists.
 */

export const packageVersion = '2.0.2';

export interface ExportGroup {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly names: readonly string[];
  /** Names that are TypeScript types only (no runtime value). */
  readonly typeNames?: readonly string[];
  readonly caveat?: string;
}

export const protocolExportGroups: readonly ExportGroup[] = [
  {
    id: 'chains-and-addresses',
    title: 'Chains and addresses',
    description:
      'viem chain definitions for the two Intuition networks and lookups for the deployed contract addresses. Use these instead of hard-coding ids or addresses.',
    names: [
      'intuitionMainnet',
      'intuitionTestnet',
      'intuitionDeployments',
      'getMultiVaultAddressFromChainId',
      'getContractAddressFromChainId',
    ],
    caveat:
      'getContractAddressFromChainId is typed for MultiVault, BondingCurveRegistry and OffsetProgressiveCurve only; read other contracts from intuitionDeployments.',
  },
  {
    id: 'create-terms',
    title: 'Create atoms and triples',
    description:
      'Batch create calls. Each item carries its own assets amount, which must cover the atom or triple cost, and value must equal their sum.',
    names: ['multiVaultCreateAtoms', 'multiVaultCreateTriples', 'multiVaultGetAtomCost', 'multiVaultGetTripleCost'],
    typeNames: ['CreateAtomsInputs', 'CreateTriplesInputs'],
  },
  {
    id: 'stake-and-exit',
    title: 'Stake and exit',
    description:
      'Deposit TRUST into a vault (a term on a curve) and redeem shares. Preview first to set the minShares or minAssets slippage bound.',
    names: [
      'multiVaultDeposit',
      'multiVaultDepositBatch',
      'multiVaultRedeem',
      'multiVaultRedeemBatch',
      'multiVaultPreviewDeposit',
      'multiVaultPreviewRedeem',
      'multiVaultPreviewAtomCreate',
    ],
    typeNames: ['DepositInputs', 'DepositBatchInputs', 'RedeemInputs', 'RedeemBatchInputs'],
    caveat:
      'value is optional in the multiVaultDeposit type, but the contract takes the deposit amount from value: always pass it. The three preview helpers take a WriteConfig.',
  },
  {
    id: 'encode-calldata',
    title: 'Encode calldata',
    description:
      'Pure functions that return calldata for the same calls, for multisigs, account abstraction or batching through your own transaction pipeline.',
    names: [
      'multiVaultCreateAtomsEncode',
      'multiVaultCreateTriplesEncode',
      'multiVaultDepositEncode',
      'multiVaultDepositBatchEncode',
      'multiVaultRedeemEncode',
      'multiVaultRedeemBatchEncode',
    ],
  },
  {
    id: 'read-terms-and-vaults',
    title: 'Read terms and vaults',
    description:
      'Look up atom data and triple parts, check what a term is, and read vault totals, balances and prices.',
    names: [
      'multiVaultAtom',
      'multiVaultGetAtom',
      'multiVaultTriple',
      'multiVaultGetTriple',
      'multiVaultIsTriple',
      'multiVaultIsCounterTriple',
      'multiVaultIsTermCreated',
      'multiVaultGetInverseTripleId',
      'multiVaultGetVaultType',
      'multiVaultGetVault',
      'multiVaultGetShares',
      'multiVaultMaxRedeem',
      'multiVaultCurrentSharePrice',
      'multiVaultConvertToShares',
      'multiVaultConvertToAssets',
    ],
  },
  {
    id: 'read-config-and-fees',
    title: 'Read configuration and fees',
    description:
      'The live protocol settings and fee calculators. Read these rather than trusting documented defaults, which admins can change.',
    names: [
      'multiVaultGetGeneralConfig',
      'multiVaultGetAtomConfig',
      'multiVaultGetTripleConfig',
      'multiVaultGetWalletConfig',
      'multiVaultGetBondingCurveConfig',
      'multiVaultEntryFeeAmount',
      'multiVaultExitFeeAmount',
      'multiVaultProtocolFeeAmount',
      'multiVaultAtomDepositFractionAmount',
      'multiVaultMultiCallIntuitionConfigs',
    ],
    caveat:
      'multiVaultMultiCallIntuitionConfigs puts the atom config values under the wrong keys and formats basis-point fees with 18 decimals. Use the individual getters instead.',
  },
  {
    id: 'epochs-and-rewards',
    title: 'Epochs, utilization and rewards',
    description:
      'Read-only helpers for TrustBonding and the utilization MultiVault tracks per epoch. The package has no helpers for locking or claiming; call those contract functions with viem.',
    names: [
      'trustBondingCurrentEpoch',
      'trustBondingPreviousEpoch',
      'trustBondingEpochLength',
      'trustBondingEpochsPerYear',
      'trustBondingEpochAtTimestamp',
      'trustBondingEpochTimestampEnd',
      'trustBondingEmissionsForEpoch',
      'trustBondingGetSystemApy',
      'trustBondingGetUserApy',
      'trustBondingGetSystemUtilizationRatio',
      'trustBondingGetPersonalUtilizationRatio',
      'trustBondingGetUserInfo',
      'trustBondingGetUserCurrentClaimableRewards',
      'trustBondingGetUserRewardsForEpoch',
      'trustBondingUserEligibleRewardsForEpoch',
      'trustBondingHasClaimedRewardsForEpoch',
      'trustBondingGetUnclaimedRewardsForEpoch',
      'trustBondingTotalBondedBalance',
      'trustBondingTotalBondedBalanceAtEpochEnd',
      'trustBondingUserBondedBalanceAtEpochEnd',
      'trustBondingTotalLocked',
      'multiVaultGetTotalUtilizationForEpoch',
      'multiVaultGetUserUtilizationForEpoch',
      'multiVaultGetUserUtilizationInEpoch',
      'multiVaultGetUserLastActiveEpoch',
    ],
  },
  {
    id: 'wrapped-trust',
    title: 'Wrap and unwrap TRUST',
    description: 'Helpers for WrappedTrust (WTRUST), the token TrustBonding locks.',
    names: ['wrappedTrustDeposit', 'wrappedTrustWithdraw'],
    caveat:
      'wrappedTrustDeposit never forwards a value, so it wraps 0 TRUST. Call deposit on the WrappedTrust contract with viem and pass value yourself.',
  },
  {
    id: 'parse-events',
    title: 'Parse events',
    description:
      'Each parser takes a public client and a transaction hash, waits for the receipt, throws if the transaction reverted and returns the decoded logs.',
    names: [
      'eventParse',
      'eventParseAtomCreated',
      'eventParseTripleCreated',
      'eventParseDeposited',
      'eventParseRedeemed',
      'eventParseSharePriceChanged',
      'eventParseProtocolFeeAccrued',
      'eventParseAtomWalletDepositFeeCollected',
      'eventParseAtomWalletDepositFeesClaimed',
      'eventParseTotalUtilizationAdded',
      'eventParseTotalUtilizationRemoved',
      'eventParsePersonalUtilizationAdded',
      'eventParsePersonalUtilizationRemoved',
      'eventParseGeneralConfigUpdated',
      'eventParseAtomConfigUpdate',
      'eventParseVaultFeesUpdated',
      'eventParseWalletConfigUpdated',
      'eventParseBondingCurveConfigUpdated',
    ],
  },
  {
    id: 'abis-and-bytecode',
    title: 'ABIs and bytecode',
    description: 'Typed ABIs for viem, each with matching deployment bytecode (for example MultiVaultBytecode).',
    names: [
      'MultiVaultAbi',
      'TrustBondingAbi',
      'BondingCurveRegistryAbi',
      'LinearCurveAbi',
      'OffsetProgressiveCurveAbi',
      'AtomWalletFactoryAbi',
      'SatelliteEmissionsControllerAbi',
      'TrustAbi',
      'WrappedTrustAbi',
      'TransparentUpgradeableProxyAbi',
      'MultiVaultBytecode',
      'TrustBondingBytecode',
      'BondingCurveRegistryBytecode',
      'LinearCurveBytecode',
      'OffsetProgressiveCurveBytecode',
      'AtomWalletFactoryBytecode',
      'SatelliteEmissionsControllerBytecode',
      'TrustBytecode',
      'WrappedTrustBytecode',
      'TransparentUpgradeableProxyBytecode',
    ],
  },
  {
    id: 'config-types',
    title: 'Configuration types',
    description: 'The config objects most helpers take as their first argument.',
    names: [],
    typeNames: ['ReadConfig', 'WriteConfig', 'MultivaultConfig'],
  },
];

/**
 * Runtime exports the pages deliberately leave out, with the reason. tests/unit/package-exports.spec.ts fails on
 * any export of the pinned packages that is neither in a group nor here, so a version bump shows what is new.
 * Empty in 2.0.2: semanticSearch, once here, is listed with a withdrawal note (src/data/packageNotes.ts), since a
 * reader who meets it in the package needs to learn it is withdrawn and what to use instead.
 */
export const deliberatelyUnlistedExports: Readonly<Record<string, string>> = {};

export const sdkExportGroups: readonly ExportGroup[] = [
  {
    id: 'create-atoms',
    title: 'Create atoms',
    description:
      'Each helper encodes the data for one kind of atom, sends the atom cost plus an optional extra deposit, and returns the transaction hash and the AtomCreated event data.',
    names: [
      'createAtomFromString',
      'createAtomFromEthereumAccount',
      'createAtomFromSmartContract',
      'createAtomFromIpfsUri',
      'createAtomFromThing',
      'createAtomFromIpfsUpload',
    ],
    caveat:
      'createAtomFromIpfsUpload writes the bare CID as atom data but returns an ipfs:// uri, and its state holds the Deposited event, not AtomCreated.',
  },
  {
    id: 'batch-create-atoms',
    title: 'Create many atoms in one transaction',
    description:
      'The same encodings in a single createAtoms call, with an optional deposit per atom, except that accounts are not checksummed.',
    names: [
      'batchCreateAtomsFromEthereumAccounts',
      'batchCreateAtomsFromIpfsUris',
      'batchCreateAtomsFromSmartContracts',
      'batchCreateAtomsFromThings',
    ],
    caveat:
      'batchCreateAtomsFromEthereumAccounts writes each address as passed (no getAddress), while createAtomFromEthereumAccount checksums it, so a lowercase address makes a different atom. Checksum with viem getAddress first.',
  },
  {
    id: 'create-triples',
    title: 'Create triples',
    description: 'Create one or more triples from existing term ids. Arguments are arrays even for a single triple.',
    names: ['createTripleStatement', 'batchCreateTripleStatements'],
    caveat:
      'batchCreateTripleStatements sets value to the triple cost plus the deposit once, not once per triple. For several triples, use createTripleStatement and compute value yourself.',
  },
  {
    id: 'stake',
    title: 'Stake and redeem',
    description: 'Wrappers around the MultiVault deposit and redeem calls that also parse the resulting events.',
    names: ['deposit', 'batchDeposit', 'redeem', 'batchRedeem'],
    caveat:
      'In 2.0.2, deposit sends no value, so it reverts below the minimum deposit, and batchDeposit sets value from the minShares array. Use multiVaultDeposit or multiVaultDepositBatch (re-exported from the protocol package) and pass value.',
  },
  {
    id: 'graphql-reads',
    title: 'Read from the GraphQL API',
    description:
      'Helpers backed by the @0xintuition/graphql client, which points at mainnet unless you call its configureClient with API_URL_DEV.',
    names: ['getAtomDetails', 'getTripleDetails', 'globalSearch', 'semanticSearch', 'pinThing'],
    caveat:
      'globalSearch matches with _ilike, so you supply the % wildcards. semanticSearch still ships but is withdrawn: the docs maintainers removed it as unsupported in June 2026, so search with globalSearch instead.',
  },
  {
    id: 'ids',
    title: 'Compute ids',
    description: 'Pure functions that reproduce the on-chain id math, so you can know a term id before it exists.',
    names: ['calculateAtomId', 'calculateTripleId', 'calculateCounterTripleId'],
    caveat:
      'calculateCounterTripleId takes the triple id, unlike the contract function of the same name, which takes the three component ids.',
  },
  {
    id: 'experimental',
    title: 'Experimental helpers',
    description:
      'Higher-level tools that combine GraphQL and contract calls: wait polls the API until a transaction is indexed, and sync creates missing atoms and triples from a nested object.',
    names: ['wait', 'sync', 'search', 'findAtomIds', 'findTripleIds'],
  },
  {
    id: 'ipfs',
    title: 'IPFS',
    description: 'Upload JSON to Pinata with your own JWT.',
    names: ['uploadJsonToPinata'],
  },
  {
    id: 'protocol-re-exports',
    title: 'Everything from @0xintuition/protocol',
    description:
      'The SDK re-exports the whole protocol package, so chains, addresses, ABIs, multiVault* and trustBonding* helpers and event parsers are available from the same import.',
    names: [
      'intuitionMainnet',
      'intuitionTestnet',
      'getMultiVaultAddressFromChainId',
      'multiVaultDeposit',
      'MultiVaultAbi',
    ],
  },
];

/**
 * @0xintuition/graphql: the client set-up and the 54 generated query documents plus the pinThing mutation.
 * Each XxxDocument also has a useXxxQuery and a useInfiniteXxxQuery React Query hook, which are left out here
 * to keep the lists readable; the group descriptions say so.
 */
export const graphqlExportGroups: readonly ExportGroup[] = [
  {
    id: 'client',
    title: 'Client set-up',
    description:
      'Choose the endpoint once with configureClient (mainnet unless you pass API_URL_DEV or API_URL_LOCAL), run any document with fetcher, or get a graphql-request client for server code with createServerClient, which sends a Bearer token when you give one.',
    names: ['configureClient', 'fetcher', 'createServerClient', 'API_URL_PROD', 'API_URL_DEV', 'API_URL_LOCAL'],
  },
  {
    id: 'atoms',
    title: 'Atoms',
    description:
      'Look atoms up by id or by their exact data, list and count them, and load their positions or the triples they appear in. Every document below has a useXxxQuery and a useInfiniteXxxQuery hook.',
    names: [
      'GetAtomDocument',
      'GetAtomDetailsDocument',
      'GetAtomByDataDocument',
      'GetAtomsDocument',
      'GetAtomsCountDocument',
      'GetAtomsWithAggregatesDocument',
      'GetAtomsWithPositionsDocument',
      'GetAtomTriplesWithPositionsDocument',
      'FindAtomIdsDocument',
    ],
    typeNames: ['GetAtomQuery', 'GetAtomQueryVariables'],
  },
  {
    id: 'triples',
    title: 'Triples',
    description:
      'Read one triple or many, count them, and load the positions on both sides, including those of one address.',
    names: [
      'GetTripleDocument',
      'GetTriplesDocument',
      'GetTriplesCountDocument',
      'GetTriplesWithAggregatesDocument',
      'GetTriplesWithPositionsDocument',
      'GetTriplePositionsByAddressDocument',
      'FindTriplesDocument',
    ],
  },
  {
    id: 'accounts',
    title: 'Accounts',
    description: 'Read an account with its atoms, triples and positions, list accounts and count them.',
    names: [
      'GetAccountDocument',
      'GetAccountMetadataDocument',
      'GetAccountWithAggregatesDocument',
      'GetAccountWithPaginatedRelationsDocument',
      'GetAccountsDocument',
      'GetAccountsCountDocument',
      'GetAccountsWithAggregatesDocument',
    ],
  },
  {
    id: 'positions-and-vaults',
    title: 'Positions, vaults and signals',
    description:
      'Balances per account and vault, vault totals and share prices, and the signed history of deposits and redemptions.',
    names: [
      'GetPositionDocument',
      'GetPositionsDocument',
      'GetPositionsCountDocument',
      'GetPositionsCountByTypeDocument',
      'GetPositionsWithAggregatesDocument',
      'GetVaultDocument',
      'GetVaultsDocument',
      'GetSignalsDocument',
    ],
  },
  {
    id: 'lists-and-social',
    title: 'Lists, tags and follows',
    description: 'The Portal-style structures built from triples: lists and their items, tags, and follow connections.',
    names: [
      'GetListsDocument',
      'GetListDetailsDocument',
      'GetListDetailsSimplifiedDocument',
      'GetListDetailsWithPositionDocument',
      'GetListDetailsWithUserDocument',
      'GetListItemsDocument',
      'GetTagsDocument',
      'GetTagsCustomDocument',
      'GetConnectionsDocument',
      'GetConnectionsCountDocument',
      'GetFollowerPositionsDocument',
      'GetFollowingPositionsDocument',
    ],
  },
  {
    id: 'events-and-stats',
    title: 'Events and statistics',
    description:
      'Indexed protocol events, the events of one transaction, fee transfers and the protocol-wide counters.',
    names: [
      'GetEventsDocument',
      'GetEventsCountDocument',
      'GetEventsDataDocument',
      'GetEventsWithAggregatesDocument',
      'GetTransactionEventsDocument',
      'GetDebugEventsDocument',
      'GetFeeTransfersDocument',
      'GetStatsDocument',
    ],
    caveat:
      'The statistics hook is useGetStatsQuery, like every other hook; the package README calls it useGetStats, which does not exist.',
  },
  {
    id: 'search',
    title: 'Search',
    description:
      'One request that searches account labels, atom data and resolved values, staked triples by their labels, and tag collections; and the positions of a set of addresses whose subjects match given predicate and object data.',
    names: ['GlobalSearchDocument', 'SearchPositionsDocument', 'SemanticSearchDocument'],
    caveat:
      'GlobalSearchDocument matches with _ilike, so you add the % wildcards. SemanticSearchDocument backs the SDK semanticSearch helper, which the docs maintainers no longer support.',
  },
  {
    id: 'pinning',
    title: 'Pinning',
    description:
      'The one mutation the package ships: pin a schema.org Thing and get back its ipfs:// URI, to use as atom data.',
    names: ['PinThingDocument', 'usePinThingMutation'],
    typeNames: ['PinThingMutation', 'PinThingMutationVariables'],
  },
];
