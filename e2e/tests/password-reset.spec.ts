import { latestMailTo, mailCountTo, signInAs } from '../support/demo';
import { expect, test } from '../support/fixtures';

// A user of the test's own company: the new password must not reach other tests signing in meanwhile.
test('forgot password, then reset through the link in the e-mail', async ({ page, baseURL, tenant }) => {
  const email = tenant.emails.MANAGER;
  await page.goto('/login');
  await page.getByRole('link', { name: 'Reset it here' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The page loads lazily: the sign-in form (with its own Email field) stays until it arrives.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  // The tenant's manager already holds an invitation: wait for the message after it.
  const received = mailCountTo(email);
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.getByText(/If an account exists for that address/)).toBeVisible();

  const mail = await latestMailTo(baseURL!, email, received);
  const link = mail.text_body.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.search}`);

  await page.getByLabel('New password', { exact: true }).fill('weak');
  await page.getByLabel('Confirm password').fill('weak');
  await page.getByRole('button', { name: /reset password/i }).click();
  await expect(page.getByText(/Password must contain:/)).toBeVisible();

  const newPassword = 'Fresh-Start-2026';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: /reset password/i }).click();
  await expect(page.getByText(/Your password has been reset/)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 8000 });

  // The link works once.
  await page.goto(`${url.pathname}${url.search}`);
  await page.getByLabel('New password', { exact: true }).fill('Another-Pass-1');
  await page.getByLabel('Confirm password').fill('Another-Pass-1');
  await page.getByRole('button', { name: /reset password/i }).click();
  await expect(page.getByText(/Invalid or expired reset token/)).toBeVisible();

  await signInAs(page, email, newPassword);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test('reset page without a token says so', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('Invalid or missing reset token. Please request a new password reset.')).toBeVisible();
});
