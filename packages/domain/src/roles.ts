/** Roles and capabilities of spec 1 section 6, as data: the API checks them per route and the web builds its menu from them. */

export const ROLE_NAMES = [
  'SUPERADMIN',
  'MANAGER',
  'DISPATCHER',
  'ACCOUNTANT',
  'ANALYST',
  'EQUIPMENT_MANAGER',
  'TRACK_AND_TRACE',
  /** A driver signed in to the driver app, linked to their driver record (issue 36). */
  'DRIVER',
] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/**
 * The id of each role in the `roles` table. The migration that creates the table inserts exactly
 * these rows (a test compares them), so code never derives an id from a list position.
 */
export const ROLE_IDS: Readonly<Record<RoleName, number>> = {
  SUPERADMIN: 1,
  MANAGER: 2,
  DISPATCHER: 3,
  ACCOUNTANT: 4,
  ANALYST: 5,
  EQUIPMENT_MANAGER: 6,
  TRACK_AND_TRACE: 7,
  DRIVER: 8,
};

/** Primary-role precedence (spec 1 section 6); TRACK_AND_TRACE is not ranked there, so it comes last. */
export const PRIMARY_ROLE_PRECEDENCE: readonly RoleName[] = [
  'SUPERADMIN',
  'MANAGER',
  'ACCOUNTANT',
  'ANALYST',
  'EQUIPMENT_MANAGER',
  'DISPATCHER',
  'TRACK_AND_TRACE',
  'DRIVER',
];

export const CAPABILITIES = [
  'company_management',
  'system_user_management',
  'company_permissions',
  'system_settings',
  'load_management',
  'analytics',
  'customers',
  'management_access',
  'user_management',
  'drivers',
  'dispatcher_assignments',
  'track_and_trace_assignments',
  'equipment',
  'accounting_access',
  'accounting_loads',
  'fuel_cards',
  'fuel_transactions',
  'driver_statements',
  /** Reads the quarterly IFTA return and what is behind it (issue 35). */
  'ifta',
  /** Enters a quarter's IFTA tax rates for the company. */
  'ifta_rates_write',
  'settings_access',
  'settings_company_read',
  'settings_company_write',
  'settings_divisions_read',
  'settings_divisions_write',
  'settings_load_statuses_write',
  'settings_appointment_types_write',
  'settings_integrations_write',
  'track_and_trace',
  'drivers_read',
  'equipment_read',
  /** Belongs to no company and works across all of them; no company's plan limits it. */
  'all_companies',
  /** Puts any active driver of the company on a load; the others, the drivers assigned to them. */
  'loads_all_drivers',
  /** Takes the processed mark off a load (decision 0120). */
  'loads_unprocess',
  /** Deletes loads not yet processed (spec 3 section 6). */
  'loads_delete',
  /** Deletes processed loads too. */
  'loads_delete_processed',
  /** Works a dispatch desk: books for themselves when naming no dispatcher, and the board opens on their loads. */
  'loads_own_desk',
  /** Uses the driver app: their own loads, stops, documents, check calls and pay (issue 36). */
  'driver_app',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

export const ROLE_CAPABILITIES: Readonly<Record<RoleName, readonly Capability[]>> = {
  SUPERADMIN: [
    'company_management',
    'system_user_management',
    'company_permissions',
    'system_settings',
    'all_companies',
  ],
  MANAGER: [
    'load_management',
    'analytics',
    'customers',
    'management_access',
    'user_management',
    'drivers',
    'dispatcher_assignments',
    'track_and_trace_assignments',
    'equipment',
    'accounting_access',
    'accounting_loads',
    'fuel_cards',
    'fuel_transactions',
    'driver_statements',
    'ifta',
    'ifta_rates_write',
    'settings_access',
    'settings_company_write',
    'settings_divisions_write',
    'settings_load_statuses_write',
    'settings_appointment_types_write',
    'settings_integrations_write',
    'loads_all_drivers',
    'loads_unprocess',
    'loads_delete',
    'loads_delete_processed',
  ],
  ACCOUNTANT: [
    'analytics',
    'customers',
    'management_access',
    'drivers',
    'accounting_access',
    'accounting_loads',
    'fuel_cards',
    'fuel_transactions',
    'driver_statements',
    'ifta',
    'settings_access',
    'settings_company_write',
    'settings_divisions_read',
    // Fuel transactions and statements name trucks.
    'equipment_read',
    // Accountants process loads, so they may take the mark off again.
    'loads_all_drivers',
    'loads_unprocess',
  ],
  ANALYST: ['analytics'],
  // Dispatchers read drivers and units to dispatch (the load wizard's pickers, their assigned
  // drivers, the truck of a driver); they change neither (decision 0040).
  DISPATCHER: [
    'load_management',
    'customers',
    'settings_access',
    'settings_company_read',
    'settings_divisions_read',
    'drivers_read',
    'equipment_read',
    'loads_delete',
    'loads_own_desk',
  ],
  // Equipment managers assign units to drivers, so they read drivers.
  EQUIPMENT_MANAGER: ['equipment', 'drivers_read'],
  // Spec 1 defines no capability for this role; track_and_trace is its own (its menu entry, the
  // API serving its screen); following drivers needs reading them.
  TRACK_AND_TRACE: ['track_and_trace', 'drivers_read', 'equipment_read'],
  // A driver reaches the driver app and their own account, nothing of the company's management.
  DRIVER: ['driver_app'],
};

/** Role names match case-insensitively; unknown names are ignored. */
export function normalizeRole(name: string): RoleName | undefined {
  const upper = name.trim().toUpperCase();
  return (ROLE_NAMES as readonly string[]).includes(upper) ? (upper as RoleName) : undefined;
}

export function normalizeRoles(names: readonly string[]): RoleName[] {
  const out = new Set<RoleName>();
  for (const n of names) {
    const r = normalizeRole(n);
    if (r) out.add(r);
  }
  return [...out];
}

export function primaryRole(names: readonly string[]): RoleName | undefined {
  const roles = normalizeRoles(names);
  return PRIMARY_ROLE_PRECEDENCE.find((r) => roles.includes(r));
}

/** Write capabilities and the read each one implies: whoever may change something may read it. */
export const WRITE_IMPLIES_READ: Partial<Readonly<Record<Capability, Capability>>> = {
  settings_company_write: 'settings_company_read',
  settings_divisions_write: 'settings_divisions_read',
  drivers: 'drivers_read',
  equipment: 'equipment_read',
};

/**
 * The union of the roles' capabilities, with the read of every write held. Spec 1 section 6
 * "drops" the read where the write is held: that is the menu's read-only mode, worked out from
 * the write capability alone (see `visibleMenu`), never a read guard that locks writers out.
 */
export function capabilitiesOf(names: readonly string[]): Set<Capability> {
  const caps = new Set<Capability>();
  for (const r of normalizeRoles(names)) for (const c of ROLE_CAPABILITIES[r]) caps.add(c);
  for (const c of [...caps]) {
    const read = WRITE_IMPLIES_READ[c];
    if (read) caps.add(read);
  }
  return caps;
}

export function hasCapability(names: readonly string[], cap: Capability): boolean {
  return capabilitiesOf(names).has(cap);
}

/** The roles that grant `cap`, for finding the people who hold it. */
export function rolesWith(cap: Capability): RoleName[] {
  return ROLE_NAMES.filter((r) => capabilitiesOf([r]).has(cap));
}

/** Where a user lands after signing in (spec 1 section 2), checked in this order. */
export function homePathFor(names: readonly string[]): string {
  const roles = normalizeRoles(names);
  if (roles.includes('SUPERADMIN')) return '/app/companies';
  if (roles.includes('DISPATCHER')) return '/app/dispatch';
  if (roles.includes('MANAGER')) return '/app/dashboard';
  if (roles.includes('ACCOUNTANT')) return '/app/accounting/loads';
  if (roles.includes('TRACK_AND_TRACE')) return '/app/track-and-trace';
  if (isDriverOnly(roles)) return '/driver';
  return '/app/dashboard';
}

/** A role that comes with a link to a record (a driver's), never granted by hand. */
export function isLinkedRole(role: RoleName): boolean {
  return role === 'DRIVER';
}

/** Roles a user may grant: never one ranked above their own primary role. DRIVER is not among
 * them: a driver's account is invited from their driver record, which links the two. */
export function grantableRoles(names: readonly string[]): RoleName[] {
  const roles = normalizeRoles(names);
  const granted = ROLE_NAMES.filter((r) => !isLinkedRole(r));
  if (roles.includes('SUPERADMIN')) return granted;
  if (roles.includes('MANAGER')) return granted.filter((r) => r !== 'SUPERADMIN');
  return [];
}

/** Whether the roles reach only the driver app and the user's own account. */
export function isDriverOnly(names: readonly string[]): boolean {
  const roles = normalizeRoles(names);
  return roles.length > 0 && roles.every(isLinkedRole);
}
