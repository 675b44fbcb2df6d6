import {expect, test} from '@playwright/test';
import {MultiVaultAbi, TrustBondingAbi} from '@0xintuition/protocol';
import {toEventSelector, toFunctionSelector, type AbiEvent, type AbiFunction} from 'viem';

/**
 * The MultiVault and TrustBonding pages show every function, event and error of the package ABI, each with
 * the selector viem computes from the ABI item itself (not from the site's generator).
 */
const pages = [
  {contract: 'MultiVault', path: '/docs/developer-tools/contracts/multivault', abi: MultiVaultAbi},
  {contract: 'TrustBonding', path: '/docs/developer-tools/contracts/trust-bonding', abi: TrustBondingAbi},
] as const;

for (const {contract, path, abi} of pages) {
  test(`${contract}: every ABI function, event and error is on the page with its selector`, async ({page}) => {
    await page.goto(path);
    const items = abi as readonly {type: string; name?: string}[];

    const functionRows = page.locator('[data-abi-functions] tbody tr');
    const functions = items.filter((e) => e.type === 'function') as AbiFunction[];
    await expect(functionRows).toHaveCount(functions.length);
    const shown = new Map(
      await functionRows.evaluateAll((rows) =>
        rows.map((row) => [row.id, row.querySelector('td code')?.textContent ?? ''] as [string, string]),
      ),
    );
    for (const fn of functions) expect(shown.get(`fn-${fn.name}`), fn.name).toBe(toFunctionSelector(fn));

    const events = items.filter((e) => e.type === 'event') as AbiEvent[];
    const eventRows = page.locator('[data-abi-events] tbody tr');
    await expect(eventRows).toHaveCount(events.length);
    for (const event of events) {
      await expect(page.locator(`[id="event-${event.name}"] td code`).first()).toHaveText(toEventSelector(event));
    }

    const errors = items.filter((e) => e.type === 'error') as unknown as AbiFunction[];
    const errorRows = page.locator('[data-abi-errors] tbody tr');
    await expect(errorRows).toHaveCount(errors.length);
    for (const error of errors) {
      const row = page.locator(`[id="error-${error.name}"]`);
      await expect(row.locator('td code').first()).toHaveText(
        toFunctionSelector({...error, type: 'function'} as AbiFunction),
      );
      // "When" and "What to do" are both filled in.
      await expect(row.locator('td').nth(2)).not.toBeEmpty();
      await expect(row.locator('td').nth(3)).not.toBeEmpty();
    }
  });
}

test('a link to a function row scrolls to it', async ({page}) => {
  await page.goto('/docs/developer-tools/contracts/multivault#fn-previewRedeem');
  const row = page.locator('#fn-previewRedeem');
  await expect(row).toBeInViewport();
  await expect(row.locator('th code').first()).toHaveText('previewRedeem');
  await expect(row.locator('[data-mutability]')).toHaveText('view');
});

test('the errors-by-call table links to rows of the error table', async ({page}) => {
  await page.goto('/docs/developer-tools/contracts/multivault');
  await page.locator('a[href="#error-MultiVault_SlippageExceeded"]').first().click();
  await expect(page).toHaveURL(/#error-MultiVault_SlippageExceeded$/);
  await expect(page.locator('#error-MultiVault_SlippageExceeded')).toBeInViewport();
});
