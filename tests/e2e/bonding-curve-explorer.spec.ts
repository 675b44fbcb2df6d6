import {expect, test, type Locator, type Page} from '@playwright/test';
import {gotoHydrated} from '../support/page';

/**
 * The bonding-curve explorer on the bonding-curves page, driven as a reader would. Every expected number was
 * derived outside the site's code, with Python integers from the contract formulas (E = 1e18; fees
 * ⌈base · bps / 10⁴⌉; linear shares ⌊a · S / A⌋; progressive shares isqrt((⌊s² / E⌋ + ⌊a · E / h⌋) · E) − s with
 * s = S + OFFSET and h = SLOPE / 2; progressive redemption ⌊(⌊s² / E⌋ − ⌊(s − n)² / E⌋) · h / E⌋), and is written
 * out here as it should appear: rounded half up to 6 decimals, then exactly, then in wei.
 */
const path = '/docs/introduction/the-economics/bonding-curves';

function explorer(page: Page): Locator {
  return page.locator('[data-explorer="bonding-curve"]');
}

function results(page: Page): Locator {
  return explorer(page).locator('[data-explorer-results]');
}

/** The value shown for one result, found by its label. */
function result(page: Page, label: string): Locator {
  return results(page)
    .locator('dl > div')
    .filter({has: page.getByText(label, {exact: true})})
    .locator('dd');
}

function watchErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`console.${msg.type()}: ${msg.text()}`);
  });
  return problems;
}

test('opens on the worked example: 100 TRUST into the progressive vault at 40 shares and 200 TRUST', async ({page}) => {
  const problems = watchErrors(page);
  await gotoHydrated(page, path);
  const root = explorer(page);
  await expect(root.getByLabel('Curve', {exact: true})).toHaveValue('offsetProgressive');
  await expect(root.getByLabel('Slope: price rise per share (TRUST)')).toHaveValue('0.1');
  await expect(root.getByLabel('Offset (shares)')).toHaveValue('30');
  await expect(root.getByLabel('Protocol fee (bps)')).toHaveValue('125');

  // s = 70 E, h = 5e16: isqrt((4900 E + ⌊97.75 E · E / h⌋) · E) − 70 E
  await expect(results(page).getByText('You receive 12.794927 shares for 100 TRUST.')).toBeVisible();
  await expect(result(page, 'Shares received')).toHaveText(
    '12.794927 sharesexactly 12.794927380848640973; 12794927380848640973 share units (10⁻¹⁸ share)',
  );
  await expect(result(page, 'Share price before')).toContainText('7 TRUST per share');
  await expect(result(page, 'Share price after')).toContainText(
    '8.279493 TRUST per shareexactly 8.279492738084864097; 8279492738084864097 wei per whole share',
  );
  await expect(result(page, 'Protocol fee (1.25%)')).toContainText('1.25 TRUSTexactly 1.25; 1250000000000000000 wei');
  await expect(result(page, 'Entry fee (0.5%)')).toContainText('0.5 TRUST');
  await expect(result(page, 'Atom-wallet fee (0.5%)')).toContainText('0.5 TRUST');
  await expect(result(page, 'Priced by the curve after fees')).toContainText('97.75 TRUST');
  await expect(result(page, 'Vault after')).toContainText('52.794927 shares');
  await expect(result(page, 'Vault after')).toContainText('297.75 TRUST');
  await expect(root.locator('svg[data-chart="price"]')).toBeVisible();
  expect(problems).toEqual([]);
});

test('switching curves, changing parameters, depositing and redeeming show the contract numbers', async ({page}) => {
  const problems = watchErrors(page);
  await gotoHydrated(page, path);
  const root = explorer(page);

  // Linear: price A / S = 5; shares ⌊97.75 E · 40 / 200⌋; the 0.5 entry fee stays in the vault: 298.25 / 59.55.
  await root.getByLabel('Curve', {exact: true}).selectOption('linear');
  await expect(root.getByLabel('Slope: price rise per share (TRUST)')).toHaveCount(0);
  await expect(result(page, 'Shares received')).toContainText('19.55 sharesexactly 19.55; 19550000000000000000');
  await expect(result(page, 'Share price before')).toContainText('5 TRUST per share');
  await expect(result(page, 'Share price after')).toContainText(
    '5.008396 TRUST per shareexactly 5.008396305625524769; 5008396305625524769',
  );

  // Progressive with slope 0.2 and offset 10: s = 50 E, h = 1e17.
  await root.getByLabel('Curve', {exact: true}).selectOption('offsetProgressive');
  await root.getByLabel('Slope: price rise per share (TRUST)').fill('0.2');
  await root.getByLabel('Offset (shares)').fill('10');
  await expect(result(page, 'Share price before')).toContainText('10 TRUST per share');
  await expect(result(page, 'Shares received')).toContainText('8.970332 sharesexactly 8.970331523572088529');
  await expect(result(page, 'Share price after')).toContainText(
    '11.794066 TRUST per shareexactly 11.794066304714417705',
  );

  // Back to the defaults, then redeem 10 of the 40 shares: the curve releases 0.05 · (70² − 60²) = 65 TRUST.
  await root.getByRole('button', {name: 'Reset to the deploy-script defaults'}).click();
  await root.getByLabel('Redeem', {exact: true}).check();
  await root.getByLabel('Shares to redeem').fill('10');
  await expect(results(page).getByText('You receive 63.7 TRUST for 10 shares.')).toBeVisible();
  await expect(result(page, 'TRUST received')).toContainText('63.7 TRUSTexactly 63.7; 63700000000000000000 wei');
  await expect(result(page, 'Released by the curve before fees')).toContainText('65 TRUST');
  await expect(result(page, 'Protocol fee (1.25%)')).toContainText('0.8125 TRUST');
  await expect(result(page, 'Exit fee (0.75%)')).toContainText('0.4875 TRUST');
  await expect(result(page, 'Share price after')).toContainText('6 TRUST per share');

  // Without an established curve-1 vault the exit fee is skipped.
  await root.getByLabel(/curve-1 vault holds at least 1 share/).uncheck();
  await expect(result(page, 'Exit fee (0.75%)')).toContainText('0 TRUST');
  await expect(result(page, 'TRUST received')).toContainText('64.1875 TRUST');

  // A triple opening a new progressive vault pays the min-share cost twice (2 × 3,000,001 wei) and the 0.9% fraction.
  await root.getByLabel(/curve-1 vault holds at least 1 share/).check();
  await root.getByLabel('Deposit', {exact: true}).check();
  await root.getByLabel('Term', {exact: true}).selectOption('triple');
  await root.getByLabel('Vault total shares').fill('0');
  await root.getByLabel('Vault total assets (TRUST)').fill('0');
  await root.getByLabel('Deposit amount (TRUST)').fill('100');
  await expect(result(page, 'Min-share cost (new vault, paid twice for a triple)')).toContainText(
    '< 0.000001 TRUSTexactly 0.000000000006000002; 6000002 wei',
  );
  await expect(result(page, 'Atom deposit fraction (0.9%)')).toContainText('exactly 0.899999999999946;');
  await expect(result(page, 'Shares received')).toContainText('23.357286 sharesexactly 23.357286287814867331');
  await expect(result(page, 'Share price before')).toContainText('3 TRUST per share');
  expect(problems).toEqual([]);
});

test('invalid input and reverting combinations show inline errors, never a crash', async ({page}) => {
  const problems = watchErrors(page);
  await gotoHydrated(page, path);
  const root = explorer(page);
  const amount = root.getByLabel('Deposit amount (TRUST)');

  await amount.fill('12abc');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toHaveAccessibleDescription(/Enter a plain decimal number, such as 12 or 0\.5\./);
  await expect(results(page)).toHaveText('Correct the highlighted fields to see the result.');
  await expect(root.locator('svg[data-chart="price"]')).toHaveCount(0);

  await amount.fill('0.0000000000000000001');
  await expect(amount).toHaveAccessibleDescription(/Use at most 18 decimal places\./);

  await amount.fill('0.001');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(results(page)).toContainText('The contract would revert with MultiVault_DepositBelowMinimumDeposit');
  await expect(amount).toHaveAccessibleDescription(/MultiVault_DepositBelowMinimumDeposit/);

  await amount.fill('1');
  await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
  await expect(result(page, 'Shares received')).toBeVisible();

  // 40 shares cannot all leave: the 1e6 ghost shares stay behind.
  await root.getByLabel('Redeem', {exact: true}).check();
  await root.getByLabel('Shares to redeem').fill('40');
  await expect(results(page)).toContainText('MultiVault_InsufficientRemainingSharesInVault');
  await root.getByLabel('Shares to redeem').fill('41');
  await expect(results(page)).toContainText('MultiVault_InsufficientSharesInVault');

  const slope = root.getByLabel('Slope: price rise per share (TRUST)');
  await slope.fill('0.000000000000000003');
  await expect(slope).toHaveAttribute('aria-invalid', 'true');
  await expect(slope).toHaveAccessibleDescription(/OffsetProgressiveCurve_InvalidSlope/);

  const fee = root.getByLabel('Protocol fee (bps)');
  await fee.fill('10001');
  await expect(fee).toHaveAttribute('aria-invalid', 'true');
  await expect(fee).toHaveAccessibleDescription(/Enter at most 10,000 \(100%\)\./);
  expect(problems).toEqual([]);
});

test('works from the keyboard alone', async ({page}) => {
  const problems = watchErrors(page);
  await gotoHydrated(page, path);
  const root = explorer(page);
  const curve = root.getByLabel('Curve', {exact: true});
  await curve.focus();
  // Linear is the option above the default.
  await page.keyboard.press('ArrowUp');
  await expect(curve).toHaveValue('linear');
  await page.keyboard.press('Tab');
  await expect(root.getByLabel('Term', {exact: true})).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(root.getByLabel('Vault total shares')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(root.getByLabel('Vault total assets (TRUST)')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(root.getByLabel('Deposit', {exact: true})).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(root.getByLabel('Redeem', {exact: true})).toBeChecked();
  await page.keyboard.press('Tab');
  const amount = root.getByLabel('Shares to redeem');
  await expect(amount).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('5');
  // Linear, 40 shares and 200 TRUST: 25 TRUST out, fees 0.3125 + 0.1875; the exit fee stays: 175.1875 / 35.
  await expect(result(page, 'TRUST received')).toContainText('24.5 TRUSTexactly 24.5; 24500000000000000000 wei');
  await expect(result(page, 'Share price after')).toContainText('5.005357 TRUST per shareexactly 5.005357142857142857');

  // On to the reset button (past the five fee fields) and back to the defaults with Enter.
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
  const reset = root.getByRole('button', {name: 'Reset to the deploy-script defaults'});
  await expect(reset).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(curve).toHaveValue('offsetProgressive');
  await expect(result(page, 'Shares received')).toContainText('12.794927 shares');
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the page explains both curves and shows the default scenario', async ({page}) => {
    await page.goto(path);
    await expect(page.getByRole('heading', {name: 'LinearCurve (id 1)'})).toBeVisible();
    await expect(page.getByRole('heading', {name: 'OffsetProgressiveCurve (id 2)'})).toBeVisible();
    await expect(result(page, 'Shares received')).toContainText('12.794927 shares');
    await expect(result(page, 'Share price after')).toContainText('8.279493 TRUST per share');
  });
});
