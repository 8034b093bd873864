import { expect, test } from '@playwright/test';
import { DEMO_LANDINGS, DEMO_PASSWORD, signInAs } from '../support/demo';

test.describe('sign-in', () => {
  for (const demo of DEMO_LANDINGS) {
    test(`${demo.role} signs in and lands on ${demo.landing}`, async ({ page }) => {
      await signInAs(page, demo.email);
      await expect(page).toHaveURL(new RegExp(`${demo.landing}$`));
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    });
  }

  test('shows the form messages of the spec', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  });

  test('shows the server detail for a wrong password', async ({ page }) => {
    await signInAs(page, 'analyst@acme.test', 'Wrong-Password1');
    await expect(page.getByText('Incorrect email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('remembers where an unauthenticated visitor came from', async ({ page }) => {
    await page.goto('/app/customers');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill('manager@acme.test');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/app\/customers$/);
  });

  test('logout ends the session', async ({ page }) => {
    await signInAs(page, 'manager@acme.test');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/app/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a user of an expired company lands on /subscription-expired and can sign out', async ({ page }) => {
    await signInAs(page, 'manager@bluebird.test');
    await expect(page).toHaveURL(/\/subscription-expired$/);
    await expect(page.getByText(/subscription has expired/i).first()).toBeVisible();
    await page.getByRole('button', { name: /sign out/i }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
