import type { Page } from '@playwright/test';
import { signInAs } from '../support/demo';
import { makeTestFiles } from '../support/document-files';
import { expect as baseExpect } from '../support/fixtures';
import { bookLoad, type LoadsWorld, loadsTest as test } from '../support/loads';
import type { Tenant } from '../support/tenant';

// Each journey seeds a company of its own; on a busy machine a page can take longer than 10 seconds.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

/** Completes a load's stop through the API, as track and trace would. */
async function completeStop(w: LoadsWorld, loadId: number, order: number) {
  const load = await w.api<{ events: { id: number; event_order: number }[] }>('GET', `/api/loads/${loadId}`);
  const stop = load.events.find((e) => e.event_order === order)!;
  await w.api('PUT', `/api/loads/${loadId}/events/${stop.id}/complete`, { is_completed: true });
}

async function signIn(page: Page, tenant: Tenant) {
  await signInAs(page, tenant.emails.MANAGER);
  await expect(page).toHaveURL(/\/app\//);
}

async function openLoad(page: Page, id: number, loadNumber: string) {
  await page.goto(`/app/loads/${id}`);
  await expect(page.getByRole('heading', { name: `Load ${loadNumber}`, level: 1 })).toBeVisible();
}

test('refused Delivered without POD', async ({ page, browser, world: w, tenant, baseURL }) => {
  const load = await bookLoad(w, 'POD-1', { status: 'In Transit', daysFromToday: 0 });
  await completeStop(w, load.id, 2);
  await w.api('PUT', '/api/admin/companies/info', { require_pod_for_delivery: true });

  // The board's status chip offers the statuses the load may take and says why not the others.
  await signIn(page, tenant);
  await page.goto('/app/dispatch');
  await page.getByRole('combobox', { name: 'Status of load POD-1' }).click();
  const refused = page.getByRole('option', { name: /^Delivered/ });
  await expect(refused).toContainText('Upload a POD before Delivered');
  await expect(refused).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('option', { name: /^Invoiced/ })).toContainText('Invoiced is set by issuing the invoice');
  await expect(page.getByRole('option', { name: /^Dispatched/ })).not.toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');

  // Once the POD is on the load, the load page's status menu lets it be delivered.
  const { pdf } = await makeTestFiles(browser);
  const login = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: tenant.emails.MANAGER, password: tenant.password }),
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const body = new FormData();
  body.set('document_type', 'pod');
  body.set('category', 'load');
  body.set('load_id', String(load.id));
  body.set('file', new Blob([new Uint8Array(pdf.buffer)], { type: pdf.mimeType }), 'pod.pdf');
  const uploaded = await fetch(`${baseURL}/api/documents/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  expect(uploaded.status).toBe(201);

  await openLoad(page, load.id, 'POD-1');
  await page.getByRole('button', { name: 'Status of load POD-1: In Transit' }).click();
  await page.getByRole('menuitem', { name: 'Delivered', exact: true }).click();
  await expect(page.getByText('Load POD-1 status changed')).toBeVisible();
  await expect(page.getByTestId('load-status')).toHaveText('Delivered');
});

test('complete stops and deliver', async ({ page, world: w, tenant }) => {
  const load = await bookLoad(w, 'DLV-1', { status: 'Dispatched', daysFromToday: 0 });
  await signIn(page, tenant);
  await openLoad(page, load.id, 'DLV-1');
  await expect(page.getByTestId('load-status')).toHaveText('Dispatched');

  const status = page.getByRole('button', { name: 'Status of load DLV-1: Dispatched' });
  await status.click();
  const delivered = page.getByRole('menuitem', { name: /^Delivered/ });
  await expect(delivered).toContainText('Complete every stop before Delivered');
  await expect(delivered).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('menuitem', { name: /^In Transit/ })).toContainText(
    'Complete the first pickup before In Transit',
  );
  await page.keyboard.press('Escape');

  const stops = page.getByRole('list', { name: 'Stops in order' }).getByTestId('load-stop');
  for (const name of ['Pickup #1', 'Delivery #2']) {
    await page.getByRole('button', { name: `Complete ${name}` }).click();
    await page
      .getByRole('dialog', { name: `Complete ${name}?` })
      .getByRole('button', { name: 'Complete', exact: true })
      .click();
    await expect(page.getByText(`${name} completed`)).toBeVisible();
  }
  await expect(stops.nth(1)).toContainText('Completed');

  await page.getByRole('button', { name: 'Status of load DLV-1: Dispatched' }).click();
  await page.getByRole('menuitem', { name: 'Delivered', exact: true }).click();
  await expect(page.getByText('Load DLV-1 status changed')).toBeVisible();
  await expect(page.getByTestId('load-status')).toHaveText('Delivered');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Dispatched → Delivered');
});
