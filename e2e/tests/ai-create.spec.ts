import { axeScan } from '../support/axe';
import { signInAs } from '../support/demo';
import { expect as baseExpect } from '../support/fixtures';
import { loadsTest as test } from '../support/loads';
import { rateConfirmationPdf } from '../support/ratecon';

// Reading the document happens on the server; on a busy machine the journey takes a while.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 45_000 });

test('a rate confirmation becomes a load: upload, review, correct a field, save, and find it on the board with its document', async ({
  page,
  world: w,
  tenant,
}) => {
  const pdf = await rateConfirmationPdf({ loadNumber: 'PL-90210', brokerName: w.broker.name, brokerMc: '778812' });

  await signInAs(page, tenant.emails.MANAGER);
  await expect(page).toHaveURL(/\/app\//);
  await page.goto('/app/dispatch');
  await page.getByRole('button', { name: 'Create from Rate Confirmation' }).click();
  await expect(page.getByRole('heading', { name: 'Create Load with AI', level: 1 })).toBeVisible();
  await page.getByLabel('Choose rate confirmations').setInputFiles({
    name: 'ratecon-PL-90210.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await expect(page.getByTestId('extraction-card')).toContainText('Load PL-90210 · 2 stops');
  const review = page.getByRole('region', { name: 'Extracted fields' });
  await expect(review.getByText('Driver Pay From Pay Profile')).toBeVisible();
  await expect(review.getByText('Miles Information Needed')).toBeVisible();
  await expect(review.getByText(`Matched to ${w.broker.name} by MC number`)).toBeVisible();
  await expect(review.getByLabel('Rate Booked')).toHaveValue('1450.00');
  await expect(review.getByLabel('Driver Pay')).toHaveValue('');
  await expect(review.getByTestId('extracted-stop')).toHaveCount(2);
  // The dispatcher corrects the load number before going on.
  await review.getByLabel('Load Number').fill('PL-90210-A');
  await review.getByRole('button', { name: 'Continue to Load Wizard' }).click();

  await expect(page.getByTestId('wizard-step-indicator')).toHaveText('Step 1 of 3');
  await expect(page.getByLabel('Load Number')).toHaveValue('PL-90210-A');
  // Fields the document filled say so, coloured by how sure the reader was.
  await expect(page.getByText(/^(Read from the document|Not clearly read)/).first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Customer / Broker' })).toHaveValue(w.broker.name);
  await page.getByRole('combobox', { name: 'Driver' }).click();
  await page.getByRole('option', { name: /Rosa Delgado/ }).click();
  await page.getByRole('button', { name: 'Save Basic Info' }).click();
  await expect(page.getByTestId('wizard-step-indicator')).toHaveText('Step 2 of 3');
  await expect(page.getByTestId('wizard-event')).toHaveCount(2);
  await expect(page.getByTestId('wizard-event').first()).toContainText('Wichita');
  await expect(page.getByTestId('wizard-event').nth(1)).toContainText('Springfield');
  await page.getByRole('button', { name: 'Save Events' }).click();
  await expect(page.getByTestId('wizard-step-indicator')).toHaveText('Step 3 of 3');
  await expect(page.getByLabel('Rate Booked')).toHaveValue('1450.00');
  await expect(page.getByLabel('Rate Booked')).toHaveAccessibleDescription(/document/);
  await expect(page.getByLabel('Loaded Miles')).toHaveValue('296');
  await page.getByRole('button', { name: 'Complete Load' }).click();
  await expect(page.getByRole('heading', { name: 'Load Created Successfully!' })).toBeVisible();
  await expect(page.getByText('Rate confirmation attached to the load')).toBeVisible();

  await page.getByRole('button', { name: 'Go to Dispatch Board' }).click();
  const row = page.getByRole('table', { name: 'Loads' }).getByRole('row').filter({ hasText: 'PL-90210-A' });
  await expect(row).toContainText('Wichita, KS');
  await row.getByRole('button', { name: '1 document on load PL-90210-A' }).click();
  const documents = page.getByRole('dialog', { name: /Documents · Load PL-90210-A/ });
  await documents.getByRole('tab', { name: 'Rate Confirmation (1)' }).click();
  await expect(documents.getByText('ratecon-PL-90210.pdf')).toBeVisible();
});

for (const mode of ['light', 'dark'] as const) {
  test(`the review of a read rate confirmation in ${mode} mode has no serious or critical violations`, async ({
    page,
    world: w,
    tenant,
  }) => {
    const pdf = await rateConfirmationPdf({
      loadNumber: 'AX-77',
      brokerName: 'Unknown Freight Desk',
      brokerMc: '100200',
    });
    expect(w.broker.name).not.toBe('Unknown Freight Desk');
    await page.addInitScript((m) => localStorage.setItem('themeMode', m), mode);
    await signInAs(page, tenant.emails.MANAGER);
    await expect(page).toHaveURL(/\/app\//);
    await page.goto('/app/loads/ai-create');
    await page.getByLabel('Choose rate confirmations').setInputFiles({
      name: 'ratecon-AX-77.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    const review = page.getByRole('region', { name: 'Extracted fields' });
    // A broker not among the customers: the review offers to add it.
    await expect(review.getByText('This broker is not in your customers yet.')).toBeVisible();
    await expect(review.getByRole('button', { name: 'Add New Broker' })).toBeVisible();
    const results = await axeScan(page).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ rule: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
    expect(serious).toEqual([]);
    // The new broker starts from what the document says.
    await review.getByRole('button', { name: 'Add New Broker' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Broker' });
    await expect(dialog.getByLabel('Broker name')).toHaveValue('Unknown Freight Desk');
    await expect(dialog.getByLabel('MC number')).toHaveValue('100200');
  });
}
