import { dayIn } from '@tms/domain';

/** Today's calendar day where the user is (expiry chips compare to it). */
export function todayHere(): string {
  return dayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
}
