import { seriousViolations } from '../support/axe';
import { signInAs } from '../support/demo';
import { expect as baseExpect, test } from '../support/fixtures';
import { dayFromToday, managerApi } from '../support/fleet';

// Each journey signs in, seeds a company and walks several screens: on a busy machine that takes
// minutes, and a page can take longer than the default 10 seconds to appear.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const PAGES = [
  { path: '/app/drivers', heading: 'Drivers' },
  { path: '/app/equipment/trucks', heading: 'Trucks' },
  { path: '/app/equipment/trailers', heading: 'Trailers' },
  { path: '/app/dispatcher-assignments', heading: 'Dispatcher Assignments' },
  { path: '/app/track-and-trace/assignments', heading: 'Track & Trace Assignments' },
] as const;

for (const mode of ['light', 'dark'] as const) {
  test(`the fleet screens in ${mode} mode have no serious or critical violations`, async ({
    page,
    baseURL,
    tenant,
  }) => {
    const api = await managerApi(baseURL!, tenant);
    const driver = await api<{ id: number }>('POST', '/api/drivers/', {
      first_name: 'Ava',
      last_name: 'Lindqvist',
      cdl_expiry: dayFromToday(9),
      medical_card_expiry: dayFromToday(-2),
    });
    await api('POST', '/api/trucks/', { unit_number: 'T-9', registration_expiry: dayFromToday(5) });
    await api('POST', '/api/trailers/', { unit_number: 'R-9', inspection_expiry: dayFromToday(-1) });
    await api('POST', '/api/driver-notes/', {
      driver_id: driver.id,
      title: 'Critical',
      content: 'Call before dispatch.',
      importance: 'critical',
    });

    await page.addInitScript((m) => localStorage.setItem('themeMode', m), mode);
    await signInAs(page, tenant.emails.MANAGER);
    await expect(page).toHaveURL(/\/app\//);
    for (const { path, heading } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
    }
    // The drawer and the notes dialog too.
    await page.goto(`/app/drivers?driver=${driver.id}`);
    await expect(page.getByRole('dialog', { name: 'Driver details' })).toContainText('Ava Lindqvist');
    await page.waitForLoadState('networkidle');
    expect({ path: 'drawer', violations: await seriousViolations(page) }).toEqual({ path: 'drawer', violations: [] });
    await page.goto(`/app/drivers?notes=${driver.id}`);
    await expect(page.getByRole('dialog', { name: /Driver Notes/ })).toContainText('Call before dispatch.');
    expect({ path: 'notes', violations: await seriousViolations(page) }).toEqual({ path: 'notes', violations: [] });
  });
}
