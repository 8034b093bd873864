import { expect, type Page } from '@playwright/test';
import { axeScan } from '../support/axe';
import { DEMO_PASSWORD, signInAs } from '../support/demo';
import { test } from '../support/fixtures';

// Every menu destination, and the roles that must see it (spec 1 sections 2 and 6).
// Acme Freight has an active ELD integration, so its manager also sees Hours of Service.
const MENU: Record<string, readonly string[]> = {
  '/app/companies': ['SUPERADMIN'],
  '/app/company-permissions': ['SUPERADMIN'],
  '/app/demo-requests': ['SUPERADMIN'],
  '/app/dispatch': ['MANAGER', 'DISPATCHER'],
  // Acme's plan has AI load extraction as an add-on.
  '/app/loads/inbox': ['MANAGER', 'DISPATCHER'],
  '/app/track-and-trace': ['TRACK_AND_TRACE'],
  '/app/dashboard': ['MANAGER', 'ACCOUNTANT', 'ANALYST'],
  '/app/dashboard/dispatch-performance': ['MANAGER', 'ACCOUNTANT', 'ANALYST'],
  '/app/dashboard/compliance': ['MANAGER', 'ACCOUNTANT', 'ANALYST'],
  '/app/dashboard/hos': ['MANAGER'],
  '/app/customers': ['MANAGER', 'ACCOUNTANT', 'DISPATCHER'],
  '/app/users': ['SUPERADMIN', 'MANAGER'],
  '/app/drivers': ['MANAGER', 'ACCOUNTANT'],
  '/app/dispatcher-assignments': ['MANAGER'],
  '/app/track-and-trace/assignments': ['MANAGER'],
  '/app/equipment/trucks': ['MANAGER', 'EQUIPMENT_MANAGER'],
  '/app/equipment/trailers': ['MANAGER', 'EQUIPMENT_MANAGER'],
  '/app/accounting/loads': ['MANAGER', 'ACCOUNTANT'],
  '/app/accounting/fuel-cards': ['MANAGER', 'ACCOUNTANT'],
  '/app/accounting/fuel-transactions': ['MANAGER', 'ACCOUNTANT'],
  '/app/accounting/driver-statements': ['MANAGER', 'ACCOUNTANT'],
  '/app/accounting/ifta': ['MANAGER', 'ACCOUNTANT'],
  '/app/settings': ['SUPERADMIN', 'MANAGER', 'ACCOUNTANT', 'DISPATCHER'],
};

const LOGINS: Record<string, string> = {
  SUPERADMIN: 'superadmin@tms.test',
  MANAGER: 'manager@acme.test',
  DISPATCHER: 'dispatcher@acme.test',
  ACCOUNTANT: 'accountant@acme.test',
  ANALYST: 'analyst@acme.test',
  EQUIPMENT_MANAGER: 'equipment@acme.test',
  TRACK_AND_TRACE: 'tracking@acme.test',
};

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const linkTo = (page: Page, path: string) =>
  nav(page).locator(path === '/app/settings' ? `a[href^="/app/settings"]` : `a[href="${path}"], a[href^="${path}?"]`);

/** Opens every folded group, so each of its links is in the page. */
async function expandGroups(page: Page) {
  const folded = nav(page).locator('[aria-expanded="false"]');
  while ((await folded.count()) > 0) await folded.first().click();
}

test.describe('menu by role', () => {
  for (const [role, email] of Object.entries(LOGINS)) {
    test(`${role} sees exactly its menu`, async ({ page }) => {
      await signInAs(page, email);
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
      await expect(nav(page)).toBeVisible();
      await expandGroups(page);
      for (const [path, roles] of Object.entries(MENU)) {
        await expect(linkTo(page, path).first(), `${role} ${path}`).toHaveCount(roles.includes(role) ? 1 : 0);
      }
      // Nothing beyond the table: the menu's destinations are exactly the role's.
      const hrefs = await nav(page)
        .locator('a[href]')
        .evaluateAll((links) => links.map((a) => (a.getAttribute('href') ?? '').split('?')[0]));
      const expected = Object.keys(MENU).filter((path) => MENU[path]?.includes(role));
      expect([...new Set(hrefs)].sort()).toEqual(expected.sort());
    });
  }

  test('settings links of read-only roles carry readonly=true', async ({ page }) => {
    await signInAs(page, LOGINS.DISPATCHER!);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expandGroups(page);
    await expect(nav(page).locator('a[href^="/app/settings"]').first()).toHaveAttribute('href', /readonly=true/);
  });
});

test.describe('sidebar', () => {
  test('collapsed, a group opens a pop-out submenu on hover that closes after the pointer leaves', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, LOGINS.MANAGER!);
    await page.getByRole('button', { name: /collapse/i }).click();
    // The width animates; wait for it to settle.
    const sidebarWidth = () =>
      page
        .getByRole('navigation', { name: 'Main' })
        .evaluate((el) => el.closest('.MuiDrawer-paper')?.getBoundingClientRect().width);
    await expect.poll(sidebarWidth).toBe(72);
    const popout = page.getByRole('menu', { name: 'Dashboards' });
    // On a busy machine the pointer's arrival can come before the collapsed rail has settled and be
    // lost: the pointer leaves and comes back, as a person's would.
    await expect(async () => {
      await page.mouse.move(900, 500);
      await page.getByRole('button', { name: 'Dashboards' }).hover();
      await expect(popout).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    await expect(popout.getByRole('menuitem', { name: /Dispatch Performance/ })).toBeVisible();
    // A real pointer passes through the points between; a single jump can be lost on a busy machine.
    await page.mouse.move(900, 500, { steps: 8 });
    await expect(popout).toBeHidden({ timeout: 5000 });
    // The choice survives a reload.
    await page.reload();
    await expect(page.getByRole('button', { name: /expand/i })).toBeVisible();
    await page.getByRole('button', { name: /expand/i }).click();
  });

  test('at phone width the menu is a drawer toggled from the app bar', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAs(page, LOGINS.ACCOUNTANT!);
    await expect(page).toHaveURL(/\/app\/accounting\/loads$/);
    await expect(linkTo(page, '/app/customers')).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(linkTo(page, '/app/customers')).toBeVisible();
    await linkTo(page, '/app/customers').click();
    await expect(page).toHaveURL(/\/app\/customers$/);
    await expect(linkTo(page, '/app/customers')).toBeHidden();
  });

  test('Drivers and Equipment carry the count of expiring and expired dates for the roles who manage them', async ({
    page,
  }) => {
    const counts = page.waitForResponse((r) => r.url().endsWith('/api/expiries/counts') && r.ok());
    await signInAs(page, LOGINS.MANAGER!);
    const { drivers, equipment } = await (await counts).json();
    // The demo fleet has CDLs, medical cards and units expiring within 30 days and past.
    expect(drivers.expiring + drivers.expired).toBeGreaterThan(0);
    expect(equipment.expiring + equipment.expired).toBeGreaterThan(0);
    await expandGroups(page);
    await expect(linkTo(page, '/app/drivers')).toContainText(
      `${drivers.expiring + drivers.expired} expiring or expired`,
    );
    await expect(nav(page).getByRole('button', { name: /^Equipment/ })).toContainText(
      `${equipment.expiring + equipment.expired} expiring or expired`,
    );
    // Collapsed, the counts stay on the groups' icons.
    await page.getByRole('button', { name: /collapse/i }).click();
    await expect(
      nav(page).getByRole('button', {
        name: `Equipment ${equipment.expiring + equipment.expired} expiring or expired`,
      }),
    ).toBeVisible();
    await expect(
      nav(page).getByRole('button', {
        name: new RegExp(` ${drivers.expiring + drivers.expired} expiring or expired$`),
      }),
    ).not.toHaveCount(0);
  });

  test('roles who do not manage the fleet see no expiry counts', async ({ page }) => {
    await signInAs(page, LOGINS.DISPATCHER!);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expandGroups(page);
    await expect(nav(page)).not.toContainText('expiring or expired');
  });

  test('the shell has no serious accessibility violations', async ({ page }) => {
    await signInAs(page, LOGINS.MANAGER!);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    const results = await axeScan(page).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

test.describe('theme', () => {
  const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  test('follows the operating system in system mode, live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signInAs(page, LOGINS.ANALYST!);
    await expect.poll(() => background(page)).toBe('rgb(15, 23, 42)');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => background(page)).toBe('rgb(255, 255, 255)');
  });

  test('a chosen mode is saved under themeMode and survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signInAs(page, LOGINS.ANALYST!);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect.poll(() => background(page)).toBe('rgb(15, 23, 42)');
    expect(await page.evaluate(() => localStorage.getItem('themeMode'))).toBe('dark');
    await page.reload();
    await expect.poll(() => background(page)).toBe('rgb(15, 23, 42)');
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    expect(await page.evaluate(() => localStorage.getItem('themeMode'))).toBe('light');
    // The third step returns to the system mode, which then follows the system.
    await page.getByRole('button', { name: 'Use system theme' }).click();
    expect(await page.evaluate(() => localStorage.getItem('themeMode'))).toBe('system');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => background(page)).toBe('rgb(15, 23, 42)');
  });
});

test.describe('profile', () => {
  test('edit, cancel restores, save keeps', async ({ page }) => {
    await signInAs(page, 'dispatcher@acme.test');
    await page.getByRole('button', { name: 'Open profile' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Edit' }).click();
    const first = dialog.getByLabel('First name');
    const before = await first.inputValue();
    await first.fill('Changed');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Edit' }).click();
    await expect(dialog.getByLabel('First name')).toHaveValue(before);
    await dialog.getByLabel('First name').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(/first name is required/i)).toBeVisible();
    await dialog.getByLabel('First name').fill(before);
    await dialog.getByLabel('City').fill('Toledo');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Personal information updated successfully!')).toBeVisible();
  });

  // In a company of its own: the new password must not reach other tests signing in meanwhile.
  test('change the password, then sign in with the new one', async ({ page, tenant }) => {
    const email = tenant.emails.TRACK_AND_TRACE;
    await signInAs(page, email);
    await page.getByRole('button', { name: 'Open profile' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Security' }).click();
    const submit = dialog.getByRole('button', { name: 'Change Password' });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Current password').fill(DEMO_PASSWORD);
    await dialog.getByLabel('New password', { exact: true }).fill('Tracking-2026x');
    await dialog.getByLabel('Confirm password').fill('Tracking-2026y');
    await submit.click();
    await expect(dialog.getByText('New passwords do not match')).toBeVisible();
    await dialog.getByLabel('Confirm password').fill('Tracking-2026x');
    await submit.click();
    await expect(page.getByText('Password changed successfully!')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Logout' }).click();
    await signInAs(page, email, 'Tracking-2026x');
    await expect(page).toHaveURL(/\/app\/track-and-trace$/);
  });
});
