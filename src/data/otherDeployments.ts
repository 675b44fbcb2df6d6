/**
 * Deployed contracts that @0xintuition/protocol does not carry (it ships only MultiVault, TrustBonding,
 * BondingCurveRegistry, LinearCurve, OffsetProgressiveCurve, WrappedTrust and Trust). The deployments page
 * renders these rows; tests/unit/addresses.spec.ts accepts an address in the built site only if it is the
 * package's or one of these.
 *
 * Source: the "Deployed Contracts" tables of the contracts repository README, copied character for character:
 * https://github.com/0xIntuition/intuition-contracts-v2/blob/4b4ee8e182a1c9aa2e9262d310f3819d2e30ec69/README.md
 * (commit of 2026-04-10). To update: compare with the README at a newer commit, change the rows and
 * `otherDeploymentsSource`, and run the tests.
 */
export type DeploymentChain = 'mainnet' | 'testnet' | 'base' | 'baseSepolia';

export interface OtherDeployment {
  readonly chain: DeploymentChain;
  readonly contract: string;
  readonly purpose: string;
  readonly address: `0x${string}`;
  /** `proxyAdmin` rows are the ProxyAdmin of a proxy: the account that can upgrade it. */
  readonly kind: 'contract' | 'proxyAdmin';
}

export const otherDeploymentsSource = {
  label: 'intuition-contracts-v2 README at 4b4ee8e (2026-04-10)',
  url: 'https://github.com/0xIntuition/intuition-contracts-v2/blob/4b4ee8e182a1c9aa2e9262d310f3819d2e30ec69/README.md#deployed-contracts',
} as const;

const contract = (chain: DeploymentChain, name: string, address: `0x${string}`, purpose: string): OtherDeployment => ({
  chain,
  contract: name,
  purpose,
  address,
  kind: 'contract',
});

const proxyAdmin = (chain: DeploymentChain, proxy: string, address: `0x${string}`): OtherDeployment => ({
  chain,
  contract: `${proxy} ProxyAdmin`,
  purpose: `Upgrades the ${proxy} proxy`,
  address,
  kind: 'proxyAdmin',
});

const purposes = {
  atomWalletFactory: 'Deploys atom wallets (ERC-4337 accounts, one per atom)',
  atomWalletBeacon: 'Beacon holding the atom wallet implementation',
  atomWarden: 'Owns atom wallets until their users claim them',
  satellite: 'Holds bridged TRUST emissions on the L3 and pays TrustBonding claims',
  upgradesTimelock: 'Timelock that schedules contract upgrades',
  parametersTimelock: 'Timelock that schedules parameter changes',
  entryPoint: 'ERC-4337 v0.8 EntryPoint used by atom wallets',
  baseEmissions: 'Mints each epoch’s TRUST on Base and bridges it to the L3',
} as const;

export const otherDeployments: readonly OtherDeployment[] = [
  // Intuition mainnet
  contract('mainnet', 'AtomWalletFactory', '0x33827373a7D1c7C78a01094071C2f6CE74253B9B', purposes.atomWalletFactory),
  contract('mainnet', 'AtomWalletBeacon', '0xC23cD55CF924b3FE4b97deAA0EAF222a5082A1FF', purposes.atomWalletBeacon),
  contract('mainnet', 'AtomWarden', '0x98C9BCecf318d0D1409Bf81Ea3551b629fAEC165', purposes.atomWarden),
  contract('mainnet', 'SatelliteEmissionsController', '0x73B8819f9b157BE42172E3866fB0Ba0d5fA0A5c6', purposes.satellite),
  contract(
    'mainnet',
    'Upgrades TimelockController',
    '0x321e5d4b20158648dFd1f360A79CAFc97190bAd1',
    purposes.upgradesTimelock,
  ),
  contract(
    'mainnet',
    'Parameters TimelockController',
    '0x71b0F1ABebC2DaA0b7B5C3f9b72FAa1cd9F35FEA',
    purposes.parametersTimelock,
  ),
  contract('mainnet', 'EntryPoint', '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108', purposes.entryPoint),
  contract(
    'mainnet',
    'SafeSingletonFactory',
    '0x914d7Fec6aaC8cd542e72Bca78B30650d45643d7',
    'Deterministic deployment factory',
  ),
  proxyAdmin('mainnet', 'MultiVault', '0x1999faD6477e4fa9aA0FF20DaafC32F7B90005C8'),
  proxyAdmin('mainnet', 'TrustBonding', '0xF10FEE90B3C633c4fCd49aA557Ec7d51E5AEef62'),
  proxyAdmin('mainnet', 'BondingCurveRegistry', '0x678c7D3d759611b554A1293295007f2b202C2302'),
  proxyAdmin('mainnet', 'LinearCurve', '0x6365D6eD0caf54d6290D866d56C043d3fCDc3B8c'),
  proxyAdmin('mainnet', 'OffsetProgressiveCurve', '0xe58B117aDfB0a141dC1CC22b98297294F6E2c5E7'),
  proxyAdmin('mainnet', 'AtomWalletFactory', '0x68667f67986650B8C86A87612c556dc0dC07F9a7'),
  proxyAdmin('mainnet', 'AtomWarden', '0xf548dbDd7a18Ee9d91106b3b6967770b504aeE2A'),
  proxyAdmin('mainnet', 'SatelliteEmissionsController', '0xdF60D18E86F3454309aD7734055843F7ee5f30a3'),

  // Intuition testnet
  contract('testnet', 'AtomWalletFactory', '0xa4e96c6dB8Dd3314c64bF9d0E845A4905a8705d4', purposes.atomWalletFactory),
  contract('testnet', 'AtomWalletBeacon', '0x4B0aC884843576dBA0B0fda925f202aB8b546E33', purposes.atomWalletBeacon),
  contract('testnet', 'AtomWarden', '0x040B7760EFDEd7e933CFf419224b57DFB9Eb4488', purposes.atomWarden),
  contract('testnet', 'SatelliteEmissionsController', '0xD3be4d1E56866b98f30Ae6C326F14EF9c6ffBBDF', purposes.satellite),
  contract(
    'testnet',
    'Upgrades TimelockController',
    '0x59B7EaB1cFA47F8E61606aDf79a6b7B5bBF1aF26',
    purposes.upgradesTimelock,
  ),
  contract(
    'testnet',
    'Parameters TimelockController',
    '0xcCB113bfFf493d80F32Fb799Dca23686a04302A7',
    purposes.parametersTimelock,
  ),
  contract('testnet', 'EntryPoint', '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108', purposes.entryPoint),
  proxyAdmin('testnet', 'MultiVault', '0x840d79645824C43227573305BBFCd162504BBB6e'),
  proxyAdmin('testnet', 'TrustBonding', '0x214D3833114e25262bb8e4E9B5A99F062bFb93D4'),
  proxyAdmin('testnet', 'BondingCurveRegistry', '0x0C5AeAba37b1E92064f0af684D65476d24F52a9A'),
  proxyAdmin('testnet', 'LinearCurve', '0x34D65193EE2e1449FE6CB8eca1EE046FcC21669e'),
  proxyAdmin('testnet', 'OffsetProgressiveCurve', '0x6A65336598d4783d0673DD238418248909C71F26'),
  proxyAdmin('testnet', 'AtomWalletFactory', '0x83e13aD14714236b5d9eca851FE6561Cfc9220c9'),
  proxyAdmin('testnet', 'AtomWarden', '0xabBf8147d33e76251383A81c81189077C505B51A'),
  proxyAdmin('testnet', 'SatelliteEmissionsController', '0x5ec513714f57f7b984875719Bd8Ef00d05487524'),

  // Base mainnet (Trust itself is in the package)
  contract('base', 'BaseEmissionsController', '0x7745bDEe668501E5eeF7e9605C746f9cDfb60667', purposes.baseEmissions),
  contract(
    'base',
    'Upgrades TimelockController',
    '0x1E442BbB08c98100b18fa830a88E8A57b5dF9157',
    purposes.upgradesTimelock,
  ),
  contract(
    'base',
    'EmissionsAutomationAdapter',
    '0xb1ce9Ac324B5C3928736Ec33b5Fd741cb04a2F2d',
    'Chainlink keeper adapter for the BaseEmissionsController',
  ),
  proxyAdmin('base', 'Trust', '0x857552ab95E6cC389b977d5fEf971DEde8683e8e'),
  proxyAdmin('base', 'BaseEmissionsController', '0x58dCdf3b6F5D03835CF6556EdC798bfd690B251a'),

  // Base Sepolia (testnet's settlement chain)
  contract(
    'baseSepolia',
    'TestTrust',
    '0xA54b4E6e356b963Ee00d1C947f478d9194a1a210',
    'Test TRUST (tTRUST) ERC-20 on Base Sepolia',
  ),
  contract(
    'baseSepolia',
    'BaseEmissionsController',
    '0xC14773Aae24aA60CB8F261995405C28f6D742DCf',
    purposes.baseEmissions,
  ),
  contract(
    'baseSepolia',
    'Upgrades TimelockController',
    '0x9099BC9fd63B01F94528B60CEEB336C679eb6d52',
    purposes.upgradesTimelock,
  ),
  proxyAdmin('baseSepolia', 'BaseEmissionsController', '0x0b954b1CbAAf8972845BC5D31a8B748f0F8849fc'),
];
