import type { Page } from '@playwright/test';
import { signInAs } from '../support/demo';
import { PNG } from '../support/files';
import { expect as baseExpect, test } from '../support/fixtures';
import { dayFromToday, managerApi } from '../support/fleet';

// Each journey signs in, seeds a company and walks several screens: on a busy machine that takes
// minutes, and a page can take longer than the default 10 seconds to appear.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

async function openDrivers(page: Page, email: string) {
  await signInAs(page, email);
  await expect(page).toHaveURL(/\/app\//);
  await page.goto('/app/drivers');
  await expect(page.getByRole('heading', { name: 'Drivers', level: 1 })).toBeVisible();
}

const driverRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Drivers' }).getByRole('row').filter({ hasText: name });

test('a driver is created with a CDL document, and a CDL expiring soon is flagged', async ({ page, tenant }) => {
  await openDrivers(page, tenant.emails.MANAGER);
  await page.getByRole('button', { name: 'Add Driver' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Driver' });
  await dialog.getByRole('button', { name: 'Add Driver' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();
  await dialog.getByLabel('First name').fill('Dana');
  await dialog.getByLabel('Last name').fill('Reyes');
  await dialog.getByLabel('Phone', { exact: true }).fill('(405) 555-0187');
  await dialog.getByLabel('Hire date').fill('2024-05-01');
  await dialog.getByLabel('Termination date').fill('2024-04-01');
  await dialog.getByRole('button', { name: 'Add Driver' }).click();
  await expect(dialog.getByText('Termination date cannot be before the hire date')).toBeVisible();
  await dialog.getByLabel('Termination date').fill('');
  await dialog.getByLabel('SSN').fill('123-45-6789');
  await dialog.getByLabel('CDL number').fill('D1234567');
  await dialog.getByLabel('CDL state').fill('OK');
  await dialog.getByLabel('CDL expiry').fill(dayFromToday(12));
  await dialog.getByLabel('Medical card expiry').fill(dayFromToday(-3));
  await dialog.getByRole('button', { name: 'Add Driver' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Driver created successfully')).toBeVisible();

  const row = driverRow(page, 'Dana Reyes');
  await expect(row.getByLabel(/^CDL expires /)).toBeVisible();
  await expect(row.getByLabel(/^Medical card expired /)).toBeVisible();
  await page.getByRole('button', { name: 'CDL or medical expiring' }).click();
  await expect(driverRow(page, 'Dana Reyes')).toBeVisible();

  // The SSN is never shown back: only its last 4 digits.
  await row.getByText('Dana Reyes').click();
  const drawer = page.getByRole('dialog', { name: 'Driver details' });
  await expect(drawer).toContainText('•••-••-6789');
  await expect(drawer).not.toContainText('123-45-6789');
  await drawer.getByRole('tab', { name: 'Documents' }).click();
  await drawer
    .getByLabel('Choose files to upload')
    .setInputFiles({ name: 'cdl-front.png', mimeType: 'image/png', buffer: PNG });
  await drawer.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(drawer.getByText('cdl-front.png')).toBeVisible();
});

test('a truck and a trailer are assigned, then the truck changes, with history and change log', async ({
  page,
  baseURL,
  tenant,
}) => {
  const api = await managerApi(baseURL!, tenant);
  const driver = await api<{ id: number }>('POST', '/api/drivers/', { first_name: 'Lee', last_name: 'Okafor' });
  await api('POST', '/api/trucks/', { unit_number: 'T-101' });
  await api('POST', '/api/trucks/', { unit_number: 'T-202' });
  await api('POST', '/api/trailers/', { unit_number: 'R-501', trailer_type: 'reefer' });

  await openDrivers(page, tenant.emails.MANAGER);
  await page.goto(`/app/drivers?driver=${driver.id}`);
  const drawer = page.getByRole('dialog', { name: 'Driver details' });
  await drawer.getByRole('tab', { name: 'Equipment' }).click();
  await drawer.getByRole('button', { name: 'Assign Equipment' }).click();
  let dialog = page.getByRole('dialog', { name: 'Assign Equipment' });
  await dialog.getByLabel('Truck').click();
  await page.getByRole('option', { name: /^T-101/ }).click();
  await dialog.getByLabel('Trailer').click();
  await page.getByRole('option', { name: /^R-501/ }).click();
  await dialog.getByRole('button', { name: 'Save Assignment' }).click();
  await expect(dialog).toBeHidden();
  await expect(drawer.getByText('T-101', { exact: true })).toBeVisible();

  await drawer.getByRole('button', { name: 'Change Equipment' }).click();
  dialog = page.getByRole('dialog', { name: 'Change Equipment' });
  await dialog.getByLabel('Truck').click();
  await page.getByRole('option', { name: /^T-202/ }).click();
  await dialog.getByRole('button', { name: 'Save Assignment' }).click();
  await expect(dialog).toBeHidden();
  await expect(drawer.getByText('T-202', { exact: true })).toBeVisible();
  await expect(drawer.getByRole('list', { name: 'Equipment change log' })).toContainText('Truck: T-101 → T-202');
  await expect(drawer.getByRole('list', { name: 'Equipment history' })).toContainText('Truck T-202 · Trailer R-501');

  // The truck list shows who drives each unit; the trailer can be unassigned from its row.
  await page.goto('/app/equipment/trucks');
  const trucks = page.getByRole('table', { name: 'Trucks' });
  await expect(trucks.getByRole('row').filter({ hasText: 'T-202' })).toContainText('Lee Okafor');
  await expect(trucks.getByRole('row').filter({ hasText: 'T-101' })).not.toContainText('Lee Okafor');
});

test('a driver assigned to a dispatcher shows in that dispatcher’s own list', async ({ page, baseURL, tenant }) => {
  const api = await managerApi(baseURL!, tenant);
  await api('POST', '/api/drivers/', { first_name: 'Ines', last_name: 'Marlow' });
  await api('POST', '/api/drivers/', { first_name: 'Otto', last_name: 'Brandt' });

  await signInAs(page, tenant.emails.MANAGER);
  await expect(page).toHaveURL(/\/app\//);
  await page.goto('/app/dispatcher-assignments');
  await expect(page.getByRole('heading', { name: 'Dispatcher Assignments', level: 1 })).toBeVisible();
  await page.getByRole('list', { name: 'Dispatchers' }).getByText('Dispatcher Tester').click();
  await page.getByRole('group', { name: 'Drivers to assign' }).getByLabel('Ines Marlow').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Drivers of Dispatcher Tester saved')).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await openDrivers(page, tenant.emails.DISPATCHER);
  await page.getByLabel('Assigned to me').click();
  await expect(page.getByLabel('Assigned to me')).toBeChecked();
  await expect(driverRow(page, 'Ines Marlow')).toBeVisible();
  await expect(driverRow(page, 'Otto Brandt')).toHaveCount(0);
});

test('a critical note is pinned first and counted in the badge', async ({ page, baseURL, tenant }) => {
  const api = await managerApi(baseURL!, tenant);
  const driver = await api<{ id: number }>('POST', '/api/drivers/', { first_name: 'Ruth', last_name: 'Calder' });
  await api('POST', '/api/driver-notes/', {
    driver_id: driver.id,
    title: 'Prefers early pickups',
    content: 'Likes 6am.',
  });

  await openDrivers(page, tenant.emails.MANAGER);
  await driverRow(page, 'Ruth Calder').getByRole('button', { name: 'Actions for Ruth Calder' }).click();
  await page.getByRole('menuitem', { name: 'Notes' }).click();
  const dialog = page.getByRole('dialog', { name: /Driver Notes/ });
  await expect(dialog.getByText('Prefers early pickups')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Note' }).click();
  await dialog.getByLabel('Title').fill('Brake light reported');
  await dialog.getByLabel('Content').fill('Left trailer brake light out at the Tulsa yard; shop booked for Tuesday.');
  await dialog.getByLabel('Importance').click();
  await page.getByRole('option', { name: 'Critical' }).click();
  await dialog.getByRole('button', { name: 'Save Note' }).click();

  const notes = dialog.getByRole('list', { name: 'Driver notes' }).getByRole('listitem');
  await expect(notes.first()).toHaveAttribute('aria-label', 'Brake light reported');
  await expect(notes.first().getByLabel('Pinned')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Critical (1 recent)' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Critical (1 recent)' }).click();
  await expect(notes).toHaveCount(1);

  await dialog.getByRole('tab', { name: 'Operational Documents' }).click();
  await expect(dialog.getByText('No operational documents yet')).toBeVisible();
});
