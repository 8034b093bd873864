import type { SvgIconComponent } from '@mui/icons-material';
import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import type { AppChildPath } from '@tms/domain';
import { MENU_ICONS } from '../shell/menu-icons';

export interface AppArea {
  /** Page title and document title. */
  title: string;
  /** One line under the title. */
  summary: string;
  /** The empty state: what the area is called on screen and what will fill it. */
  emptyTitle: string;
  emptyText: string;
  icon: SvgIconComponent;
}

/** Every child route of /app with what its page says; `satisfies` keeps it in step with the domain list. */
export const APP_AREAS = {
  dashboard: {
    title: 'Management Dashboard',
    summary: 'Revenue, miles and driver performance across your fleet.',
    emptyTitle: 'Fleet performance at a glance',
    emptyText: 'Key figures, monthly revenue trends and driver performance appear here once loads are delivered.',
    icon: MENU_ICONS.dashboard,
  },
  'dashboard/dispatch-performance': {
    title: 'Dispatch Performance',
    summary: 'How each dispatcher’s desk is doing.',
    emptyTitle: 'Dispatcher scorecards',
    emptyText: 'Loads, revenue and miles per dispatcher for the period you choose appear here.',
    icon: MENU_ICONS['dispatch-performance'],
  },
  'dashboard/compliance': {
    title: 'Compliance',
    summary: 'Expiring documents and inspections for drivers and equipment.',
    emptyTitle: 'Compliance watchlist',
    emptyText: 'Licences, medical cards, registrations and inspections that need attention are listed here.',
    icon: MENU_ICONS.compliance,
  },
  'dashboard/hos': {
    title: 'Hours of Service',
    summary: 'Duty status and available hours from your ELD.',
    emptyTitle: 'Driver hours from your ELD',
    emptyText: 'Each driver’s duty status and remaining drive and shift time appear here from your ELD integration.',
    icon: MENU_ICONS.hos,
  },
  companies: {
    title: 'Companies',
    summary: 'Carrier companies on the platform and their subscriptions.',
    emptyTitle: 'Carrier accounts',
    emptyText: 'Carrier accounts, their subscription dates and logos are managed here.',
    icon: MENU_ICONS.companies,
  },
  users: {
    title: 'Users',
    summary: 'People who can sign in, and what they can do.',
    emptyTitle: 'Your team',
    emptyText: 'Invite colleagues, assign their roles and deactivate accounts from this page.',
    icon: MENU_ICONS.users,
  },
  customers: {
    title: 'Customers',
    summary: 'Brokers and shippers you haul for.',
    emptyTitle: 'Brokers and shippers',
    emptyText: 'Brokers and shippers with their contacts, billing details and documents are kept here.',
    icon: MENU_ICONS.customers,
  },
  drivers: {
    title: 'Drivers',
    summary: 'Company drivers and owner operators.',
    emptyTitle: 'Driver roster',
    emptyText: 'Driver profiles, documents, notes and their truck and trailer assignments are kept here.',
    icon: MENU_ICONS.drivers,
  },
  'equipment/trucks': {
    title: 'Trucks',
    summary: 'Power units in your fleet.',
    emptyTitle: 'Truck fleet',
    emptyText: 'Trucks with their registrations, inspections and assigned drivers are listed here.',
    icon: MENU_ICONS.trucks,
  },
  'equipment/trailers': {
    title: 'Trailers',
    summary: 'Trailers in your fleet.',
    emptyTitle: 'Trailer fleet',
    emptyText: 'Trailers with their types, registrations and inspections are listed here.',
    icon: MENU_ICONS.trailers,
  },
  'accounting/loads': {
    title: 'Load Accounting',
    summary: 'Delivered loads, invoices and payments.',
    emptyTitle: 'Billing and payments',
    emptyText: 'Delivered loads ready to invoice or factor, and their payment status, appear here.',
    icon: MENU_ICONS['accounting-loads'],
  },
  'accounting/fuel-cards': {
    title: 'Fuel Cards',
    summary: 'Cards issued to drivers and trucks.',
    emptyTitle: 'Card inventory',
    emptyText: 'Fuel cards and who holds them are managed here.',
    icon: MENU_ICONS['fuel-cards'],
  },
  'accounting/fuel-transactions': {
    title: 'Fuel Transactions',
    summary: 'Fuel purchases imported from your card provider.',
    emptyTitle: 'Fuel purchases',
    emptyText: 'Imported fuel purchases, matched to drivers and trucks, appear here.',
    icon: MENU_ICONS['fuel-transactions'],
  },
  'accounting/driver-statements': {
    title: 'Driver Statements',
    summary: 'Settlements with deductions and recurring charges.',
    emptyTitle: 'Driver settlements',
    emptyText: 'Weekly driver settlements with their loads, deductions and recurring charges are prepared here.',
    icon: MENU_ICONS['driver-statements'],
  },
  'accounting/driver-statements/:statementId': {
    title: 'Driver Statement',
    summary: 'Loads, deductions and totals of one settlement.',
    emptyTitle: 'Settlement details',
    emptyText: 'The statement’s loads, deductions, recurring charges and net pay appear here.',
    icon: MENU_ICONS['driver-statements'],
  },
  'accounting/ifta': {
    title: 'IFTA Fuel Tax',
    summary: 'Miles and fuel by jurisdiction, and the quarterly tax due.',
    emptyTitle: 'Quarterly fuel-tax return',
    emptyText: 'Miles driven and fuel bought in each state and province, with the tax due or credited, appear here.',
    icon: MENU_ICONS.ifta,
  },
  'dispatcher-assignments': {
    title: 'Dispatcher Assignments',
    summary: 'Which dispatcher looks after which drivers.',
    emptyTitle: 'Dispatcher desks',
    emptyText: 'Assign drivers to dispatchers so every truck has someone watching it.',
    icon: MENU_ICONS['dispatcher-assignments'],
  },
  dispatch: {
    title: 'Loads',
    summary: 'Book, dispatch and follow every load.',
    emptyTitle: 'Dispatch board',
    emptyText: 'Loads you book appear on this board, with their status, driver, truck and stops.',
    icon: MENU_ICONS.loads,
  },
  'loads/create': {
    title: 'Create Load',
    summary: 'Enter a new load step by step.',
    emptyTitle: 'New load wizard',
    emptyText: 'A guided form takes you from customer and rate to stops and documents.',
    icon: AddBoxOutlined,
  },
  'loads/ai-create': {
    title: 'Create Load with AI',
    summary: 'Turn a rate confirmation into a load.',
    emptyTitle: 'From rate confirmation to load',
    emptyText: 'Upload a rate confirmation and review the load filled in from it before saving.',
    icon: AutoAwesomeOutlined,
  },
  'loads/inbox': {
    title: 'Load Inbox',
    summary: 'Rate confirmations received by e-mail, read and waiting for review.',
    emptyTitle: 'Rate confirmations by e-mail',
    emptyText: "Rate confirmations mailed to your company's address appear here, read, for you to open in the wizard.",
    icon: MENU_ICONS['load-inbox'],
  },
  'company-permissions': {
    title: 'Company Permissions',
    summary: 'Features each carrier company may use.',
    emptyTitle: 'Feature access by company',
    emptyText: 'Switch platform features on or off for each carrier company.',
    icon: MENU_ICONS.permissions,
  },
  settings: {
    title: 'Settings',
    summary: 'How your company works in the platform.',
    emptyTitle: 'Company setup',
    emptyText: 'Company details and the lists your team picks from are kept here.',
    icon: MENU_ICONS.settings,
  },
  'track-and-trace/assignments': {
    title: 'Track & Trace Assignments',
    summary: 'Who follows which loads in transit.',
    emptyTitle: 'Track & trace team',
    emptyText: 'Assign loads or drivers to your track-and-trace team.',
    icon: MENU_ICONS['track-and-trace-assignments'],
  },
  'track-and-trace': {
    title: 'Track & Trace',
    summary: 'Loads in transit and their latest check calls.',
    emptyTitle: 'Loads in transit',
    emptyText: 'Loads on the road appear here with their last known position and check calls.',
    icon: MENU_ICONS['track-and-trace'],
  },
  'demo-requests': {
    title: 'Demo Requests',
    summary: 'Carriers who asked for a demo on the website.',
    emptyTitle: 'No demo requests yet',
    emptyText: 'Requests sent from the demo form on the website appear here for the sales team to follow up.',
    icon: MENU_ICONS['demo-requests'],
  },
} satisfies Record<AppChildPath, AppArea>;
