import type { RoleName } from '@tms/domain';

const LABELS: Record<RoleName, string> = {
  SUPERADMIN: 'Superadmin',
  MANAGER: 'Manager',
  DISPATCHER: 'Dispatcher',
  ACCOUNTANT: 'Accountant',
  ANALYST: 'Analyst',
  EQUIPMENT_MANAGER: 'Equipment Manager',
  TRACK_AND_TRACE: 'Track & Trace',
  DRIVER: 'Driver',
};

export function roleLabel(role: RoleName | undefined): string {
  return role ? LABELS[role] : 'No role';
}
