import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../support/demo';
import { PNG } from '../support/files';

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('a superadmin creates a company, manages its logo, deactivates and deletes it', async ({ page }) => {
  const stamp = Date.now().toString().slice(-6);
  const name = `Harbor Line Transport ${stamp}`;

  await signInAs(page, 'superadmin@tms.test');
  await expect(page).toHaveURL(/\/app\/companies$/);
  await expect(page.getByRole('heading', { name: 'Company Management' })).toBeVisible();
  await expect(rowOf(page, 'Acme Freight')).toBeVisible();

  // Create, with the form checked on every change.
  await page.getByRole('button', { name: 'Add Company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Company' });
  const create = dialog.getByRole('button', { name: 'Create' });
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Company name').fill('x');
  await dialog.getByLabel('Company name').fill('');
  await expect(dialog.getByText('Company name is required')).toBeVisible();
  await dialog.getByLabel('Alias').fill('harbor line!');
  await expect(dialog.getByText('Only letters, numbers, spaces, hyphens, and underscores allowed')).toBeVisible();
  await dialog.getByLabel('MC number').fill('12AB');
  await expect(dialog.getByText('MC number must contain only digits')).toBeVisible();
  await dialog.getByLabel('Phone').fill('call me');
  await expect(dialog.getByText('Invalid phone format')).toBeVisible();
  await expect(dialog.getByLabel('Phone')).toHaveAttribute('placeholder', '+1 (555) 123-4567');
  await expect(create).toBeDisabled();

  await dialog.getByLabel('Company name').fill(name);
  await dialog.getByLabel('Alias').fill(`HARBOR-${stamp}`);
  await dialog.getByLabel('MC number').fill('556677');
  await dialog.getByLabel('Phone').fill('+1 (555) 123-4567');
  await dialog.getByRole('textbox', { name: 'Address' }).fill('9 Dock St, Norfolk, VA 23510');
  await expect(dialog.getByText('Company name is required')).toBeHidden();
  await expect(create).toBeEnabled();
  await create.click();
  await expect(page.getByText('Company created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Find it by search (Enter submits).
  await page.getByRole('searchbox', { name: 'Search companies' }).fill('Harbor Line');
  await page.getByRole('searchbox', { name: 'Search companies' }).press('Enter');
  await expect(page).toHaveURL(/q=Harbor/);
  const row = rowOf(page, name);
  await expect(row).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByText('+1 (555) 123-4567')).toBeVisible();
  await expect(rowOf(page, 'Acme Freight')).toHaveCount(0);

  // Edit keeps the values and says Update.
  await rowAction(page, name, 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit Company' });
  await expect(edit.getByLabel('Company name')).toHaveValue(name);
  await edit.getByLabel('DOT number').fill('3344556');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Company updated successfully')).toBeVisible();

  // Logo: a wrong file is refused in the browser, an image is uploaded, shown, then removed.
  await rowAction(page, name, 'Manage Logo');
  const logo = page.getByRole('dialog', { name: /Manage Company Logo/ });
  await expect(logo.getByText('No logo uploaded')).toBeVisible();
  const upload = logo.getByRole('button', { name: 'Upload Logo' });
  await expect(upload).toBeDisabled();
  await logo.getByLabel('Choose a logo image').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(logo.getByText(/^File type must be \.jpg/)).toBeVisible();
  await logo
    .getByLabel('Choose a logo image')
    .setInputFiles({ name: 'harbor.png', mimeType: 'image/png', buffer: PNG });
  await expect(logo.getByRole('img', { name: 'Preview of harbor.png' })).toBeVisible();
  await upload.click();
  await expect(page.getByText('Logo uploaded successfully')).toBeVisible();
  const current = logo.getByRole('img', { name: `Current logo of ${name}` });
  await expect(current).toBeVisible();
  await expect.poll(() => current.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await logo.getByRole('button', { name: 'Remove' }).click();
  const confirmRemoval = page.getByRole('dialog', { name: 'Confirm Logo Removal' });
  await confirmRemoval.getByRole('button', { name: 'Remove Logo' }).click();
  await expect(page.getByText('Logo removed successfully')).toBeVisible();
  await expect(logo.getByText('No logo uploaded')).toBeVisible();
  await logo.getByRole('button', { name: 'Close' }).click();
  await expect(logo).toBeHidden();

  // Deactivate: the default "Active only" view drops it; switching the filter off shows it as Inactive.
  await rowAction(page, name, 'Deactivate');
  await expect(page.getByText('Company deactivated successfully')).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);
  await page.getByLabel('Active only').click();
  await expect(page.getByLabel('Active only')).not.toBeChecked();
  await expect(rowOf(page, name).getByText('Inactive', { exact: true })).toBeVisible();

  // Delete: the removed logo is still a document, so the server asks for the stronger action.
  // The list refetches after the filter changed; a click on a menu of a row being replaced is lost, so
  // the menu is opened again until the dialog shows.
  const confirmDelete = page.getByRole('dialog', { name: /Delete company/ });
  await expect(async () => {
    if (!(await confirmDelete.isVisible())) {
      if (await page.getByRole('menu').isVisible()) await page.keyboard.press('Escape');
      await rowAction(page, name, 'Delete');
    }
    await expect(confirmDelete.getByText(`Are you sure you want to delete ${name}?`)).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 30_000 });
  await confirmDelete.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirmDelete.getByText(/still has 1 document/)).toBeVisible();
  await confirmDelete.getByRole('button', { name: 'Delete company and all its data' }).click();
  await expect(page.getByText('Company deleted successfully')).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);
  await expect(page.getByText('No companies match')).toBeVisible();
});

test('paging offers 5, 10, 25 and 50 rows and starts at 10', async ({ page }) => {
  await signInAs(page, 'superadmin@tms.test');
  await expect(page.getByRole('heading', { name: 'Company Management' })).toBeVisible();
  const size = page.getByRole('combobox', { name: /rows per page/i });
  await expect(size).toHaveText('10');
  await size.click();
  await expect(page.getByRole('option')).toHaveText(['5', '10', '25', '50']);
  await page.getByRole('option', { name: '5', exact: true }).click();
  await expect(page).toHaveURL(/size=5/);
});
