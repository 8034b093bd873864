import { readFile } from 'node:fs/promises';
import { signInAs } from '../support/demo';
import { expect as baseExpect, test } from '../support/fixtures';

// The return reads a quarter of the demo fleet's trail: seconds on a busy machine.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 60_000 });

test("an accountant reads last quarter's IFTA return, opens what is behind a state and exports it", async ({
  page,
}) => {
  await signInAs(page, 'accountant@acme.test');
  await page.waitForURL(/\/app\//);
  await page.goto('/app/accounting/ifta');
  const table = page.getByRole('region', { name: 'By jurisdiction' });
  // The demo carrier's trucks drove through many states last quarter, on a trail and on fuel of its own.
  // The footer's Total row, not the head whose "Total miles" column says Total too.
  await expect(table.getByRole('row', { name: /^Total\b/ })).toBeVisible();
  await expect.poll(async () => table.getByRole('row').count()).toBeGreaterThan(6);
  const summary = page.getByRole('region', { name: 'Return summary' });
  await expect(summary.getByText('Fleet MPG')).toBeVisible();
  await expect(summary).toContainText(/\d\.\d\d/);
  await expect(page.getByText(/IFTA, Inc\. quarterly fuel tax rate matrix/)).toBeVisible();

  // Behind a line: the days driven there and the fuel bought there.
  await table.getByRole('row').nth(1).click();
  const drawer = page.getByRole('dialog', { name: /Jurisdiction details|^[A-Z]/ });
  await expect(drawer.getByRole('region', { name: 'Miles by truck and day' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Accountants read the rates; only managers change them.
  await expect(page.getByRole('button', { name: /Edit rates/ })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'Jurisdiction,Name,IFTA member,Total miles,Taxable miles,Tax-paid gallons,Taxable gallons,Net taxable gallons,Tax rate,Tax due,Surcharge rate,Surcharge due,Total due,Miles from,Estimated miles',
  );
  expect(csv).toMatch(/\r\nTotal,,,\d+,/);
});

test("a manager enters the company's own rate for a quarter", async ({ page, tenant }) => {
  await signInAs(page, tenant.emails.MANAGER);
  await page.waitForURL(/\/app\//);
  await page.goto('/app/accounting/ifta');
  await page.getByRole('button', { name: /Edit rates/ }).click();
  const dialog = page.getByRole('dialog');
  const ok = dialog.getByRole('textbox', { name: 'OK rate' });
  await ok.fill('0.1875');
  await dialog.getByRole('button', { name: 'Save rates' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/are your company's own/)).toBeVisible();
});
