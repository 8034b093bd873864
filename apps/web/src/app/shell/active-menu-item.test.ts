import { FEATURES, visibleMenu } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { activeMenuItemId } from './active-menu-item';

const manager = visibleMenu({ roles: ['MANAGER'], hasEldIntegration: true, features: FEATURES });
const dispatcher = visibleMenu({ roles: ['DISPATCHER'], hasEldIntegration: false, features: FEATURES });

describe('activeMenuItemId', () => {
  it('picks the longest matching path', () => {
    expect(activeMenuItemId(manager, '/app/dashboard', '')).toBe('dashboard');
    expect(activeMenuItemId(manager, '/app/dashboard/compliance', '')).toBe('compliance');
    expect(activeMenuItemId(manager, '/app/accounting/driver-statements/42', '')).toBe('driver-statements');
    expect(activeMenuItemId(manager, '/app/track-and-trace/assignments', '')).toBe('track-and-trace-assignments');
  });

  it('tells settings tabs apart, with no tab meaning the first', () => {
    expect(activeMenuItemId(manager, '/app/settings', '?tab=3')).toBe('appointment-types');
    expect(activeMenuItemId(manager, '/app/settings', '')).toBe('company-info');
  });

  it('ignores the read-only flag and the profile dialog', () => {
    expect(activeMenuItemId(dispatcher, '/app/settings', '?tab=1&readonly=true')).toBe('divisions');
    expect(activeMenuItemId(dispatcher, '/app/dispatch', '?profile=security')).toBe('loads');
  });

  it('finds nothing for pages outside the menu', () => {
    expect(activeMenuItemId(dispatcher, '/app/drivers', '')).toBeUndefined();
  });
});
