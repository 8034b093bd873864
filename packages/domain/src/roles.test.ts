import { describe, expect, it } from 'vitest';
import {
  capabilitiesOf,
  grantableRoles,
  hasCapability,
  homePathFor,
  isDriverOnly,
  normalizeRoles,
  primaryRole,
  rolesWith,
} from './roles';

describe('roles and capabilities', () => {
  it('matches role names without regard to case', () => {
    expect(normalizeRoles(['manager', ' Dispatcher ', 'UNKNOWN'])).toEqual(['MANAGER', 'DISPATCHER']);
    expect(hasCapability(['manager'], 'user_management')).toBe(true);
  });

  it('picks the primary role by precedence', () => {
    expect(primaryRole(['DISPATCHER', 'ACCOUNTANT'])).toBe('ACCOUNTANT');
    expect(primaryRole(['equipment_manager', 'dispatcher'])).toBe('EQUIPMENT_MANAGER');
    expect(primaryRole(['SUPERADMIN', 'MANAGER'])).toBe('SUPERADMIN');
    expect(primaryRole([])).toBeUndefined();
  });

  it('gives the read of every write held, so no read guard locks a writer out', () => {
    const accountant = capabilitiesOf(['ACCOUNTANT']);
    expect(accountant.has('settings_company_write')).toBe(true);
    expect(accountant.has('settings_company_read')).toBe(true);
    expect(accountant.has('settings_divisions_read')).toBe(true);
    expect(accountant.has('settings_divisions_write')).toBe(false);
    const manager = capabilitiesOf(['MANAGER']);
    expect(manager.has('settings_company_read')).toBe(true);
    expect(manager.has('settings_divisions_read')).toBe(true);
    const dispatcher = capabilitiesOf(['DISPATCHER']);
    expect(dispatcher.has('settings_company_read')).toBe(true);
    expect(dispatcher.has('settings_company_write')).toBe(false);
  });

  it('gives analysts analytics only', () => {
    expect([...capabilitiesOf(['ANALYST'])]).toEqual(['analytics']);
  });

  it('sends each role to its landing page in the spec order', () => {
    expect(homePathFor(['SUPERADMIN'])).toBe('/app/companies');
    expect(homePathFor(['MANAGER', 'DISPATCHER'])).toBe('/app/dispatch');
    expect(homePathFor(['MANAGER'])).toBe('/app/dashboard');
    expect(homePathFor(['accountant'])).toBe('/app/accounting/loads');
    expect(homePathFor(['TRACK_AND_TRACE'])).toBe('/app/track-and-trace');
    expect(homePathFor(['ANALYST'])).toBe('/app/dashboard');
    expect(homePathFor(['EQUIPMENT_MANAGER'])).toBe('/app/dashboard');
  });

  it('never lets a user grant a role above their own', () => {
    expect(grantableRoles(['MANAGER'])).not.toContain('SUPERADMIN');
    expect(grantableRoles(['SUPERADMIN'])).toContain('SUPERADMIN');
    expect(grantableRoles(['DISPATCHER'])).toEqual([]);
  });

  it('keeps a driver to the driver app: no management capability, not granted by hand, home in the app', () => {
    expect([...capabilitiesOf(['DRIVER'])]).toEqual(['driver_app']);
    expect(rolesWith('driver_app')).toEqual(['DRIVER']);
    expect(grantableRoles(['MANAGER'])).not.toContain('DRIVER');
    expect(grantableRoles(['SUPERADMIN'])).not.toContain('DRIVER');
    expect(homePathFor(['driver'])).toBe('/driver');
    expect(homePathFor(['DRIVER', 'DISPATCHER'])).toBe('/app/dispatch');
    expect(isDriverOnly(['DRIVER'])).toBe(true);
    expect(isDriverOnly(['DRIVER', 'MANAGER'])).toBe(false);
    expect(isDriverOnly([])).toBe(false);
  });

  it('grants the rules that once named roles to exactly those roles (decision 0165)', () => {
    expect(rolesWith('loads_all_drivers')).toEqual(['MANAGER', 'ACCOUNTANT']);
    expect(rolesWith('loads_unprocess')).toEqual(['MANAGER', 'ACCOUNTANT']);
    expect(rolesWith('loads_delete')).toEqual(['MANAGER', 'DISPATCHER']);
    expect(rolesWith('loads_delete_processed')).toEqual(['MANAGER']);
    expect(rolesWith('loads_own_desk')).toEqual(['DISPATCHER']);
    expect(rolesWith('all_companies')).toEqual(['SUPERADMIN']);
    for (const cap of [
      'user_management',
      'settings_integrations_write',
      'dispatcher_assignments',
      'track_and_trace_assignments',
    ] as const)
      expect(rolesWith(cap)).toEqual(['MANAGER']);
    expect(rolesWith('track_and_trace')).toEqual(['TRACK_AND_TRACE']);
  });
});
