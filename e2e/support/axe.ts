import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

/**
 * An axe scan of the page. @axe-core/playwright is typed against its own, newer playwright-core;
 * the runner's Page drives the same browser, so it is passed as that type.
 *
 * Scanned in the page itself (legacy mode): the default opens a blank page for every scan to join
 * the frames' results, which the app, with no frame of another origin, does not need. And only
 * violations are listed node by node, so axe builds no selector for each element that passed. A
 * dashboard scan took 4.7 s the default way and 1.2 to 1.8 s this way.
 */
export function axeScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page: page as unknown as AxePage })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
}

/**
 * The serious and critical violations of the page (or of `scope`, a selector), read once the page
 * is at rest: the pointer is moved off the content, so no row is hovered and no tooltip is fading
 * in or out while axe measures colours.
 */
export async function seriousViolations(page: Page, scope?: string) {
  await page.mouse.move(0, 0);
  // A tooltip opened by keyboard focus stays, and then its contrast is measured as it is.
  await expect(page.locator('.MuiTooltip-popper'))
    .toHaveCount(0, { timeout: 3000 })
    .catch(() => undefined);
  const builder = axeScan(page);
  const results = await (scope ? builder.include(scope) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
}
