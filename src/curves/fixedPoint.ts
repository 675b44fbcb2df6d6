import {revert} from './errors';

/**
 * The integer helpers the curve contracts call, on `bigint`, with each one's rounding and revert conditions:
 * Solady's FixedPointMathLib (`fullMulDiv`, `fullMulDivUp`, `mulDivUp`), PRBMath's UD60x18 (`add`, `sub`, `mul`,
 * `div`, `sqrt`) and the repo's ProgressiveCurveMathLib (`mulUp`, `divUp`, `square`, `squareUp`). Every value is a
 * uint256; a result that would not fit reverts as the Solidity code does. No floating point anywhere.
 */

export const MAX_UINT256 = (1n << 256n) - 1n;
/** 1.0 in UD60x18 (PRBMath `uUNIT`), and one whole share or one TRUST in wei. */
export const UNIT = 10n ** 18n;

/** Throws unless `value` is a uint256: the contracts cannot receive anything else. */
export function assertUint256(value: bigint, label: string): void {
  if (value < 0n || value > MAX_UINT256) {
    throw new RangeError(`${label} must be an integer from 0 to 2^256 − 1, got ${value}.`);
  }
}

/** Solidity 0.8 checked addition. */
export function checkedAdd(a: bigint, b: bigint): bigint {
  const sum = a + b;
  if (sum > MAX_UINT256) revert('Panic(0x11)', 'Arithmetic overflow: a total would exceed 2^256 − 1.');
  return sum;
}

/** Solidity 0.8 checked subtraction. */
export function checkedSub(a: bigint, b: bigint): bigint {
  if (b > a) revert('Panic(0x11)', 'Arithmetic underflow: a subtraction would go below zero.');
  return a - b;
}

/** Solady `fullMulDiv`: floor(x × y / d) with a 512-bit product; reverts when d = 0 or the result overflows. */
export function fullMulDiv(x: bigint, y: bigint, d: bigint): bigint {
  if (d === 0n) revert('FullMulDivFailed', 'Division by zero in fullMulDiv.');
  const z = (x * y) / d;
  if (z > MAX_UINT256) revert('FullMulDivFailed', 'The result of fullMulDiv does not fit in 256 bits.');
  return z;
}

/** Solady `fullMulDivUp`: ceil(x × y / d), same reverts as `fullMulDiv` plus overflow of the rounded-up result. */
export function fullMulDivUp(x: bigint, y: bigint, d: bigint): bigint {
  let z = fullMulDiv(x, y, d);
  if ((x * y) % d !== 0n) {
    z += 1n;
    if (z > MAX_UINT256) revert('FullMulDivFailed', 'The rounded-up result of fullMulDivUp does not fit in 256 bits.');
  }
  return z;
}

/** Solady `mulDivUp`: ceil(x × y / d); reverts when x × y itself overflows 256 bits, or d = 0. */
export function mulDivUp(x: bigint, y: bigint, d: bigint): bigint {
  if (d === 0n || x * y > MAX_UINT256) revert('MulDivFailed', 'mulDivUp overflowed or divided by zero.');
  return (x * y + d - 1n) / d;
}

/** PRBMath `add` on UD60x18: checked addition. */
export const udAdd = checkedAdd;

/** PRBMath `sub` on UD60x18: checked subtraction. */
export const udSub = checkedSub;

/** PRBMath `mul` (Common.mulDiv18): floor(x × y / 1e18); reverts when the result does not fit in 256 bits. */
export function udMul(x: bigint, y: bigint): bigint {
  const z = (x * y) / UNIT;
  if (z > MAX_UINT256) revert('PRBMath_MulDiv18_Overflow', 'A fixed-point product does not fit in 256 bits.');
  return z;
}

/**
 * PRBMath `div` (Common.mulDiv(x, 1e18, y)): floor(x × 1e18 / y). When x × 1e18 fits in 256 bits it divides
 * directly, so y = 0 is Solidity's division-by-zero panic; otherwise the high word must be below y.
 */
export function udDiv(x: bigint, y: bigint): bigint {
  const product = x * UNIT;
  if (product <= MAX_UINT256) {
    if (y === 0n) revert('Panic(0x12)', 'Division by zero.');
    return product / y;
  }
  if (product >> 256n >= y) revert('PRBMath_MulDiv_Overflow', 'A fixed-point quotient does not fit in 256 bits.');
  return product / y;
}

/** Integer square root, rounded down (PRBMath Common.sqrt). */
export function isqrt(n: bigint): bigint {
  if (n < 0n) throw new RangeError('isqrt of a negative number');
  if (n < 2n) return n;
  // Newton's method from a power of two at or above the root converges downward to floor(√n).
  let x = 1n << BigInt(Math.ceil(n.toString(2).length / 2));
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}

/** PRBMath `sqrt` on UD60x18: floor(√(x × 1e18)); reverts when x > uMAX_UD60x18 / 1e18. */
export function udSqrt(x: bigint): bigint {
  if (x > MAX_UINT256 / UNIT) revert('PRBMath_UD60x18_Sqrt_Overflow', 'The square root input is too large.');
  return isqrt(x * UNIT);
}

/** ProgressiveCurveMathLib `mulUp`: ceil(x × y / 1e18). */
export function mulUp(x: bigint, y: bigint): bigint {
  return fullMulDivUp(x, y, UNIT);
}

/** ProgressiveCurveMathLib `divUp`: ceil(x × 1e18 / y). */
export function divUp(x: bigint, y: bigint): bigint {
  return fullMulDivUp(x, UNIT, y);
}

/** ProgressiveCurveMathLib `square`: x² in UD60x18, rounded down. */
export function square(x: bigint): bigint {
  return udMul(x, x);
}

/** ProgressiveCurveMathLib `squareUp`: x² in UD60x18, rounded up. */
export function squareUp(x: bigint): bigint {
  return mulUp(x, x);
}
