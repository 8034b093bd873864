import { dayIn, PLATFORM_TIME_ZONE, type User } from '@tms/domain';
import { useSyncExternalStore } from 'react';
import { getSessionSnapshot, subscribeSession } from '../app/session/session-store';

/**
 * The zone the signed-in user's days are counted in: their company's, as the API counts them
 * (expiries, invoice and payment dates, statement periods, reports), never the browser's.
 * Without a session, or for a user of no company, the platform's.
 */
export function sessionTimeZone(user: User | null): string {
  return user?.company_time_zone ?? PLATFORM_TIME_ZONE;
}

/** The signed-in user's company zone, read from the session outside React (rules, formatters). */
export const signedInZone = () => sessionTimeZone(getSessionSnapshot().user);

/** Today's calendar day ("2026-11-23") in the company's zone. */
export function companyToday(user: User | null, at: Date = new Date()): string {
  return dayIn(sessionTimeZone(user), at);
}

/**
 * Today in the signed-in user's company, for defaults and comparisons on screen; follows the
 * session, so a company that changes its zone sees the new day at once.
 */
export function useToday(): string {
  const { user } = useSyncExternalStore(subscribeSession, getSessionSnapshot);
  return companyToday(user);
}
