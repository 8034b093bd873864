import type { UserListItem } from '@tms/domain';
import type { AppDb } from '../../db/client';
import { withCaller } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { type Scope, tenantScope } from '../../lib/scope';
import * as repo from './users.repo';

type UserRow = Awaited<ReturnType<typeof repo.listUsers>>[number];

function toItem(u: UserRow, roleRows: { user_id: number; id: number; name: string }[]): UserListItem {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    last_name: u.last_name,
    alias: u.alias,
    phone_number: u.phone_number,
    is_active: u.is_active,
    invitation_pending: u.accepted_at === null,
    company_id: u.company_id,
    last_login_at: u.last_login_at?.toISOString() ?? null,
    created_at: u.created_at.toISOString(),
    roles: roleRows.filter((r) => r.user_id === u.id).map(({ id, name }) => ({ id, name })),
  };
}

/** Superadmins see every company (or one, by filter); everyone else sees only their own. */
function readScope(ctx: Ctx, requested?: number): Scope {
  return ctx.scope.kind === 'platform' && requested !== undefined ? tenantScope(requested) : ctx.scope;
}

export function createUsersService(db: AppDb) {
  return {
    async list(
      ctx: Ctx,
      q: { skip: number; limit: number; search?: string; active_only?: boolean; company_id?: number },
    ) {
      const filter = { scope: readScope(ctx, q.company_id), search: q.search, activeOnly: q.active_only };
      return withCaller(db, ctx, async (tx) => {
        const rows = await repo.listUsers(tx, filter, q);
        const roleRows = await repo.rolesOfUsers(
          tx,
          rows.map((r) => r.id),
        );
        return paged('users', { rows: async () => rows, total: () => repo.countUsers(tx, filter) }, (r) =>
          toItem(r, roleRows),
        );
      });
    },

    async get(ctx: Ctx, id: number) {
      return withCaller(db, ctx, async (tx) => {
        const row = await repo.findUser(tx, { id, scope: ctx.scope });
        if (!row) throw notFound('User not found');
        return toItem(row, await repo.rolesOfUsers(tx, [row.id]));
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
