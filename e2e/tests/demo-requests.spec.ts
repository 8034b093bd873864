import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../support/demo';
import { findDemoRequests, freshClientAddress, openDemoForm, postDemoRequest } from '../support/demo-requests';
import { E2E_DEMO_REQUESTS_PER_HOUR } from '../support/global-setup';

const SUCCESS = "Demo request submitted successfully! We'll contact you within 24 hours.";
const HONEYPOT = 'There was a technical issue. Please refresh the page and try again.';

// By role, whose name leaves out the required marker ("Name *" is named "Name").
const field = (page: Page, label: string) =>
  page.getByRole(label === 'Fleet size' ? 'combobox' : 'textbox', { name: label, exact: true });
const submit = (page: Page) => page.getByRole('button', { name: 'Request a Demo' });

async function fillRequired(page: Page, name: string, email: string, company: string) {
  await field(page, 'Name').fill(name);
  await field(page, 'Email').fill(email);
  await field(page, 'Company').fill(company);
}

test.describe('demo request form', () => {
  test('sends trimmed values with a lower-cased e-mail, then resets', async ({ page, baseURL }) => {
    const tag = `Trim${Date.now()}`;
    await openDemoForm(page);
    await expect(submit(page)).toBeDisabled();
    await fillRequired(page, `  Jane ${tag}  `, `  Jane.${tag}@Example.COM `, `  ${tag} Freight  `);
    await field(page, 'Phone').fill(' (614) 555-0101 ');
    await field(page, 'Fleet size').selectOption('26-50');
    await expect(submit(page)).toBeEnabled();
    await submit(page).click();

    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    await expect(field(page, 'Name')).toHaveValue('');
    await expect(field(page, 'Email')).toHaveValue('');
    await expect(submit(page)).toBeDisabled();

    const [stored] = await findDemoRequests(baseURL!, tag);
    expect(stored).toMatchObject({
      name: `Jane ${tag}`,
      email: `jane.${tag.toLowerCase()}@example.com`,
      company: `${tag} Freight`,
      phone: '(614) 555-0101',
      fleet_size: '26-50',
      status: 'new',
    });
  });

  test('shows each field message on blur', async ({ page }) => {
    await openDemoForm(page);
    const expectMessage = async (label: string, value: string, message: string) => {
      await field(page, label).fill(value);
      await field(page, label).blur();
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    };

    await expectMessage('Name', ' ', 'Name is required');
    await expectMessage('Name', 'J', 'Name must be at least 2 characters long');
    await expectMessage('Name', 'J'.repeat(101), 'Name must be less than 100 characters');
    await expectMessage('Name', '<script>x</script>', 'Name contains invalid characters');
    await expectMessage('Name', '12345', 'Name must contain at least one letter');

    await expectMessage('Email', ' ', 'Email is required');
    await expectMessage('Email', 'not-an-address', 'Please enter a valid email address');
    await expectMessage('Email', `${'a'.repeat(250)}@x.com`, 'Email address is too long');

    await expectMessage('Company', ' ', 'Company name is required');
    await expectMessage('Company', 'A', 'Company name must be at least 2 characters long');
    await expectMessage('Company', 'A'.repeat(101), 'Company name must be less than 100 characters');
    await expectMessage('Company', 'Acme onclick=alert(1)', 'Company name contains invalid characters');
    await expectMessage('Company', '42', 'Company name must contain at least one letter');

    await expectMessage('Phone', '555-0101', 'Phone number must contain at least 10 digits');
    await expectMessage('Phone', '1234567890123456', 'Phone number must contain no more than 15 digits');
    await expectMessage('Phone', '555#555#0101', 'Please enter a valid phone number');

    // Fixing a field clears its message on the next blur.
    await field(page, 'Phone').fill('');
    await field(page, 'Phone').blur();
    await expect(page.getByText('Please enter a valid phone number')).toBeHidden();
  });

  test('validates every field on submit', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && sent.push(r.url()));
    await openDemoForm(page);
    await fillRequired(page, 'J', 'nope', 'Acme');
    await field(page, 'Phone').fill('123');
    await submit(page).click();
    await expect(page.getByText('Name must be at least 2 characters long')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Phone number must contain at least 10 digits')).toBeVisible();
    expect(sent).toEqual([]);
  });

  test('a filled honeypot shows the technical-issue message without calling the server', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (r) => r.url().includes('/api/demo-requests') && sent.push(r.url()));
    await openDemoForm(page);
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await honeypot.fill('https://spam.example', { force: true });
    await fillRequired(page, 'Bot Person', 'bot@example.com', 'Bot Freight');
    await submit(page).click();
    await expect(page.getByRole('alert').filter({ hasText: HONEYPOT })).toBeVisible();
    expect(sent).toEqual([]);
  });

  test(`answers 429 with the server's sentence after ${E2E_DEMO_REQUESTS_PER_HOUR} requests`, async ({ page }) => {
    await openDemoForm(page, freshClientAddress());
    for (let i = 0; i < E2E_DEMO_REQUESTS_PER_HOUR; i++) {
      await fillRequired(page, `Rate Limit ${i}`, `rate${i}.${Date.now()}@example.com`, 'Limit Freight');
      await submit(page).click();
      await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    }
    await fillRequired(page, 'One Too Many', `late.${Date.now()}@example.com`, 'Limit Freight');
    await submit(page).click();
    await expect(page.getByRole('alert').filter({ hasText: /Too many demo requests/ })).toBeVisible();
    // The visitor keeps what was typed, to try again later.
    await expect(field(page, 'Name')).toHaveValue('One Too Many');
  });

  test('reports a connection error when the server cannot be reached', async ({ page }) => {
    await openDemoForm(page);
    await page.route('**/api/demo-requests/', (route) => route.abort('internetdisconnected'));
    await fillRequired(page, 'Offline Olga', 'olga@example.com', 'Offline Freight');
    await submit(page).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Connection error. Please check your internet connection and try again.' }),
    ).toBeVisible();
  });
});

test.describe('demo requests screen', () => {
  test('a superadmin lists, filters, follows up and deletes requests', async ({ page, baseURL }) => {
    const tag = `Lead${Date.now()}`;
    for (const [i, company] of ['Alpha', 'Bravo', 'Charlie'].entries()) {
      await postDemoRequest(baseURL!, {
        name: `${company} Contact ${tag}`,
        email: `${company.toLowerCase()}.${tag.toLowerCase()}@example.com`,
        company: `${company} ${tag} Trucking`,
        phone: i === 0 ? '(402) 555-0199' : undefined,
        fleet_size: i === 0 ? '51-100' : undefined,
      });
    }

    await signInAs(page, 'superadmin@tms.test');
    await page.getByRole('link', { name: 'Demo Requests' }).click();
    await expect(page).toHaveURL(/\/app\/demo-requests$/);
    await expect(page.getByRole('heading', { name: 'Demo Requests', level: 1 })).toBeVisible();

    // Text search
    await page.getByLabel('Search requests').fill(tag);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const table = page.getByRole('table', { name: 'Demo requests' });
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));

    // Details and follow-up
    await table.getByRole('row', { name: new RegExp(`Alpha ${tag} Trucking`) }).click();
    const drawer = page.getByRole('dialog', { name: `Alpha ${tag} Trucking` });
    await expect(drawer.getByText('(402) 555-0199')).toBeVisible();
    await expect(drawer.getByText('51-100 trucks')).toBeVisible();
    await drawer.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Contacted' }).click();
    await drawer.getByLabel('Notes').fill('Called on Monday; demo booked for Thursday.');
    await drawer.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Demo request updated')).toBeVisible();
    await drawer.getByRole('button', { name: 'Close details' }).click();
    await expect(table.getByRole('row', { name: new RegExp(`Alpha ${tag} Trucking`) })).toContainText('Contacted');

    // Status filter
    await page.getByRole('tab', { name: /^Contacted/ }).click();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText(`Alpha ${tag} Trucking`);
    await page.getByRole('tab', { name: /^New/ }).click();
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table).not.toContainText(`Alpha ${tag} Trucking`);

    // Date filter: nothing arrived after tomorrow
    await page.getByRole('tab', { name: /^All/ }).click();
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Received from').fill(tomorrow);
    await expect(page.getByText('No demo requests match')).toBeVisible();
    const today = new Date().toISOString().slice(0, 10);
    await page.getByLabel('Received from').fill(today);
    await expect(table.getByRole('row')).toHaveCount(4);

    // Delete with confirmation
    await table.getByRole('row', { name: new RegExp(`Bravo ${tag} Trucking`) }).click();
    await page
      .getByRole('dialog', { name: `Bravo ${tag} Trucking` })
      .getByRole('button', { name: 'Delete request' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete Demo Request' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Demo request deleted')).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table).not.toContainText(`Bravo ${tag} Trucking`);
    expect((await findDemoRequests(baseURL!, tag)).map((r) => r.company).sort()).toEqual([
      `Alpha ${tag} Trucking`,
      `Charlie ${tag} Trucking`,
    ]);
  });

  test('is for the platform superadmin only', async ({ page }) => {
    await signInAs(page, 'manager@acme.test');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole('link', { name: 'Demo Requests' })).toHaveCount(0);
    await page.goto('/app/demo-requests');
    await expect(page.getByText('Demo requests are for platform administrators.')).toBeVisible();
  });
});
