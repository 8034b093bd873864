import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { axeScan } from '../support/axe';
import { signInAs } from '../support/demo';
import { expect as baseExpect, test } from '../support/fixtures';
import { managerApi } from '../support/fleet';
import type { Tenant } from '../support/tenant';

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const day = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (text: string, n: number) => {
  const d = new Date(`${text}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return day(d);
};
/** Monday of this week and of last week (the default pay period), counted in UTC like the fixtures. */
function weeks() {
  const today = day(new Date());
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const thisMonday = addDays(today, -((weekday + 6) % 7));
  return { lastMonday: addDays(thisMonday, -7), thisMonday };
}

/** An owner operator paid 75% of each load, with one load delivered last Wednesday. */
async function seedDriverWithLoad(baseURL: string, tenant: Tenant) {
  const api = await managerApi(baseURL, tenant);
  const { lastMonday } = weeks();
  const driver = await api<{ id: number }>('POST', '/api/drivers/', {
    first_name: 'Oscar',
    last_name: 'Owens',
    driver_type: 'owner_operator',
    pay_profile: { pay_type: 'percentage', rate: '75', effective_date: '2025-01-01' },
  });
  const broker = await api<{ id: number }>('POST', '/api/customers/', { name: 'Prairie Brokerage' });
  const statuses = await api<{ statuses: { id: number; name: string }[] }>('GET', '/api/load-statuses/?limit=50');
  const delivered = statuses.statuses.find((s) => s.name === 'Delivered');
  if (!delivered) throw new Error('no Delivered status');
  const wednesday = addDays(lastMonday, 2);
  await api('POST', '/api/loads/with-events', {
    load_number: `ST-${Date.now()}`,
    broker_id: broker.id,
    status_id: delivered.id,
    driver_id: driver.id,
    events: [
      {
        event_order: 1,
        event_type: 'pickup',
        event_date: addDays(lastMonday, 1),
        location_city: 'Tulsa',
        location_state: 'OK',
      },
      { event_order: 2, event_type: 'delivery', event_date: wednesday, location_city: 'Denver', location_state: 'CO' },
    ],
    rate_cargo: { rate_booked: '2000.00', loaded_miles: '690.00', empty_miles: '40.00' },
  });
  return driver;
}

async function openStatements(page: Page, email: string) {
  await signInAs(page, email);
  await expect(page).toHaveURL(/\/app\//);
  await page.goto('/app/accounting/driver-statements');
  await expect(page.getByRole('heading', { name: 'Driver Statements', level: 1 })).toBeVisible();
}

const statementRow = (page: Page, text: string) =>
  page.getByRole('table', { name: 'Driver statements' }).getByRole('row').filter({ hasText: text });

test('an accountant generates last week, edits and approves a draft, pays it, gets the PDF, and next week carries the balance', async ({
  page,
  tenant,
  baseURL,
}) => {
  await seedDriverWithLoad(baseURL!, tenant);
  await openStatements(page, tenant.emails.ACCOUNTANT);

  // Generate last week's statements (the dialog proposes last Monday to Sunday).
  await page.getByRole('button', { name: 'Generate statements' }).first().click();
  const generate = page.getByRole('dialog', { name: 'Generate statements' });
  await expect(generate.getByLabel('Period start')).toHaveValue(weeks().lastMonday);
  await generate.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText(/statements? generated/)).toBeVisible();
  const row = statementRow(page, 'Oscar Owens');
  await expect(row).toContainText('Draft');
  await expect(row).toContainText('$1,500.00');
  await row.click();

  // Edit the draft: a one-time deduction larger than the week's pay.
  await expect(page.getByRole('heading', { name: /Statement #\d+ · Oscar Owens/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Loads' })).toContainText('Tulsa, OK → Denver, CO');
  await page.getByRole('button', { name: 'Add addition or deduction' }).click();
  const add = page.getByRole('dialog', { name: 'Add a line' });
  await add.getByLabel('Type').click();
  await page.getByRole('option', { name: 'One-time deduction' }).click();
  await add.getByLabel('Description').fill('Trailer repair');
  await add.getByLabel('Amount ($)').fill('1800.123');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add.getByRole('alert')).toContainText('Amount must be an amount with up to 2 decimals');
  await add.getByLabel('Amount ($)').fill('1800');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByRole('table', { name: 'Deductions' })).toContainText('Trailer repair');
  await expect(page.getByText('Deductions exceed earnings by $300.00.')).toBeVisible();

  // Approve, then mark paid.
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByRole('dialog', { name: 'Approve statement' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Statement approved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add addition or deduction' })).toBeHidden();
  await page.getByRole('button', { name: 'Mark paid' }).click();
  const pay = page.getByRole('dialog', { name: 'Mark paid' });
  await pay.getByLabel('Payment reference').fill('ACH 4417');
  await pay.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText('Statement marked paid')).toBeVisible();
  await expect(page.getByText(/paid .* \(ACH 4417\)/)).toBeVisible();

  // Download the PDF.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^statement-\d+-.+\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // This week's statement carries the negative balance.
  await page.getByRole('link', { name: 'Driver statements' }).first().click();
  await expect(page.getByRole('heading', { name: 'Driver Statements', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Generate statements' }).first().click();
  const next = page.getByRole('dialog', { name: 'Generate statements' });
  await next.getByLabel('Period start').fill(weeks().thisMonday);
  await next.getByLabel('Period end').fill(addDays(weeks().thisMonday, 6));
  await next.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText(/statements? generated/)).toBeVisible();
  const nextRow = statementRow(page, 'Oscar Owens').filter({ hasText: 'Draft' });
  await expect(nextRow).toContainText('-$300.00');
  await nextRow.click();
  await expect(page.getByRole('table', { name: 'Deductions' })).toContainText('Balance carried over');
  await expect(page.getByRole('table', { name: 'Deductions' })).toContainText('$300.00');
});

for (const mode of ['light', 'dark'] as const) {
  test.describe(`in ${mode} mode`, () => {
    test.use({ colorScheme: mode });
    test('the statement list and page have no serious accessibility violations', async ({ page, tenant, baseURL }) => {
      await page.addInitScript((m) => localStorage.setItem('themeMode', m), mode);
      await seedDriverWithLoad(baseURL!, tenant);
      const api = await managerApi(baseURL!, tenant);
      await api('POST', '/api/driver-statements/generate', {});
      await openStatements(page, tenant.emails.MANAGER);
      await expect(statementRow(page, 'Oscar Owens')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const serious = async () =>
        (await axeScan(page).analyze()).violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => ({ rule: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
      expect(await serious()).toEqual([]);
      await statementRow(page, 'Oscar Owens').click();
      await expect(page.getByRole('table', { name: 'Loads' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await serious()).toEqual([]);
    });
  });
}
