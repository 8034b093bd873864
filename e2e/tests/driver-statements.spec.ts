import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { latestMailTo, signInAs } from '../support/demo';
import { expect as baseExpect, test } from '../support/fixtures';
import { dayFromToday, managerApi } from '../support/fleet';
import type { Tenant } from '../support/tenant';

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const day = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (text: string, n: number) => {
  const d = new Date(`${text}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return day(d);
};
/** Monday of this week and of last week (the default pay period), in the company's days. */
function weeks() {
  const today = dayFromToday(0);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const thisMonday = addDays(today, -((weekday + 6) % 7));
  return { lastMonday: addDays(thisMonday, -7), thisMonday };
}

/** An owner operator paid 75% of each load, with one load delivered last Wednesday. */
async function seedDriverWithLoad(baseURL: string, tenant: Tenant, name = { first: 'Oscar', last: 'Owens' }) {
  const api = await managerApi(baseURL, tenant);
  const { lastMonday } = weeks();
  const driver = await api<{ id: number }>('POST', '/api/drivers/', {
    first_name: name.first,
    last_name: name.last,
    driver_type: 'owner_operator',
    pay_profile: { pay_type: 'percentage', rate: '75', effective_date: '2025-01-01' },
  });
  const broker = await api<{ id: number }>('POST', '/api/customers/', { name: 'Prairie Brokerage' });
  const statuses = await api<{ statuses: { id: number; name: string }[] }>('GET', '/api/load-statuses/?limit=50');
  const delivered = statuses.statuses.find((s) => s.name === 'Delivered');
  if (!delivered) throw new Error('no Delivered status');
  const wednesday = addDays(lastMonday, 2);
  await api('POST', '/api/loads/with-events', {
    load_number: `ST-${Date.now()}-${driver.id}`,
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
        // Delivered: every stop is completed (decision 0196).
        is_completed: true,
      },
      {
        event_order: 2,
        event_type: 'delivery',
        event_date: wednesday,
        location_city: 'Denver',
        location_state: 'CO',
        is_completed: true,
      },
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

/** The rows of a CSV export (comma separated, double quotes around fields that need them, CRLF). */
function parseCsv(text: string) {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n') {
      record.push(field.replace(/\r$/, ''));
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  const [header = [], ...rest] = records;
  return { header, rows: rest.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? '']))) };
}

/** The PDF attached to a delivered e-mail: its file name and bytes (base64 in the MIME part). */
function attachedPdf(raw: string) {
  const part = raw.split(/\r?\n--/).find((p) => /Content-Type: application\/pdf/i.test(p));
  if (!part) throw new Error('no PDF attachment');
  const name = part.match(/filename="?([^";\r\n]+)"?/)?.[1] ?? '';
  const body = part
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('')
    .replace(/\s+/g, '');
  return { name, bytes: Buffer.from(body, 'base64') };
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
  await expect(add.getByRole('alert')).toContainText('Amount must be a number with up to 2 decimals');
  await add.getByLabel('Amount ($)').fill('1700');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add).toBeHidden();
  const deductions = page.getByRole('table', { name: 'Deductions' });
  await expect(deductions).toContainText('Trailer repair');
  await expect(deductions).toContainText('-$1,700.00');

  // Correct it in place: the row turns into inputs; Escape gives up, Enter saves.
  await page.getByRole('button', { name: 'Edit Trailer repair' }).click();
  const amount = deductions.getByRole('textbox', { name: 'Amount of Trailer repair' });
  const description = deductions.getByRole('textbox', { name: 'Description of Trailer repair' });
  await expect(description).toBeFocused();
  await amount.fill('18.001');
  await amount.press('Enter');
  await expect(deductions).toContainText('Amount must be a number with up to 2 decimals');
  await amount.press('Escape');
  await expect(amount).toBeHidden();
  await expect(page.getByRole('button', { name: 'Edit Trailer repair' })).toBeFocused();
  await expect(deductions).toContainText('-$1,700.00');
  await page.keyboard.press('Enter'); // the focused edit button opens the row again
  await description.fill('');
  await description.press('Enter');
  await expect(deductions).toContainText('Description is required');
  await description.fill('Trailer repair, brakes');
  await deductions.getByRole('textbox', { name: 'Amount of Trailer repair' }).fill('1800');
  await deductions.getByRole('textbox', { name: 'Amount of Trailer repair' }).press('Enter');
  await expect(page.getByText('Line updated')).toBeVisible();
  await expect(deductions.getByRole('textbox')).toHaveCount(0);
  await expect(deductions).toContainText('Trailer repair, brakes');
  await expect(deductions).toContainText('-$1,800.00');
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
  await expect(page.getByRole('button', { name: 'Mark paid' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Reopen' })).toBeHidden();

  // E-mail it to the driver: the message arrives with the PDF attached.
  const to = `oscar.owens.${Date.now()}@example.com`;
  await page.getByRole('button', { name: 'E-mail' }).click();
  const email = page.getByRole('dialog', { name: 'E-mail statement' });
  await email.getByLabel('To').fill(to);
  await email.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Statement e-mailed')).toBeVisible();
  const mail = await latestMailTo(baseURL!, to);
  expect(mail.subject).toMatch(/^Your driver statement for /);
  expect(mail.text_body).toContain('Hello Oscar Owens,');
  expect(mail.text_body).toContain('Net pay: $0.00.');
  expect(mail.text_body).toContain('A balance of $300.00 carries to your next statement.');
  const attachment = attachedPdf(mail.text_body);
  expect(attachment.name).toMatch(/^statement-\d+-.+\.pdf$/);
  expect(attachment.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // Download the PDF.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^statement-\d+-.+\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // The payroll export of last week: one row per statement, exact amounts that add up.
  await page.getByRole('link', { name: 'Driver statements' }).first().click();
  await expect(page.getByRole('heading', { name: 'Driver Statements', level: 1 })).toBeVisible();
  await expect(statementRow(page, 'Oscar Owens')).toContainText('Paid');
  const { lastMonday } = weeks();
  const exportButton = page.getByRole('button', { name: 'Export CSV' });
  await expect(exportButton).toBeDisabled(); // a period first
  await page.getByLabel('Period from').fill(lastMonday);
  await page.getByLabel('Period to').fill(addDays(lastMonday, 6));
  await expect(statementRow(page, 'Oscar Owens')).toContainText('Paid');
  const [csvFile] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
  expect(csvFile.suggestedFilename()).toBe(`driver-statements-${lastMonday}-${addDays(lastMonday, 6)}.csv`);
  const csv = parseCsv(await readFile((await csvFile.path())!, 'utf8'));
  // The paid statement, column by column in the order of the header.
  const paidRow = {
    statement_id: expect.any(String),
    driver_id: expect.any(String),
    driver_name: 'Oscar Owens',
    driver_type: 'owner_operator',
    period_start: lastMonday,
    period_end: addDays(lastMonday, 6),
    status: 'paid',
    earnings: '1500.00',
    additions: '0.00',
    deductions: '1800.00',
    net: '-300.00',
    payable: '0.00',
    carry_over: '300.00',
    payment_date: expect.any(String),
    payment_reference: 'ACH 4417',
  };
  expect(csv.header).toEqual(Object.keys(paidRow));
  expect(csv.rows).toEqual([paidRow]);
  const [paid] = csv.rows;
  // Net is earnings plus additions less deductions, in cents.
  const cents = (v: string | undefined) => Math.round(Number(v) * 100);
  expect(cents(paid?.earnings) + cents(paid?.additions) - cents(paid?.deductions)).toBe(cents(paid?.net));

  // This week's statement carries the negative balance.
  await page.getByRole('button', { name: 'Generate statements' }).first().click();
  const next = page.getByRole('dialog', { name: 'Generate statements' });
  await next.getByLabel('Period start').fill(weeks().thisMonday);
  await next.getByLabel('Period end').fill(addDays(weeks().thisMonday, 6));
  await next.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText(/statements? generated/).last()).toBeVisible(); // the first week's notice may still show
  const nextRow = statementRow(page, 'Oscar Owens').filter({ hasText: 'Draft' });
  await expect(nextRow).toContainText('-$300.00');
  await nextRow.click();
  await expect(page.getByRole('table', { name: 'Deductions' })).toContainText('Balance carried over');
  await expect(page.getByRole('table', { name: 'Deductions' })).toContainText('$300.00');
});

test('a manager approves the drafts picked on the list, and an edit made on a stale statement offers the latest', async ({
  page,
  tenant,
  baseURL,
}) => {
  for (const [first, last] of [
    ['Ada', 'Archer'],
    ['Ben', 'Booker'],
    ['Cleo', 'Carver'],
  ] as const) {
    await seedDriverWithLoad(baseURL!, tenant, { first, last });
  }
  const api = await managerApi(baseURL!, tenant);
  const generated = await api<{ created: { id: number; driver_name: string }[] }>(
    'POST',
    '/api/driver-statements/generate',
    {},
  );
  const idOf = (name: string) => generated.created.find((s) => s.driver_name === name)!.id;
  await openStatements(page, tenant.emails.MANAGER);
  const table = page.getByRole('table', { name: 'Driver statements' });
  await expect(statementRow(page, 'Cleo Carver')).toContainText('Draft');

  // Pick two drafts; the count follows, and the select-all reads "some".
  await table.getByRole('checkbox', { name: /^Select Ada Archer/ }).check();
  await table.getByRole('checkbox', { name: /^Select Ben Booker/ }).check();
  await expect(page.getByText('2 drafts selected')).toBeVisible();
  const all = table.getByRole('checkbox', { name: 'Select all drafts on this page' });
  await expect(all).not.toBeChecked();
  await page.getByRole('button', { name: 'Approve selected' }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve selected statements' });
  await expect(confirm).toContainText('Approve the 2 selected draft statements?');
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('2 statements approved')).toBeVisible();
  await expect(page.getByText(/drafts? selected/)).toBeHidden();
  await expect(statementRow(page, 'Ada Archer')).toContainText('Approved');
  await expect(statementRow(page, 'Ben Booker')).toContainText('Approved');
  await expect(statementRow(page, 'Cleo Carver')).toContainText('Draft');
  // Approved statements cannot be picked; select-all takes the one draft left.
  await expect(table.getByRole('checkbox', { name: /^Ada Archer.*only drafts can be selected$/ })).toBeDisabled();
  await all.check();
  await expect(page.getByText('1 draft selected')).toBeVisible();
  await expect(table.getByRole('checkbox', { name: /^Select Cleo Carver/ })).toBeChecked();
  await page.getByRole('button', { name: 'Clear selection' }).click();
  await expect(page.getByText(/drafts? selected/)).toBeHidden();

  // Someone else changes Cleo's draft while it is open here: the inline save is refused, then
  // goes through from the latest version.
  const cleo = idOf('Cleo Carver');
  await api('POST', `/api/driver-statements/${cleo}/lines`, {
    kind: 'bonus',
    description: 'Clean inspection',
    amount: '40',
  });
  await statementRow(page, 'Cleo Carver').click();
  const additions = page.getByRole('table', { name: 'Additions' });
  await expect(additions).toContainText('Clean inspection');
  const line = (
    await api<{ lines: { id: number; kind: string }[] }>('GET', `/api/driver-statements/${cleo}`)
  ).lines.find((l) => l.kind === 'bonus')!;
  await api('PUT', `/api/driver-statements/${cleo}/lines/${line.id}`, { amount: '45' });
  await page.getByRole('button', { name: 'Edit Clean inspection' }).click();
  const amount = additions.getByRole('textbox', { name: 'Amount of Clean inspection' });
  await amount.fill('50');
  await page.getByRole('button', { name: 'Save Clean inspection' }).click();
  const stale = page
    .getByRole('alert')
    .filter({ hasText: 'This statement was changed by someone else. Reload and try again.' });
  await expect(stale).toBeVisible();
  await stale.getByRole('button', { name: 'Reload latest' }).click();
  await expect(stale).toBeHidden();
  await expect(amount).toHaveValue('45.00');
  await amount.fill('50');
  await amount.press('Enter');
  await expect(page.getByText('Line updated')).toBeVisible();
  await expect(additions).toContainText('$50.00');

  // A dialog opened before someone else's change gets the same answer and the same way out.
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await api('POST', `/api/driver-statements/${cleo}/regenerate`, {});
  await page.getByRole('dialog', { name: 'Approve statement' }).getByRole('button', { name: 'Approve' }).click();
  const pageConflict = page.getByRole('alert').filter({ hasText: 'This statement was changed by someone else.' });
  await expect(pageConflict).toBeVisible();
  await pageConflict.getByRole('button', { name: 'Reload latest' }).click();
  await expect(pageConflict).toBeHidden();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByRole('dialog', { name: 'Approve statement' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Statement approved')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('a draft line is edited in place in its card', async ({ page, tenant, baseURL }) => {
    await seedDriverWithLoad(baseURL!, tenant);
    const api = await managerApi(baseURL!, tenant);
    const [s] = (await api<{ created: { id: number }[] }>('POST', '/api/driver-statements/generate', {})).created;
    await api('POST', `/api/driver-statements/${s!.id}/lines`, {
      kind: 'one_time',
      description: 'Tire',
      amount: '310',
    });
    await signInAs(page, tenant.emails.ACCOUNTANT);
    await expect(page).toHaveURL(/\/app\//);
    await page.goto(`/app/accounting/driver-statements/${s!.id}`);
    const deductions = page.getByRole('list', { name: 'Deductions' });
    await expect(deductions).toContainText('-$310.00');
    await deductions.getByRole('button', { name: 'Edit Tire' }).click();
    const amount = deductions.getByRole('textbox', { name: 'Amount of Tire' });
    await amount.fill('');
    await deductions.getByRole('button', { name: 'Save' }).click();
    await expect(deductions).toContainText('Amount is required');
    await amount.fill('290.5');
    await deductions.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Line updated')).toBeVisible();
    await expect(deductions).toContainText('-$290.50');
    // Nothing on the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

for (const mode of ['light', 'dark'] as const) {
  test.describe(`in ${mode} mode`, () => {
    test.use({ colorScheme: mode });
    test('the statement list and page have no serious accessibility violations', async ({ page, tenant, baseURL }) => {
      await page.addInitScript((m) => localStorage.setItem('themeMode', m), mode);
      await seedDriverWithLoad(baseURL!, tenant);
      const api = await managerApi(baseURL!, tenant);
      const [s] = (await api<{ created: { id: number }[] }>('POST', '/api/driver-statements/generate', {})).created;
      await api('POST', `/api/driver-statements/${s!.id}/lines`, {
        kind: 'bonus',
        description: 'Safety',
        amount: '50',
      });
      await openStatements(page, tenant.emails.MANAGER);
      await expect(statementRow(page, 'Oscar Owens')).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Read at rest: the pointer off the rows (a hovered row tints its cells) and no tooltip open.
      const serious = () => seriousViolations(page);
      expect(await serious()).toEqual([]);
      // With a draft picked: the checkboxes and the selection bar.
      await page.getByRole('checkbox', { name: /^Select Oscar Owens/ }).check();
      await expect(page.getByText('1 draft selected')).toBeVisible();
      expect(await serious()).toEqual([]);
      await statementRow(page, 'Oscar Owens').getByText('Oscar Owens').click();
      await expect(page.getByRole('table', { name: 'Loads' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await serious()).toEqual([]);
      // A line in inline edit, with its message.
      await page.getByRole('button', { name: 'Edit Safety' }).click();
      await page.getByRole('textbox', { name: 'Amount of Safety' }).fill('5.001');
      await page.getByRole('textbox', { name: 'Amount of Safety' }).press('Enter');
      await expect(page.getByText('Amount must be a number with up to 2 decimals')).toBeVisible();
      expect(await serious()).toEqual([]);
    });
  });
}
