import {expect, test} from '@playwright/test';
import {cappedLimit} from '../chain/harness/indexer';
import {
  percentOf,
  positionChangeRows,
  positionWithValueRows,
  protocolFeeAccrualRow,
} from '../chain/harness/positionsAndFees';

/**
 * The rules of the 2026 tables the local indexer derives (tests/chain/harness/positionsAndFees.ts), each as the
 * hosted indexer's source has it, on rows made by hand: the cookbook chain test checks the same tables against the
 * contracts, but its seed cannot reach every branch (a loss, a position without deposits, rounding).
 */
const reader = '0xABcdEFABcdEFabcdEfAbCdefabcdeFABcDEFabCD';
const other = '0x2222222222222222222222222222222222222222';
const row = (table: string, fields: Record<string, unknown>) => ({__table: table, ...fields});

test('position_changes: a deposit is +shares and assets after fees for its receiver, a redemption −shares and assets for its sender, in chain order (season2_pnl@ad7b422)', () => {
  const deposit = row('deposits', {
    id: '0xd-1',
    sender_id: other,
    receiver_id: reader,
    term_id: 't',
    curve_id: 1n,
    shares: 90n,
    assets_after_fees: 95n,
    block_number: 7n,
    log_index: 1,
    created_at: 'a',
    transaction_hash: '0xd',
  });
  const redemption = row('redemptions', {
    id: '0xr-0',
    sender_id: reader,
    receiver_id: other,
    term_id: 't',
    curve_id: 1n,
    shares: 30n,
    assets: 28n,
    block_number: 7n,
    log_index: 0,
    created_at: 'a',
    transaction_hash: '0xr',
  });
  const [first, second] = positionChangeRows([deposit], [redemption]);
  // The redemption's log comes first in the block, so it is inserted (and numbered) first.
  expect(first).toMatchObject({
    id: 1n,
    event_type: 'redemption',
    event_id: '0xr-0',
    account_id: reader,
    shares_delta: -30n,
    assets_in: 0n,
    assets_out: 28n,
  });
  expect(second).toMatchObject({
    id: 2n,
    event_type: 'deposit',
    event_id: '0xd-1',
    account_id: reader,
    shares_delta: 90n,
    assets_in: 95n,
    assets_out: 0n,
  });
});

test('positions_with_value: value at the share price, pnl with redemptions, pnl_pct over total deposits; no vault, no row; redeemable_assets not derived (1768475700000@3942ba0)', () => {
  const position = (fields: Record<string, unknown>) =>
    row('positions', {
      id: 'p',
      account_id: reader,
      term_id: 't',
      curve_id: 1n,
      total_redeem_assets_for_receiver: 0n,
      created_at: 'a',
      updated_at: 'b',
      ...fields,
    });
  const vault = row('vaults', {term_id: 't', curve_id: 1n, current_share_price: 1_500_000_000_000_000_000n});
  const [value] = positionWithValueRows(
    [position({shares: 3n, total_deposit_assets_after_total_fees: 10n, total_redeem_assets_for_receiver: 4n})],
    [vault],
  );
  // 3 × 1.5 = 4.5, truncated to 4; pnl = 4 + 4 − 10 = −2; −2 × 100 / 10 (total deposits, not deposits − redemptions).
  expect(value).toMatchObject({theoretical_value: 4n, pnl: -2n, pnl_pct: '-20.0000'});
  expect(value!.redeemable_assets).toBeUndefined();
  const [none] = positionWithValueRows([position({shares: 0n, total_deposit_assets_after_total_fees: 0n})], [vault]);
  expect(none!.pnl_pct).toBe('0.0000');
  expect(positionWithValueRows([position({shares: 1n, curve_id: 2n})], [vault])).toEqual([]);
});

test('pnl_pct is cast to NUMERIC(20, 4): four decimals, rounded half away from zero', () => {
  expect(percentOf(1n, 3n)).toBe('33.3333');
  expect(percentOf(2n, 3n)).toBe('66.6667');
  expect(percentOf(-2n, 3n)).toBe('-66.6667');
  expect(percentOf(1n, 800_000n)).toBe('0.0001');
  expect(percentOf(-1n, 2_000_000n)).toBe('-0.0001');
  expect(percentOf(-1n, 3_000_000n)).toBe('0.0000');
});

test('protocol_fee_accruals: one row per ProtocolFeeAccrued log, id transaction-logIndex, sender checksummed, no log_index (event.rs@68ab542)', () => {
  const fee = protocolFeeAccrualRow(
    {
      args: {epoch: 3n, sender: reader.toLowerCase(), amount: 125n},
      blockNumber: 9n,
      transactionHash: '0xabc',
      logIndex: 4,
    },
    '2026-01-01T00:00:00.000Z',
  );
  expect(fee).toEqual({
    __table: 'protocol_fee_accruals',
    id: '0xabc-4',
    epoch: 3n,
    sender_id: reader,
    amount: 125n,
    block_number: 9n,
    created_at: '2026-01-01T00:00:00.000Z',
    transaction_hash: '0xabc',
  });
});

test('anonymous reads of the 2026 tables are capped at 100 (positions_with_value) or 250 rows (Hasura metadata)', () => {
  expect(cappedLimit('positions_with_value', undefined)).toBe(100);
  expect(cappedLimit('positions_with_value', 500)).toBe(100);
  expect(cappedLimit('position_changes', 1000)).toBe(250);
  expect(cappedLimit('protocol_fee_accruals', undefined)).toBe(250);
  expect(cappedLimit('protocol_fee_accruals', 20)).toBe(20);
});
