/**
 * The curve ids the pinned @0xintuition/protocol knows. No viem here: the contract pages import this for their prose
 * (KnownCurveIds) without pulling the console's chunk into the page.
 */

/** The bonding-curve contracts the pinned package deploys; BondingCurveRegistry numbers them 1, 2, … in registration order. */
export const curveContracts = ['LinearCurve', 'OffsetProgressiveCurve'] as const;

/**
 * How many curve ids a network has as far as the pinned package knows: one per curve contract it names there. This
 * is not the registry's count(): a curve registered after the package was published is not counted.
 */
export function curveCount(
  contracts: Readonly<Record<string, Partial<Record<string, string>>>>,
  network: string,
): number {
  return curveContracts.filter((name) => contracts[name]?.[network]).length;
}

/** The ids 1..count as a reader says them: "1", "1 or 2", "1 to 3" ("none" for 0). */
export function curveIdRange(count: number): string {
  if (count < 1) return 'none';
  if (count === 1) return '1';
  return count === 2 ? '1 or 2' : `1 to ${count}`;
}

/** The registry id of the OffsetProgressiveCurve in the package's deploy order (2). */
export const offsetProgressiveCurveId = BigInt(curveContracts.indexOf('OffsetProgressiveCurve') + 1);
