import fs from 'node:fs';
import path from 'node:path';
import {
  BondingCurveRegistryAbi,
  BondingCurveRegistryBytecode,
  AtomWalletFactoryAbi,
  AtomWalletFactoryBytecode,
  LinearCurveAbi,
  LinearCurveBytecode,
  MultiVaultAbi,
  MultiVaultBytecode,
  OffsetProgressiveCurveAbi,
  OffsetProgressiveCurveBytecode,
  SatelliteEmissionsControllerAbi,
  SatelliteEmissionsControllerBytecode,
  TransparentUpgradeableProxyAbi,
  TransparentUpgradeableProxyBytecode,
  TrustBondingAbi,
  TrustBondingBytecode,
  WrappedTrustAbi,
  WrappedTrustBytecode,
  getContractAddressFromChainId,
  intuitionDeployments,
  intuitionMainnet,
  intuitionTestnet,
} from '@0xintuition/protocol';
import {
  createTestClient,
  createPublicClient,
  createWalletClient,
  http,
  keccak256,
  pad,
  parseAbi,
  toHex,
  type Abi,
  type Address,
  type Chain,
  type Hex,
} from 'viem';
import {mnemonicToAccount} from 'viem/accounts';

/**
 * Deploys the Intuition v2 protocol from the @0xintuition/protocol 2.0.2 bytecode onto the local chain, in the
 * order of intuition-contracts-v2's deploy scripts (script/intuition/WrappedTrustDeploy.s.sol,
 * IntuitionDeployAndSetup.s.sol, MultiVaultMigrationUpgrade.s.sol, DeployOffsetProgressiveCurve.s.sol), with the
 * configuration of the NETWORK_INTUITION_SEPOLIA branch of script/SetupScript.s.sol (as of 4b4ee8e, the values
 * in the shared protocol-facts.md §3.5, §4.3, §6.1 and the execution trial reviews/examples-on-local-chain.md §2).
 *
 * The proxies of the contracts the package has an address for (MultiVault, TrustBonding, BondingCurveRegistry,
 * LinearCurve, OffsetProgressiveCurve, WrappedTrust) are placed AT the package's testnet address, so an example's
 * `getMultiVaultAddressFromChainId(intuitionTestnet.id)` finds them with no rewrite. A second MultiVault proxy,
 * on the same implementation and configuration, sits at the package's mainnet MultiVault address for the
 * read-only mainnet examples (read-costs.ts, find-migrated-atom.ts).
 *
 * Differences from the real deployment, none on a path the examples use:
 * - ADMIN = PROTOCOL_MULTISIG = MIGRATOR = Hardhat account #0 (an EOA), which owns every ProxyAdmin that the
 *   package's TransparentUpgradeableProxy creates. The scripts put the two TimelockControllers (60 min delay)
 *   in that place; the package ships no TimelockController, so the MultiVault upgrade is a direct
 *   `ProxyAdmin.upgradeAndCall` from the owner (the call the script makes), not schedule/execute. TrustBonding's
 *   `_timelock` is that same EOA.
 * - AtomWarden, the AtomWallet UpgradeableBeacon and EntryPoint v0.8 are not deployed (the package has no
 *   bytecode for the first two); MultiVault only stores their addresses, so fixed placeholder addresses stand in.
 *   Atom wallet addresses are still predicted (AtomCreated carries one); deploying a wallet would need the beacon.
 * - BaseEmissionsController (on Base) and the MetaLayer hub are not on this chain: placeholder/real address only.
 * - The v1.5 data migration of MultiVaultMigrationUpgrade is skipped: there is nothing to migrate.
 */

/** The Hardhat default mnemonic (hardhat.config.cjs): public test keys, funded only on this local chain. */
export const testMnemonic = 'test test test test test test test test test test test junk';
export const admin = mnemonicToAccount(testMnemonic, {addressIndex: 0});
/** The reader: the account whose key the examples get as PRIVATE_KEY. */
export const reader = mnemonicToAccount(testMnemonic, {addressIndex: 1});
export const readerPrivateKey = toHex(reader.getHdKey().privateKey!);
/** A second funded account, e.g. the receiver in "acting for another address". */
export const other = mnemonicToAccount(testMnemonic, {addressIndex: 2});
export const otherPrivateKey = toHex(other.getHdKey().privateKey!);

const ONE_DAY = 86_400n;
const TWO_WEEKS = 14n * ONE_DAY;

/** Every configuration value, with where it comes from. */
export const testnetConfig = {
  // SetupScript.s.sol (network agnostic): FEE_DENOMINATOR = 10_000, MIN_SHARES = 1e6, ATOM_DATA_MAX_LENGTH = 1000.
  feeDenominator: 10_000n,
  minShare: 1_000_000n,
  atomDataMaxLength: 1000n,
  // SetupScript.s.sol testnet branch: MIN_DEPOSIT = 1e16 (0.01 TRUST); protocol-facts.md §3.5.
  minDeposit: 10n ** 16n,
  // protocol-facts.md §3.5: feeThreshold 1e18 (default-curve shares below which entry/exit fees are skipped).
  feeThreshold: 10n ** 18n,
  // SetupScript.s.sol testnet branch: ATOM_CREATION_PROTOCOL_FEE = 1e17, ATOM_WALLET_DEPOSIT_FEE = 50; §3.5.
  atomCreationProtocolFee: 10n ** 17n,
  atomWalletDepositFee: 50n,
  // SetupScript.s.sol testnet branch: TRIPLE_CREATION_PROTOCOL_FEE = 1e17, ATOM_DEPOSIT_FRACTION_FOR_TRIPLE = 90; §3.5.
  tripleCreationProtocolFee: 10n ** 17n,
  atomDepositFractionForTriple: 90n,
  // SetupScript.s.sol: ENTRY_FEE = 50, EXIT_FEE = 75, PROTOCOL_FEE = 125 (basis points of 10,000); §3.5.
  entryFee: 50n,
  exitFee: 75n,
  protocolFee: 125n,
  // SetupScript.s.sol: OFFSET_PROGRESSIVE_CURVE_SLOPE = 1e17, _OFFSET = 3e19; protocol-facts.md §4.3.
  offsetProgressiveSlope: 10n ** 17n,
  offsetProgressiveOffset: 3n * 10n ** 19n,
  // SetupScript.s.sol: ENTRY_POINT, EntryPoint v0.8 at its deterministic address (protocol-facts.md §2.1).
  entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108' as Address,
  // SetupScript.s.sol testnet branch: METALAYER_HUB_OR_SPOKE, BASE_METALAYER_RECIPIENT_DOMAIN = 84_532,
  // METALAYER_GAS_LIMIT = 125_000; protocol-facts.md §1.2. FinalityState.INSTANT = 0 (IMetaERC20Hub.sol).
  metalayerHub: '0x007700aa28A331B91219Ffa4A444711F0D9E57B5' as Address,
  recipientDomain: 84_532,
  metalayerGasLimit: 125_000n,
  finalityInstant: 0,
  // Emissions/bonding: start 1761787000 (protocol-facts.md §6.1, testnet script value), epoch TWO_WEEKS,
  // 75,000,000 TRUST / 26 per epoch, cliff 26, reduction 1000 bp (SetupScript.s.sol; §6.1, §6.3).
  emissionsStart: 1_761_787_000n,
  epochLength: TWO_WEEKS,
  emissionsPerEpoch: (75_000_000n * 10n ** 18n) / 26n,
  emissionsReductionCliff: 26n,
  emissionsReductionBasisPoints: 1000n,
  // SetupScript.s.sol: BONDING_SYSTEM_UTILIZATION_LOWER_BOUND = 5000, _PERSONAL_ = 2500 (as of 4b4ee8e).
  systemUtilizationLowerBound: 5000n,
  personalUtilizationLowerBound: 2500n,
} as const;

/** Stand-ins for contracts this chain does not run (see the header). Any fixed address works: they are only stored. */
const placeholder = {
  atomWarden: '0x000000000000000000000000000000000000a7a0' as Address,
  atomWalletBeacon: '0x000000000000000000000000000000000000bea0' as Address,
  baseEmissionsController: '0x000000000000000000000000000000000000ba5e' as Address,
};

/** EIP-1967 slots of the implementation and the admin of a TransparentUpgradeableProxy. */
const implementationSlot = '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc';
const adminSlot = '0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103';
/** The package has no ProxyAdmin ABI: the one function the upgrade needs (OpenZeppelin 5 ProxyAdmin). */
const proxyAdminAbi = parseAbi(['function upgradeAndCall(address proxy, address implementation, bytes data) payable']);
/** Canonical Multicall3 address on every chain; viem's multicall (used by the SDK helpers) calls it there. */
export const multicall3Address: Address = '0xcA11bde05977b3631167028862bE2a173976CA11';

/**
 * viem's Multicall3 creation code (constants/contracts), which viem uses for deployless multicalls. viem's
 * `exports` map does not expose that module, so it is read as text from the installed viem.
 */
function viemMulticall3Bytecode(): Hex {
  const file = path.join(path.dirname(require.resolve('viem/package.json')), '_cjs', 'constants', 'contracts.js');
  const match = /multicall3Bytecode = ['"](0x[0-9a-fA-F]+)['"]/.exec(fs.readFileSync(file, 'utf8'));
  if (!match?.[1]) throw new Error(`No multicall3Bytecode in ${file}`);
  return match[1] as Hex;
}

/**
 * Bytecode the package has in src/contracts/ but does not export (MultiVaultMigrationMode). Read as text, because
 * the package's `exports` map does not allow importing that path.
 */
function unexportedBytecode(name: string): Hex {
  const file = path.join(
    path.dirname(require.resolve('@0xintuition/protocol/package.json')),
    'src',
    'contracts',
    `${name}-bytecode.ts`,
  );
  const match = /'(0x[0-9a-fA-F]+)'/.exec(fs.readFileSync(file, 'utf8'));
  if (!match?.[1]) throw new Error(`No bytecode in ${file}`);
  return match[1] as Hex;
}

/** WrappedTrustBytecode in 2.0.2 starts with a duplicated "0x0x", which is not hex: EDR rejects it. */
export function fixWrappedTrustBytecode(bytecode: string): Hex {
  return (bytecode.startsWith('0x0x') ? bytecode.slice(2) : bytecode) as Hex;
}

export interface Deployment {
  readonly rpcUrl: string;
  readonly chain: Chain;
  readonly multiVault: Address;
  readonly mainnetMultiVault: Address;
  readonly trustBonding: Address;
  readonly wrappedTrust: Address;
  readonly registry: Address;
  readonly linearCurve: Address;
  readonly offsetProgressiveCurve: Address;
  readonly satellite: Address;
  readonly atomWalletFactory: Address;
  readonly multiVaultImplementation: Address;
  readonly transactions: number;
}

/** intuitionTestnet with the local RPC URL: same id (13579), same contracts (placed at the package's addresses). */
export function localChain(rpcUrl: string): Chain {
  return {...intuitionTestnet, rpcUrls: {default: {http: [rpcUrl]}}};
}

export async function deployProtocol(rpcUrl: string): Promise<Deployment> {
  const chain = localChain(rpcUrl);
  const transport = http(rpcUrl);
  const publicClient = createPublicClient({chain, transport});
  const wallet = createWalletClient({chain, transport, account: admin});
  const testClient = createTestClient({chain, transport, mode: 'hardhat'});
  let transactions = 0;

  const confirm = async (hash: Hex) => {
    transactions += 1;
    const receipt = await publicClient.waitForTransactionReceipt({hash});
    if (receipt.status !== 'success') throw new Error(`Deployment transaction ${hash} reverted`);
    return receipt;
  };
  const deploy = async (bytecode: Hex, abi: Abi = [], args: readonly unknown[] = []): Promise<Address> => {
    const hash = await wallet.deployContract({abi, bytecode, args} as Parameters<typeof wallet.deployContract>[0]);
    const {contractAddress} = await confirm(hash);
    if (!contractAddress) throw new Error('No contract address');
    return contractAddress;
  };
  const write = async (address: Address, abi: Abi, functionName: string, args: readonly unknown[]) =>
    confirm(
      await wallet.writeContract({address, abi, functionName, args} as Parameters<typeof wallet.writeContract>[0]),
    );
  /** Moves the code (and the first storage slots) of a contract deployed at `from` to `to`. */
  const moveCode = async (from: Address, to: Address, slots = 0) => {
    const code = await publicClient.getCode({address: from});
    if (!code) throw new Error(`No code at ${from}`);
    await testClient.setCode({address: to, bytecode: code});
    for (let slot = 0; slot < slots; slot += 1) {
      const value = await publicClient.getStorageAt({address: from, slot: toHex(slot, {size: 32})});
      await testClient.setStorageAt({address: to, index: slot, value: value ?? pad('0x0')});
    }
  };
  /**
   * A TransparentUpgradeableProxy on `implementation`, owned by ADMIN, at `target`: deployed normally (so its
   * constructor creates the ProxyAdmin, whose address is an immutable of the proxy's runtime code), then the
   * runtime and the two EIP-1967 slots are placed at `target`. `initialize` then runs on the fresh storage there.
   */
  const proxyAt = async (implementation: Address, target?: Address): Promise<{proxy: Address; proxyAdmin: Address}> => {
    const deployed = await deploy(TransparentUpgradeableProxyBytecode, TransparentUpgradeableProxyAbi as Abi, [
      implementation,
      admin.address,
      '0x',
    ]);
    const adminWord = (await publicClient.getStorageAt({address: deployed, slot: adminSlot})) ?? pad('0x0');
    const proxyAdmin = `0x${adminWord.slice(-40)}` as Address;
    if (!target) return {proxy: deployed, proxyAdmin};
    await moveCode(deployed, target);
    await testClient.setStorageAt({address: target, index: implementationSlot, value: pad(implementation)});
    await testClient.setStorageAt({address: target, index: adminSlot, value: adminWord});
    return {proxy: target, proxyAdmin};
  };
  const testnetAddress = (name: keyof typeof intuitionDeployments): Address => {
    const address = intuitionDeployments[name]?.[intuitionTestnet.id];
    if (!address) throw new Error(`@0xintuition/protocol has no testnet address for ${name}`);
    return address as Address;
  };

  // 0. Environment the real chains have: Multicall3 at its canonical address (viem ships its creation code).
  await moveCode(await deploy(viemMulticall3Bytecode()), multicall3Address);

  // 1. WrappedTrustDeploy.s.sol: WrappedTrust without a proxy; TRUST_TOKEN on testnet. Name/symbol live in storage.
  const wrappedTrust = testnetAddress('WrappedTrust');
  await moveCode(await deploy(fixWrappedTrustBytecode(WrappedTrustBytecode), WrappedTrustAbi as Abi), wrappedTrust, 8);

  // 2. IntuitionDeployAndSetup.s.sol
  const {proxy: atomWalletFactory} = await proxyAt(await deploy(AtomWalletFactoryBytecode));
  const registry = testnetAddress('BondingCurveRegistry');
  await proxyAt(await deploy(BondingCurveRegistryBytecode), registry);
  await write(registry, BondingCurveRegistryAbi as Abi, 'initialize', [admin.address]);
  const linearCurve = testnetAddress('LinearCurve');
  await proxyAt(await deploy(LinearCurveBytecode), linearCurve);
  await write(linearCurve, LinearCurveAbi as Abi, 'initialize', ['Linear Curve']);
  await write(registry, BondingCurveRegistryAbi as Abi, 'addBondingCurve', [linearCurve]); // curve id 1

  const {proxy: satellite} = await proxyAt(await deploy(SatelliteEmissionsControllerBytecode));
  const c = testnetConfig;
  await write(satellite, SatelliteEmissionsControllerAbi as Abi, 'initialize', [
    admin.address,
    placeholder.baseEmissionsController,
    {
      hubOrSpoke: c.metalayerHub,
      recipientDomain: c.recipientDomain,
      gasLimit: c.metalayerGasLimit,
      finalityState: c.finalityInstant,
    },
    {
      startTimestamp: c.emissionsStart,
      emissionsLength: c.epochLength,
      emissionsPerEpoch: c.emissionsPerEpoch,
      emissionsReductionCliff: c.emissionsReductionCliff,
      emissionsReductionBasisPoints: c.emissionsReductionBasisPoints,
    },
  ]);
  const trustBonding = testnetAddress('TrustBonding');
  await proxyAt(await deploy(TrustBondingBytecode), trustBonding);
  await write(trustBonding, TrustBondingAbi as Abi, 'initialize', [
    admin.address,
    admin.address, // _timelock: the parameters TimelockController in the script (see header)
    wrappedTrust,
    c.epochLength,
    satellite,
    c.systemUtilizationLowerBound,
    c.personalUtilizationLowerBound,
  ]);
  await write(satellite, SatelliteEmissionsControllerAbi as Abi, 'setTrustBonding', [trustBonding]);
  await write(satellite, SatelliteEmissionsControllerAbi as Abi, 'grantRole', [
    keccak256(toHex('CONTROLLER_ROLE')),
    trustBonding,
  ]);

  // MultiVault starts on MultiVaultMigrationMode (over 24 KB: the one reason for allowUnlimitedContractSize).
  const multiVault = testnetAddress('MultiVault');
  const migrationImplementation = await deploy(unexportedBytecode('MultiVaultMigrationMode'));
  const {proxyAdmin: multiVaultProxyAdmin} = await proxyAt(migrationImplementation, multiVault);
  const initializeArgs = [
    {
      admin: admin.address,
      protocolMultisig: admin.address,
      feeDenominator: c.feeDenominator,
      trustBonding,
      minDeposit: c.minDeposit,
      minShare: c.minShare,
      atomDataMaxLength: c.atomDataMaxLength,
      feeThreshold: c.feeThreshold,
    },
    {atomCreationProtocolFee: c.atomCreationProtocolFee, atomWalletDepositFee: c.atomWalletDepositFee},
    {
      tripleCreationProtocolFee: c.tripleCreationProtocolFee,
      atomDepositFractionForTriple: c.atomDepositFractionForTriple,
    },
    {
      entryPoint: c.entryPoint,
      atomWarden: placeholder.atomWarden,
      atomWalletBeacon: placeholder.atomWalletBeacon,
      atomWalletFactory,
    },
    {entryFee: c.entryFee, exitFee: c.exitFee, protocolFee: c.protocolFee},
    {registry, defaultCurveId: 1n},
  ] as const;
  await write(multiVault, MultiVaultAbi as Abi, 'initialize', initializeArgs);
  await write(atomWalletFactory, AtomWalletFactoryAbi as Abi, 'initialize', [multiVault]);
  await write(trustBonding, TrustBondingAbi as Abi, 'setMultiVault', [multiVault]);
  const migratorRole = keccak256(toHex('MIGRATOR_ROLE'));
  await write(multiVault, MultiVaultAbi as Abi, 'grantRole', [migratorRole, admin.address]);

  // 3. MultiVaultMigrationUpgrade.s.sol: upgrade to MultiVault, revoke the migrator role.
  const multiVaultImplementation = await deploy(MultiVaultBytecode);
  await write(multiVaultProxyAdmin, proxyAdminAbi, 'upgradeAndCall', [multiVault, multiVaultImplementation, '0x']);
  await write(multiVault, MultiVaultAbi as Abi, 'revokeRole', [migratorRole, admin.address]);

  // 4. DeployOffsetProgressiveCurve.s.sol, then the admin registers it: curve id 2 (no script does that step).
  const offsetProgressiveCurve = testnetAddress('OffsetProgressiveCurve');
  await proxyAt(await deploy(OffsetProgressiveCurveBytecode), offsetProgressiveCurve);
  await write(offsetProgressiveCurve, OffsetProgressiveCurveAbi as Abi, 'initialize', [
    'Offset Progressive Curve',
    c.offsetProgressiveSlope,
    c.offsetProgressiveOffset,
  ]);
  await write(registry, BondingCurveRegistryAbi as Abi, 'addBondingCurve', [offsetProgressiveCurve]); // curve id 2

  // The mainnet MultiVault address, for the read-only mainnet examples: same implementation and configuration.
  const mainnetMultiVault = getContractAddressFromChainId('MultiVault', intuitionMainnet.id) as Address;
  await proxyAt(multiVaultImplementation, mainnetMultiVault);
  await write(mainnetMultiVault, MultiVaultAbi as Abi, 'initialize', initializeArgs);

  // 5. Clock: from before the emissions start to the wall clock, so currentEpoch() is today's epoch.
  const latest = await publicClient.getBlock();
  const now = BigInt(Math.floor(Date.now() / 1000));
  if (now > latest.timestamp) {
    await testClient.setNextBlockTimestamp({timestamp: now});
    await testClient.mine({blocks: 1});
  }

  return {
    rpcUrl,
    chain,
    multiVault,
    mainnetMultiVault,
    trustBonding,
    wrappedTrust,
    registry,
    linearCurve,
    offsetProgressiveCurve,
    satellite,
    atomWalletFactory,
    multiVaultImplementation,
    transactions,
  };
}
