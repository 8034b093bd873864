import { expect, type Page, test } from '@playwright/test';
import { axeScan } from '../support/axe';

const PAGES = ['/', '/solutions', '/pricing', '/contact', '/login'] as const;

async function seriousViolations(page: Page) {
  const results = await axeScan(page).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

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
