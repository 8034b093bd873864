import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

/**
 * An axe scan of the page. @axe-core/playwright is typed against its own, newer playwright-core;
 * the runner's Page drives the same browser, so it is passed as that type.
 */
export function axeScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page: page as unknown as AxePage });
}
