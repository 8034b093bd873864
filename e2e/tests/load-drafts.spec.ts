import type { Page } from '@playwright/test';
import { signInAs } from '../support/demo';
import { expect as baseExpect } from '../support/fixtures';
import { bookLoad, loadsTest as test } from '../support/loads';

// The journey seeds a company of its own and walks the wizard and the board; a busy machine is slow.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const boardRow = (page: Page, loadNumber: string) =>
  page.getByRole('table', { name: 'Loads' }).getByRole('row').filter({ hasText: loadNumber });

async function showDrafts(page: Page, choice: 'Hide drafts' | 'Include drafts' | 'Drafts only') {
  // The drafts filter is a chip among the status chips that opens its three choices.
  await page
    .getByRole('group', { name: 'Status totals' })
    .getByRole('button', { name: /^Drafts: / })
    .click();
  await page.getByRole('menuitemradio', { name: choice, exact: true }).click();
}

/** Cancel on a load whose first step is saved, keeping it as a draft. */
async function cancelAndKeep(page: Page) {
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  const ask = page.getByRole('dialog', { name: 'Cancel Load Creation?' });
  await expect(ask).toContainText('kept as a draft');
  await ask.getByRole('button', { name: 'Cancel & Save Progress' }).click();
  await expect(page.getByRole('heading', { name: 'Dispatch', level: 1 })).toBeVisible();
}

test('a load left in the wizard is a draft: off the board, shown by the Drafts filter, resumed, then discarded', async ({
  page,
  world: w,
  tenant,
}) => {
  await bookLoad(w, 'DONE-1');
  await signInAs(page, tenant.emails.MANAGER);
  await expect(page).toHaveURL(/\/app\//);
  await page.goto('/app/loads/create');
  await expect(page.getByRole('heading', { name: 'Create Load', level: 1 })).toBeVisible();
  await page.getByLabel('Load Number').fill('DRAFT-31');
  await page.getByRole('combobox', { name: 'Customer / Broker' }).fill(w.broker.name.slice(0, 7));
  await page.getByRole('option', { name: new RegExp(w.broker.name) }).click();
  await page.getByRole('button', { name: 'Save Basic Info' }).click();
  await expect(page.getByTestId('wizard-step-indicator')).toHaveText('Step 2 of 3');
  await cancelAndKeep(page);

  // Hidden by default; the completed load is there.
  await expect(boardRow(page, 'DONE-1')).toBeVisible();
  await expect(boardRow(page, 'DRAFT-31')).toHaveCount(0);

  await showDrafts(page, 'Drafts only');
  await expect(page).toHaveURL(/drafts=only/);
  const row = boardRow(page, 'DRAFT-31');
  await expect(row).toBeVisible();
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await expect(boardRow(page, 'DONE-1')).toHaveCount(0);
  await showDrafts(page, 'Include drafts');
  await expect(boardRow(page, 'DONE-1')).toBeVisible();
  await expect(row).toBeVisible();

  // Resume opens the wizard on the draft at the step it stopped before.
  await row.getByRole('button', { name: 'Actions for load DRAFT-31' }).click();
  await page.getByRole('menuitem', { name: 'Resume' }).click();
  await expect(page.getByTestId('wizard-step-indicator')).toHaveText('Step 2 of 3');
  await expect(page.getByRole('dialog', { name: 'Restore Previous Draft?' })).toHaveCount(0);
  await cancelAndKeep(page);

  await showDrafts(page, 'Drafts only');
  await boardRow(page, 'DRAFT-31').getByRole('button', { name: 'Actions for load DRAFT-31' }).click();
  await page.getByRole('menuitem', { name: 'Discard' }).click();
  const confirm = page.getByRole('dialog', { name: 'Discard draft?' });
  await expect(confirm).toContainText('DRAFT-31');
  await confirm.getByRole('button', { name: 'Discard' }).click();
  await expect(confirm).toBeHidden();
  await expect(boardRow(page, 'DRAFT-31')).toHaveCount(0);
  const left = await w.api<{ loads: { load_number: string }[] }>(
    'GET',
    '/api/loads/bulk?search=DRAFT-31&drafts=include',
  );
  expect(left.loads).toEqual([]);
});
