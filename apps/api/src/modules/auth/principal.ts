import type { User } from '@tms/domain';
import { normalizeRoles, PLATFORM_TIME_ZONE, type RoleName, subscriptionLapsed } from '@tms/domain';
import type { Principal } from './auth.repo';

/** The user as every auth answer shows it. */
export function toUserAnswer(p: Principal): User {
  const u = p.user;
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    last_name: u.last_name,
    alias: u.alias,
    country: u.country,
    city: u.city,
    address: u.address,
    phone_number: u.phone_number,
    is_active: u.is_active,
    company_id: u.company_id,
    company_name: p.company?.name ?? null,
    company_time_zone: p.company?.time_zone ?? PLATFORM_TIME_ZONE,
    roles: p.roles,
  };
}

export function roleNamesOf(p: Principal): RoleName[] {
  return normalizeRoles(p.roles.map((r) => r.name));
}

/** Whether the user's company is suspended for an unpaid subscription (superadmins have none). */
export function subscriptionExpired(p: Principal, now = new Date()): boolean {
  return subscriptionLapsed(p.company?.subscription_expires_at, now);
}
