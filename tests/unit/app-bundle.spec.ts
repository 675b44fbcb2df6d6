import fs from 'node:fs';
import {expect, test} from '@playwright/test';
import {dataFile, measure, type BundleFigures} from '../../scripts/app-bundle';

/**
 * The bundle figures on the server-rendering page (src/data/appBundle.json) are a measurement, not a note: this
 * builds the claims browser again and holds each package group to within 2 % of the stored figure, and the total
 * to within 5 % (the app's own code changes often; a dependency upgrade moves a group by far more). When it fails,
 * re-measure with `npx tsx scripts/app-bundle.ts --write`.
 */
test('the stored bundle figures of the claims browser match a fresh build', async () => {
  test.setTimeout(120_000);
  const stored = JSON.parse(fs.readFileSync(dataFile, 'utf8')) as BundleFigures;
  const fresh = await measure();
  expect(fresh.measuredOn).toEqual(stored.measuredOn);
  const near = (actual: number, expected: number, share: number) =>
    expect(Math.abs(actual - expected), `${actual} vs stored ${expected}`).toBeLessThanOrEqual(expected * share);
  near(fresh.total.raw, stored.total.raw, 0.05);
  near(fresh.total.gzip, stored.total.gzip, 0.05);
  for (const group of ['react', 'wagmi', 'viem', 'TanStack Query', 'Intuition packages']) {
    near(fresh.groups[group]!.raw, stored.groups[group]!.raw, 0.02);
    near(fresh.groups[group]!.gzip, stored.groups[group]!.gzip, 0.02);
  }
});
