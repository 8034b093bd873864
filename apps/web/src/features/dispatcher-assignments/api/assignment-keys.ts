import { resourceKeys } from '../../../app/api/query-keys';

export type AssignmentKind = 'dispatcher' | 'track_and_trace';

/** Query keys of one kind of driver assignment; a saved assignment refreshes `all`. */
export function assignmentKeys(kind: AssignmentKind) {
  const keys = resourceKeys<never>(`${kind}-assignments`);
  return { ...keys, users: () => [...keys.all, 'users'] as const };
}
