import type { Browser, Locator, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signInAs } from '../support/demo';
import { makeTestFiles, type TestFile } from '../support/document-files';
import { expect, test } from '../support/fixtures';
import { dayFromToday } from '../support/fleet';
import type { Tenant } from '../support/tenant';

let files: { pdf: TestFile; png: TestFile };
test.beforeAll(async ({ browser }: { browser: Browser }) => {
  files = await makeTestFiles(browser);
});

async function api<T>(baseURL: string, token: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseURL}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** A delivered load of the tenant's, with a customer to bill, booked through the API. */
async function deliveredLoad(baseURL: string, tenant: Tenant) {
  const login = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: tenant.emails.MANAGER, password: tenant.password }),
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const statuses = await api<{ id: number; name: string }[] | { statuses: { id: number; name: string }[] }>(
    baseURL,
    token,
    '/api/load-statuses/?active_only=true',
  );
  const list = Array.isArray(statuses) ? statuses : statuses.statuses;
  const delivered = list.find((s) => /delivered/i.test(s.name)) ?? list[0];
  const customer = await api<{ id: number }>(baseURL, token, '/api/customers/', {
    name: 'Summit Freight Brokerage',
    billing_email: 'ap@summitfreight.example',
    street_address: '88 Harbor Way',
    city: 'Tampa',
    state: 'FL',
    zip_code: '33602',
  });
  const loadNumber = `SF-${Date.now().toString(36).toUpperCase()}`;
  const load = await api<{ id: number; load_number: string }>(baseURL, token, '/api/loads/with-events', {
    load_number: loadNumber,
    broker_id: customer.id,
    status_id: delivered?.id,
    events: [
      {
        event_order: 1,
        event_type: 'pickup',
        event_date: '2026-03-02',
        location_city: 'Dallas',
        location_state: 'TX',
        reference_number: 'PU-5512',
        special_instructions:
          'Call the shipping office 30 minutes before arrival; driver must bring straps and wear PPE.',
        // Delivered: every stop is completed (decision 0196).
        is_completed: true,
      },
      {
        event_order: 2,
        event_type: 'delivery',
        event_date: '2026-03-04',
        location_city: 'Atlanta',
        location_state: 'GA',
        is_completed: true,
      },
    ],
    rate_cargo: { rate_booked: '2487.50', loaded_miles: 812 },
  });
  return { ...load, token };
}

/** Files a document of the load through the API, as an earlier upload would have. */
async function fileDocument(baseURL: string, token: string, loadId: number, type: string, file: TestFile) {
  const body = new FormData();
  body.set('document_type', type);
  body.set('category', 'load');
  body.set('load_id', String(loadId));
  body.set('file', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  const res = await fetch(`${baseURL}/api/documents/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
}

/**
 * Uploads one file from a tab's uploader once the uploader has settled: the file's row waits
 * ready and the button no longer moves while the uploader unfolds.
 */
async function uploadFrom(dialog: Locator, file: TestFile) {
  await dialog.getByLabel('Choose files to upload').setInputFiles([file]);
  const staged = dialog.getByRole('list', { name: 'Files to upload' }).getByRole('listitem');
  await expect(staged.filter({ hasText: file.name })).toContainText('Ready to upload');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByRole('listitem', { name: file.name, exact: true })).toBeVisible();
}

async function openDocuments(page: Page, loadNumber: string) {
  await page.goto(`/app/dispatch?q=${encodeURIComponent(loadNumber)}`);
  await page.getByRole('button', { name: `Actions for load ${loadNumber}` }).click();
  await page.getByRole('menuitem', { name: 'Documents' }).click();
  const dialog = page.getByRole('dialog', { name: `Documents · Load ${loadNumber}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('an accountant uploads the paperwork of a delivered load, builds the factoring packet and invoices it', async ({
  page,
  tenant,
  baseURL,
}) => {
  const load = await deliveredLoad(baseURL!, tenant);
  await signInAs(page, tenant.emails.ACCOUNTANT);
  await expect(page).toHaveURL(/\/app\//);
  const dialog = await openDocuments(page, load.load_number);
  await expect(dialog).toContainText('Summit Freight Brokerage');
  // The special instructions are previewed at 50 characters.
  await expect(dialog).toContainText('Special instructions: Call the shipping office 30 minutes before arrival…');

  // A type without documents shows the uploader alone; the tab counts follow the uploads.
  const tab = (name: RegExp) => dialog.getByRole('tab', { name });
  await expect(tab(/^Rate Confirmation \(0\)$/)).toBeVisible();
  await tab(/^Rate Confirmation/).click();
  await uploadFrom(dialog, { ...files.pdf, name: 'rate-confirmation.pdf' });
  await expect(tab(/^Rate Confirmation \(1\)$/)).toBeVisible();
  await tab(/^POD/).click();
  await uploadFrom(dialog, { ...files.png, name: 'signed-pod.png' });
  await expect(tab(/^POD \(1\)$/)).toBeVisible();
  // The board behind the dialog counts them, and its count opens the dialog again.
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  const count = page.getByRole('button', { name: `2 documents on load ${load.load_number}` });
  await expect(count).toBeVisible();
  await count.click();
  await expect(dialog).toBeVisible();

  // Factoring: everything selected, rate confirmation first, the default name from unit, initials and rate.
  await tab(/^Factoring$/).click();
  const packet = dialog.getByRole('list', { name: 'Documents to merge' });
  await expect(packet.getByRole('listitem')).toHaveText([/rate-confirmation\.pdf/, /signed-pod\.png/]);
  await expect(dialog.getByText('2 of 2 selected')).toBeVisible();
  await expect(dialog.getByLabel('Output filename')).toHaveValue('0000XX-2488');
  // The order changes from the keyboard too.
  await dialog.getByRole('button', { name: 'Move signed-pod.png up' }).click();
  await expect(packet.getByRole('listitem')).toHaveText([/signed-pod\.png/, /rate-confirmation\.pdf/]);
  await dialog.getByRole('button', { name: 'Move signed-pod.png down' }).click();
  const merged = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Merge & Download' }).click();
  expect((await merged).suggestedFilename()).toBe('0000XX-2488.pdf');
  await expect(page.getByText('Documents merged successfully')).toBeVisible();
  // The packet is kept with the load's other documents.
  await expect(tab(/^Other \(1\)$/)).toBeVisible();

  // Invoice: Net 15, the rate confirmation attached by default.
  await tab(/^Invoice$/).click();
  const stamp = dayFromToday(0).replaceAll('-', '');
  await expect(dialog.getByLabel('Filename')).toHaveValue(`Invoice-${load.load_number}-${stamp}`);
  await expect(dialog.getByRole('combobox', { name: 'Payment terms' })).toHaveText('Net 30');
  await expect(dialog.getByRole('checkbox', { name: /rate-confirmation\.pdf/ })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /signed-pod\.png/ })).not.toBeChecked();
  await dialog.getByRole('combobox', { name: 'Payment terms' }).click();
  await page.getByRole('option', { name: 'Net 15', exact: true }).click();
  const invoiced = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Generate Invoice' }).click();
  expect((await invoiced).suggestedFilename()).toBe(`Invoice-${load.load_number}-${stamp}.pdf`);
  await expect(page.getByText('Invoice generated successfully')).toBeVisible();
  await expect(dialog.getByTestId('load-invoice')).toContainText(/Invoice \d+, issued/);
  await expect(
    dialog.getByRole('listitem', { name: `Invoice-${load.load_number}-${stamp}.pdf`, exact: true }),
  ).toBeVisible();
  // Invoices come from Generate Invoice only: the list offers no uploader.
  await expect(dialog.getByRole('button', { name: 'Upload documents' })).toHaveCount(0);

  // The board knows the load is invoiced.
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await page.getByRole('combobox', { name: 'Invoice' }).click();
  await page.getByRole('option', { name: 'Invoiced', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: load.load_number })).toContainText(/Inv \d+/);
});

for (const mode of ['light', 'dark'] as const) {
  test(`the load documents dialog has no serious or critical violations in ${mode} mode`, async ({
    page,
    tenant,
    baseURL,
  }) => {
    const load = await deliveredLoad(baseURL!, tenant);
    await fileDocument(baseURL!, load.token, load.id, 'rate_confirmation', files.pdf);
    await page.addInitScript((m) => localStorage.setItem('themeMode', m), mode);
    await signInAs(page, tenant.emails.MANAGER);
    await expect(page).toHaveURL(/\/app\//);
    const dialog = await openDocuments(page, load.load_number);
    // A type with no documents: the uploader alone.
    await expect(dialog.getByLabel('Choose files to upload')).toBeAttached();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    // A type with documents: the list.
    await dialog.getByRole('tab', { name: 'Rate Confirmation (1)' }).click();
    await expect(dialog.getByRole('listitem', { name: files.pdf.name, exact: true })).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('tab', { name: 'Factoring' }).click();
    await expect(dialog.getByRole('list', { name: 'Documents to merge' })).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('tab', { name: 'Invoice' }).click();
    await expect(dialog.getByRole('button', { name: 'Generate Invoice' })).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  });
}
