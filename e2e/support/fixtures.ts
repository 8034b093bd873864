import { test as base } from '@playwright/test';
import { createTenant, type Tenant } from './tenant';

/**
 * `test` with a `tenant`: a fresh company of this test's own (see `createTenant`). Tests that
 * change what others read (passwords, company info, integrations) use it, so the suite runs
 * with several workers; tests that only read the demo carrier keep using it.
 */
export const test = base.extend<{ tenant: Tenant }>({
  tenant: async ({ baseURL }, use, testInfo) => {
    // Company names take letters, digits and spaces: the test's title, plainly.
    const label = testInfo.title
      .replace(/[^A-Za-z0-9 ]+/g, ' ')
      .slice(0, 40)
      .trim();
    await use(await createTenant(baseURL!, label));
  },
});

export { expect } from '@playwright/test';
