import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './support/chromium';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8090);

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // Tests that change what others read (passwords, company info, integrations) work in a company
  // of their own (support/fixtures.ts), so files run side by side. E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  // One more try for a test that failed on a loaded machine; a test that fails twice fails the run.
  retries: 1,
  // Long journeys (a company's whole life, two browsers) share two cores with a second worker.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'off',
    // A click or a page load that waits a minute is stuck, not slow (the slowest wait in any test is
    // 30 s): it fails there, naming its locator, and the retry starts, instead of the whole test's
    // time (up to 4 minutes) going by first.
    actionTimeout: 60_000,
    navigationTimeout: 60_000,
    screenshot: 'only-on-failure',
    // The browser sits in the tests' companies' zone (support/fleet.ts, TENANT_TIME_ZONE); the pages
    // count "today" in the company's zone whatever the browser's (the demo carrier's is Eastern).
    timezoneId: 'America/Chicago',
    // As a user who asked the system for less motion: the app then opens dialogs, menus and tooltips
    // at once, so no check (an accessibility scan above all) sees one half-faded.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
});
