import { devices, expect, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { seriousViolations } from '../support/axe';
import { signInAs } from '../support/demo';
import { createDriverLogin, driverApi } from '../support/driver-app';
import { bookLoad, loadsTest as test } from '../support/loads';

/** What this journey reads of the driver app's load and the load's history. */
interface DriverLoad {
  stops: { event_order: number; arrived_at: string | null; departed_at: string | null; is_completed: boolean }[];
  documents: { id: number; document_type: string }[];
}
interface HistoryEntry {
  kind: string;
  from_value: string | null;
  to_value: string | null;
}

// A phone: Pixel 7's screen, touch and user agent, in the system Chromium the other journeys use.
const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];
test.use({ ...pixel7, permissions: ['geolocation'], geolocation: { latitude: 36.154, longitude: -95.993 } });

/** A phone photo of a paper page, drawn in the page's own canvas: white paper, a title and lines. */
async function photoOfPage(page: Page, title: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((text) => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 1200;
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    ctx.fillStyle = '#d9d4c7';
    ctx.fillRect(0, 0, 900, 1200);
    ctx.fillStyle = '#fbfaf6';
    ctx.fillRect(60, 60, 780, 1080);
    ctx.fillStyle = '#222';
    ctx.font = 'bold 48px sans-serif';
    ctx.fillText(text, 110, 170);
    for (let y = 260; y < 1080; y += 60) ctx.fillRect(110, y, 680, 4);
    return canvas.toDataURL('image/jpeg', 0.85);
  }, title);
  return Buffer.from(dataUrl.split(',')[1] as string, 'base64');
}

/** The next stop's card on Today. */
const nextStop = (page: Page) => page.getByRole('region', { name: /./ }).filter({ hasText: 'Next stop' });

test('a driver arrives and departs, sends a two-page POD, and a departure made offline is applied once', async ({
  page,
  context,
  baseURL,
  world,
}) => {
  const driver = await createDriverLogin(baseURL!, world);
  const booked = await bookLoad(world, `DA-${Date.now().toString(36)}`, { driverId: driver.id, daysFromToday: 0 });
  const asDriver = await driverApi(baseURL!, driver);

  await signInAs(page, driver.email, driver.password);
  await expect(page).toHaveURL(/\/driver$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Load DA-/ })).toBeVisible();
  await expect(nextStop(page).getByRole('heading', { name: 'Tulsa, OK' })).toBeVisible();

  await nextStop(page).getByRole('button', { name: 'Arrive' }).click();
  await expect(nextStop(page).getByText(/^Arrived \d\d:\d\d$/)).toBeVisible();
  await nextStop(page).getByRole('button', { name: 'Depart' }).click();
  await expect(nextStop(page).getByRole('heading', { name: 'Memphis, TN' })).toBeVisible();
  await expect(page.getByRole('status', { name: /waiting to send/ })).toHaveCount(0);

  // Two photos, taken one after the other, sent as one POD.
  await page.getByRole('link', { name: 'Add document' }).click();
  const camera = page.getByTestId('camera-input');
  await camera.setInputFiles({
    name: 'page-1.jpg',
    mimeType: 'image/jpeg',
    buffer: await photoOfPage(page, 'POD 1/2'),
  });
  await camera.setInputFiles({
    name: 'page-2.jpg',
    mimeType: 'image/jpeg',
    buffer: await photoOfPage(page, 'POD 2/2'),
  });
  await expect(page.getByRole('list', { name: 'Pages' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Send POD · 2 pages' }).click();
  await expect(page.getByRole('region', { name: 'Documents' }).getByText('POD', { exact: true })).toBeVisible();
  await expect(page.getByText('waiting to send')).toHaveCount(0);
  const sent = await asDriver<DriverLoad>('GET', `/api/driver-app/loads/${booked.id}`);
  const pod = sent.documents.filter((d) => d.document_type === 'pod');
  expect(pod).toHaveLength(1);
  const { url } = await asDriver<{ url: string }>('GET', `/api/driver-app/documents/${pod[0]?.id}/url`);
  const pdf = await PDFDocument.load(await (await fetch(new URL(url, baseURL))).arrayBuffer());
  expect(pdf.getPageCount()).toBe(2);

  // No signal at the consignee: both actions wait on the phone, shown as done.
  await page.goto('/driver');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  await expect(page.getByText('You are offline')).toBeVisible();
  await nextStop(page).getByRole('button', { name: 'Arrive' }).click();
  await expect(nextStop(page).getByText(/^Arrived \d\d:\d\d · waiting to send$/)).toBeVisible();
  await nextStop(page).getByRole('button', { name: 'Depart' }).click();
  await expect(page.getByRole('status', { name: '2 actions waiting to send' })).toBeVisible();
  await expect(page.getByText(/^Departed \d\d:\d\d · waiting to send$/)).toBeVisible();

  // The installed app opens without signal: its worker serves the page, the phone keeps the load and the queue.
  await page.reload();
  await expect(page.getByText('You are offline')).toBeVisible();
  await expect(page.getByRole('status', { name: '2 actions waiting to send' })).toBeVisible();
  await expect(page.getByText(/^Departed \d\d:\d\d · waiting to send$/)).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('status', { name: /waiting to send/ })).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText('You are offline')).toHaveCount(0);

  const after = await asDriver<DriverLoad>('GET', `/api/driver-app/loads/${booked.id}`);
  const memphis = after.stops.find((s) => s.event_order === 2);
  expect(memphis?.arrived_at).not.toBeNull();
  expect(memphis?.departed_at).not.toBeNull();
  expect(memphis?.is_completed).toBe(true);
  const { history } = await world.api<{ history: HistoryEntry[] }>('GET', `/api/loads/${booked.id}/history`);
  const departures = history.filter(
    (h) => h.kind === 'stop_times' && h.to_value?.startsWith('Stop 2:') && h.from_value?.endsWith('departed —'),
  );
  expect(departures.filter((h) => !h.to_value?.endsWith('departed —'))).toHaveLength(1);
});

test('a staff member who opens /driver is told it is the driver app, and a driver never sees the office', async ({
  page,
  baseURL,
  world,
  tenant,
}) => {
  await signInAs(page, tenant.emails.DISPATCHER, tenant.password);
  await expect(page).toHaveURL(/\/app\/dispatch/);
  await page.goto('/driver');
  await expect(page.getByRole('heading', { name: 'This is the driver app' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to your home page' }).click();
  await expect(page).toHaveURL(/\/app\/dispatch/);
  // The driver app's worker is the driver app's alone: the office never registers it. The page may
  // still be settling after the link's navigation, so the question is asked again until it answers.
  await expect(async () =>
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0),
  ).toPass({ timeout: 10_000 });

  // The dispatcher leaves; a driver signs in on the same phone.
  const driver = await createDriverLogin(baseURL!, world);
  await page.evaluate(() => window.localStorage.clear());
  await signInAs(page, driver.email, driver.password);
  await expect(page).toHaveURL(/\/driver$/);
  // The driver app loads as a new document: the office is asked for once it is there.
  await expect(page.getByRole('heading', { level: 1, name: /^(Today|Load )/ })).toBeVisible();
  await page.goto('/app/dispatch');
  await expect(page).toHaveURL(/\/driver$/);
});

test("the driver app's screens have no serious or critical violations, light and dark", async ({
  page,
  baseURL,
  world,
}) => {
  // Six screens in two modes, each scanned, on a machine shared with a second worker.
  test.setTimeout(180_000);
  const driver = await createDriverLogin(baseURL!, world);
  const booked = await bookLoad(world, `DX-${Date.now().toString(36)}`, { driverId: driver.id, daysFromToday: 0 });
  await signInAs(page, driver.email, driver.password);
  await expect(page).toHaveURL(/\/driver$/);
  const screens = [
    { path: '/driver', heading: /^Load DX-/ },
    { path: `/driver/loads/${booked.id}/documents/new`, heading: 'Add document' },
    { path: `/driver/loads/${booked.id}/check-call`, heading: 'Check call' },
    { path: '/driver/loads', heading: 'Loads' },
    { path: '/driver/pay', heading: 'Pay' },
    { path: '/driver/hours', heading: 'Hours of service' },
  ];
  for (const mode of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: mode });
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
      expect(await seriousViolations(page), `${screen.path} in ${mode} mode`).toEqual([]);
    }
  }
});
