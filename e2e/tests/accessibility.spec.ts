import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signInAs } from '../support/demo';

const PAGES = ['/', '/solutions', '/pricing', '/contact', '/login'] as const;

for (const mode of ['light', 'dark'] as const) {
  test.describe(`accessibility in ${mode} mode`, () => {
    test.use({ colorScheme: mode });

    for (const path of PAGES) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await page.addInitScript((m) => localStorage.setItem('themeMode', m), mode);
        await page.goto(path, { waitUntil: 'networkidle' });
        if (path === '/') {
          // The demo form loads as it comes near; check it too.
          await page.getByRole('banner').getByRole('link', { name: 'Get Demo' }).click();
          await expect(page.getByRole('form', { name: 'Demo request' })).toBeVisible();
          await page.evaluate(() => window.scrollTo(0, 0));
        }
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

const BACK_OFFICE = {
  'manager@acme.test': [
    { path: '/app/customers', heading: 'Customers' },
    { path: '/app/users', heading: 'Users' },
    { path: '/app/settings?tab=0', heading: 'Settings' },
    { path: '/app/settings?tab=3', heading: 'Settings' },
  ],
  'superadmin@tms.test': [
    { path: '/app/companies', heading: 'Company Management' },
    { path: '/app/company-permissions', heading: 'Company Permissions' },
    { path: '/app/demo-requests', heading: 'Demo Requests' },
    { path: '/app/settings', heading: 'System Settings' },
  ],
} as const;

// One sign-in per user and mode sweeps that user's pages: signing in again for every page cost
// most of each page's time and checked nothing more (decision 0201).
test.describe('accessibility of the back office', () => {
  // Each test signs in once and sweeps four pages, on a machine shared with a second worker.
  test.describe.configure({ timeout: 180_000 });
  for (const mode of ['light', 'dark'] as const) {
    for (const [email, pages] of Object.entries(BACK_OFFICE)) {
      test(`${email}'s pages in ${mode} mode have no serious or critical violations`, async ({ page }) => {
        await page.addInitScript((m) => localStorage.setItem('themeMode', m), mode);
        await signInAs(page, email);
        await expect(page).toHaveURL(/\/app\//);
        for (const { path, heading } of pages) {
          await page.goto(path);
          await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
          await page.waitForLoadState('networkidle');
          expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
        }
      });
    }
  }
});
