/**
 * What each custom error in the MultiVault and TrustBonding ABIs means and what a caller should do about it,
 * shown in the error tables of the contract reference pages. The error names and signatures come from
 * @0xintuition/protocol at build time; the explanations are ours, written from the contract source
 * (0xIntuition/intuition-contracts-v2 at 4b4ee8e, 2026-04-10: src/protocol/MultiVault.sol, MultiVaultCore.sol,
 * emissions/TrustBonding.sol, and the OpenZeppelin libraries they use).
 *
 * The build fails when an ABI error has no entry here or an entry names an error the ABI lacks.
 */
import type {ReferencedContract} from './contractFunctionGroups';

export interface ErrorHelp {
  /** When the contract raises it. */
  readonly meaning: string;
  /** What the caller should do. */
  readonly remedy: string;
}

/** Errors that come from OpenZeppelin code both contracts inherit. */
const openZeppelinErrors: Record<string, ErrorHelp> = {
  AccessControlBadConfirmation: {
    meaning: '`renounceRole` was called with an account other than the caller.',
    remedy: 'An account can only renounce its own role: pass your own address.',
  },
  AccessControlUnauthorizedAccount: {
    meaning: 'The caller lacks the role an admin function requires.',
    remedy: 'Admin functions are for the protocol’s role holders; integrations never need them.',
  },
  EnforcedPause: {
    meaning: 'The contract is paused, and the function is blocked while it is.',
    remedy: 'Wait until the admins unpause it; `paused()` tells you the state.',
  },
  ExpectedPause: {
    meaning: '`unpause` was called while the contract was not paused.',
    remedy: 'Admin only; check `paused()` first.',
  },
  InvalidInitialization: {
    meaning: '`initialize` was called on a contract that is already initialized.',
    remedy: 'Nothing to do: the proxies were initialized at deployment.',
  },
  NotInitializing: {
    meaning: 'An initializer-only step ran outside initialization.',
    remedy: 'Raised only during deployment or upgrades, never by ordinary calls.',
  },
  ReentrancyGuardReentrantCall: {
    meaning: 'A guarded function was entered again before the first call finished.',
    remedy: 'Do not call back into the contract from a receive hook; make the second call in a new transaction.',
  },
};

const multiVaultErrors: Record<string, ErrorHelp> = {
  ...openZeppelinErrors,
  FailedCall: {
    meaning:
      'Sending TRUST out failed: the receiver of a redemption, an atom wallet owner or the protocol multisig rejected the transfer.',
    remedy: 'Redeem to an address that accepts native TRUST (an EOA, or a contract with a payable `receive`).',
  },
  InsufficientBalance: {
    meaning: 'The contract held less native TRUST than it tried to send (OpenZeppelin `Address.sendValue`).',
    remedy: 'Should never happen in normal operation; report it to the Intuition team with the transaction hash.',
  },
  MultiVaultCore_AtomDoesNotExist: {
    meaning: '`getAtom(atomId)` was asked for an id that no atom has.',
    remedy: 'Use `isAtom(id)` first, or read atoms through the GraphQL API.',
  },
  MultiVaultCore_InvalidAdmin: {
    meaning: '`setGeneralConfig` was given the zero address as admin.',
    remedy: 'Admin only.',
  },
  MultiVaultCore_TermDoesNotExist: {
    meaning:
      'A deposit, redemption or `getVaultType` named a term id that is neither an atom, a triple nor a counter-triple.',
    remedy: 'Check the id (`isTermCreated`), or create the term first with `createAtoms` or `createTriples`.',
  },
  MultiVaultCore_TripleDoesNotExist: {
    meaning: '`getTriple(tripleId)` was asked for an id that no triple has.',
    remedy: 'Use `isTriple(id)` first; for a counter-triple, `getTripleIdFromCounterId` gives the triple.',
  },
  MultiVault_ActionExceedsMaxAssets: {
    meaning: 'The vault’s total assets would pass the curve’s `maxAssets`.',
    remedy: 'Deposit less, or use another curve. Only reachable with very large amounts.',
  },
  MultiVault_ActionExceedsMaxShares: {
    meaning: 'The vault’s total shares would pass the curve’s `maxShares`.',
    remedy: 'Deposit less, or use another curve.',
  },
  MultiVault_ArraysNotSameLength: {
    meaning:
      'The arrays of a batch call (data and assets, or term ids, curve ids, amounts and limits) differ in length.',
    remedy: 'Build the arrays from one list of items so they always line up.',
  },
  MultiVault_AtomDataTooLong: {
    meaning: 'An atom’s data is longer than `atomDataMaxLength` (see `getGeneralConfig()`).',
    remedy: 'Store large content off-chain (for example pinned to IPFS) and put its URI in the atom.',
  },
  MultiVault_AtomDoesNotExist: {
    meaning: 'Declared for a missing atom; the MultiVault source at 4b4ee8e has no call path that raises it.',
    remedy: 'If you see it, check the atom id with `isAtom`.',
  },
  MultiVault_AtomExists: {
    meaning: 'An atom with exactly these bytes already exists (the id is a hash of the data).',
    remedy: 'Compute the id with `calculateAtomId`, check `isTermCreated`, and deposit into the existing atom instead.',
  },
  MultiVault_BurnFromZeroAddress: {
    meaning: 'Internal guard: shares were to be burned from the zero address.',
    remedy: 'Not reachable through the public functions.',
  },
  MultiVault_BurnInsufficientBalance: {
    meaning: 'Internal guard: more shares were to be burned than the holder has.',
    remedy: 'The redeem checks raise `MultiVault_InsufficientSharesInVault` first; read `maxRedeem`.',
  },
  MultiVault_CannotApproveOrRevokeSelf: {
    meaning: '`approve` named the caller itself as the sender.',
    remedy: 'You never need to approve yourself; approve the other address that will act for you.',
  },
  MultiVault_CannotDirectlyInitializeCounterTriple: {
    meaning: 'The first deposit into a curve vault targeted the counter-triple side.',
    remedy:
      'A deposit into the triple on that curve opens both sides. Let a different receiver open it: if you open it yourself you hold shares on the triple side, and your Against deposit then reverts with `MultiVault_HasCounterStake` until you redeem all of them (paying the protocol fee, and the exit fee above the threshold).',
  },
  MultiVault_DefaultCurveMustBeInitializedViaCreatePaths: {
    meaning: 'A deposit targeted a default-curve vault that does not exist yet.',
    remedy: 'Default-curve vaults are opened only by `createAtoms` and `createTriples`; create the term first.',
  },
  MultiVault_DepositBelowMinimumDeposit: {
    meaning:
      'The deposit (`msg.value` for `deposit`, the item’s amount in a batch) is below `minDeposit` from `getGeneralConfig()`.',
    remedy: 'Send at least the minimum. A `deposit` that sends no value fails here, so pass `value`.',
  },
  MultiVault_DepositOrRedeemZeroShares: {
    meaning: 'The deposit would mint zero shares, or the redemption asked to burn zero shares.',
    remedy: 'Increase the amount; preview first with `previewDeposit` or `previewRedeem`.',
  },
  MultiVault_DepositTooSmallToCoverMinShares: {
    meaning: 'The first deposit into a new non-default curve vault does not exceed the cost of its minimum shares.',
    remedy: 'Deposit more than the opening cost (the curve’s `previewMint` of `minShare`, doubled for a triple).',
  },
  MultiVault_EpochNotTracked: {
    meaning: '`getUserUtilizationInEpoch` was asked about an epoch older than the three the contract keeps per user.',
    remedy: 'Read older utilization from the indexer instead.',
  },
  MultiVault_HasCounterStake: {
    meaning: 'The receiver holds shares on the opposite side of this triple on the same curve.',
    remedy: 'Redeem the opposite position first, or take the other side on another curve.',
  },
  MultiVault_InsufficientAssets: {
    meaning: 'An item of `createAtoms` or `createTriples` carries less than `getAtomCost()` or `getTripleCost()`.',
    remedy: 'Read the cost just before sending and give every item at least that much.',
  },
  MultiVault_InsufficientBalance: {
    meaning:
      '`msg.value` is not exactly the sum of the `assets` array, or a triple batch pays less than its total triple cost.',
    remedy: 'Send `value` equal to the sum of `assets`.',
  },
  MultiVault_InsufficientRemainingSharesInVault: {
    meaning: 'The redemption would leave the vault with fewer than `minShare` shares in total.',
    remedy: 'Redeem slightly less; the minimum shares stay in every vault for good.',
  },
  MultiVault_InsufficientSharesInVault: {
    meaning: 'The redemption asks for more shares than the receiver holds.',
    remedy: 'Read `maxRedeem(receiver, termId, curveId)` or `getShares` and redeem at most that.',
  },
  MultiVault_InvalidArrayLength: {
    meaning: 'A batch is empty or longer than `MAX_BATCH_SIZE`.',
    remedy: 'Send between one item and `MAX_BATCH_SIZE()` items; split larger jobs.',
  },
  MultiVault_InvalidEpoch: {
    meaning: '`getUserUtilizationInEpoch` was asked about a future epoch.',
    remedy: 'Pass an epoch no later than `currentEpoch()`.',
  },
  MultiVault_NoAtomDataProvided: {
    meaning:
      '`createAtoms` got an empty `data` array with a non-empty `assets` array, or one item’s data is empty. (With both arrays empty, `MultiVault_InvalidArrayLength` comes first.)',
    remedy: 'Every atom needs at least one byte of data.',
  },
  MultiVault_OnlyAssociatedAtomWallet: {
    meaning: '`claimAtomWalletDepositFees` was called by an address other than that atom’s wallet.',
    remedy: 'Claim through the atom wallet, which forwards the fees to its owner.',
  },
  MultiVault_RedeemerNotApproved: {
    meaning: '`redeem` was called for a receiver who has not approved the caller for redemptions.',
    remedy: 'The receiver calls `approve(caller, 2)` (REDEMPTION) or `approve(caller, 3)` (BOTH) first.',
  },
  MultiVault_SenderNotApproved: {
    meaning:
      '`deposit` or `depositBatch` for another receiver without DEPOSIT approval, or `redeemBatch` for another receiver without REDEMPTION approval.',
    remedy:
      'The receiver calls `approve(caller, type)` first. Note that single `redeem` raises `MultiVault_RedeemerNotApproved` instead.',
  },
  MultiVault_SlippageExceeded: {
    meaning: 'The deposit would mint fewer than `minShares`, or the redemption would pay fewer than `minAssets`.',
    remedy: 'Preview again, recompute the limit from the fresh preview and your tolerance, and resend.',
  },
  MultiVault_TermDoesNotExist: {
    meaning: 'A triple component, or the term given to a preview or conversion, does not exist.',
    remedy: 'Create the atoms (or inner triples) first, then the triple that uses them.',
  },
  MultiVault_TermNotTriple: {
    meaning: 'A triple-only check was given a term that is neither a triple nor a counter-triple.',
    remedy: 'Pass a triple or counter-triple id.',
  },
  MultiVault_TripleExists: {
    meaning: 'A triple with the same subject, predicate and object already exists.',
    remedy: 'Compute the id with `calculateTripleId` and deposit into the existing triple instead.',
  },
};

const trustBondingErrors: Record<string, ErrorHelp> = {
  ...openZeppelinErrors,
  SafeERC20FailedOperation: {
    meaning:
      'A token called through OpenZeppelin SafeERC20 returned `false` or has no code. WTRUST never returns `false`: a low balance or a missing approval makes its `transferFrom` fail a bare `require`, which reaches you as an unnamed "execution reverted" instead of this error.',
    remedy:
      'For an unnamed revert from `create_lock`, `increase_amount` or `deposit_for`, check the lock owner’s WTRUST balance and their approval of TrustBonding. This named error itself points at a wrong token address.',
  },
  TrustBonding_ClaimableProtocolFeesExceedBalance: {
    meaning:
      'Declared in the interface for protocol-fee claims larger than the balance; TrustBonding at 4b4ee8e no longer raises it.',
    remedy: 'Nothing to do in an integration.',
  },
  TrustBonding_InvalidEpoch: {
    meaning:
      'An epoch-based read (bonded balance at epoch end, emissions, eligible rewards) was asked about a future epoch.',
    remedy: 'Pass an epoch no later than `currentEpoch()`.',
  },
  TrustBonding_InvalidStartTimestamp: {
    meaning:
      'Declared in the interface for an invalid emissions start time; TrustBonding at 4b4ee8e no longer raises it.',
    remedy: 'Nothing to do in an integration.',
  },
  TrustBonding_InvalidUtilizationLowerBound: {
    meaning: 'A new utilization lower bound is above 10,000 basis points or below the contract’s minimum.',
    remedy: 'Timelock only.',
  },
  TrustBonding_NoClaimingDuringFirstEpoch: {
    meaning: '`claimRewards` was called in epoch 0, when there is no finished epoch to claim.',
    remedy: 'Claim from epoch 1 on; each claim pays the previous epoch’s rewards.',
  },
  TrustBonding_NoRewardsToClaim: {
    meaning: 'You earned nothing in the previous epoch, or your personal utilization ratio brings it to zero.',
    remedy: 'Check `getUserRewardsForEpoch(you, currentEpoch() - 1)` before claiming.',
  },
  TrustBonding_OnlyTimelock: {
    meaning: 'A setter that only the timelock may call was called by another address.',
    remedy: 'Parameter changes go through the timelock; integrations never need them.',
  },
  TrustBonding_RewardsAlreadyClaimedForEpoch: {
    meaning: 'You already claimed the previous epoch’s rewards.',
    remedy:
      'Check `hasClaimedRewardsForEpoch(you, epoch)`; unclaimed epochs older than the previous one cannot be claimed.',
  },
  TrustBonding_ZeroAddress: {
    meaning: 'The zero address was passed as the recipient of a claim or as the account of a read.',
    remedy: 'Pass a real address.',
  },
};

export const contractErrorHelp: Record<ReferencedContract, Record<string, ErrorHelp>> = {
  MultiVault: multiVaultErrors,
  TrustBonding: trustBondingErrors,
};
