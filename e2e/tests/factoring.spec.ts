import { signInAs } from '../support/demo';
import { expect as baseExpect, test } from '../support/fixtures';
import { dayFromToday, managerApi } from '../support/fleet';
import type { Tenant } from '../support/tenant';

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

/** A delivered load of the test's company, invoiced on Net 30 by the accountant. */
async function invoicedLoad(baseURL: string, tenant: Tenant) {
  const api = await managerApi(baseURL, tenant);
  const { statuses } = await api<{ statuses: { id: number; name: string }[] }>('GET', '/api/load-statuses/?limit=50');
  const delivered = statuses.find((s) => s.name === 'Delivered')!;
  const broker = await api<{ id: number }>('POST', '/api/customers/', { name: 'Summit Freight Brokerage' });
  const stop = (order: number, type: string, day: number, city: string, state: string) => ({
    event_order: order,
    event_type: type,
    event_date: dayFromToday(day),
    location_city: city,
    location_state: state,
    is_completed: true,
  });
  const load = await api<{ id: number }>('POST', '/api/loads/with-events', {
    load_number: 'FAC-701',
    broker_id: broker.id,
    status_id: delivered.id,
    events: [stop(1, 'pickup', -4, 'Omaha', 'NE'), stop(2, 'delivery', -2, 'Denver', 'CO')],
    rate_cargo: { rate_booked: '2100.00', loaded_miles: 540 },
  });
  const login = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: tenant.emails.ACCOUNTANT, password: tenant.password }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const invoice = await fetch(`${baseURL}/api/loads/${load.id}/invoice-with-documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ terms: 'Net 30', include_logo: false, output_filename: 'Invoice-FAC-701' }),
  });
  expect(invoice.status).toBe(200);
  return { invoiceNumber: invoice.headers.get('x-invoice-number') };
}

test('an accountant names the factoring company in Settings, submits an invoiced load and records the advance', async ({
  page,
  baseURL,
  tenant,
}) => {
  const { invoiceNumber } = await invoicedLoad(baseURL!, tenant);
  await signInAs(page, tenant.emails.ACCOUNTANT);
  await expect(page).toHaveURL(/\/app\/accounting\/loads$/);

  await page.goto('/app/settings?tab=0');
  const card = page.getByRole('region', { name: 'Factoring' });
  await card.getByRole('button', { name: 'Edit Factoring' }).click();
  const form = card.getByRole('form', { name: 'Factoring settings' });
  await form.getByRole('switch', { name: 'Factor our invoices' }).check();
  await form.getByLabel('Factoring company').fill('Prairie Capital Funding');
  await form.getByLabel('E-mail for schedules').fill('schedules@prairie-funding.example');
  await form.getByLabel('Remit-to address').fill('PO Box 4410\nDes Moines, IA 50306');
  await form.getByRole('button', { name: 'Use standard notice' }).click();
  await form.getByRole('button', { name: 'Save Factoring' }).click();
  await expect(page.getByText('Factoring settings saved')).toBeVisible();
  await expect(card.getByText('On', { exact: true })).toBeVisible();

  await page.goto('/app/accounting/loads');
  const table = page.getByRole('table', { name: 'Delivered loads' });
  await table.getByRole('checkbox', { name: `Select invoice ${invoiceNumber} of load FAC-701 for factoring` }).check();
  await expect(page.getByText(/1 invoice selected/)).toContainText('$2,100.00');
  await page.getByRole('button', { name: 'Submit to Factoring' }).click();
  const confirm = page.getByRole('dialog', { name: 'Submit to Factoring' });
  await expect(confirm).toContainText('Prairie Capital Funding at schedules@prairie-funding.example');
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText(/Schedule 1 sent to schedules@prairie-funding\.example: 1 invoice, \$2,100\.00/),
  ).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'FAC-701' })).toContainText('Factored · schedule 1');

  await page.getByRole('tab', { name: 'Factoring' }).click();
  await expect(page).toHaveURL(/view=factoring/);
  const submissions = page.getByRole('table', { name: 'Factoring submissions' });
  const row = submissions.getByRole('row').filter({ hasText: '#1' });
  await expect(row).toContainText('$2,100.00');
  await expect(row).toContainText('FAC-701');
  await row.getByRole('button', { name: 'Record advance and reserve schedule 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record Advance and Reserve' });
  await dialog.getByLabel('Advance', { exact: true }).fill('1890.00');
  await dialog.getByLabel('Advance paid on').fill(dayFromToday(0));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Advance and reserve recorded: schedule 1')).toBeVisible();
  await expect(row).toContainText('$1,890.00');
});
