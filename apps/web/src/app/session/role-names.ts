import type { User } from '@tms/domain';

export function roleNamesOf(user: Pick<User, 'roles'> | null | undefined): string[] {
  return user ? user.roles.map((r) => r.name) : [];
}
