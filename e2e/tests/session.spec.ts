import { expect, test } from '@playwright/test';
import { signInAs } from '../support/demo';
import { E2E_ACCESS_TOKEN_TTL } from '../support/global-setup';

test('a session survives an access-token expiry without the user noticing', async ({ page }) => {
  await signInAs(page, 'accountant@acme.test');
  await expect(page).toHaveURL(/\/app\/accounting\/loads$/);
  // Let the access token expire; the next call is refused with 401, refreshed and retried.
  await page.waitForTimeout((E2E_ACCESS_TOKEN_TTL + 2) * 1000);
  await page.getByRole('button', { name: 'Open profile' }).click();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('City').fill('Columbus');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Personal information updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/accounting\/loads(\?.*)?$/);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/app\/accounting\/loads$/);

  // A reload keeps the user signed in from the stored, encrypted refresh token.
  await page.reload();
  await expect(page).toHaveURL(/\/app\/accounting\/loads$/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});
