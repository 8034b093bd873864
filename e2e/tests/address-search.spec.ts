import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../support/demo';

const ADDRESS = '1200 Industrial Pkwy, Columbus, OH 43215';

async function openAddBroker(page: Page) {
  await signInAs(page, 'manager@acme.test');
  await expect(page).toHaveURL(/\/app\//);
  await page.goto('/app/customers');
  await page.getByRole('button', { name: 'Add Broker' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add Broker' });
  await form.getByRole('button', { name: 'Search address' }).click();
  return form;
}

test('a picked suggestion fills the broker address', async ({ page }) => {
  const form = await openAddBroker(page);
  const search = page.getByRole('dialog', { name: 'Search Address' });
  await expect(search).toBeVisible();
  const useIt = search.getByRole('button', { name: 'Use This Address' });
  await expect(useIt).toBeDisabled();

  // Suggestions wait for a pause in typing: one request for the whole address, not one per key.
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/address/autocomplete')) requests.push(r.url());
  });
  await search.getByRole('combobox', { name: 'Address' }).pressSequentially(ADDRESS, { delay: 30 });
  const option = page.getByRole('option', { name: /1200 Industrial Pkwy/ });
  await expect(option).toBeVisible();
  // A handful of requests for the 40 keys, the last for the whole address. A loaded machine can
  // stall between two keys for longer than the pause, so an early part may be asked for too.
  const inputs = requests.map((url) => new URL(url).searchParams.get('input'));
  expect(inputs.length).toBeLessThanOrEqual(3);
  expect(inputs.at(-1)).toBe(ADDRESS);

  await option.click();
  const preview = search.getByRole('region', { name: 'Selected address' });
  await expect(preview).toContainText('Columbus');
  await expect(useIt).toBeEnabled();
  await useIt.click();
  await expect(search).toBeHidden();

  await expect(form.getByLabel('Street address')).toHaveValue('1200 Industrial Pkwy');
  await expect(form.getByLabel('City')).toHaveValue('Columbus');
  await expect(form.getByLabel('State')).toHaveValue('OH');
  await expect(form.getByLabel('ZIP code')).toHaveValue('43215');
  await expect(form.getByRole('combobox', { name: 'Country' })).toHaveValue('United States of America');
});

test('a failed search disables the input and says so', async ({ page }) => {
  // A maps-service outage cannot be caused from the browser, so the call is answered the way
  // the server answers when the service is down.
  await page.route('**/api/address/autocomplete**', (route) =>
    route.fulfill({ status: 502, contentType: 'application/json', body: '{"detail":"Could not fetch addresses."}' }),
  );
  await openAddBroker(page);
  const search = page.getByRole('dialog', { name: 'Search Address' });
  const input = search.getByRole('combobox', { name: 'Address' });
  await input.fill('1200 Industrial');
  await expect(search.getByText('Could not fetch addresses.').first()).toBeVisible();
  await expect(input).toBeDisabled();

  await page.unroute('**/api/address/autocomplete**');
  await search.getByRole('button', { name: 'Try again' }).click();
  await expect(input).toBeEnabled();
});

test('the company address is filled from a search', async ({ page }) => {
  await signInAs(page, 'manager@acme.test');
  await expect(page).toHaveURL(/\/app\//);
  await page.goto('/app/settings?tab=0');
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('button', { name: 'Search address' }).click();
  const search = page.getByRole('dialog', { name: 'Search Address' });
  const input = search.getByRole('combobox', { name: 'Address' });
  await input.fill('');
  await input.pressSequentially('88 Harbor Rd, Savannah, GA 31401', { delay: 20 });
  await page.getByRole('option', { name: /88 Harbor Rd/ }).click();
  await search.getByRole('button', { name: 'Use This Address' }).click();
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue(/^88 Harbor Rd, Savannah, GA/);
  // Nothing is saved until the user says so.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('1200 Industrial Pkwy, Columbus, OH 43215')).toBeVisible();
});
