import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signInAs } from '../support/demo';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Opens the Management group of the sidebar and answers whether it lists Track & Trace Assignments. */
async function managementHasTracking(page: Page): Promise<boolean> {
  await nav(page).getByRole('button', { name: 'Management' }).click();
  // Drivers is always in the group: once it shows, the group's entries are all there.
  await expect(nav(page).getByRole('link', { name: 'Drivers' })).toBeVisible();
  return (await nav(page).getByRole('link', { name: 'Track & Trace Assignments' }).count()) === 1;
}

/** A fresh token each time: end-to-end tokens live ten seconds, shorter than this journey. */
async function tokenOf(page: Page, email: string): Promise<string> {
  const login = await page.request.post('/api/auth/login', { form: { username: email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { access_token: string }).access_token;
}

async function integrationStatus(page: Page, token: string): Promise<number> {
  const res = await page.request.put('/api/integrations/company/1', {
    headers: { authorization: `Bearer ${token}` },
    data: { is_active: true },
  });
  return res.status();
}

async function openCobalt(page: Page) {
  await page.goto('/app/company-permissions');
  await expect(page.getByRole('heading', { name: 'Company Permissions' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Company' }).fill('Cobalt');
  await page.getByRole('option', { name: /Cobalt Carriers/ }).click();
  await expect(page).toHaveURL(/company=\d+/);
  await expect(page.getByRole('combobox', { name: 'Plan' })).toHaveText(/Starter/);
}

test('a feature switched off for a company leaves its menu and its API', async ({ page, browser }) => {
  await signInAs(page, 'superadmin@tms.test');
  await expect(page).toHaveURL(/\/app\/companies$/);
  await openCobalt(page);

  // Starter includes track and trace; telematics is not in it, so Cobalt's integrations are refused.
  const tracking = page.getByLabel('Track and trace', { exact: true });
  const telematics = page.getByLabel('Telematics integration', { exact: true });
  await expect(tracking).toBeChecked();
  await expect(telematics).not.toBeChecked();
  expect(await integrationStatus(page, await tokenOf(page, 'manager@cobalt.test'))).toBe(403);

  await tracking.click();
  await expect(page.getByText('Track and trace disabled for Cobalt Carriers')).toBeVisible();
  await expect(tracking).not.toBeChecked();
  await telematics.click();
  await expect(page.getByText('Telematics integration enabled for Cobalt Carriers')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset to plan' })).toHaveCount(2);
  expect(await integrationStatus(page, await tokenOf(page, 'manager@cobalt.test'))).not.toBe(403);

  // Cobalt's manager, in a browser of their own, no longer has track and trace in the menu.
  const other = await browser.newContext();
  const manager = await other.newPage();
  await signInAs(manager, 'manager@cobalt.test');
  await expect(manager).toHaveURL(/\/app\/dashboard$/);
  // Driver statements is a feature too: once it shows, the company's feature list has arrived.
  await nav(manager).getByRole('button', { name: 'Accounting' }).click();
  await expect(nav(manager).getByRole('link', { name: 'Driver Statements' })).toBeVisible();
  expect(await managementHasTracking(manager)).toBe(false);
  await other.close();

  // Back to the plan: telematics refused again, track and trace back in the menu.
  await page.getByRole('button', { name: 'Reset all to plan' }).click();
  await expect(page.getByText('All features of Cobalt Carriers follow the plan again')).toBeVisible();
  await expect(tracking).toBeChecked();
  await expect(telematics).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Reset to plan' })).toHaveCount(0);
  expect(await integrationStatus(page, await tokenOf(page, 'manager@cobalt.test'))).toBe(403);

  const again = await browser.newContext();
  const managerAgain = await again.newPage();
  await signInAs(managerAgain, 'manager@cobalt.test');
  await expect(managerAgain).toHaveURL(/\/app\/dashboard$/);
  await nav(managerAgain).getByRole('button', { name: 'Accounting' }).click();
  await expect(nav(managerAgain).getByRole('link', { name: 'Driver Statements' })).toBeVisible();
  expect(await managementHasTracking(managerAgain)).toBe(true);
  await again.close();
});

test('only platform administrators reach company permissions', async ({ page }) => {
  await signInAs(page, 'manager@acme.test');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.goto('/app/company-permissions');
  await expect(page.getByText("You don't have access to this page")).toBeVisible();
});
