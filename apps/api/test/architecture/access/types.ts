import { ROLE_NAMES, type RoleName } from '@tms/domain';
import type { FastifyInstance } from 'fastify';

/**
 * Who may call a route: anyone ('public'), every signed-in member of a company's staff
 * ('signed-in'), every user on their own account, drivers too ('own-account'), or these roles.
 * Roles are written out by hand, not derived from the capability table, so a wrong capability
 * or guard shows up as a difference.
 */
export type Who = 'public' | 'signed-in' | 'own-account' | readonly RoleName[];

/**
 * A route's rights. `record` names the area's record its `:id` stands for: the matrix then checks
 * that each allowed role reaches its own company's record and gets 404 for another company's.
 */
export type RouteRights = Who | { who: Who; record: string };

/** Creates one record of the area in the company whose manager's headers are given; answers its id. */
export type RecordFactory = (app: FastifyInstance, managerHeaders: Record<string, string>) => Promise<number>;

/** One area's part of the matrix: every route it registers, and factories for its records. */
export type AreaAccess = {
  routes: Record<string, RouteRights>;
  records?: Record<string, RecordFactory>;
};

/** Shorthands for the role groups that recur: the company's staff (drivers reach only their app). */
export const ALL_TENANT_ROLES: readonly RoleName[] = ROLE_NAMES.filter(
  (role) => role !== 'SUPERADMIN' && role !== 'DRIVER',
);
export const SUPERADMIN_ONLY = ['SUPERADMIN'] as const satisfies readonly RoleName[];

/** POST a JSON body and answer the new record's id (fails loudly on anything but 201). */
export async function createdId(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  payload: Record<string, unknown>,
): Promise<number> {
  const res = await app.inject({ method: 'POST', url, headers, payload });
  if (res.statusCode !== 201) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`);
  return res.json().id;
}
