import { signInAs } from '../support/demo';
import { expect as baseExpect, test } from '../support/fixtures';
import { dayFromToday, managerApi } from '../support/fleet';
import type { Tenant } from '../support/tenant';

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const addDays = (text: string, n: number) => {
  const d = new Date(`${text}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
/** Monday to Sunday of last week, the default pay period, in the company's days. */
function lastWeek() {
  const today = dayFromToday(0);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const monday = addDays(today, -((weekday + 6) % 7) - 7);
  return { period_start: monday, period_end: addDays(monday, 6) };
}

/** A driver paid 0.60 a loaded mile, and a load of theirs delivered last Wednesday: 1,500.00 for 500 loaded miles. */
async function seedLoad(baseURL: string, tenant: Tenant) {
  const api = await managerApi(baseURL, tenant);
  const week = lastWeek();
  const driver = await api<{ id: number }>('POST', '/api/drivers/', {
    first_name: 'Dora',
    last_name: 'Detention',
    pay_profile: { pay_type: 'per_mile_loaded', rate: '0.60', effective_date: '2025-01-01' },
  });
  const broker = await api<{ id: number }>('POST', '/api/customers/', { name: 'Harbor Freight Partners' });
  const statuses = await api<{ statuses: { id: number; name: string }[] }>('GET', '/api/load-statuses/?limit=50');
  const delivered = statuses.statuses.find((s) => s.name === 'Delivered');
  if (!delivered) throw new Error('no Delivered status');
  const stop = (order: number, type: string, date: string, city: string, state: string) => ({
    event_order: order,
    event_type: type,
    event_date: date,
    location_city: city,
    location_state: state,
    is_completed: true,
  });
  const load = await api<{ id: number; load_number: string }>('POST', '/api/loads/with-events', {
    load_number: `ACC-${Date.now()}`,
    broker_id: broker.id,
    status_id: delivered.id,
    driver_id: driver.id,
    events: [
      stop(1, 'pickup', addDays(week.period_start, 1), 'Memphis', 'TN'),
      stop(2, 'delivery', addDays(week.period_start, 2), 'Columbus', 'OH'),
    ],
    rate_cargo: { rate_booked: '1500.00', loaded_miles: '500.00' },
  });
  return { api, load, driver, week };
}

/** Generates the load's invoice as the manager; answers its HTTP status. */
async function invoice(baseURL: string, tenant: Tenant, loadId: number) {
  const login = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: tenant.emails.MANAGER, password: tenant.password }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const res = await fetch(`${baseURL}/api/loads/${loadId}/invoice-with-documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ terms: 'Net 30', include_logo: false, document_ids: [], output_filename: 'Invoice' }),
  });
  return res.status;
}

test('an accessorial billed and paid reaches the margin, the invoice and the driver’s statement', async ({
  page,
  baseURL,
  tenant,
}) => {
  const { api, load, driver, week } = await seedLoad(baseURL!, tenant);
  await signInAs(page, tenant.emails.MANAGER, tenant.password);
  await expect(page).toHaveURL(/\/app\//);
  await page.goto(`/app/loads/${load.id}`);
  const money = page.getByRole('region', { name: 'Money' });
  // Driver pay comes from the pay profile: 500 loaded miles at 0.60.
  await expect(money.getByTestId('money-Driver pay')).toHaveText('$300.00');
  await expect(money).toContainText('Pay profile: 500 loaded mi × $0.60');
  await expect(money.getByTestId('money-Margin')).toHaveText('$1,200.00');

  await money.getByRole('button', { name: 'Add accessorial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Accessorial' });
  await expect(dialog.getByLabel('Kind')).toContainText('Detention');
  await dialog.getByLabel('Amount').fill('75.005');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Amount accepts up to 2 decimals');
  await dialog.getByLabel('Amount').fill('75');
  await dialog.getByLabel('Description').fill('3 h at the receiver');
  await dialog.getByLabel('Paid to the driver (on the statement)').check();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();

  const list = money.getByRole('list', { name: 'Accessorials' });
  await expect(list).toContainText('Detention');
  await expect(list).toContainText('3 h at the receiver');
  await expect(list).toContainText('$75.00');
  await expect(list).toContainText('Billed');
  await expect(list).toContainText('Paid to driver');
  await expect(money.getByTestId('money-Billed accessorials')).toHaveText('$75.00');
  await expect(money.getByTestId('money-Paid to driver accessorials')).toHaveText('$75.00');
  // 1,500.00 + 75.00 billed − 300.00 pay − 75.00 paid to the driver.
  await expect(money.getByTestId('money-Margin')).toHaveText('$1,200.00');

  // The invoice bills the line haul and the detention.
  expect(await invoice(baseURL!, tenant, load.id)).toBe(200);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Money' })).toContainText('Invoiced $1,575.00');

  // The driver's statement pays the load and the detention as lines of their own.
  const generated = await api<{ created: { id: number }[] }>('POST', '/api/driver-statements/generate', {
    ...week,
    driver_ids: [driver.id],
  });
  const statementId = generated.created[0]?.id;
  expect(statementId).toBeDefined();
  await page.goto(`/app/accounting/driver-statements/${statementId}`);
  const loads = page.getByRole('table', { name: 'Loads' });
  await expect(loads).toContainText('Detention (accessorial)');
  await expect(loads).toContainText('$75.00');
  await expect(loads).toContainText('$300.00');
  await expect(page.getByText('$375.00').first()).toBeVisible();
});
