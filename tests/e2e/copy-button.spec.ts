import {expect, test} from '@playwright/test';
import {intuitionDeployments, intuitionMainnet} from '@0xintuition/protocol';
import {gotoHydrated} from '../support/page';

test('a contract address copy button copies the package address and says so', async ({page, context, baseURL}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  await gotoHydrated(page, '/docs/developer-tools/contracts/deployments');
  const address = intuitionDeployments.MultiVault![intuitionMainnet.id]!;
  const entry = page.locator('[data-contract="MultiVault"][data-network="mainnet"]').first();
  await expect(entry.getByRole('link')).toHaveAttribute(
    'href',
    `${intuitionMainnet.blockExplorers.default.url}/address/${address}`,
  );
  const button = entry.getByRole('button', {name: 'Copy MultiVault mainnet address'});
  await button.click();
  await expect(button).toContainText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  await expect(button).toContainText('Copy', {timeout: 4000});
  await expect(button).not.toContainText('Copied');
});
