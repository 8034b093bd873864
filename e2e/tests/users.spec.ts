import { expect, test } from '@playwright/test';
import { latestMailTo, signInAs } from '../support/demo';

test('a manager invites a user, who chooses a password from the e-mail and signs in', async ({ page, baseURL }) => {
  const email = `lena.marsh.${Date.now()}@acme.test`;
  await signInAs(page, 'manager@acme.test');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.goto('/app/users');
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'dispatcher@acme.test' })).toBeVisible();

  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await dialog.getByLabel('First name').fill('Lena');
  await dialog.getByLabel('Last name').fill('Marsh');
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('Phone').click();
  await expect(dialog.getByText('Invalid email address')).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  // A manager may grant every role but superadmin.
  await dialog.getByRole('combobox', { name: /Roles/ }).click();
  await expect(page.getByRole('option', { name: 'Superadmin' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Dispatcher' }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row.getByText('Dispatcher')).toBeVisible();
  await expect(row.getByText('Never')).toBeVisible();
  // Until the invitation is accepted the user is shown as invited.
  await expect(row.getByText('Invited', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const mail = await latestMailTo(baseURL!, email);
  const link = mail.text_body.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+&invite=1/)?.[0];
  expect(link, mail.text_body).toBeTruthy();
  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await expect(page.getByText('Welcome — choose a password to finish setting up your account')).toBeVisible();
  const password = 'Lena-Dispatch-2026';
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 8000 });

  await signInAs(page, email, password);
  await expect(page).toHaveURL(/\/app\/dispatch$/);
  await page.getByRole('button', { name: 'Logout' }).click();

  // Accepted: the manager now sees the user as active.
  await signInAs(page, 'manager@acme.test');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.goto(`/app/users?q=${encodeURIComponent(email)}`);
  const accepted = page.getByRole('row').filter({ hasText: email });
  await expect(accepted.getByText('Active', { exact: true })).toBeVisible();
  await expect(accepted.getByText('Invited', { exact: true })).toHaveCount(0);
});

test("the server's reason is shown when a change would leave no manager", async ({ page }) => {
  await signInAs(page, 'manager@acme.test');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.goto('/app/users?q=manager%40acme.test');
  await page.getByRole('button', { name: 'Actions for Maria Lopez' }).click();
  // Nobody can deactivate their own account, so the menu does not offer it.
  await expect(page.getByRole('menuitem', { name: 'Deactivate' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await expect(dialog.getByLabel('Email')).toBeDisabled();
  await dialog.getByRole('combobox', { name: /Roles/ }).click();
  await page.getByRole('option', { name: 'Dispatcher' }).click();
  await page.getByRole('option', { name: 'Manager', exact: true }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A company must keep at least one active manager.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(
    page.getByRole('row').filter({ hasText: 'manager@acme.test' }).getByText('Manager', { exact: true }),
  ).toBeVisible();
});
