import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../support/demo';

const PERMISSION = "You don't have permission to manage load appointment types.";
const table = (page: Page) => page.getByRole('table', { name: 'Load appointment types' });
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });

async function openTab(page: Page, email: string, query = '') {
  await signInAs(page, email);
  await expect(page).toHaveURL(/\/app\//);
  await page.goto(`/app/settings?tab=3${query}`);
  await expect(page.getByRole('heading', { name: 'Load Appointment Types' })).toBeVisible();
}

test('a manager adds, edits and deletes a custom appointment type', async ({ page }) => {
  const name = `Dock Appointment ${Date.now()}`;
  const renamed = `${name} (rev)`;
  await openTab(page, 'manager@acme.test');
  for (const header of ['Name', 'Requires Time', 'Time Range', 'Description', 'Type', 'Status', 'Actions']) {
    await expect(table(page).getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Add Appointment Type' }).click();
  const add = page.getByRole('dialog', { name: 'Add Appointment Type' });
  // New types start with time, a time range and active (spec 2 section 5).
  await expect(add.getByRole('switch', { name: 'Requires time' })).toBeChecked();
  await expect(add.getByRole('switch', { name: 'Time range' })).toBeChecked();
  await expect(add.getByRole('switch', { name: 'Active' })).toBeChecked();
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(add.getByText('Name is required')).toBeVisible();
  await add.getByLabel('Name').fill('x'.repeat(101));
  await expect(add.getByText('Name must be 100 characters or less')).toBeVisible();
  await add.getByLabel('Name').fill(name);
  await add.getByLabel('Description').fill('Book a dock door 24 hours ahead.');
  await add.getByRole('switch', { name: 'Time range' }).click();
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByText('Appointment type created successfully')).toBeVisible();
  await expect(row(page, name)).toContainText('Custom');
  await expect(row(page, name)).toContainText('Active');

  await row(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Appointment Type' });
  await expect(edit.getByLabel('Name')).toHaveValue(name);
  await expect(edit.getByRole('switch', { name: 'Time range' })).not.toBeChecked();
  await edit.getByLabel('Name').fill(renamed);
  await edit.getByRole('switch', { name: 'Active' }).click();
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit).toBeHidden();
  await expect(row(page, renamed)).toContainText('Inactive');

  await row(page, renamed)
    .getByRole('button', { name: `Delete ${renamed}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete Appointment Type' });
  await expect(confirm).toContainText(`Are you sure you want to delete "${renamed}"? This action cannot be undone.`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(row(page, renamed)).toHaveCount(0);
});

test('system default types offer no edit or delete', async ({ page }) => {
  await openTab(page, 'manager@acme.test');
  const fcfs = row(page, 'FCFS');
  await expect(fcfs).toContainText('System Default');
  await expect(fcfs.getByRole('button')).toHaveCount(0);
  await expect(fcfs.getByRole('img', { name: 'System default appointment types cannot be modified' })).toBeVisible();
});

test('a dispatcher sees the list with the permission message and no actions', async ({ page }) => {
  await openTab(page, 'dispatcher@acme.test');
  await expect(page.getByText(PERMISSION)).toBeVisible();
  await expect(row(page, 'FCFS')).toBeVisible();
  await expect(table(page).getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Appointment Type' })).toHaveCount(0);
});

test('readonly=true hides every action without the permission message', async ({ page }) => {
  await openTab(page, 'dispatcher@acme.test', '&readonly=true');
  await expect(row(page, 'FCFS')).toBeVisible();
  await expect(page.getByText(PERMISSION)).toHaveCount(0);
  await expect(table(page).getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);

  // Even a manager only reads in read-only mode.
  await page.getByRole('button', { name: 'Logout' }).click();
  await openTab(page, 'manager@acme.test', '&readonly=true');
  await expect(page.getByText('Read-only')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Appointment Type' })).toHaveCount(0);
  await expect(table(page).getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await expect(page.getByText(PERMISSION)).toHaveCount(0);
});
