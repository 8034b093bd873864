import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signInAs } from '../support/demo';
import { makeTestFiles, type TestFile } from '../support/document-files';
import { dismissNotice } from '../support/notices';

// Each journey uploads, scans for accessibility and deletes: on two busy cores that is over a minute.
test.describe.configure({ timeout: 180_000 });

let files: { pdf: TestFile; png: TestFile };
test.beforeAll(async ({ browser }: { browser: Browser }) => {
  files = await makeTestFiles(browser);
});

async function openCompanyDocuments(page: Page) {
  await signInAs(page, 'manager@acme.test');
  await expect(page).toHaveURL(/\/app\//);
  await page.goto('/app/settings?tab=0');
  const section = page.getByRole('region', { name: 'Company documents' });
  await expect(section).toBeVisible();
  // The uploader opens by itself when the list comes back empty: decide what to click only then.
  await expect(section.getByLabel('Loading documents')).toHaveCount(0);
  return section;
}

/** Limits the page's upload speed, so progress can be watched, or lifts the limit. */
async function throttleUploads(page: Page, bytesPerSecond: number | null) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond ?? -1,
  });
}

const row = (section: Locator, name: string) => section.getByRole('listitem', { name, exact: true });

async function rowAction(page: Page, section: Locator, name: string, action: string) {
  await section.getByRole('button', { name: `More actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function deleteDocument(page: Page, section: Locator, name: string) {
  await rowAction(page, section, name, 'Delete');
  const confirm = page.getByRole('dialog', { name: 'Delete document' });
  await expect(confirm).toContainText(`Are you sure you want to delete "${name}"? This cannot be undone.`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(row(section, name)).toHaveCount(0);
  // The notice would cover the next row's menu.
  await dismissNotice(page, 'Document deleted successfully');
}

const renamed = (file: TestFile, name: string): TestFile => ({ ...file, name });

async function uploadBoth(section: Locator, pdf = files.pdf, png = files.png) {
  if (!(await section.getByLabel('Choose files to upload').isVisible())) {
    await section.getByRole('button', { name: 'Upload documents' }).click();
  }
  await section.getByLabel('Choose files to upload').setInputFiles([pdf, png]);
  await section.getByRole('textbox', { name: 'Tags' }).fill('insurance, 2025, renewal');
  await section.getByRole('textbox', { name: 'Description' }).fill('Certificate of insurance and authority letter');
  await section.getByRole('button', { name: 'Upload 2 files' }).click();
}

test('a manager uploads, views, downloads, tags, deprecates, restores and deletes company documents', async ({
  page,
}) => {
  const section = await openCompanyDocuments(page);

  // Upload two files and watch real progress: the upload is slowed so the bar moves visibly.
  await throttleUploads(page, 400 * 1024);
  await uploadBoth(section);
  const imageProgress = section.getByRole('progressbar', { name: files.png.name });
  await expect
    .poll(async () => Number((await imageProgress.getAttribute('aria-valuenow')) ?? -1), { timeout: 15_000 })
    .toBeGreaterThan(0);
  const seen = Number(await imageProgress.getAttribute('aria-valuenow'));
  expect(seen).toBeLessThan(100);
  await expect(page.getByText('2 documents uploaded successfully')).toBeVisible({ timeout: 30_000 });
  await throttleUploads(page, null);

  const pdfRow = row(section, files.pdf.name);
  const pngRow = row(section, files.png.name);
  await expect(pdfRow).toBeVisible();
  await expect(pngRow).toBeVisible();
  // The first 2 tags show; the third is counted.
  await expect(pdfRow.getByLabel('Tags', { exact: true })).toHaveText(/insurance\s*2025\s*\+1/);
  // Images show a thumbnail.
  await expect(pngRow.locator('img')).toBeVisible();

  // View the PDF in place, move to the image, zoom it with the keyboard.
  await section
    .getByRole('button', { name: `View ${files.pdf.name}` })
    .first()
    .click();
  const viewer = page.getByRole('dialog', { name: files.pdf.name });
  const frame = viewer.locator(`iframe[title="${files.pdf.name}"]`);
  await expect(frame).toBeVisible();
  const pdfLink = await frame.getAttribute('src');
  const shown = await page.request.get(pdfLink ?? '');
  expect(shown.headers()['content-type']).toBe('application/pdf');
  expect(shown.headers()['content-disposition']).toMatch(/^inline/);
  await page.keyboard.press('Escape');
  await section
    .getByRole('button', { name: `View ${files.png.name}` })
    .first()
    .click();
  const imageViewer = page.getByRole('dialog', { name: files.png.name });
  const picture = imageViewer.getByRole('img', { name: files.png.name });
  await expect(picture).toBeVisible();
  const drawnWidth = () => picture.evaluate((img) => Number.parseFloat(getComputedStyle(img).width));
  await expect.poll(drawnWidth).toBeGreaterThan(0);
  const fitted = await drawnWidth();
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await expect(imageViewer.getByRole('button', { name: /Zoom 150%/ })).toBeVisible();
  await expect.poll(async () => Math.abs((await drawnWidth()) - fitted * 1.5)).toBeLessThanOrEqual(1);
  await imageViewer.getByRole('button', { name: 'Zoom out' }).click();
  await expect(imageViewer.getByRole('button', { name: /Zoom 125%/ })).toBeVisible();
  // The arrow keys move to the other document of the list, whichever side it is on.
  const first = await imageViewer.getByRole('navigation', { name: 'Documents' }).getByText('1 of 2').isVisible();
  await page.keyboard.press(first ? 'ArrowRight' : 'ArrowLeft');
  await expect(page.getByRole('dialog', { name: files.pdf.name })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Download.
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: `Download ${files.pdf.name}` }).click();
  expect((await download).suggestedFilename()).toBe(files.pdf.name);
  await expect(page.getByText('Download started')).toBeVisible();

  // Edit the tags.
  await rowAction(page, section, files.png.name, 'Edit details');
  const edit = page.getByRole('dialog', { name: 'Edit document' });
  await edit.getByRole('textbox', { name: 'Tags' }).fill('authority, mc');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Document updated successfully')).toBeVisible();
  await expect(pngRow.getByLabel('Tags', { exact: true })).toHaveText(/authority\s*mc$/);

  // Deprecate, find it again with the toggle, restore it.
  await rowAction(page, section, files.png.name, 'Deprecate');
  await expect(page.getByText('Document deprecated successfully')).toBeVisible();
  await expect(pngRow).toHaveCount(0);
  await section.getByLabel('Show deprecated documents').check();
  await expect(pngRow.getByText('Deprecated')).toBeVisible();
  await rowAction(page, section, files.png.name, 'Restore');
  await expect(page.getByText('Document restored successfully')).toBeVisible();
  await expect(pngRow.getByText('Deprecated')).toHaveCount(0);

  await deleteDocument(page, section, files.png.name);
  await deleteDocument(page, section, files.pdf.name);
});

test('the uploader refuses files outside its rule and cancels an upload in flight', async ({ page }) => {
  const section = await openCompanyDocuments(page);
  if (await section.getByRole('button', { name: 'Upload documents' }).isVisible())
    await section.getByRole('button', { name: 'Upload documents' }).click();
  await section
    .getByLabel('Choose files to upload')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a document') });
  await expect(section.getByRole('alert')).toHaveText(/^File type must be \.jpg, \.jpeg, \.png/);
  const upload = section.getByRole('button', { name: 'Upload', exact: true });
  await expect(upload).toBeDisabled();

  // A name the rule takes over content that is not what it says: the server's refusal stays on
  // the file, and the file is not offered for another try.
  await section
    .getByLabel('Choose files to upload')
    .setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('plain text') });
  await upload.click();
  const contentMismatch = 'fake.pdf is not a valid PDF: its content does not match its .pdf type';
  await expect(section.getByRole('alert')).toHaveText(contentMismatch);
  await expect(upload).toBeDisabled();
  await dismissNotice(page, contentMismatch);

  await throttleUploads(page, 20 * 1024);
  const slow = renamed(files.png, 'cancelled-authority.png');
  await section.getByLabel('Choose files to upload').setInputFiles(slow);
  await upload.click();
  const progress = section.getByRole('progressbar', { name: slow.name });
  await expect(progress).toBeVisible();
  await section.getByRole('button', { name: `Cancel upload of ${slow.name}` }).click();
  await expect(progress).toHaveCount(0);
  await throttleUploads(page, null);
  await expect(upload).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Company documents' })).toBeVisible();
  await expect(row(page.getByRole('region', { name: 'Company documents' }), slow.name)).toHaveCount(0);
});

for (const mode of ['light', 'dark'] as const) {
  test.describe(`in ${mode} mode`, () => {
    test.use({ colorScheme: mode });
    test('the upload widget, document list and viewer have no serious accessibility violations', async ({
      page,
    }, testInfo) => {
      await page.addInitScript((m) => localStorage.setItem('themeMode', m), mode);
      const section = await openCompanyDocuments(page);
      // A second try finds the first try's files still there: its own names keep the rows apart.
      const pdf = renamed(files.pdf, `${mode}-${testInfo.retry}-certificate.pdf`);
      const png = renamed(files.png, `${mode}-${testInfo.retry}-authority.png`);
      await uploadBoth(section, pdf, png);
      await expect(page.getByText('2 documents uploaded successfully')).toBeVisible();
      await section.getByRole('button', { name: 'Upload documents' }).click();
      await section.getByLabel('Choose files to upload').setInputFiles(files.pdf);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);

      await section
        .getByRole('button', { name: `View ${png.name}` })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: png.name }).getByRole('img')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');

      await deleteDocument(page, section, png.name);
      await deleteDocument(page, section, pdf.name);
    });
  });
}
