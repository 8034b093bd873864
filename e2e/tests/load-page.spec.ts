import { seriousViolations } from '../support/axe';
import { signInAs } from '../support/demo';
import { expect as baseExpect } from '../support/fixtures';
import { bookLoad, loadsTest as test } from '../support/loads';

// The journey seeds a company of its own; on a busy machine a page can take longer than 10 seconds.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test('a manager opens a load from the board by its number, reads its stops, money and history, and completes the next stop', async ({
  page,
  world: w,
  tenant,
}) => {
  // Tulsa to Memphis today: $2,400.00 booked, $1,700.00 driver pay, 400 loaded miles.
  // Dispatched: its pickup is the next stop to complete (decision 0196).
  const booked = await bookLoad(w, 'LP-1', { status: 'Dispatched', daysFromToday: 0 });

  await signInAs(page, tenant.emails.MANAGER);
  await expect(page).toHaveURL(/\/app\//);
  await page.goto('/app/dispatch');
  await expect(page.getByRole('heading', { name: 'Dispatch', level: 1 })).toBeVisible();
  const row = page.getByRole('table', { name: 'Loads' }).getByRole('row').filter({ hasText: 'LP-1' });
  await row.getByRole('link', { name: 'LP-1' }).click();

  await expect(page).toHaveURL(new RegExp(`/app/loads/${booked.id}$`));
  await expect(page.getByRole('heading', { name: 'Load LP-1', level: 1 })).toBeVisible();
  await expect(page.getByTestId('load-status')).toHaveText('Dispatched');
  await expect(page.getByText(w.broker.name).first()).toBeVisible();
  await expect(page.getByText(w.driver.name).first()).toBeVisible();

  const stops = page.getByRole('list', { name: 'Stops in order' }).getByTestId('load-stop');
  await expect(stops).toHaveCount(2);
  await expect(stops.nth(0)).toContainText('Pickup #1');
  await expect(stops.nth(0)).toContainText('Tulsa, OK');
  await expect(stops.nth(1)).toContainText('Delivery #2');
  await expect(stops.nth(1)).toContainText('Memphis, TN');

  await expect(page.getByTestId('money-Rate booked')).toHaveText('$2,400.00');
  await expect(page.getByTestId('money-Driver pay')).toHaveText('$1,700.00');
  await expect(page.getByTestId('money-Margin')).toHaveText('$700.00');
  await expect(page.getByTestId('money-Rate per mile')).toHaveText('$6.00');

  await expect(page.getByRole('region', { name: 'History' })).toContainText('Created: — → Dispatched');
  expect(await seriousViolations(page)).toEqual([]);

  // Only the next open stop can be completed; completing asks first.
  await expect(page.getByRole('button', { name: 'Complete Delivery #2' })).toHaveCount(0);
  await stops.nth(0).getByRole('button', { name: 'Complete Pickup #1' }).click();
  const confirm = page.getByRole('dialog', { name: 'Complete Pickup #1?' });
  await confirm.getByRole('button', { name: 'Complete', exact: true }).click();
  await expect(page.getByText('Pickup #1 completed')).toBeVisible();
  await expect(stops.nth(0)).toContainText('Completed');
  await expect(stops.nth(1).getByRole('button', { name: 'Complete Delivery #2' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Stops' })).toContainText('1 of 2 done');

  // On a phone the sections stack in one column, each as wide as the page.
  // The page lays itself out again for the new width: measure once it has.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(async () => {
    const stopsBox = await page.getByRole('region', { name: 'Stops' }).boundingBox({ timeout: 1_000 });
    const moneyBox = await page.getByRole('region', { name: 'Money' }).boundingBox({ timeout: 1_000 });
    expect(moneyBox?.x).toBe(stopsBox?.x);
    expect(moneyBox?.width).toBe(stopsBox?.width);
    expect(moneyBox!.y).toBeGreaterThan(stopsBox!.y);
  }).toPass();
});
