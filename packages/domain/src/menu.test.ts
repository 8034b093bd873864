import { describe, expect, it } from 'vitest';
import { hasActiveEldIntegration } from './integrations';
import { APP_CHILD_PATHS, isMenuGroup, isVisibleMenuGroup, MENU, type VisibleMenuEntry, visibleMenu } from './menu';
import { FEATURES } from './plans';

const hrefs = (entries: VisibleMenuEntry[]): string[] =>
  entries.flatMap((e) => (isVisibleMenuGroup(e) ? e.items.map((i) => i.href) : [e.href]));

describe('visibleMenu', () => {
  it('gives a manager everything but superadmin items and the ELD-only dashboard', () => {
    const menu = visibleMenu({ roles: ['manager'], hasEldIntegration: false, features: FEATURES });
    const paths = hrefs(menu);
    expect(paths).toContain('/app/users');
    expect(paths).toContain('/app/dispatch');
    expect(paths).toContain('/app/settings?tab=4');
    expect(paths).not.toContain('/app/companies');
    expect(paths).not.toContain('/app/dashboard/hos');
    expect(paths).not.toContain('/app/track-and-trace');
    expect(menu.map((e) => e.label)).toEqual([
      'Loads',
      'Load Inbox',
      'Dashboards',
      'Customers',
      'Management',
      'Equipment',
      'Accounting',
      'Settings',
    ]);
  });

  it('shows Hours of Service only with an ELD integration', () => {
    expect(hrefs(visibleMenu({ roles: ['MANAGER'], hasEldIntegration: true, features: FEATURES }))).toContain(
      '/app/dashboard/hos',
    );
  });

  it('keeps Users under Management for managers only', () => {
    const accountant = visibleMenu({ roles: ['ACCOUNTANT'], hasEldIntegration: false, features: FEATURES });
    const management = accountant.find((e) => e.id === 'management');
    expect(management && isVisibleMenuGroup(management) ? management.items.map((i) => i.id) : []).toEqual(['drivers']);
  });

  it('marks settings the role cannot change as read-only', () => {
    const dispatcher = visibleMenu({ roles: ['DISPATCHER'], hasEldIntegration: false, features: FEATURES });
    expect(hrefs(dispatcher)).toEqual([
      '/app/dispatch',
      '/app/loads/inbox',
      '/app/customers',
      '/app/settings?tab=0&readonly=true',
      '/app/settings?tab=1&readonly=true',
      '/app/settings?tab=2&readonly=true',
      '/app/settings?tab=3&readonly=true',
      '/app/settings?tab=4&readonly=true',
    ]);
    const accountant = hrefs(visibleMenu({ roles: ['ACCOUNTANT'], hasEldIntegration: false, features: FEATURES }));
    expect(accountant).toContain('/app/settings?tab=0');
    expect(accountant).toContain('/app/settings?tab=1&readonly=true');
  });

  it('shows a track-and-trace user its own entry', () => {
    expect(hrefs(visibleMenu({ roles: ['track_and_trace'], hasEldIntegration: false, features: FEATURES }))).toEqual([
      '/app/track-and-trace',
    ]);
  });

  it('gives a superadmin the platform items only', () => {
    expect(hrefs(visibleMenu({ roles: ['SUPERADMIN'], hasEldIntegration: false, features: FEATURES }))).toEqual([
      '/app/companies',
      '/app/users',
      '/app/company-permissions',
      '/app/settings',
      '/app/demo-requests',
    ]);
  });

  it('shows nothing to unknown roles', () => {
    expect(visibleMenu({ roles: ['GUEST'], hasEldIntegration: true, features: FEATURES })).toEqual([]);
  });

  it("hides the entries of a feature the company's plan leaves out", () => {
    const all = hrefs(visibleMenu({ roles: ['MANAGER'], hasEldIntegration: true, features: FEATURES }));
    expect(all).toEqual(
      expect.arrayContaining([
        '/app/track-and-trace/assignments',
        '/app/accounting/driver-statements',
        '/app/dashboard/hos',
      ]),
    );
    const without = (...off: string[]) =>
      hrefs(
        visibleMenu({
          roles: ['MANAGER', 'TRACK_AND_TRACE'],
          hasEldIntegration: true,
          features: FEATURES.filter((f) => !off.includes(f)),
        }),
      );
    const noTracking = without('track_and_trace');
    expect(noTracking).not.toContain('/app/track-and-trace');
    expect(noTracking).not.toContain('/app/track-and-trace/assignments');
    expect(noTracking).toContain('/app/accounting/driver-statements');
    expect(without('driver_statements')).not.toContain('/app/accounting/driver-statements');
    expect(without('telematics_integration')).not.toContain('/app/dashboard/hos');
    // The load inbox is the one entry of AI load extraction.
    expect(without('ai_load_extraction')).toEqual(without().filter((p) => p !== '/app/loads/inbox'));
  });

  it('keeps feature entries hidden while the feature list is unknown', () => {
    const paths = hrefs(visibleMenu({ roles: ['MANAGER'], hasEldIntegration: true, features: undefined }));
    expect(paths).not.toContain('/app/track-and-trace/assignments');
    expect(paths).not.toContain('/app/accounting/driver-statements');
    expect(paths).not.toContain('/app/dashboard/hos');
    expect(paths).not.toContain('/app/loads/inbox');
    expect(paths).toContain('/app/users');
  });

  it('leaves a track-and-trace user an empty menu when the company lacks the feature', () => {
    const menu = visibleMenu({ roles: ['TRACK_AND_TRACE'], hasEldIntegration: false, features: [] });
    expect(menu).toEqual([]);
  });

  it('links only to routes that exist', () => {
    const routes = new Set<string>(APP_CHILD_PATHS.map((p) => `/app/${p}`));
    const all = MENU.flatMap((e) => (isMenuGroup(e) ? e.items : [e]));
    for (const item of all) expect(routes.has(item.path.split('?')[0] ?? '')).toBe(true);
  });
});

describe('hasActiveEldIntegration', () => {
  const row = (name: string, active = true, providerActive = true) => ({
    integration: { name, is_active: providerActive },
    is_active: active,
  });

  it('needs a name containing eld, active for the provider and the company', () => {
    expect(hasActiveEldIntegration([row('Samsara ELD')])).toBe(true);
    expect(hasActiveEldIntegration([row('Motive eld', false)])).toBe(false);
    expect(hasActiveEldIntegration([row('ELD', true, false)])).toBe(false);
    expect(hasActiveEldIntegration([row('Fuel cards')])).toBe(false);
    expect(hasActiveEldIntegration([])).toBe(false);
  });
});
