import React, {useId} from 'react';
import {toApproximateNumber, type BondingCurve} from '@site/src/curves';
import styles from './styles.module.css';

export interface PriceChartProps {
  curve: BondingCurve;
  /** Vault totals before and after the action, in wei. */
  before: {totalShares: bigint; totalAssets: bigint; price: bigint};
  after: {totalShares: bigint; totalAssets: bigint; price: bigint};
  /** Plain-language description of what the chart shows, for assistive technology. */
  description: string;
}

const width = 480;
const height = 280;
const margin = {top: 16, right: 16, bottom: 44, left: 56};
const plotWidth = width - margin.left - margin.right;
const plotHeight = height - margin.top - margin.bottom;
const samples = 48;
const bandSteps = 24;

/** A float number of whole shares back to wei, to 1e-6 share: precise enough to place a point. */
function sharesToWei(shares: number): bigint {
  return BigInt(Math.round(shares * 1e6)) * 10n ** 12n;
}

/** Rounds up to 1, 2 or 5 times a power of ten, so axis ends read cleanly. */
function niceCeil(value: number): number {
  if (!(value > 0) || !Number.isFinite(value)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

function tickLabel(value: number): string {
  if (value === 0) return '0';
  if (value >= 1e6 || value < 1e-3) return value.toExponential(1);
  return Number(value.toPrecision(3)).toLocaleString('en-US');
}

/**
 * Share price (TRUST per whole share) against total shares, drawn from the curve's own `currentPrice`, with the
 * supply before and after the action marked and the stretch in between shaded. Coordinates are floats: drawing
 * only, none of the numbers shown as results comes from here.
 */
export default function PriceChart({curve, before, after, description}: PriceChartProps): React.JSX.Element {
  const titleId = useId();
  const descId = useId();
  const supplyBefore = toApproximateNumber(before.totalShares);
  const supplyAfter = toApproximateNumber(after.totalShares);
  const xMax = niceCeil(Math.max(supplyBefore, supplyAfter, 1) * 1.25);
  const priceBefore = toApproximateNumber(before.price);
  const priceAfter = toApproximateNumber(after.price);

  // Linear: the price does not depend on supply, so the curve is a flat line at the vault's price.
  const priceAtSupply = (shares: number): number => {
    if (curve.kind === 'linear') return priceBefore;
    try {
      return toApproximateNumber(curve.currentPrice(sharesToWei(shares), 0n));
    } catch {
      return Number.NaN; // beyond the curve's maximum shares: not drawn
    }
  };
  const points: Array<[number, number]> = [];
  for (let i = 0; i <= samples; i += 1) {
    const shares = (xMax * i) / samples;
    points.push([shares, priceAtSupply(shares)]);
  }
  const yMax = niceCeil(
    Math.max(priceBefore, priceAfter, ...points.map(([, price]) => (Number.isFinite(price) ? price : 0))) * 1.15,
  );

  const x = (value: number): number => margin.left + (Math.min(value, xMax) / xMax) * plotWidth;
  const y = (value: number): number => margin.top + plotHeight - (Math.min(value, yMax) / yMax) * plotHeight;
  const point = (shares: number, price: number): string => `${x(shares).toFixed(1)},${y(price).toFixed(1)}`;

  const line = points
    .filter(([, price]) => Number.isFinite(price))
    .map(([shares, price], i) => `${i === 0 ? 'M' : 'L'}${point(shares, price)}`)
    .join(' ');

  // The stretch of supply the action moves through; its area under the curve is the assets that moved.
  const low = Math.min(supplyBefore, supplyAfter);
  const high = Math.max(supplyBefore, supplyAfter);
  const band: string[] = [];
  for (let i = 0; i <= bandSteps; i += 1) {
    const shares = low + ((high - low) * i) / bandSteps;
    const price = priceAtSupply(shares);
    if (Number.isFinite(price)) band.push(point(shares, price));
  }
  const area = high > low && band.length > 1 ? `M${point(low, 0)} L${band.join(' L')} L${point(high, 0)} Z` : '';

  const xTicks = [0, xMax / 2, xMax];
  const yTicks = [0, yMax / 2, yMax];

  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      data-chart="price">
      <title id={titleId}>Share price against total shares</title>
      <desc id={descId}>{description}</desc>
      {yTicks.map((tick) => (
        <g key={`y${tick}`}>
          <line className={styles.grid} x1={margin.left} x2={width - margin.right} y1={y(tick)} y2={y(tick)} />
          <text className={styles.tick} x={margin.left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle">
            {tickLabel(tick)}
          </text>
        </g>
      ))}
      {xTicks.map((tick) => (
        <text key={`x${tick}`} className={styles.tick} x={x(tick)} y={height - margin.bottom + 16} textAnchor="middle">
          {tickLabel(tick)}
        </text>
      ))}
      <line className={styles.axis} x1={margin.left} x2={width - margin.right} y1={y(0)} y2={y(0)} />
      <line className={styles.axis} x1={margin.left} x2={margin.left} y1={margin.top} y2={y(0)} />
      <text className={styles.axisLabel} x={margin.left + plotWidth / 2} y={height - 6} textAnchor="middle">
        Total shares
      </text>
      <text
        className={styles.axisLabel}
        transform={`translate(14 ${margin.top + plotHeight / 2}) rotate(-90)`}
        textAnchor="middle">
        Price (TRUST per share)
      </text>
      {area && <path className={styles.band} d={area} />}
      <path className={styles.curve} d={line} />
      {curve.kind === 'linear' && priceAfter !== priceBefore && (
        <line
          className={styles.afterLine}
          x1={margin.left}
          x2={width - margin.right}
          y1={y(priceAfter)}
          y2={y(priceAfter)}
        />
      )}
      <circle className={styles.markerBefore} cx={x(supplyBefore)} cy={y(priceBefore)} r={6} />
      <rect className={styles.markerAfter} x={x(supplyAfter) - 5} y={y(priceAfter) - 5} width={10} height={10} />
    </svg>
  );
}
