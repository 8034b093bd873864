import { readFile } from 'node:fs/promises';
import { axeScan } from '../support/axe';
import { signInAs } from '../support/demo';
import { expect as baseExpect, test } from '../support/fixtures';
import { dayFromToday, managerApi } from '../support/fleet';
import type { Tenant } from '../support/tenant';

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

/** Two delivered loads of the test's company: one still to invoice, one invoiced on Net 15. */
async function deliveredLoads(baseURL: string, tenant: Tenant) {
  const api = await managerApi(baseURL, tenant);
  const { statuses } = await api<{ statuses: { id: number; name: string }[] }>('GET', '/api/load-statuses/?limit=50');
  const delivered = statuses.find((s) => s.name === 'Delivered')!;
  const broker = await api<{ id: number }>('POST', '/api/customers/', { name: 'Prairie Grain Brokers' });
  const load = (number: string, rate: string) =>
    api<{ id: number; load_number: string }>('POST', '/api/loads/with-events', {
      load_number: number,
      broker_id: broker.id,
      status_id: delivered.id,
      events: [
        {
          event_order: 1,
          event_type: 'pickup',
          event_date: dayFromToday(-4),
          location_city: 'Omaha',
          location_state: 'NE',
          // Delivered: every stop is completed (decision 0196).
          is_completed: true,
        },
        {
          event_order: 2,
          event_type: 'delivery',
          event_date: dayFromToday(-2),
          location_city: 'Denver',
          location_state: 'CO',
          is_completed: true,
        },
      ],
      rate_cargo: { rate_booked: rate, loaded_miles: 540 },
    });
  const open = await load('ACC-501', '1850.00');
  const billed = await load('ACC-502', '2425.50');
  // The invoice call answers the PDF; the page reads the number, terms and due date it kept.
  const login = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: tenant.emails.ACCOUNTANT, password: tenant.password }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const invoice = await fetch(`${baseURL}/api/loads/${billed.id}/invoice-with-documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ terms: 'Net 15', include_logo: false, output_filename: 'Invoice-ACC-502' }),
  });
  expect(invoice.status).toBe(200);
  return {
    open,
    billed,
    invoiceNumber: invoice.headers.get('x-invoice-number'),
    // The company's day when the invoice was issued: a payment may not be dated before it.
    invoiceDate: invoice.headers.get('x-invoice-date') ?? '',
  };
}

test('an accountant sees what to invoice, records a payment, exports the list and takes the payment back', async ({
  page,
  baseURL,
  tenant,
}) => {
  const { invoiceNumber, invoiceDate } = await deliveredLoads(baseURL!, tenant);
  await signInAs(page, tenant.emails.ACCOUNTANT);
  // The accountant lands on load accounting.
  await expect(page).toHaveURL(/\/app\/accounting\/loads$/);
  await expect(page.getByRole('heading', { name: 'Load Accounting', level: 1 })).toBeVisible();
  const totals = page.getByRole('region', { name: 'Totals by invoice state' });
  await expect(totals.getByRole('button', { name: /To invoice · 1 load/ })).toContainText('$1,850.00');
  await expect(totals.getByRole('button', { name: /Invoiced, not yet due · 1 load/ })).toContainText('$2,425.50');

  await totals.getByRole('button', { name: /Invoiced, not yet due/ }).click();
  await expect(page).toHaveURL(/state=invoiced/);
  const table = page.getByRole('table', { name: 'Delivered loads' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').filter({ hasText: 'ACC-502' });
  await expect(row).toContainText(`#${invoiceNumber}`);
  await expect(row).toContainText('Net 15');
  await expect(row).toContainText('$2,425.50');

  await row.getByRole('button', { name: 'Record payment load ACC-502' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record Payment' });
  await dialog.getByLabel('Payment date').fill(dayFromToday(5));
  await dialog.getByLabel('Reference').fill('CHK 2201');
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(dialog.getByText('The payment date cannot be in the future')).toBeVisible();
  await dialog.getByLabel('Payment date').fill(invoiceDate);
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(page.getByText('Payment recorded: load ACC-502')).toBeVisible();
  await expect(totals.getByRole('button', { name: /Paid · 1 load/ })).toContainText('$2,425.50');

  await totals.getByRole('button', { name: /Paid/ }).click();
  const paidRow = table.getByRole('row').filter({ hasText: 'ACC-502' });
  await expect(paidRow).toContainText('Paid');
  await expect(paidRow).toContainText('CHK 2201');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('ACC-502');
  expect(lines[1]).toContain(',Paid,');
  expect(lines[1]).toContain('CHK 2201');

  await paidRow.getByRole('button', { name: 'Remove payment load ACC-502' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Payment' });
  await confirm.getByRole('button', { name: 'Remove Payment' }).click();
  await expect(page.getByText('Payment removed: load ACC-502')).toBeVisible();
  await expect(totals.getByRole('button', { name: /Invoiced, not yet due · 1 load/ })).toBeVisible();
});

test('load accounting fits a laptop screen, and on a phone shows each load as a card with its payment action', async ({
  page,
  baseURL,
  tenant,
}) => {
  await deliveredLoads(baseURL!, tenant);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, tenant.emails.ACCOUNTANT);
  const table = page.getByRole('table', { name: 'Delivered loads' });
  await expect(table.getByRole('row')).toHaveCount(3);
  // Nothing is cut off at the right: the table is no wider than its frame.
  expect(await table.evaluate((t) => t.scrollWidth - (t.parentElement?.clientWidth ?? 0))).toBeLessThanOrEqual(0);
  await expect(table.getByRole('button', { name: 'Record payment load ACC-502' })).toBeInViewport({ ratio: 1 });

  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('list', { name: 'Delivered loads' }).getByRole('listitem').filter({ hasText: 'ACC-502' });
  await expect(card).toContainText('$2,425.50');
  await expect(card).toContainText('Invoiced');
  await expect(page.getByRole('table', { name: 'Delivered loads' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await card.getByRole('button', { name: 'Record payment load ACC-502' }).click();
  await expect(page.getByRole('dialog', { name: 'Record Payment' })).toBeVisible();
});

for (const mode of ['light', 'dark'] as const) {
  test(`load accounting in ${mode} mode has no serious accessibility violations`, async ({ page, baseURL, tenant }) => {
    await deliveredLoads(baseURL!, tenant);
    await page.emulateMedia({ colorScheme: mode });
    await signInAs(page, tenant.emails.ACCOUNTANT);
    await expect(page.getByRole('table', { name: 'Delivered loads' }).getByRole('row')).toHaveCount(3);
    const results = await axeScan(page).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}
