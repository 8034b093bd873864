import { test as base } from '@playwright/test';
import { createTenant, type Tenant, type TenantPlan } from './tenant';

/**
 * `test` with a `tenant`: a fresh company of this test's own (see `createTenant`). Tests that
 * change what others read (passwords, company info, integrations) use it, so the suite runs
 * with several workers; tests that only read the demo carrier keep using it.
 */
export const test = base.extend<{ tenant: Tenant; tenantPlan: TenantPlan }>({
  /** The test company's plan; `test.use({ tenantPlan: 'starter' })` for one without telematics. */
  tenantPlan: ['pro', { option: true }],
  tenant: async ({ baseURL, tenantPlan }, use) => {
    // A neutral name: a test's own words in it would match the texts the test looks for.
    await use(await createTenant(baseURL!, 'Test Carrier', tenantPlan));
  },
});

export { expect } from '@playwright/test';
