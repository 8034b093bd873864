import { seriousViolations } from '../support/axe';
import { latestMailTo, mailCountTo, signInAs } from '../support/demo';
import { expect as baseExpect, test } from '../support/fixtures';
import { dismissNotice } from '../support/notices';

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test('a manager turns on the weekly report, sees it kept after a reload, and sends it now', async ({
  page,
  baseURL,
  tenant,
}) => {
  const email = tenant.emails.MANAGER;
  await signInAs(page, email, tenant.password);
  await expect(page.getByRole('heading', { name: 'Management Dashboard', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Scheduled reports' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scheduled reports' });
  await expect(dialog.getByText(email)).toBeVisible();
  await expect(dialog.getByText('Mondays at 06:00, about the previous week (Monday to Sunday)')).toBeVisible();
  const weekly = dialog.getByRole('switch', { name: 'Weekly' });
  await expect(weekly).not.toBeChecked();
  await weekly.check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dismissNotice(page, 'Scheduled reports saved');
  await expect(dialog).toBeHidden();

  await page.reload();
  await page.getByRole('button', { name: 'Scheduled reports' }).click();
  await expect(dialog.getByRole('switch', { name: 'Weekly' })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Daily' })).not.toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Monthly' })).not.toBeChecked();

  const before = mailCountTo(email);
  await dialog.getByRole('button', { name: 'Send the weekly report now' }).click();
  await dismissNotice(page, new RegExp(`The weekly report for .+ is on its way to ${email.replace(/\./g, '\\.')}`));
  const mail = await latestMailTo(baseURL!, email, before);
  expect(mail.text_body).toContain('weekly report for');
});

test('the demo manager reads the weekly report', async ({ page }) => {
  await signInAs(page, 'manager@acme.test');
  await page.getByRole('button', { name: 'Scheduled reports' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scheduled reports' });
  await expect(dialog.getByRole('switch', { name: 'Weekly' })).toBeChecked();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('a company whose plan lacks scheduled reports sees no button', async ({ page }) => {
  await signInAs(page, 'manager@cobalt.test');
  await expect(page.getByRole('heading', { name: 'Management Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scheduled reports' })).toHaveCount(0);
});
