import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signInAs } from '../support/demo';
import { expect as baseExpect, test } from '../support/fixtures';
import { managerApi } from '../support/fleet';
import { dismissNotice } from '../support/notices';

// The journey signs in, seeds a company, adds a card and imports a file twice: minutes on a busy machine.
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

async function expectAccessible(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  // A button just enabled fades to its colour; axe must read the colour it settles on.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY),
  );
  expect({ where, violations: await seriousViolations(page) }).toEqual({ where, violations: [] });
}

/**
 * A provider's weekly export as the test builds it: semicolons, a BOM, headers no known layout
 * uses (so the columns are mapped by hand), fuel and DEF on one invoice, and a card the company
 * does not have.
 */
function weeklyExport(): Buffer {
  const lines = [
    'Purchase Date;Card;Tractor;Invoice No;Product;Gallons;PPG;Amount;Town;ST',
    '03/04/2025;22333;685;INV-1001;ULSD;100.125;3.599;360.35;Tulsa;OK',
    '03/04/2025;22333;685;INV-1001;DEFD;5;4.10;20.50;Tulsa;OK',
    '03/06/2025;99999;685;INV-1002;ULSD;80;3.45;276.00;Joplin;MO',
  ];
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${lines.join('\r\n')}\r\n`)]);
}

const MAPPING: [string, string][] = [
  ['Transaction date', 'Purchase Date'],
  ['Card number', 'Card'],
  ['Truck unit number', 'Tractor'],
  ['Reference / invoice', 'Invoice No'],
  ['Purchased item', 'Product'],
  ['Quantity (gallons)', 'Gallons'],
  ['Price per unit', 'PPG'],
  ['Total amount', 'Amount'],
  ['City', 'Town'],
  ['State', 'ST'],
];

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string | RegExp, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

for (const mode of ['light', 'dark'] as const) {
  test(`a card is added, an export is mapped, imported, matched and undone (${mode} mode)`, async ({
    page,
    baseURL,
    tenant,
  }) => {
    const api = await managerApi(baseURL!, tenant);
    await api('POST', '/api/drivers/', { first_name: 'Ava', last_name: 'Lindqvist' });
    await api('POST', '/api/trucks/', { unit_number: '685' });

    await page.addInitScript((m) => localStorage.setItem('themeMode', m), mode);
    await signInAs(page, tenant.emails.ACCOUNTANT, tenant.password);
    await expect(page).toHaveURL(/\/app\//);

    // The menu leads to both screens.
    await page.getByRole('link', { name: 'Fuel Cards' }).click();
    await expect(page.getByRole('heading', { name: 'Fuel Cards', level: 1 })).toBeVisible();
    await expect(page.getByText('No fuel cards yet')).toBeVisible();
    await expectAccessible(page, 'fuel cards, empty');

    // A card: digits only, counted and grouped as typed; held by a driver, kept for a truck.
    await page.getByRole('button', { name: 'Add Fuel Card' }).first().click();
    const add = page.getByRole('dialog', { name: 'Add Fuel Card' });
    const number = add.getByRole('textbox', { name: /Card number/ });
    await number.fill('7083 0500 1111 2222 333');
    await expect(number).toHaveValue('7083050011112222333');
    await expect(add.getByText('19/19 digits')).toBeVisible();
    await expect(add.getByLabel('Card number preview')).toHaveText('7083 0500 1111 2222333');
    await choose(page, add, /Card provider/, 'EFS');
    await add.getByRole('combobox', { name: 'Driver' }).fill('Ava');
    await page.getByRole('option', { name: 'Ava Lindqvist' }).click();
    await add.getByRole('combobox', { name: 'Truck' }).fill('685');
    await page.getByRole('option', { name: '685' }).click();
    await expectAccessible(page, 'fuel card dialog');
    await add.getByRole('button', { name: 'Create' }).click();
    await expect(add).toBeHidden();
    await expect(page.getByText('Fuel card created successfully')).toBeVisible();
    const cards = page.getByRole('table', { name: 'Fuel cards' });
    const card = cards.getByRole('row').filter({ hasText: '•••• 2333' });
    await expect(card).toContainText('Short number 22333');
    await expect(card).toContainText('Ava Lindqvist');
    await expect(card).toContainText('685');
    // The clear number is never shown again.
    await expect(page.getByText('7083050011112222333')).toHaveCount(0);
    await expectAccessible(page, 'fuel cards');
    await card.getByRole('button', { name: 'Actions for EFS •••• 2333' }).click();
    await page.getByRole('menuitem', { name: 'Assignment history' }).click();
    const history = page.getByRole('dialog', { name: /Assignment history/ });
    await expect(history).toContainText('Ava Lindqvist · Truck 685');
    await expect(history).toContainText('now');
    await history.getByRole('button', { name: 'Close' }).click();

    // The import: columns mapped by hand, checked, saved as a template, imported as one batch.
    await page.getByRole('link', { name: 'Fuel Transactions' }).click();
    await expect(page.getByRole('heading', { name: 'Fuel Transactions', level: 1 })).toBeVisible();
    await expect(page.getByText('No fuel transactions yet')).toBeVisible();
    await page.getByRole('button', { name: 'Import File' }).click();
    const wizard = page.getByRole('dialog', { name: 'Import Fuel Transactions' });
    await wizard
      .getByLabel('Fuel-card export file')
      .setInputFiles({ name: 'week-10.csv', mimeType: 'text/csv', buffer: weeklyExport() });
    await expect(wizard.getByText('Layout not recognised')).toBeVisible();
    await expect(wizard.getByText('Separated by semicolons')).toBeVisible();
    for (const [field, column] of MAPPING)
      await choose(page, wizard, new RegExp(`^${field.replace(/[()/]/g, '\\$&')}`), column);
    await wizard.getByRole('button', { name: 'Check rows with this mapping' }).click();
    await expect(wizard.getByText(/3 new transactions ready/)).toBeVisible();
    await expect(wizard.getByText('$656.85')).toBeVisible();
    const rows = wizard.getByRole('table', { name: 'Rows of the file' });
    await expect(rows.getByRole('row')).toHaveCount(4);
    await expectAccessible(page, 'import wizard, mapping');
    await wizard.getByLabel('Template name').fill('Weekly export');
    await wizard.getByRole('button', { name: 'Save as template' }).click();
    // The notice sits over the wizard's actions.
    await dismissNotice(page, 'Template Weekly export saved');
    await wizard.getByRole('button', { name: 'Import 3 transactions' }).click();
    await expect(wizard.getByText(/Batch #\d+ imported from week-10.csv/)).toBeVisible();
    const result = wizard.getByLabel('Import result');
    await expect(result).toContainText('3 transactions');
    await expect(result).toContainText('2 fully matched');
    await expect(result).toContainText('1 to match');
    await wizard.getByRole('button', { name: 'View imported transactions' }).click();
    await expect(wizard).toBeHidden();

    // The batch's rows, the server's totals, and the row the import could not place.
    await expect(page.getByText(/^Import batch #\d+$/)).toBeVisible();
    const table = page.getByRole('table', { name: 'Fuel transactions' });
    await expect(table.getByRole('row')).toHaveCount(4);
    const summary = page.getByRole('region', { name: 'Fuel summary' });
    await expect(summary).toContainText('$656.85');
    await expect(summary).toContainText('Total of 3 transactions');
    await expect(summary).toContainText('180.125');
    const unplaced = table.getByRole('row').filter({ hasText: 'No card' });
    await expect(unplaced).toContainText('99999');
    await expect(unplaced).toContainText('$276.00');
    await page.getByRole('button', { name: 'Totals by item and by state' }).click();
    await expect(page.getByRole('table', { name: 'Totals by item' }).getByRole('row', { name: /ULSD/ })).toContainText(
      '$636.35',
    );
    await expect(page.getByRole('table', { name: 'Totals by state' }).getByRole('row', { name: /^MO/ })).toContainText(
      '$276.00',
    );
    await expectAccessible(page, 'fuel transactions');

    // Matched by hand to the company's card: its holder and truck come with it, and the row shows them.
    await unplaced.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Match' }).click();
    const match = page.getByRole('dialog', { name: 'Match Transaction' });
    await match.getByRole('combobox', { name: 'Fuel card' }).click();
    await page.getByRole('option', { name: 'EFS •••• 2333' }).click();
    await expect(match.getByRole('combobox', { name: 'Truck' })).toHaveValue('685');
    await expect(match.getByRole('combobox', { name: 'Driver' })).toHaveValue('Ava Lindqvist');
    await match.getByRole('button', { name: 'Save match' }).click();
    await expect(match).toBeHidden();
    await expect(table.getByRole('row').filter({ hasText: 'No card' })).toHaveCount(0);
    await expect(table.getByRole('row').filter({ hasText: '$276.00' })).toContainText('Ava Lindqvist');
    await page.getByRole('switch', { name: 'Unmatched only' }).click();
    await expect(page.getByText('No fuel transactions match')).toBeVisible();
    await page.getByRole('switch', { name: 'Unmatched only' }).click();

    // The same file again, through the saved template: every row is already there.
    await page.getByRole('button', { name: 'Import File' }).click();
    await choose(page, wizard, 'Column template', 'Weekly export');
    await wizard
      .getByLabel('Fuel-card export file')
      .setInputFiles({ name: 'week-10.csv', mimeType: 'text/csv', buffer: weeklyExport() });
    await expect(wizard.getByText('Every row of this file was already imported.')).toBeVisible();
    await expect(wizard.getByRole('button', { name: /^Import \d+ transactions$/ })).toBeDisabled();
    await wizard.getByRole('button', { name: 'Cancel' }).click();
    await expect(wizard).toBeHidden();

    // The batches view, and the whole batch undone.
    await page.getByRole('tab', { name: 'Import batches' }).click();
    const batches = page.getByRole('table', { name: 'Import batches' });
    const batch = batches.getByRole('row').filter({ hasText: 'week-10.csv' });
    await expect(batch).toContainText('$656.85');
    await expect(batch).toContainText('Imported');
    await expectAccessible(page, 'import batches');
    await batch.getByRole('button', { name: /^Actions for batch/ }).click();
    await page.getByRole('menuitem', { name: 'Undo import' }).click();
    const undo = page.getByRole('dialog', { name: 'Undo import' });
    await expect(undo).toContainText('Remove the 3 transactions');
    await undo.getByRole('button', { name: 'Undo import' }).click();
    await expect(undo).toBeHidden();
    await expect(batch).toContainText('Undone');
    await page.getByRole('tab', { name: 'Transactions' }).click();
    await expect(page.getByText('No fuel transactions match')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Fuel summary' })).toContainText('$0.00');

    // A card taken out of use leaves its holder; it can be put back into use.
    await page.getByRole('link', { name: 'Fuel Cards' }).click();
    await card.getByRole('button', { name: 'Actions for EFS •••• 2333' }).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    await expect(page.getByText('EFS •••• 2333 deactivated')).toBeVisible();
    await expect(card).toContainText('Inactive');
    await expect(card).not.toContainText('Ava Lindqvist');
    await card.getByRole('button', { name: 'Actions for EFS •••• 2333' }).click();
    await page.getByRole('menuitem', { name: 'Activate' }).click();
    await expect(card).toContainText('Active');
  });
}
