import type { Feature } from './plans';
import { type Capability, capabilitiesOf } from './roles';

/** Every child route of the authenticated area /app (spec 1 section 2). */
export const APP_CHILD_PATHS = [
  'dashboard',
  'dashboard/dispatch-performance',
  'dashboard/compliance',
  'dashboard/hos',
  'companies',
  'users',
  'customers',
  'drivers',
  'equipment/trucks',
  'equipment/trailers',
  'accounting/loads',
  'accounting/fuel-cards',
  'accounting/fuel-transactions',
  'accounting/driver-statements',
  'accounting/driver-statements/:statementId',
  'accounting/ifta',
  'dispatcher-assignments',
  'dispatch',
  'loads/create',
  'loads/ai-create',
  'loads/inbox',
  'company-permissions',
  'settings',
  'track-and-trace/assignments',
  'track-and-trace',
  'demo-requests',
] as const;
export type AppChildPath = (typeof APP_CHILD_PATHS)[number];

/** Settings tabs addressed by the `tab` query parameter, in index order. */
export const SETTINGS_TABS = [
  'Company Info',
  'Divisions',
  'Load Statuses',
  'Appointment Types',
  'Integrations',
] as const;

/** Icon keys: the web app maps each to an icon component, so this table stays free of UI code. */
export type MenuIcon =
  | 'companies'
  | 'users'
  | 'permissions'
  | 'settings'
  | 'loads'
  | 'load-inbox'
  | 'track-and-trace'
  | 'dashboards'
  | 'dashboard'
  | 'dispatch-performance'
  | 'compliance'
  | 'hos'
  | 'customers'
  | 'management'
  | 'drivers'
  | 'dispatcher-assignments'
  | 'track-and-trace-assignments'
  | 'equipment'
  | 'trucks'
  | 'trailers'
  | 'accounting'
  | 'accounting-loads'
  | 'fuel-cards'
  | 'fuel-transactions'
  | 'driver-statements'
  | 'ifta'
  | 'company-info'
  | 'divisions'
  | 'load-statuses'
  | 'appointment-types'
  | 'integrations'
  | 'demo-requests';

/** A condition that does not come from roles: data the company has. */
export type MenuCondition = 'eld_integration';

export interface MenuItem {
  id: string;
  label: string;
  /** Absolute path, possibly with a query string. */
  path: string;
  icon: MenuIcon;
  /** Shown when the user holds it. */
  capability: Capability;
  requires?: MenuCondition;
  /** Hidden when the company's plan (or a superadmin's override) does not include this feature. */
  feature?: Feature;
  /** Without this capability the link carries readonly=true, marking a read-only view. */
  writeCapability?: Capability;
}

export interface MenuGroup {
  id: string;
  label: string;
  icon: MenuIcon;
  /** The whole group is hidden without it. */
  capability?: Capability;
  items: readonly MenuItem[];
}

export type MenuEntry = MenuItem | MenuGroup;

export function isMenuGroup(entry: MenuEntry): entry is MenuGroup {
  return 'items' in entry;
}

const settingsItem = (tab: number, id: string, icon: MenuIcon, writeCapability: Capability): MenuItem => ({
  id,
  label: SETTINGS_TABS[tab] ?? id,
  path: `/app/settings?tab=${tab}`,
  icon,
  capability: 'settings_access',
  writeCapability,
});

/** The sidebar of spec 1 section 2, in display order. */
export const MENU: readonly MenuEntry[] = [
  { id: 'companies', label: 'Companies', path: '/app/companies', icon: 'companies', capability: 'company_management' },
  { id: 'system-users', label: 'Users', path: '/app/users', icon: 'users', capability: 'system_user_management' },
  {
    id: 'company-permissions',
    label: 'Company Permissions',
    path: '/app/company-permissions',
    icon: 'permissions',
    capability: 'company_permissions',
  },
  {
    id: 'system-settings',
    label: 'System Settings',
    path: '/app/settings',
    icon: 'settings',
    capability: 'system_settings',
  },
  {
    id: 'demo-requests',
    label: 'Demo Requests',
    path: '/app/demo-requests',
    icon: 'demo-requests',
    capability: 'system_settings',
  },
  { id: 'loads', label: 'Loads', path: '/app/dispatch', icon: 'loads', capability: 'load_management' },
  // Rate confirmations received by e-mail, read and waiting for review: the AI page's capability and feature.
  {
    id: 'load-inbox',
    label: 'Load Inbox',
    path: '/app/loads/inbox',
    icon: 'load-inbox',
    capability: 'load_management',
    feature: 'ai_load_extraction',
  },
  {
    id: 'track-and-trace',
    label: 'Track & Trace',
    path: '/app/track-and-trace',
    icon: 'track-and-trace',
    capability: 'track_and_trace',
    feature: 'track_and_trace',
  },
  {
    id: 'dashboards',
    label: 'Dashboards',
    icon: 'dashboards',
    capability: 'analytics',
    items: [
      {
        id: 'dashboard',
        label: 'Management Dashboard',
        path: '/app/dashboard',
        icon: 'dashboard',
        capability: 'analytics',
      },
      {
        id: 'dispatch-performance',
        label: 'Dispatch Performance',
        path: '/app/dashboard/dispatch-performance',
        icon: 'dispatch-performance',
        capability: 'analytics',
      },
      {
        id: 'compliance',
        label: 'Compliance',
        path: '/app/dashboard/compliance',
        icon: 'compliance',
        capability: 'analytics',
      },
      {
        id: 'hos',
        label: 'Hours of Service',
        path: '/app/dashboard/hos',
        icon: 'hos',
        capability: 'analytics',
        requires: 'eld_integration',
        feature: 'telematics_integration',
      },
    ],
  },
  { id: 'customers', label: 'Customers', path: '/app/customers', icon: 'customers', capability: 'customers' },
  {
    id: 'management',
    label: 'Management',
    icon: 'management',
    capability: 'management_access',
    items: [
      // Spec 1 section 6: the Users entry of this group is for managers only, whatever else a role may hold.
      { id: 'users', label: 'Users', path: '/app/users', icon: 'users', capability: 'user_management' },
      { id: 'drivers', label: 'Drivers', path: '/app/drivers', icon: 'drivers', capability: 'drivers' },
      {
        id: 'dispatcher-assignments',
        label: 'Dispatcher Assignments',
        path: '/app/dispatcher-assignments',
        icon: 'dispatcher-assignments',
        capability: 'dispatcher_assignments',
      },
      {
        id: 'track-and-trace-assignments',
        label: 'Track & Trace Assignments',
        path: '/app/track-and-trace/assignments',
        icon: 'track-and-trace-assignments',
        capability: 'track_and_trace_assignments',
        feature: 'track_and_trace',
      },
    ],
  },
  {
    id: 'equipment',
    label: 'Equipment',
    icon: 'equipment',
    capability: 'equipment',
    items: [
      { id: 'trucks', label: 'Trucks', path: '/app/equipment/trucks', icon: 'trucks', capability: 'equipment' },
      { id: 'trailers', label: 'Trailers', path: '/app/equipment/trailers', icon: 'trailers', capability: 'equipment' },
    ],
  },
  {
    id: 'accounting',
    label: 'Accounting',
    icon: 'accounting',
    capability: 'accounting_access',
    items: [
      {
        id: 'accounting-loads',
        label: 'Loads',
        path: '/app/accounting/loads',
        icon: 'accounting-loads',
        capability: 'accounting_loads',
      },
      {
        id: 'fuel-cards',
        label: 'Fuel Cards',
        path: '/app/accounting/fuel-cards',
        icon: 'fuel-cards',
        capability: 'fuel_cards',
      },
      {
        id: 'fuel-transactions',
        label: 'Fuel Transactions',
        path: '/app/accounting/fuel-transactions',
        icon: 'fuel-transactions',
        capability: 'fuel_transactions',
      },
      {
        id: 'driver-statements',
        label: 'Driver Statements',
        path: '/app/accounting/driver-statements',
        icon: 'driver-statements',
        capability: 'driver_statements',
        feature: 'driver_statements',
      },
      { id: 'ifta', label: 'IFTA', path: '/app/accounting/ifta', icon: 'ifta', capability: 'ifta' },
    ],
  },
  {
    id: 'settings',
    label: 'Settings',
    icon: 'settings',
    capability: 'settings_access',
    items: [
      settingsItem(0, 'company-info', 'company-info', 'settings_company_write'),
      settingsItem(1, 'divisions', 'divisions', 'settings_divisions_write'),
      settingsItem(2, 'load-statuses', 'load-statuses', 'settings_load_statuses_write'),
      settingsItem(3, 'appointment-types', 'appointment-types', 'settings_appointment_types_write'),
      settingsItem(4, 'integrations', 'integrations', 'settings_integrations_write'),
    ],
  },
];

export interface MenuContext {
  roles: readonly string[];
  hasEldIntegration: boolean;
  /**
   * The features the user's company has (GET /api/company/features). Items tied to a feature
   * stay hidden until the list is known, so a switched-off area never flashes into view.
   */
  features: readonly Feature[] | undefined;
}

export interface VisibleMenuItem {
  id: string;
  label: string;
  icon: MenuIcon;
  /** Where the link goes, with readonly=true added for read-only access. */
  href: string;
  readonly: boolean;
}

export interface VisibleMenuGroup {
  id: string;
  label: string;
  icon: MenuIcon;
  items: VisibleMenuItem[];
}

export type VisibleMenuEntry = VisibleMenuItem | VisibleMenuGroup;

export function isVisibleMenuGroup(entry: VisibleMenuEntry): entry is VisibleMenuGroup {
  return 'items' in entry;
}

function withReadonly(path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}readonly=true`;
}

/**
 * The menu a user sees: the items whose capability they hold;
 * groups with no visible item disappear.
 */
export function visibleMenu(ctx: MenuContext, menu: readonly MenuEntry[] = MENU): VisibleMenuEntry[] {
  const caps = capabilitiesOf(ctx.roles);

  const showItem = (item: MenuItem): VisibleMenuItem | undefined => {
    if (item.requires === 'eld_integration' && !ctx.hasEldIntegration) return undefined;
    if (item.feature && !ctx.features?.includes(item.feature)) return undefined;
    if (!caps.has(item.capability)) return undefined;
    const readonly = item.writeCapability !== undefined && !caps.has(item.writeCapability);
    return {
      id: item.id,
      label: item.label,
      icon: item.icon,
      href: readonly ? withReadonly(item.path) : item.path,
      readonly,
    };
  };

  const out: VisibleMenuEntry[] = [];
  for (const entry of menu) {
    if (!isMenuGroup(entry)) {
      const item = showItem(entry);
      if (item) out.push(item);
      continue;
    }
    if (entry.capability && !caps.has(entry.capability)) continue;
    const items = entry.items.map(showItem).filter((i): i is VisibleMenuItem => i !== undefined);
    if (items.length) out.push({ id: entry.id, label: entry.label, icon: entry.icon, items });
  }
  return out;
}
