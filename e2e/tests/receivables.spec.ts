import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { axeScan } from '../support/axe';
import { DEMO_PASSWORD, latestMailTo, mailCountTo, signInAs } from '../support/demo';
import { expect as baseExpect, test } from '../support/fixtures';
import { apiAs } from '../support/fleet';

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const ACCOUNTANT = 'accountant@acme.test';

type AgingCustomer = { customer_id: number; customer_name: string; total: string };
type AgingInvoice = { load_number: string; invoice_number: number };

/** "$12,345.50" from an exact two-decimal amount, as the screens print it. */
const usd = (amount: string) => {
  const [whole = '0', cents = '00'] = amount.split('.');
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
};

test("the aging shows the demo's customers and their open invoices, and e-mails a customer's statement", async ({
  page,
  baseURL,
}) => {
  const api = await apiAs(baseURL!, ACCOUNTANT, DEMO_PASSWORD);
  const { customers } = await api<{ customers: AgingCustomer[] }>('GET', '/api/accounting/receivables/aging');
  // The demo seeds invoiced loads that are not paid yet.
  expect(customers.length).toBeGreaterThan(0);

  await signInAs(page, ACCOUNTANT);
  await expect(page).toHaveURL(/\/app\/accounting\/loads$/);
  await page.getByRole('tab', { name: 'Receivables aging' }).click();
  const table = page.getByRole('table', { name: 'Receivables by customer' });
  for (const c of customers)
    await expect(table.getByRole('row').filter({ hasText: c.customer_name })).toContainText(usd(c.total));

  // Behind a customer's total: each of its open invoices.
  const first = customers[0]!;
  const { invoices } = await api<{ invoices: AgingInvoice[] }>(
    'GET',
    `/api/accounting/receivables/aging/invoices?customer_id=${first.customer_id}`,
  );
  await table.getByRole('button', { name: `${usd(first.total)}, ${first.customer_name}, all open invoices` }).click();
  const behind = page.getByRole('dialog', { name: `${first.customer_name} · All open invoices` });
  for (const i of invoices) await expect(behind).toContainText(i.load_number);
  await behind.getByRole('button', { name: 'Close' }).click();
  await expect(behind).toBeHidden();

  // The statement goes to the customer's billing address, through the outbox and the mail server.
  const { billing_email } = await api<{ billing_email: string }>('GET', `/api/customers/${first.customer_id}`);
  const before = mailCountTo(billing_email);
  await table.getByRole('button', { name: `Actions for ${first.customer_name}` }).click();
  await page.getByRole('menuitem', { name: 'E-mail statement' }).click();
  const dialog = page.getByRole('dialog', { name: 'E-mail statement' });
  await expect(dialog.getByLabel('To')).toHaveValue(billing_email);
  await dialog.getByLabel('Message (optional)').fill('Our statement of your open invoices.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(`Statement sent to ${billing_email}`)).toBeVisible();
  const mail = await latestMailTo(baseURL!, billing_email, before);
  expect(mail.subject).toMatch(/^Statement of account from .+ as of /);
  expect(mail.text_body).toContain('Our statement of your open invoices.');
  expect(mail.text_body).toMatch(/filename="?statement-\d{4}-\d{2}-\d{2}\.pdf/);

  const download = page.waitForEvent('download');
  await table.getByRole('button', { name: `Actions for ${first.customer_name}` }).click();
  await page.getByRole('menuitem', { name: 'Download statement' }).click();
  const pdf = await readFile(await (await download).path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});

test('the QuickBooks export downloads the invoices as QuickBooks Online imports them and records it, both tabs accessible', async ({
  page,
}) => {
  await signInAs(page, ACCOUNTANT);
  await expect(page).toHaveURL(/\/app\/accounting\/loads$/);
  await page.getByRole('tab', { name: 'QuickBooks export' }).click();
  await expect(page).toHaveURL(/view=exports/);
  const history = page.getByRole('table', { name: 'Past exports' });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^quickbooks-invoices-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toMatch(/^InvoiceNo,Customer,InvoiceDate,DueDate,/);
  await expect(page.getByRole('status').filter({ hasText: /^Downloaded quickbooks-invoices-/ })).toContainText(
    /\d+ rows?/,
  );
  // The newest export heads the history, read again after the download.
  await expect(history.getByRole('row').nth(1)).toContainText('InvoicesQuickBooks Online CSV');
  await expectNoSeriousViolations(page);
  await page.getByRole('tab', { name: 'Receivables aging' }).click();
  // Its figures, not the rows drawn while they load; beside the sidebar, nothing is cut off at the right.
  const aging = page.getByRole('table', { name: 'Receivables by customer' });
  await expect(aging.getByRole('row', { name: /^Total/ })).toBeVisible();
  expect(await aging.evaluate((t) => t.scrollWidth - (t.parentElement?.clientWidth ?? 0))).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);
});

async function expectNoSeriousViolations(page: Page) {
  const results = await axeScan(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}
