import { signInAs } from '../support/demo';
import { expect, test } from '../support/fixtures';

// The demo carrier's ELD reports every truck (driving every five minutes, parked every quarter hour).
test('Track & Trace shows the fleet on one map beside its list, and the two select together', async ({ page }) => {
  await signInAs(page, 'manager@acme.test');
  await expect(page).toHaveURL(/\/app\//);
  await page.goto('/app/track-and-trace');
  const map = page.getByRole('region', { name: 'Map of the trucks you follow' });
  await expect(map).toBeVisible();
  const trucks = page.getByRole('list', { name: 'Trucks' }).getByTestId('trace-truck');
  await expect.poll(() => trucks.count()).toBeGreaterThanOrEqual(2);
  await expect.poll(async () => Number(await map.getAttribute('data-trucks'))).toBeGreaterThanOrEqual(2);

  // Choosing a truck in the list selects it on the map (its trail and stops are drawn there).
  const second = trucks.nth(1);
  await second.click();
  await expect(second).toHaveClass(/Mui-selected/);
  await expect(map).not.toHaveAttribute('data-selected', '');
  const first = trucks.nth(0);
  await first.click();
  await expect(first).toHaveClass(/Mui-selected/);
  await expect(second).not.toHaveClass(/Mui-selected/);
  // The map itself: a canvas where the browser offers WebGL, else a sentence saying why not.
  await expect(map.locator('canvas').or(map.getByText('The map needs WebGL'))).toBeVisible();
});
