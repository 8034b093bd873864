import { signInAs } from '../support/demo';
import { expect as baseExpect } from '../support/fixtures';
import { bookLoad, loadsTest as test } from '../support/loads';

// The journey seeds a company of its own; on a busy machine a page can take longer than 10 seconds.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test('check call shown on the board: open a load from the board, add a delayed check call, see it on the row', async ({
  page,
  world: w,
  tenant,
}) => {
  const booked = await bookLoad(w, 'CC-1', { status: 'Dispatched', daysFromToday: 0 });

  await signInAs(page, tenant.emails.MANAGER);
  await expect(page).toHaveURL(/\/app\//);
  await page.goto('/app/dispatch');
  const row = () => page.getByRole('table', { name: 'Loads' }).getByRole('row').filter({ hasText: 'CC-1' });
  await row().getByRole('link', { name: 'CC-1' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/loads/${booked.id}$`));

  const section = page.getByRole('region', { name: 'Check calls' });
  await expect(section).toContainText('No check calls yet.');
  await section.getByRole('button', { name: 'Add check call' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add check call' });
  await dialog.getByLabel('City').fill('Amarillo');
  await dialog.getByLabel('State').fill('TX');
  await dialog.getByLabel('Reason').click();
  await page.getByRole('option', { name: 'Delayed' }).click();
  // A delay needs its cause: the form says so before it sends anything.
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('Please say what delays the truck')).toBeVisible();
  await dialog.getByLabel('Delay cause').fill('Traffic on I-40');
  await dialog.getByLabel('Note').fill('Driver called in');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();

  const calls = section.getByTestId('check-call');
  await expect(calls).toHaveCount(1);
  await expect(calls.first()).toContainText('Delayed (Traffic on I-40) · Amarillo, TX');
  await expect(calls.first()).toContainText('Driver called in');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Amarillo, TX');

  await page.getByRole('link', { name: 'Dispatch board' }).click();
  await expect(row().getByTestId('last-check-call')).toHaveText(/^Delayed · Amarillo, TX · (just now|\d+ min ago)$/);
});

test('complete stops and record arrival and departure on the load page', async ({ page, world: w, tenant }) => {
  const booked = await bookLoad(w, 'CC-2', { status: 'Dispatched', daysFromToday: 0 });
  await signInAs(page, tenant.emails.MANAGER);
  await expect(page).toHaveURL(/\/app\//);
  await page.goto(`/app/loads/${booked.id}`);
  const stops = page.getByRole('list', { name: 'Stops in order' }).getByTestId('load-stop');
  await expect(stops).toHaveCount(2);

  await stops.nth(0).getByRole('button', { name: 'Arrival and departure of Pickup #1' }).click();
  const times = page.getByRole('dialog', { name: 'Arrival and departure: Pickup #1' });
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Chicago' }));
  await times.getByLabel('Arrived on').fill(today);
  await times.getByLabel('Arrived at').fill('00:10');
  await times.getByLabel('Departed on').fill(today);
  await times.getByLabel('Departed at').fill('00:05');
  await times.getByRole('button', { name: 'Save' }).click();
  await expect(times.getByText('Departure cannot be before arrival')).toBeVisible();
  await times.getByLabel('Departed at').fill('03:40');
  await times.getByRole('button', { name: 'Save' }).click();
  await expect(times).toBeHidden();
  // 3 h 30 min at the stop, 2 h free: 1 h 30 min of detention.
  await expect(stops.nth(0)).toContainText('Detention 1h 30m');
  await expect(stops.nth(0)).toContainText('Arrived');

  await stops.nth(0).getByRole('button', { name: 'Complete Pickup #1' }).click();
  await page
    .getByRole('dialog', { name: 'Complete Pickup #1?' })
    .getByRole('button', { name: 'Complete', exact: true })
    .click();
  await expect(stops.nth(0)).toContainText(/Completed .* by /);
  await stops.nth(1).getByRole('button', { name: 'Complete Delivery #2' }).click();
  await page
    .getByRole('dialog', { name: 'Complete Delivery #2?' })
    .getByRole('button', { name: 'Complete', exact: true })
    .click();
  await expect(page.getByRole('region', { name: 'Stops' })).toContainText('2 of 2 done');
});
