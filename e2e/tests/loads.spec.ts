import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signInAs } from '../support/demo';
import { expect as baseExpect } from '../support/fixtures';
import { dayFromToday } from '../support/fleet';
import { bookLoad, type LoadsWorld, loadsTest as test } from '../support/loads';

// Each journey seeds a company of its own and walks the wizard or the board; on a busy machine a
// page can take longer than the default 10 seconds to appear.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const NO_DISPATCHERS =
  'The selected driver has no dispatchers assigned. Please contact a manager to assign this driver to a dispatcher before creating loads.';

async function open(page: Page, email: string, path: string, heading: string) {
  await signInAs(page, email);
  await expect(page).toHaveURL(/\/app\//);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

async function pick(page: Page, field: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).click();
}

async function pickBroker(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Customer / Broker' }).fill(name.slice(0, 7));
  await page.getByRole('option', { name: new RegExp(name) }).click();
}

/** Signs in as `email` and fills the wizard's first step with a load number, the world's broker and a driver. */
async function startLoad(page: Page, w: LoadsWorld, email: string, loadNumber: string, driver?: string | RegExp) {
  await open(page, email, '/app/loads/create', 'Create Load');
  await page.getByLabel('Load Number').fill(loadNumber);
  await pickBroker(page, w.broker.name);
  if (driver) await pick(page, 'Driver', driver);
}

/** Adds a stop through the event dialog. */
async function addStop(page: Page, type: 'Pickup' | 'Delivery', day: string, city: string, state: string) {
  await page.getByRole('button', { name: 'Add Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Event' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Event Type' }).click();
  await page.getByRole('option', { name: type, exact: true }).click();
  await dialog.getByLabel('Date').fill(day);
  await dialog.getByLabel('City').fill(city);
  await dialog.getByLabel('State').fill(state);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
}

const boardRow = (page: Page, loadNumber: string) =>
  page.getByRole('table', { name: 'Loads' }).getByRole('row').filter({ hasText: loadNumber });

test('a dispatcher books a load with two pickups and a delivery, is stopped by a move rule, and finds it on the board', async ({
  page,
  world: w,
  tenant,
}) => {
  await startLoad(page, w, tenant.emails.DISPATCHER, 'WZ-1001', /Rosa Delgado/);
  await expect(page.getByTestId('wizard-step-indicator')).toHaveText('Step 1 of 3');
  await expect(page.getByText('Warning: Pays after 60 days')).toBeVisible();
  await page.getByRole('button', { name: 'Save Basic Info' }).click();
  await expect(page.getByTestId('wizard-step-indicator')).toHaveText('Step 2 of 3');

  await addStop(page, 'Pickup', dayFromToday(1), 'Tulsa', 'OK');
  await addStop(page, 'Pickup', dayFromToday(2), 'Joplin', 'MO');
  // The stop editor refuses what the server would, on the fields, before Save Events.
  await page.getByRole('button', { name: 'Add Event' }).click();
  const editor = page.getByRole('dialog', { name: 'Add Event' });
  await editor.getByLabel('Date').fill(dayFromToday(4));
  await editor.getByLabel('City').fill('M'.repeat(300));
  await editor.getByLabel('State').fill('TN');
  await editor.getByLabel('Weight (lbs)').fill('99999999999999');
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editor.getByText('City must be 100 characters or less')).toBeVisible();
  await expect(editor.getByText('Weight is too large')).toBeVisible();
  await editor.getByLabel('City').fill('Memphis');
  await editor.getByLabel('Weight (lbs)').fill('42000');
  await expect(editor.getByText('City must be 100 characters or less')).toBeHidden();
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByTestId('wizard-event')).toHaveCount(3);
  // The delivery is later than the second pickup: it cannot move before it.
  await page.getByRole('button', { name: 'Move event 3 up' }).click();
  await expect(page.getByText("Cannot move up: this stop's date is after the previous stop's date.")).toBeVisible();
  await expect(page.getByTestId('wizard-event').nth(2)).toContainText('Memphis');
  await page.getByRole('button', { name: 'Save Events' }).click();
  await expect(page.getByTestId('wizard-step-indicator')).toHaveText('Step 3 of 3');

  await page.getByLabel('Rate Booked').fill('2500');
  await page.getByLabel('Driver Pay').fill('1800');
  await page.getByLabel('Loaded Miles').fill('1000');
  await page.getByLabel('Empty Miles').fill('100');
  await expect(page.getByTestId('figure-Total Miles')).toHaveText('1,100');
  await expect(page.getByTestId('figure-RPM (total)')).toHaveText('$2.27');
  await expect(page.getByTestId('figure-Profit Margin')).toHaveText('$700.00');
  await page.getByRole('button', { name: 'Complete Load' }).click();
  await expect(page.getByRole('heading', { name: 'Load Created Successfully!' })).toBeVisible();

  await page.getByRole('button', { name: 'Go to Dispatch Board' }).click();
  await expect(page.getByRole('heading', { name: 'Dispatch', level: 1 })).toBeVisible();
  const row = boardRow(page, 'WZ-1001');
  await expect(row).toContainText('Rosa Delgado');
  await expect(row.getByLabel('Truck TR-42')).toBeVisible();
  await expect(row).toContainText('Tulsa, OK');
  await expect(row).toContainText('Memphis, TN');
  await expect(row).toContainText('$2,500.00');
  await expect(row.getByRole('img', { name: 'Warning: Pays after 60 days' })).toBeVisible();
});

/** The wizard drafts kept in this browser, by local-storage key. */
const storedDrafts = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.endsWith('load-wizard.draft'))
      .map((key) => localStorage.getItem(key) ?? ''),
  );

test("an unfinished load is kept as its user's draft, restored after the prompt, and gone after logout", async ({
  page,
  world: w,
  tenant,
}) => {
  await startLoad(page, w, tenant.emails.DISPATCHER, 'DRAFT-77');
  await expect.poll(async () => (await storedDrafts(page)).join()).toContain('DRAFT-77');
  await page.reload();
  const prompt = page.getByRole('dialog', { name: 'Restore Previous Draft?' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Restore Draft' }).click();
  await expect(page.getByLabel('Load Number')).toHaveValue('DRAFT-77');
  await expect(page.getByRole('combobox', { name: 'Customer / Broker' })).toHaveValue(w.broker.name);

  // The next person on this browser is not offered the dispatcher's draft.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedDrafts(page)).toEqual([]);
  await open(page, tenant.emails.MANAGER, '/app/loads/create', 'Create Load');
  await expect(page.getByLabel('Load Number')).toHaveValue('');
  await expect(prompt).toBeHidden();
});

test('a manager books a team load with pay splits, then edits it twice from the board without a conflict', async ({
  page,
  world: w,
  tenant,
}) => {
  await startLoad(page, w, tenant.emails.MANAGER, 'TEAM-5', /Rosa Delgado/);
  await page.getByLabel('Team load').check();
  await pick(page, 'Secondary Driver', 'Omar Haddad');
  await page.getByLabel('Primary Split (%)').fill('60.5');
  await expect(page.getByLabel('Secondary Split (%)')).toHaveValue(/^39\.5/);
  await page.getByRole('button', { name: 'Save Basic Info' }).click();
  await expect(page.getByTestId('wizard-step-indicator')).toHaveText('Step 2 of 3');
  const found = await w.api<{ loads: { id: number }[] }>('GET', '/api/loads/bulk?search=TEAM-5&drafts=include');
  const load = await w.api<Record<string, unknown>>('GET', `/api/loads/${found.loads[0]!.id}`);
  expect(load).toMatchObject({
    is_team_load: true,
    secondary_driver_id: w.partner.id,
    team_pay_split_primary: '60.50',
    team_pay_split_secondary: '39.50',
  });

  // Each save of the edit dialog bumps the load's version; the next save sends the new one.
  await page.goto(`/app/dispatch?edit=${load.id}`);
  const dialog = page.getByRole('dialog', { name: 'Edit Load' });
  await expect(dialog.getByLabel('Load Number')).toHaveValue('TEAM-5');
  // A 401 is not the answer: the app refreshes its 10-second token (global-setup) and sends the save again.
  const saved = (path: RegExp) =>
    page.waitForResponse(
      (r) => path.test(new URL(r.url()).pathname) && r.request().method() === 'PUT' && r.status() !== 401,
    );
  let answer = saved(new RegExp(`/api/loads/${load.id}$`));
  await dialog.getByRole('button', { name: 'Save Basic Info' }).click();
  expect((await answer).status()).toBe(200);
  await dialog.getByRole('button', { name: 'Rate & Cargo' }).click();
  await dialog.getByLabel('Rate Booked').fill('3100');
  answer = saved(/\/step-4$/);
  await dialog.getByRole('button', { name: 'Save Rate & Cargo' }).click();
  expect((await answer).status()).toBe(200);
  await expect(dialog.getByText(/Rate & Cargo updated successfully!/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Basic Info', exact: true }).click();
  await dialog.getByLabel('Load Number').fill('TEAM-5B');
  answer = saved(new RegExp(`/api/loads/${load.id}$`));
  await dialog.getByRole('button', { name: 'Save Basic Info' }).click();
  expect((await answer).status()).toBe(200);
  await expect(dialog.getByText(/Load updated successfully!/)).toBeVisible();
  await expect(dialog.getByText(/changed by someone else/)).toHaveCount(0);
});

test('an accountant books through the accounting flow: the dispatcher follows the driver, and a driver without dispatchers blocks saving', async ({
  page,
  world: w,
  tenant,
}) => {
  const other = await w.api<{ id: number }>('POST', '/api/users/', {
    email: `second.dispatcher.${tenant.companyId}@tenant.test`,
    name: 'Second',
    last_name: 'Dispatcher',
    roles: ['DISPATCHER'],
    send_invite: false,
  });
  const ivy = await w.api<{ id: number }>('POST', '/api/drivers/', { first_name: 'Ivy', last_name: 'Park' });
  await w.api('POST', '/api/dispatcher-assignments/', { user_id: other.id, driver_id: ivy.id });
  await startLoad(page, w, tenant.emails.ACCOUNTANT, 'ACC-9', /Nell Fischer/);
  await expect(page.getByText(NO_DISPATCHERS)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Basic Info' })).toBeDisabled();

  await pick(page, 'Driver', /Rosa Delgado/);
  await expect(page.getByText(NO_DISPATCHERS)).toHaveCount(0);
  await pick(page, 'Dispatcher', /Dispatcher Tester/);
  // Ivy is another dispatcher's driver: Rosa's dispatcher is cleared, not sent with her.
  await pick(page, 'Driver', /Ivy Park/);
  const dispatcher = page.getByRole('combobox', { name: 'Dispatcher' });
  await expect(dispatcher).not.toContainText('Dispatcher Tester');
  await page.getByRole('button', { name: 'Save Basic Info' }).click();
  await expect(page.getByText('Please select a dispatcher')).toBeVisible();
  await expect(page.getByText('Dispatcher not found or inactive')).toHaveCount(0);
  await pick(page, 'Driver', /Rosa Delgado/);
  await pick(page, 'Dispatcher', /Dispatcher Tester/);
  await page.getByRole('button', { name: 'Save Basic Info' }).click();
  await expect(page.getByTestId('wizard-step-indicator')).toHaveText('Step 2 of 3');
  const found = await w.api<{ loads: { dispatcher: { id: number } | null }[] }>(
    'GET',
    '/api/loads/bulk?search=ACC-9&drafts=include',
  );
  expect(found.loads[0]?.dispatcher?.id).toBe(w.dispatcherId);
});

test('the board filters, sorts, changes status inline, toggles processed, saves a view and opens comments', async ({
  page,
  world: w,
  tenant,
}) => {
  await bookLoad(w, 'BRD-1', { rate: '2400.00' });
  // In Transit: its pickup, today, is completed (decision 0196).
  await bookLoad(w, 'BRD-2', { status: 'In Transit', daysFromToday: 0, rate: '3100.00' });
  await bookLoad(w, 'BRD-3', { status: 'Delivered', daysFromToday: -3, driverId: w.partner.id });
  await open(page, tenant.emails.MANAGER, '/app/dispatch', 'Dispatch');
  const table = page.getByRole('table', { name: 'Loads' });
  await expect(boardRow(page, 'BRD-1')).toBeVisible();
  await expect(boardRow(page, 'BRD-1').getByLabel('Truck TR-42')).toBeVisible();
  await expect(boardRow(page, 'BRD-3')).toContainText('No truck');

  // Status totals filter the grid.
  await page.getByRole('button', { name: 'In Transit · 1' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(boardRow(page, 'BRD-2')).toBeVisible();
  await page.getByRole('button', { name: 'All · 3' }).click();
  await expect(table.getByRole('row')).toHaveCount(4);

  // Sorting by load number, both ways.
  await table.getByRole('button', { name: 'Load #' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('BRD-3');
  await table.getByRole('button', { name: 'Load #' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('BRD-1');

  // Search.
  await page.getByLabel('Search loads').fill('BRD-3');
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByLabel('Search loads').fill('');
  await expect(table.getByRole('row')).toHaveCount(4);

  // Status changed in place.
  await page.getByRole('combobox', { name: 'Status of load BRD-1' }).click();
  await page.getByRole('option', { name: 'Dispatched' }).click();
  await expect(page.getByText('Load BRD-1 status changed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dispatched · 1' })).toBeVisible();

  // Processed toggled.
  // The switch shows the server's answer: it turns on once the change is saved.
  const processed = boardRow(page, 'BRD-1').getByRole('checkbox', { name: 'Processed: load BRD-1' });
  await processed.click();
  await expect(processed).toBeChecked();
  await expect(page.getByText('Load BRD-1 marked processed')).toBeVisible();
  await expect
    .poll(
      async () =>
        (await w.api<{ loads: { processed: boolean }[] }>('GET', '/api/loads/bulk?search=BRD-1')).loads[0]?.processed,
    )
    .toBe(true);

  // A saved view keeps the filters.
  await page.getByRole('combobox', { name: 'Processed' }).click();
  await page.getByRole('option', { name: 'Processed', exact: true }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Save view' }).click();
  const naming = page.getByRole('dialog', { name: 'Save view' });
  await naming.getByLabel('View name').fill('Processed only');
  await naming.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('View saved')).toBeVisible();
  await page.goto('/app/dispatch');
  await expect(table.getByRole('row')).toHaveCount(4);
  await page.getByRole('button', { name: 'Processed only' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(boardRow(page, 'BRD-1')).toBeVisible();

  // Comments from the count, and the count follows.
  await boardRow(page, 'BRD-1').getByRole('button', { name: '0 comments on load BRD-1' }).click();
  const comments = page.getByRole('dialog', { name: 'Comments · Load BRD-1' });
  await comments.getByLabel('Add a comment').fill('Driver checked in at the shipper');
  await comments.getByRole('button', { name: 'Post Comment' }).click();
  await expect(comments.getByText('Driver checked in at the shipper')).toBeVisible();
  await comments.getByRole('button', { name: 'Close' }).click();
  await expect(boardRow(page, 'BRD-1').getByRole('button', { name: '1 comment on load BRD-1' })).toBeVisible();
  await boardRow(page, 'BRD-1').getByRole('button', { name: '0 documents on load BRD-1' }).click();
  await expect(page.getByRole('dialog', { name: 'Documents · Load BRD-1' })).toBeVisible();
});

test('track and trace completes a stop, and the last delivery offers to move the load to delivered', async ({
  page,
  browser,
  world: w,
  tenant,
}) => {
  // Dispatched: the pickup is still to be completed, so the load is not in transit yet (decision 0196).
  await bookLoad(w, 'TT-1', { status: 'Dispatched', daysFromToday: 0 });
  await bookLoad(w, 'TT-X', { status: 'Cancelled', daysFromToday: 0 });
  await bookLoad(w, 'TT-F', { status: 'Dispatched', daysFromToday: 3 });
  // The follower of the driver checks the pickup off.
  await open(page, tenant.emails.TRACK_AND_TRACE, '/app/track-and-trace', 'Track & Trace');
  await expect(page.getByRole('combobox', { name: 'Driver' })).toHaveText('Rosa Delgado');
  let card = page.getByTestId('trace-load').filter({ hasText: 'Load TT-1' });
  await expect(card).toContainText('Next: Pickup #1');
  // A cancelled load is not on the road: it shows only when its status is asked for.
  await expect(page.getByTestId('trace-load').filter({ hasText: 'Load TT-X' })).toHaveCount(0);
  // Completing asks first, naming the stop; cancelling leaves it open.
  await card.getByRole('button', { name: 'Complete Pickup' }).click();
  const confirm = page.getByRole('dialog', { name: 'Complete Pickup #1?' });
  await expect(confirm).toContainText('Mark Pickup #1 at Tulsa, OK');
  await expect(confirm).toContainText('of load TT-1 as completed?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toContainText('0 of 2 stops done');
  await card.getByRole('button', { name: 'Complete Pickup' }).click();
  await confirm.getByRole('button', { name: 'Complete Pickup' }).click();
  await expect(page.getByText('Pickup #1 at Tulsa, OK completed')).toBeVisible();
  await expect(card).toContainText('Next: Delivery #2');
  await expect(card).toContainText('1 of 2 stops done');

  // A pickup three days out cannot be completed yet: the card says from when.
  const future = page.getByTestId('trace-load').filter({ hasText: 'Load TT-F' });
  await expect(future.getByRole('button', { name: 'Complete Pickup' })).toBeDisabled();
  await expect(future).toContainText('Can be completed from');
  await expect(future).toContainText('0 of 2 stops done');

  // A manager completes the delivery and moves the load on.
  const manager = await browser.newPage();
  await open(manager, tenant.emails.MANAGER, '/app/track-and-trace', 'Track & Trace');
  await manager.getByRole('combobox', { name: 'Driver' }).click();
  await manager.getByRole('option', { name: 'Rosa Delgado' }).click();
  card = manager.getByTestId('trace-load').filter({ hasText: 'Load TT-1' });
  await card.getByRole('button', { name: 'Complete Delivery' }).click();
  await manager
    .getByRole('dialog', { name: 'Complete Delivery #2?' })
    .getByRole('button', { name: 'Complete Delivery' })
    .click();
  await expect(manager.getByText('Delivery #2 at Memphis, TN completed')).toBeVisible();
  const offer = manager.getByRole('dialog', { name: 'Mark load as delivered?' });
  await offer.getByRole('button', { name: 'Move to Delivered' }).click();
  await expect(manager.getByText('Load TT-1 delivered')).toBeVisible();
  const found = await w.api<{ loads: { status: { name: string } }[] }>('GET', '/api/loads/bulk?search=TT-1');
  expect(found.loads[0]?.status.name).toBe('Delivered');
  await manager.close();

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Cancelled' }).click();
  await expect(page.getByTestId('trace-load').filter({ hasText: 'Load TT-X' })).toContainText('Next: Pickup #1');
});

for (const mode of ['light', 'dark'] as const) {
  test(`the loads screens in ${mode} mode have no serious or critical violations`, async ({
    page,
    world: w,
    tenant,
  }) => {
    const load = await bookLoad(w, 'AX-1', { status: 'In Transit', daysFromToday: 0 });
    await page.addInitScript((m) => localStorage.setItem('themeMode', m), mode);
    await signInAs(page, tenant.emails.MANAGER);
    await expect(page).toHaveURL(/\/app\//);
    for (const [path, heading] of [
      ['/app/dispatch', 'Dispatch'],
      ['/app/loads/create', 'Create Load'],
      ['/app/track-and-trace', 'Track & Trace'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
    }
    // The edit dialog on the board.
    await page.goto(`/app/dispatch?edit=${load.id}`);
    const dialog = page.getByRole('dialog', { name: 'Edit Load' });
    await expect(dialog.getByLabel('Load Number')).toHaveValue('AX-1');
    // Axe reads colours: scan once the dialog has faded in and its data has arrived.
    await expect
      .poll(() => dialog.evaluate((el) => getComputedStyle(el.closest('.MuiDialog-container') ?? el).opacity))
      .toBe('1');
    await page.waitForLoadState('networkidle');
    expect({ path: 'edit', violations: await seriousViolations(page) }).toEqual({ path: 'edit', violations: [] });
  });
}
