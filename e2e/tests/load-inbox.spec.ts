import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signInAs } from '../support/demo';
import { expect as baseExpect } from '../support/fixtures';
import { mailToInbox } from '../support/inbound-mail';
import { loadsTest as test } from '../support/loads';
import { rateConfirmationPdf } from '../support/ratecon';

// The message is read on the job queue, then booked through the wizard: on a busy machine it takes a while.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 45_000 });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The company's address for rate confirmations, as Settings, Company Info shows it. */
async function inboundAddress(page: Page): Promise<string> {
  await page.goto('/app/settings?tab=0&readonly=true');
  const card = page.getByRole('region', { name: 'Rate confirmations by e-mail' });
  const shown = card.getByText(/^loads\+\S+@\S+$/);
  await expect(shown).toBeVisible();
  return ((await shown.textContent()) ?? '').trim();
}

test('a rate confirmation mailed to the company waits in the Load Inbox, read, and opens in the wizard', async ({
  page,
  world: w,
  tenant,
}) => {
  const pdf = await rateConfirmationPdf({ loadNumber: 'EM-5521', brokerName: w.broker.name, brokerMc: '778812' });
  await signInAs(page, tenant.emails.DISPATCHER);
  await expect(page).toHaveURL(/\/app\//);
  const address = await inboundAddress(page);

  await mailToInbox({
    to: address,
    from: 'Jordan Pike <bookings@broker-desk.test>',
    subject: 'Rate confirmation EM-5521',
    attachment: { filename: 'ratecon-EM-5521.pdf', content: pdf, contentType: 'application/pdf' },
  });

  await nav(page)
    .getByRole('link', { name: /^Load Inbox/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Load Inbox', level: 1 })).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Rate confirmations received' })
    .getByRole('row')
    .filter({ hasText: 'ratecon-EM-5521.pdf' });
  await expect(row).toContainText('Rate confirmation EM-5521');
  await expect(row).toContainText('bookings@broker-desk.test');
  // The list reads itself again while the document is read: no reload needed.
  await expect(row.getByText('Read', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: w.broker.name })).toBeVisible();
  await expect(row).toContainText('Load EM-5521');
  await expect(row).toContainText('$1,450.00');
  await expect(row).toContainText('Wichita');
  await expect(row).toContainText('Springfield');
  await page.reload();
  await expect(nav(page).getByRole('link', { name: 'Load Inbox 1 waiting for review' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole('button', { name: 'Open in wizard ratecon-EM-5521.pdf' }).click();
  await expect(page).toHaveURL(/\/app\/loads\/ai-create\?inbox=/);
  await expect(page.getByRole('group', { name: 'Rate confirmation ratecon-EM-5521.pdf' })).toBeVisible();
  const review = page.getByRole('region', { name: 'Extracted fields' });
  await expect(review.getByLabel('Load Number')).toHaveValue('EM-5521');
  await expect(review.getByLabel('Rate Booked')).toHaveValue('1450.00');
  await expect(review.getByText(`Matched to ${w.broker.name} by MC number`)).toBeVisible();
  await review.getByRole('button', { name: 'Continue to Load Wizard' }).click();

  await expect(page.getByTestId('wizard-step-indicator')).toHaveText('Step 1 of 3');
  await expect(page.getByLabel('Load Number')).toHaveValue('EM-5521');
  await expect(page.getByRole('combobox', { name: 'Customer / Broker' })).toHaveValue(w.broker.name);
  await page.getByRole('combobox', { name: 'Driver' }).click();
  await page.getByRole('option', { name: /Rosa Delgado/ }).click();
  await page.getByRole('button', { name: 'Save Basic Info' }).click();
  await expect(page.getByTestId('wizard-step-indicator')).toHaveText('Step 2 of 3');
  await expect(page.getByTestId('wizard-event')).toHaveCount(2);
  await page.getByRole('button', { name: 'Save Events' }).click();
  await expect(page.getByTestId('wizard-step-indicator')).toHaveText('Step 3 of 3');
  await page.getByRole('button', { name: 'Complete Load' }).click();
  await expect(page.getByRole('heading', { name: 'Load Created Successfully!' })).toBeVisible();
  await expect(page.getByText('Rate confirmation attached to the load')).toBeVisible();

  // Booked, the item has left the inbox, and the badge with it.
  await nav(page)
    .getByRole('link', { name: /^Load Inbox/ })
    .click();
  await expect(page.getByText('No rate confirmations waiting')).toBeVisible();
  await expect(page.getByText(address)).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Load Inbox', exact: true })).toBeVisible();
});
