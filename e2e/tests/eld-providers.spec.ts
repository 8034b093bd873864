import { signInAs } from '../support/demo';
import { E2E_PROVIDER_DRIVER, E2E_PROVIDER_VEHICLE, E2E_SAMSARA_TOKEN } from '../support/eld-provider';
import { expect, test } from '../support/fixtures';
import { managerApi } from '../support/fleet';

// In a company of its own: connecting a provider changes what the company's settings and clocks show.
test('a manager connects Samsara, syncs it, and matches its driver by hand', async ({ page, tenant, baseURL }) => {
  const api = await managerApi(baseURL!, tenant);
  const driver = await api<{ id: number }>('POST', '/api/drivers/', { first_name: 'Jordan', last_name: 'Keene' });

  await signInAs(page, tenant.emails.MANAGER, tenant.password);
  await expect(page).toHaveURL(/\/app\//);
  await page.goto('/app/settings?tab=4');
  const card = page.getByRole('article', { name: 'Samsara ELD' });
  await expect(card.getByText('Not connected')).toBeVisible();
  await page.getByRole('switch', { name: 'Samsara ELD active' }).click();
  await expect(page.getByText('Samsara ELD activated successfully')).toBeVisible();

  await card.getByRole('button', { name: 'Connect' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('API token').fill(E2E_SAMSARA_TOKEN);
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByText('…7731')).toBeVisible();
  await expect(page.getByText(E2E_SAMSARA_TOKEN)).toHaveCount(0);

  await card.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByText(/Samsara ELD synced: 1 driver, 1 vehicle/)).toBeVisible();
  await expect(card.getByText('Connected')).toBeVisible();

  await card.getByRole('button', { name: /1 driver and 1 vehicle to match/ }).click();
  const links = page.getByRole('dialog');
  await links.getByLabel(`Driver for ${E2E_PROVIDER_DRIVER}`).fill('Jordan');
  await page.getByRole('option', { name: /Jordan Keene/ }).click();
  await links.getByRole('button', { name: `Match ${E2E_PROVIDER_DRIVER}` }).click();
  await links.getByRole('button', { name: `Ignore ${E2E_PROVIDER_VEHICLE}` }).click();
  await expect(links.getByText(E2E_PROVIDER_DRIVER)).toHaveCount(0);
  await expect(links.getByText(E2E_PROVIDER_VEHICLE)).toHaveCount(0);
  await links.getByRole('button', { name: 'Close' }).click();
  await expect(card.getByText(/to match/)).toHaveCount(0);

  // The next sync (this one, or the schedule's if it came first) reads the matched driver's whole log.
  await card.getByRole('button', { name: 'Sync now' }).click();
  await expect(card.getByRole('button', { name: 'Sync now' })).toBeEnabled();
  await expect
    .poll(async () => (await api<{ status: string }>('GET', `/api/drivers/${driver.id}/hos`)).status)
    .toBe('driving');
  const clocks = await api<{ drive_remaining_minutes: number }>('GET', `/api/drivers/${driver.id}/hos`);
  expect(clocks.drive_remaining_minutes).toBeLessThanOrEqual(11 * 60 - 150);
});
