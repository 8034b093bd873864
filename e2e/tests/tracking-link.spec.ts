import { seriousViolations } from '../support/axe';
import { signInAs } from '../support/demo';
import { expect as baseExpect } from '../support/fixtures';
import { bookLoad, loadsTest as test } from '../support/loads';

// The journey seeds a company of its own; on a busy machine a page can take longer than 10 seconds.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test('a manager shares a load’s tracking and the customer follows it without signing in, until the link is revoked', async ({
  page,
  browser,
  world: w,
  tenant,
}) => {
  await bookLoad(w, 'TL-1', { status: 'Dispatched', daysFromToday: 0 });
  await signInAs(page, tenant.emails.MANAGER);
  await expect(page).toHaveURL(/\/app\//);
  await page.goto('/app/dispatch');
  const row = page.getByRole('table', { name: 'Loads' }).getByRole('row').filter({ hasText: 'TL-1' });
  await row.getByRole('link', { name: 'TL-1' }).click();
  await expect(page.getByRole('heading', { name: 'Load TL-1', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Share tracking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share tracking of load TL-1' });
  await expect(dialog.getByText('No active links.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const link = dialog.getByRole('textbox', { name: 'Tracking link' });
  await expect(link).toHaveValue(/\/track\/[\w-]{43}$/);
  // This server's own address: the link is made with the configured public one.
  const address = new URL(new URL(await link.inputValue()).pathname, page.url()).href;
  await expect(dialog.getByRole('list', { name: 'Active tracking links' }).getByRole('listitem')).toHaveCount(1);

  // The customer: another browser, never signed in, on a phone.
  const customer = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
  const phone = await customer.newPage();
  await phone.goto(address);
  await expect(phone.getByRole('heading', { name: 'Load TL-1' })).toBeVisible();
  await expect(phone.getByText('Dispatched')).toBeVisible();
  const stops = phone.getByRole('list', { name: 'Stops' }).getByRole('listitem');
  await expect(stops).toHaveCount(2);
  await expect(stops.nth(0)).toContainText('Tulsa, OK');
  await expect(stops.nth(1)).toContainText('Memphis, TN');
  await expect(phone.getByText(tenant.name).first()).toBeVisible();
  const text = ((await phone.locator('body').textContent()) ?? '').toLowerCase();
  expect(text).not.toContain(w.driver.name.toLowerCase());
  expect(text).not.toContain('2,400');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await seriousViolations(phone)).toEqual([]);

  // Revoked on the load page: the customer's page says the link has ended.
  await dialog.getByRole('button', { name: /^Revoke the link of/ }).click();
  await expect(dialog.getByText('No active links.')).toBeVisible();
  await phone.reload();
  await expect(phone.getByText(/This tracking link does not exist or has expired/)).toBeVisible();
  await customer.close();
});
