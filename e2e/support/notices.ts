import { expect, type Page } from '@playwright/test';

/**
 * Waits for a notice and closes it, as a user does when it covers what they click next: a notice
 * pauses its six seconds while the pointer rests on it, so a click under it would wait forever.
 */
export async function dismissNotice(page: Page, text: string | RegExp) {
  // A notice is the alert with a Close button: a message shown in place may say the same words.
  const notice = page.getByRole('alert').filter({ hasText: text, has: page.getByRole('button', { name: 'Close' }) });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toBeHidden();
}
