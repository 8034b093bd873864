import { expect, type Page } from '@playwright/test';
import { signInAs } from '../support/demo';
import { PNG } from '../support/files';
import { test } from '../support/fixtures';

async function openSettings(page: Page, tab: number, email = 'manager@acme.test') {
  await signInAs(page, email);
  await expect(page).toHaveURL(/\/app\//);
  await page.goto(`/app/settings?tab=${tab}`);
}

const rowIn = (page: Page, table: string, text: string) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });

test('a manager adds, edits, deactivates and reactivates a division', async ({ page }) => {
  const name = `Reefer Division ${Date.now()}`;
  await openSettings(page, 1);
  await page.getByRole('button', { name: 'Add Division' }).click();
  const add = page.getByRole('dialog', { name: 'Add Division' });
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(add.getByText('Division name is required')).toBeVisible();
  await add.getByLabel('Division name').fill(name);
  await add.getByLabel('Code').fill('RFR');
  await add.getByLabel('Description').fill('Temperature-controlled lanes.');
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(add).toBeHidden();
  const row = rowIn(page, 'Divisions', name);
  await expect(row).toContainText('RFR');
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Division' });
  await edit.getByLabel('Code').fill('RFR2');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('RFR2');

  await row.getByRole('button', { name: `Deactivate ${name}` }).click();
  await expect(row).toContainText('Inactive');
  await page.getByRole('switch', { name: 'Active only' }).click();
  await expect(row).toHaveCount(0);
  await page.getByRole('switch', { name: 'Active only' }).click();
  await row.getByRole('button', { name: `Activate ${name}` }).click();
  await expect(row).not.toContainText('Inactive');
});

test('a manager adds, edits and deletes a load status', async ({ page }) => {
  const name = `At Shipper ${Date.now()}`;
  const renamed = `${name} (dock)`;
  await openSettings(page, 2);
  await expect(rowIn(page, 'Load statuses', 'Booked')).toBeVisible();
  await page.getByRole('button', { name: 'Add Status' }).click();
  const add = page.getByRole('dialog', { name: 'Add Load Status' });
  await add.getByLabel('Status name').fill(name);
  await add.getByRole('button', { name: 'Use #8b5cf6' }).click();
  await expect(add.getByLabel('Colour', { exact: true })).toHaveValue('#8b5cf6');
  await add.getByLabel('Colour', { exact: true }).fill('purple');
  await expect(add.getByText('Colour must look like #0A8D80')).toBeVisible();
  await add.getByLabel('Colour', { exact: true }).fill('#8B5CF6');
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(add).toBeHidden();
  await expect(rowIn(page, 'Load statuses', name)).toContainText('#8B5CF6');

  await rowIn(page, 'Load statuses', name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Load Status' });
  await edit.getByLabel('Status name').fill(renamed);
  await edit.getByRole('switch', { name: /Active/ }).click();
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit).toBeHidden();
  await expect(rowIn(page, 'Load statuses', renamed)).toContainText('Inactive');

  // The active-only view leaves the inactive status out.
  await page.getByRole('switch', { name: 'Active only' }).click();
  await expect(rowIn(page, 'Load statuses', 'Booked')).toBeVisible();
  await expect(rowIn(page, 'Load statuses', renamed)).toHaveCount(0);
  await page.getByRole('switch', { name: 'Active only' }).click();

  await rowIn(page, 'Load statuses', renamed)
    .getByRole('button', { name: `Delete ${renamed}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete Load Status' });
  await expect(confirm).toContainText(`"${renamed}"`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(rowIn(page, 'Load statuses', renamed)).toHaveCount(0);
});

test('a dispatcher reads divisions and load statuses without actions', async ({ page }) => {
  await signInAs(page, 'dispatcher@acme.test');
  await expect(page).toHaveURL(/\/app\//);
  await page.goto('/app/settings?tab=2&readonly=true');
  await expect(rowIn(page, 'Load statuses', 'Booked')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Status' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Divisions' }).click();
  await expect(page).toHaveURL(/tab=1&readonly=true/);
  await expect(page.getByRole('button', { name: 'Add Division' })).toHaveCount(0);
});

// In a company of its own: the menu of the demo carrier's managers must not change under other tests.
test('switching the ELD integration shows and hides Hours of Service in the menu', async ({ page, tenant }) => {
  await openSettings(page, 4, tenant.emails.MANAGER);
  const samsara = page.getByRole('switch', { name: 'Samsara ELD active' });
  const menu = page.getByRole('navigation', { name: 'Main' });
  const hos = menu.getByRole('link', { name: 'Hours of Service' });
  // A new company starts with every integration off; open the Dashboards group to see its entries.
  await expect(samsara).not.toBeChecked();
  await menu.getByRole('button', { name: 'Dashboards' }).click();
  await expect(hos).toHaveCount(0);

  await samsara.click();
  await expect(page.getByText('Samsara ELD activated successfully')).toBeVisible();
  await expect(samsara).toBeChecked();
  await expect(hos).toBeVisible();

  await samsara.click();
  await expect(page.getByText('Samsara ELD deactivated successfully')).toBeVisible();
  await expect(samsara).not.toBeChecked();
  await expect(hos).toHaveCount(0);
});

// A Starter company of its own: the demo companies' features are switched by other journeys.
test.describe('on the Starter plan', () => {
  test.use({ tenantPlan: 'starter' });
  test('a plan without telematics shows why the integration cannot be switched on', async ({ page, tenant }) => {
    await openSettings(page, 4, tenant.emails.MANAGER);
    const samsara = page.getByRole('switch', { name: 'Samsara ELD active' });
    await expect(samsara).not.toBeChecked();
    await samsara.click();
    await expect(page.getByRole('alert').filter({ hasText: 'is not included in your company' })).toBeVisible();
    await expect(samsara).not.toBeChecked();
  });
});

test('a manager edits the company info and manages the logo from Settings', async ({ page, tenant }) => {
  const fax = `+1 (614) 555-${String(Date.now()).slice(-4)}`;
  await openSettings(page, 0, tenant.emails.MANAGER);
  await expect(page.getByRole('heading', { name: 'Company Info' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  // While a field is wrong, Save Changes waits for it to be put right.
  const mc = await page.getByLabel('MC number').inputValue();
  await page.getByLabel('MC number').fill('MC-123');
  await expect(page.getByText('MC number must contain only digits')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await page.getByLabel('MC number').fill(mc);
  await page.getByLabel('Fax').fill(fax);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Company updated successfully')).toBeVisible();
  await expect(page.getByText(fax)).toBeVisible();
  await page.reload();
  await expect(page.getByText(fax)).toBeVisible();

  await page.getByRole('button', { name: 'Manage Logo' }).click();
  const logo = page.getByRole('dialog', { name: /Manage Company Logo/ });
  await logo.getByLabel('Choose a logo image').setInputFiles({ name: 'acme.png', mimeType: 'image/png', buffer: PNG });
  await logo.getByRole('button', { name: 'Upload Logo' }).click();
  await expect(page.getByText('Logo uploaded successfully')).toBeVisible();
  const current = logo.getByRole('img', { name: 'Current logo of your company' });
  await expect.poll(() => current.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await logo.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog', { name: 'Confirm Logo Removal' }).getByRole('button', { name: 'Remove Logo' }).click();
  await expect(page.getByText('Logo removed successfully')).toBeVisible();
  await expect(logo.getByText('No logo uploaded')).toBeVisible();
});

test('a dispatcher reads the company info without changing it', async ({ page }) => {
  await openSettings(page, 0, 'dispatcher@acme.test');
  await expect(page.getByRole('heading', { name: 'Company Info' })).toBeVisible();
  await expect(page.getByText('Acme Freight').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Manage Logo' })).toHaveCount(0);
});

test('a superadmin reads the e-mail outbox and the shared appointment types in System Settings', async ({ page }) => {
  // Something to find: a reset e-mail for a demo user lands in the outbox, its link sealed.
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('analyst@acme.test');
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.getByText(/If an account exists for that address/)).toBeVisible();

  await signInAs(page, 'superadmin@tms.test');
  await expect(page).toHaveURL(/\/app\/companies/);
  await page.getByRole('link', { name: 'System Settings' }).click();
  await expect(page.getByRole('heading', { name: 'System Settings', level: 1 })).toBeVisible();
  await page.getByLabel('Recipient').fill('analyst@acme.test');
  await page.getByLabel('Recipient').press('Enter');
  const table = page.getByRole('table', { name: 'E-mail outbox' });
  await table.getByRole('row').filter({ hasText: 'Reset your password' }).first().click();
  const message = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(message.getByLabel('Message text')).toContainText('[link sent only in the delivered e-mail]');
  await expect(message.getByLabel('Message text')).not.toContainText('token=');
  await message.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('tab', { name: 'Appointment Types' }).click();
  const types = page.getByRole('table', { name: 'Load appointment types' });
  await expect(types.getByRole('row').filter({ hasText: 'FCFS' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Appointment Type' })).toHaveCount(0);
});

// In a company of its own: its time zone changes. Kiritimati and Pago Pago are 25 hours apart, so
// their days always differ, and at least one of them differs from the browser's (Chicago) day.
test("the company's time zone decides today's day on screen, from the moment it is saved", async ({ page, tenant }) => {
  const dayIn = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
  const menu = page.getByRole('navigation', { name: 'Main' });
  // Moves inside the app, without loading the page again.
  const goTo = async (group: string, item: string) => {
    const link = menu.getByRole('link', { name: item, exact: true });
    if (!(await link.isVisible())) await menu.getByRole('button', { name: group, exact: true }).click();
    await link.click();
  };
  await openSettings(page, 0, tenant.emails.MANAGER);
  for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
    await expect(page.getByRole('heading', { name: 'Company Info' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('combobox', { name: 'Time zone' }).fill(zone.replaceAll('_', ' '));
    await page.getByRole('option', { name: zone.replaceAll('_', ' '), exact: true }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Company updated successfully')).toBeVisible();

    // A new driver's pay profile starts today: the company's today.
    await goTo('Management', 'Drivers');
    await page.getByRole('button', { name: 'Add Driver' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Driver' });
    await dialog.getByRole('switch', { name: 'Set how this driver is paid' }).click();
    await expect(dialog.getByLabel('Effective date')).toHaveValue(dayIn(zone));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await goTo('Settings', 'Company Info');
  }
});
