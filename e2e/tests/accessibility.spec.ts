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

const BACK_OFFICE = [
  { email: 'manager@acme.test', path: '/app/customers', heading: 'Customers' },
  { email: 'manager@acme.test', path: '/app/users', heading: 'Users' },
  { email: 'manager@acme.test', path: '/app/settings?tab=0', heading: 'Settings' },
  { email: 'manager@acme.test', path: '/app/settings?tab=3', heading: 'Settings' },
  { email: 'superadmin@tms.test', path: '/app/companies', heading: 'Company Management' },
  { email: 'superadmin@tms.test', path: '/app/company-permissions', heading: 'Company Permissions' },
  { email: 'superadmin@tms.test', path: '/app/demo-requests', heading: 'Demo Requests' },
  { email: 'superadmin@tms.test', path: '/app/settings', heading: 'System Settings' },
] as const;

test.describe('accessibility of the back office', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const { email, path, heading } of BACK_OFFICE) {
      test(`${path} in ${mode} mode has no serious or critical violations`, async ({ page }) => {
        await page.addInitScript((m) => localStorage.setItem('themeMode', m), mode);
        await signInAs(page, email);
        await expect(page).toHaveURL(/\/app\//);
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }
});
