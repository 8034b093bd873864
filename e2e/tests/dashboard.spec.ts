import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { DEMO_TIME_ZONE, signInAs } from '../support/demo';
import { expect as baseExpect, test } from '../support/fixtures';

// The demo carrier has two years of delivered loads: the dashboards read them and change nothing.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const card = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
/** Bars, lines and pie slices drawn in a card's chart. */
const marks = (section: Locator) =>
  // A line of one point (a period within one month) draws its dot alone.
  section.locator(
    '.recharts-bar-rectangle path, .recharts-line-curve, .recharts-line-dots circle, .recharts-pie-sector path',
  );

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test('a manager reads the dashboard, changes the period, sorts drivers and opens every tab', async ({ page }) => {
  await signInAs(page, 'manager@acme.test');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Management Dashboard', level: 1 })).toBeVisible();

  // KPI cards and the Overview charts show the demo's delivered loads.
  const revenue = page.locator('[data-kpi="revenue"]');
  await expect(revenue).toHaveText(/^\$[1-9][\d,]*$/);
  const yearRevenue = await revenue.textContent();
  for (const title of [
    'Monthly Revenue and Load Performance',
    'Monthly RPM by Driver Type',
    'Monthly Miles Efficiency',
    'Revenue by Customer',
  ]) {
    await expect(marks(card(page, title)).first(), title).toBeVisible();
  }

  // The table behind a chart, and its CSV.
  const trend = card(page, 'Monthly Revenue and Load Performance');
  await trend.getByRole('button', { name: 'View as table' }).click();
  await expect(trend.getByRole('table')).toBeVisible();
  // The header and each month of the year so far in the company's time zone.
  const monthsSoFar = Number(new Intl.DateTimeFormat('en-US', { timeZone: DEMO_TIME_ZONE, month: 'numeric' }).format());
  await expect(trend.getByRole('row')).toHaveCount(1 + monthsSoFar);
  const download = page.waitForEvent('download');
  await trend.getByRole('button', { name: 'Export Monthly Revenue and Load Performance as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^monthly-revenue-and-load-performance-\d{4}\.csv$/);
  const csv = readFileSync((await file.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('Month,Revenue,Loads,RPM (total)');

  // A preset changes the address and the figures.
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(page).toHaveURL(/preset=last-30-days/);
  await expect(revenue).not.toHaveText(yearRevenue ?? '');
  await expect(revenue).toHaveText(/^\$[1-9][\d,]*$/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');

  // Drivers: the charts and the table, sorted by revenue first; Loads toggles on each click.
  await openTab(page, 'Drivers');
  await expect(page).toHaveURL(/tab=drivers/);
  await expect(marks(card(page, 'Monthly Revenue by Driver Type')).first()).toBeVisible();
  const table = page.getByRole('table', { name: 'Drivers Performance' });
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(3);
  await expect(table.getByRole('columnheader', { name: 'Revenue' })).toHaveAttribute('aria-sort', 'descending');
  const column = async (index: number) =>
    (await rows.locator(`td:nth-child(${index})`).allTextContents()).map((t) => Number(t.replace(/[$,]/g, '')));
  const revenues = await column(4);
  expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
  await table.getByRole('button', { name: 'Loads' }).click();
  await expect(table.getByRole('columnheader', { name: 'Loads' })).toHaveAttribute('aria-sort', 'descending');
  const loadsDown = await column(3);
  expect(loadsDown).toEqual([...loadsDown].sort((a, b) => b - a));
  await table.getByRole('button', { name: 'Loads' }).click();
  await expect(table.getByRole('columnheader', { name: 'Loads' })).toHaveAttribute('aria-sort', 'ascending');
  const loadsUp = await column(3);
  expect(loadsUp).toEqual([...loadsUp].sort((a, b) => a - b));

  // The other tabs, each with its four cards drawn.
  const tabs = {
    Dispatchers: ['Dispatcher Workload', 'Assignment Efficiency', 'Dispatcher Performance', 'Load Management'],
    Brokers: ['Broker Revenue', 'Broker Volume', 'Rate Analysis', 'Broker Reliability'],
    Performance: ['On-Time Delivery', 'Revenue Per Mile', 'Utilization Rates', 'Efficiency Metrics'],
  } as const;
  for (const [tab, titles] of Object.entries(tabs)) {
    await openTab(page, tab);
    for (const title of titles) await expect(marks(card(page, title)).first(), `${tab}: ${title}`).toBeVisible();
  }
  await openTab(page, 'Overview');
  await expect(page).not.toHaveURL(/tab=/);
});

test('dispatch performance compares a dispatcher with the team average', async ({ page }) => {
  await signInAs(page, 'manager@acme.test');
  await expect(page).toHaveURL(/\/app\/dashboard/);
  await page.goto('/app/dashboard/dispatch-performance');
  await expect(page.getByRole('heading', { name: 'Dispatch Performance', level: 1 })).toBeVisible();
  await expect(marks(card(page, 'Revenue per Dispatcher')).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Dispatcher' }).click();
  const option = page.getByRole('option').nth(1);
  const name = (await option.textContent()) ?? '';
  await option.click();
  await expect(page).toHaveURL(/dispatcher=\d+/);
  const comparison = page.getByRole('table', { name: `${name} against the team average` });
  await expect(comparison.getByRole('row', { name: /Revenue \$/ }).first()).toBeVisible();
  await expect(comparison.getByRole('columnheader', { name: /Team average/ })).toBeVisible();
});

test('the compliance page lists the demo driver whose CDL expires soon', async ({ page }) => {
  await signInAs(page, 'manager@acme.test');
  await expect(page).toHaveURL(/\/app\/dashboard/);
  await page.goto('/app/dashboard/compliance');
  await expect(page.getByRole('heading', { name: 'Compliance', level: 1 })).toBeVisible();
  // Seeded 12 days out from the company's day; 11 once its midnight passes between the seed and this read.
  const cdl = page
    .getByRole('row')
    .filter({ hasText: 'CDL' })
    .filter({ hasText: /1[12] days(?! ago)/ });
  await expect(cdl).toHaveCount(1);
  await expect(cdl).toContainText('Due within 30 days');
  const update = cdl.getByRole('link', { name: /^Update driver / });
  await expect(update).toHaveAttribute('href', /\/app\/drivers\?driver=\d+/);
  const driver = ((await update.textContent()) ?? '').replace(/^Update driver /, '');
  const missing = page.getByRole('table', { name: 'Missing driver qualification documents' });
  await expect(missing.getByRole('row')).toHaveCount(8); // the header and the seven document types
  await expect(missing.getByRole('row', { name: /^Driver application / })).toBeVisible();
  await page.getByRole('button', { name: /Expired/ }).click();
  await expect(page).toHaveURL(/severity=expired/);
  // The soon-due CDL leaves the list; the past-due one stays.
  const cdls = page.getByRole('row').filter({ hasText: 'CDL' });
  await expect(cdls.filter({ hasText: /\d+ days ago/ }).first()).toBeVisible();
  await expect(cdls.filter({ hasText: driver })).toHaveCount(0);
});

for (const mode of ['light', 'dark'] as const) {
  test(`the dashboards in ${mode} mode have no serious or critical violations`, async ({ page }) => {
    await page.addInitScript((m) => localStorage.setItem('themeMode', m), mode);
    await signInAs(page, 'manager@acme.test');
    await expect(page).toHaveURL(/\/app\/dashboard/);
    for (const tab of ['overview', 'drivers', 'dispatchers', 'brokers', 'performance']) {
      await page.goto(`/app/dashboard?tab=${tab}`);
      await expect(page.getByRole('tab', { selected: true })).toBeVisible();
      await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
      expect({ tab, violations: await seriousViolations(page) }).toEqual({ tab, violations: [] });
    }
    for (const path of ['/app/dashboard/dispatch-performance', '/app/dashboard/compliance', '/app/dashboard/hos']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
      expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
    }
  });
}
