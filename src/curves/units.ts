import {MAX_UINT256} from './fixedPoint';

/**
 * Decimal strings to 18-decimal integers and back, exactly: the digits are moved, never multiplied as floats.
 */
export const DECIMALS = 18;
/** One TRUST, or one whole share, in wei. */
export const ONE = 10n ** BigInt(DECIMALS);

export type ParseResult = {ok: true; value: bigint} | {ok: false; message: string};

/**
 * Parses "12", "0.5", ".5" or "1,234.5" (commas as thousands separators) into wei. Rejects signs, exponents,
 * more than 18 decimal places and values above 2^256 − 1, each with a message fit to show next to the field.
 */
export function parseUnits(input: string, decimals: number = DECIMALS): ParseResult {
  const text = input.trim();
  if (text === '') return {ok: false, message: 'Enter a number.'};
  if (text.startsWith('-')) return {ok: false, message: 'Enter a number that is not negative.'};
  if (!/^(\d{1,3}(,\d{3})+|\d*)(\.\d*)?$/.test(text) || !/\d/.test(text)) {
    return {ok: false, message: 'Enter a plain decimal number, such as 12 or 0.5.'};
  }
  const [whole = '', fraction = ''] = text.replace(/,/g, '').split('.');
  if (fraction.length > decimals) {
    return {ok: false, message: `Use at most ${decimals} decimal places.`};
  }
  const value = BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  if (value > MAX_UINT256) return {ok: false, message: 'That number is too large.'};
  return {ok: true, value};
}

/** Parses a whole number of basis points from 0 to `max`. */
export function parseBasisPoints(input: string, max: bigint): ParseResult {
  const text = input.trim();
  if (!/^\d+$/.test(text)) return {ok: false, message: 'Enter a whole number of basis points.'};
  const value = BigInt(text);
  if (value > max) return {ok: false, message: `Enter at most ${max.toLocaleString('en-US')} (100%).`};
  return {ok: true, value};
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Every digit of a wei amount as a decimal: 1500000000000000000n → "1.5". */
export function formatUnitsExact(value: bigint, decimals: number = DECIMALS): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const scale = 10n ** BigInt(decimals);
  const whole = abs / scale;
  const fraction = (abs % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${groupThousands(whole.toString())}${fraction ? `.${fraction}` : ''}`;
}

/**
 * A wei amount for reading: rounded half up to `maxDecimals` places, trailing zeros dropped, thousands grouped.
 * A non-zero amount that would round to zero shows as "< 0.000001" rather than a misleading 0.
 */
export function formatUnitsRounded(value: bigint, maxDecimals = 6, decimals: number = DECIMALS): string {
  if (value < 0n) return `-${formatUnitsRounded(-value, maxDecimals, decimals)}`;
  const drop = 10n ** BigInt(decimals - maxDecimals);
  const rounded = ((value + drop / 2n) / drop) * drop;
  if (rounded === 0n && value > 0n) return `< ${formatUnitsExact(drop, decimals)}`;
  return formatUnitsExact(rounded, decimals);
}

/** Whole-unit number for drawing only (chart coordinates); never used in the arithmetic. */
export function toApproximateNumber(value: bigint, decimals: number = DECIMALS): number {
  const scale = 10n ** BigInt(decimals);
  return Number(value / scale) + Number(value % scale) / Number(scale);
}
