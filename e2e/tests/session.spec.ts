import { expect, test } from '@playwright/test';
import { signInAs } from '../support/demo';

test('a session survives an access-token expiry without the user noticing', async ({ page }) => {
  await signInAs(page, 'accountant@acme.test');
  await expect(page).toHaveURL(/\/app\/accounting\/loads$/);
  // The next call finds its access token expired (answered 401 once, as the server does after the
  // token's lifetime): the app refreshes and retries without the user noticing. The refresh
  // schedule itself is tested with fake timers (session-service.test.ts), so nothing waits here.
  let refused = false;
  await page.route('**/api/auth/me/profile', async (route) => {
    if (refused) return route.fallback();
    refused = true;
    await route.fulfill({ status: 401, contentType: 'application/json', body: '{"detail":"Token expired"}' });
  });
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh') && r.status() === 200);
  await page.getByRole('button', { name: 'Open profile' }).click();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('City').fill('Columbus');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Personal information updated successfully!')).toBeVisible();
  await refreshed;
  expect(refused).toBe(true);
  await expect(page).toHaveURL(/\/app\/accounting\/loads(\?.*)?$/);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/app\/accounting\/loads$/);

  // A reload keeps the user signed in from the stored, encrypted refresh token.
  await page.reload();
  await expect(page).toHaveURL(/\/app\/accounting\/loads$/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('an unknown address under /app shows a not-found page in the app and keeps the session', async ({ page }) => {
  await signInAs(page, 'accountant@acme.test');
  await expect(page).toHaveURL(/\/app\/accounting\/loads$/);
  // A new document restores the session with a refresh, then the app answers the unknown address itself.
  await page.goto('/app/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to your home page' }).click();
  await expect(page).toHaveURL(/\/app\/accounting\/loads$/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});
