import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signInAs } from '../support/demo';

const table = (page: Page) => page.getByRole('table', { name: 'Customers' });
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });

async function openCustomers(page: Page, email = 'accountant@acme.test') {
  await signInAs(page, email);
  await expect(page).toHaveURL(/\/app\//);
  await page.goto('/app/customers');
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
}

test('a broker is created after the form explains what is wrong', async ({ page }) => {
  const name = `Prairie Wind Brokerage ${Date.now()}`;
  await openCustomers(page);
  await page.getByRole('button', { name: 'Add Broker' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Broker' });

  await dialog.getByRole('button', { name: 'Add Broker' }).click();
  await expect(dialog.getByText('Broker name is required')).toBeVisible();
  await dialog.getByLabel('Broker name').fill('B'.repeat(256));
  await expect(dialog.getByText('Name too long')).toBeVisible();
  await dialog.getByLabel('Broker name').fill(name);
  await dialog.getByLabel('Billing e-mail').fill('billing@');
  await expect(dialog.getByText('Invalid email format')).toBeVisible();
  await dialog.getByLabel('Billing e-mail').fill('AP@PrairieWind.example');
  await dialog.getByLabel('Contact name').fill('Nora Hale');
  await dialog.getByLabel('Phone').fill('(316) 555-0142');
  await dialog.getByLabel('City').fill('Wichita');
  await dialog.getByLabel('State').fill('KS');
  await dialog.getByLabel('Payment terms').fill('30');
  await dialog.getByRole('button', { name: 'Add Broker' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Broker created successfully')).toBeVisible();

  const created = row(page, name);
  await expect(created).toContainText('Nora Hale');
  await expect(created).toContainText('(316) 555-0142');
  // The API keeps e-mail addresses in lower case.
  await expect(created).toContainText('ap@prairiewind.example');
  await expect(created).toContainText('Wichita, KS');

  // The drawer has the billing details.
  await created.getByText(name).click();
  const drawer = page.getByRole('dialog', { name: 'Customer details' });
  await expect(drawer.getByRole('heading', { name })).toBeVisible();
  await expect(drawer).toContainText('Net 30');
  await expect(drawer).toContainText('ap@prairiewind.example');
  await drawer.getByRole('button', { name: 'Close details' }).click();
  await expect(drawer).toBeHidden();
});

test('the server says so when a broker with the same MC number exists', async ({ page }) => {
  await openCustomers(page);
  await page.getByRole('button', { name: 'Add Broker' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Broker' });
  await dialog.getByLabel('Broker name').fill(`Copycat Logistics ${Date.now()}`);
  // 690045 is Redline Brokerage in the demo data.
  await dialog.getByLabel('MC number').fill('690045');
  await expect(dialog.getByText(/Already on file as Redline Brokerage/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Broker' }).click();
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'A customer with this MC number already exists' }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('a broker is flagged with a warning, deleted and restored', async ({ page }) => {
  const name = `Canyon Freight Partners ${Date.now()}`;
  await openCustomers(page, 'dispatcher@acme.test');
  await page.getByRole('button', { name: 'Add Broker' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add Broker' });
  await add.getByLabel('Broker name').fill(name);
  await add.getByRole('button', { name: 'Add Broker' }).click();
  await expect(add).toBeHidden();
  await expect(row(page, name)).toBeVisible();
  await expect(row(page, name).getByRole('img', { name: /^Warning/ })).toHaveCount(0);

  await row(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Broker' });
  await edit.getByRole('switch', { name: 'Flag this broker with a warning' }).click();
  await edit.getByLabel('Warning note').fill('Paid 75 days late twice this year');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row(page, name).getByRole('img', { name: 'Warning: Paid 75 days late twice this year' })).toBeVisible();

  await page.getByRole('switch', { name: 'With warning only' }).click();
  await expect(page).toHaveURL(/warning=1/);
  await expect(row(page, name)).toBeVisible();
  await expect(row(page, 'Blue Ridge Logistics')).toHaveCount(0);
  await page.getByRole('switch', { name: 'With warning only' }).click();

  await row(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete Broker' });
  await expect(confirm).toContainText(`Are you sure you want to delete "${name}"?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(row(page, name)).toHaveCount(0);

  await page.getByRole('switch', { name: 'Show deleted' }).click();
  await expect(row(page, name)).toContainText('Deleted');
  await row(page, name)
    .getByRole('button', { name: `Restore ${name}` })
    .click();
  await expect(page.getByText(`${name} restored`)).toBeVisible();
  await expect(row(page, name)).not.toContainText('Deleted');
  await page.getByRole('switch', { name: 'Show deleted' }).click();
  await expect(row(page, name)).toBeVisible();
});

test('search narrows the directory as the user types', async ({ page }) => {
  await openCustomers(page);
  await page.getByLabel('Search customers').fill('harbor');
  await expect(page).toHaveURL(/q=harbor/);
  await expect(row(page, 'Harborview Logistics')).toBeVisible();
  await expect(row(page, 'Blue Ridge Logistics')).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(row(page, 'Blue Ridge Logistics')).toBeVisible();
});

test("an edit that crossed someone else's save is refused and can reload their version", async ({ page, request }) => {
  const name = `Keystone Freight ${Date.now()}`;
  await openCustomers(page);
  await page.getByRole('button', { name: 'Add Broker' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add Broker' });
  await add.getByLabel('Broker name').fill(name);
  await add.getByRole('button', { name: 'Add Broker' }).click();
  await expect(add).toBeHidden();
  await row(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Broker' });
  await expect(edit.getByLabel('Broker name')).toHaveValue(name);

  // A colleague saves the same broker while the dialog is open.
  const login = await request.post('/api/auth/login', {
    form: { username: 'manager@acme.test', password: DEMO_PASSWORD },
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${access_token}` };
  const found = await request.get(`/api/customers/?search=${encodeURIComponent(name)}`, { headers });
  const { customers } = (await found.json()) as { customers: { id: number; version: number }[] };
  const theirs = customers[0]!;
  const saved = await request.put(`/api/customers/${theirs.id}`, {
    headers,
    data: { contact_name: 'Set by a colleague', version: theirs.version },
  });
  expect(saved.status()).toBe(200);

  await edit.getByLabel('Contact name').fill('Set by me');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByRole('alert')).toContainText('changed by someone else');
  await edit.getByRole('button', { name: 'Reload latest' }).click();
  await expect(edit.getByLabel('Contact name')).toHaveValue('Set by a colleague');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row(page, name)).toContainText('Set by a colleague');
});
