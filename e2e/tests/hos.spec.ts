import { signInAs } from '../support/demo';
import { expect as baseExpect } from '../support/fixtures';
import { TENANT_TIME_ZONE } from '../support/fleet';
import { bookLoad, loadsTest as test } from '../support/loads';

// Each journey seeds a company of its own; on a busy machine a page can take longer than 10 seconds.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const companyDay = (at: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TENANT_TIME_ZONE }).format(new Date(at));
/** When Rosa's pre-trip inspection began: before the company's midnight in the small hours. */
let preTripAt = '';

test.beforeEach(async ({ world: w }) => {
  // An active ELD brings Hours of Service to the menu; the tenant's plan includes telematics.
  await w.api('PUT', '/api/integrations/company/1', { is_active: true });
  preTripAt = hoursAgo(7);
  // Rosa has driven six and a half hours today and is at the wheel; Omar rested all day.
  await w.api('POST', `/api/drivers/${w.driver.id}/duty-status-events`, {
    events: [
      { status: 'sleeper_berth', start: hoursAgo(20), location: 'Tulsa, OK' },
      { status: 'on_duty', start: preTripAt, note: 'Pre-trip inspection' },
      { status: 'driving', start: hoursAgo(6.5) },
    ],
  });
  await w.api('POST', `/api/drivers/${w.partner.id}/duty-status-events`, {
    events: [{ status: 'off_duty', start: hoursAgo(30) }],
  });
});

test('the Hours of Service dashboard shows each driver clocks, filters by hours left and opens a log grid', async ({
  page,
  world: w,
  tenant,
}) => {
  await signInAs(page, tenant.emails.MANAGER);
  await expect(page).toHaveURL(/\/app\//);
  await page.goto('/app/dashboard/hos');
  // The menu's Dashboards group opens on its own page, with the entry an active ELD brings.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Hours of Service' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hours of Service' })).toBeVisible();

  const rosa = page.getByRole('row').filter({ hasText: w.driver.name });
  const omar = page.getByRole('row').filter({ hasText: w.partner.name });
  await expect(rosa).toContainText('Driving');
  // 11 hours less six and a half at the wheel.
  await expect(rosa).toContainText(/4 h (29|30) m/);
  await expect(omar).toContainText('Off Duty');
  await expect(omar).toContainText('11 h 00 m');

  await page.getByLabel('Drive hours below').fill('5');
  await expect(page).toHaveURL(/below=5/);
  await expect(rosa).toBeVisible();
  await expect(omar).toHaveCount(0);

  await rosa.click();
  const log = page.getByRole('dialog', { name: w.driver.name });
  await expect(log.getByRole('group', { name: /^Duty status on / })).toBeVisible();
  // The log opens on the company's today; the inspection is on the day before when the test runs after midnight.
  if (companyDay(preTripAt) !== companyDay(new Date().toISOString())) {
    await log.getByRole('button', { name: 'Previous day' }).click();
  }
  await expect(log).toContainText('Pre-trip inspection');
  await expect(log).toContainText('Sleeper Berth');
});

test('the wizard warns when the driver lacks the hours a load needs, and records it on the load', async ({
  page,
  world: w,
  tenant,
}) => {
  // 300 loaded miles need 6 hours at 50 mph; Rosa has four and a half left today.
  const load = await bookLoad(w, 'HOS-1', { daysFromToday: 0 });
  await signInAs(page, tenant.emails.MANAGER);
  await expect(page).toHaveURL(/\/app\//);
  await page.goto(`/app/dispatch?edit=${load.id}`);
  const dialog = page.getByRole('dialog', { name: 'Edit Load' });
  await dialog.getByRole('button', { name: 'Rate & Cargo' }).click();
  await dialog.getByLabel('Loaded Miles').fill('300');
  const warning = dialog.getByTestId('hos-trip-warning');
  await expect(warning).toContainText('The load needs 6h of driving at 50 mph; the driver has 4h');
  await expect(warning).toContainText('The load can still be saved.');
  const saved = page.waitForResponse((r) => /\/step-4$/.test(new URL(r.url()).pathname) && r.status() === 200);
  const recorded = page.waitForResponse((r) => /\/hos-warning$/.test(new URL(r.url()).pathname));
  await dialog.getByRole('button', { name: 'Save Rate & Cargo' }).click();
  await saved;
  expect((await (await recorded).json()).recorded).toBe(true);

  await page.goto(`/app/loads/${load.id}`);
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Hours of service warning');
  await expect(page.getByRole('region', { name: 'History' })).toContainText(`${w.driver.name}: The load needs 6h`);

  // The board says the driver's hours under the open load's driver.
  await page.goto('/app/dispatch');
  const row = page.getByRole('table', { name: 'Loads' }).getByRole('row').filter({ hasText: 'HOS-1' });
  await expect(row.getByTestId('driver-hours')).toHaveText(/^4h (29|30)m drive · 6\dh cycle$/);
});
