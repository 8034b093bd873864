import {
  capabilitiesOf,
  DRIVER_ROLE_MESSAGE,
  EMAIL_IN_USE,
  grantableRoles,
  isLinkedRole,
  LAST_MANAGER_MESSAGE,
  normalizeRoles,
  ROLE_ESCALATION_MESSAGE,
  ROLE_IDS,
  type RoleName,
} from '@tms/domain';
import type { AppDb } from '../../db/client';
import { withCaller, withSystem } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { isPlatform, ownerOf, scopeOf } from '../../lib/scope';
import { invalidField } from '../../lib/validation';
import { audit } from '../audit/audit.service';
import { emailHolder, endSessionsOfUser, issuePasswordLink } from '../auth/auth.service';
import { companyName } from '../companies/companies.service';
import type { MailService } from '../mail/mail.service';
import * as repo from './users.repo';
import type { UsersService } from './users.service';

const INVITE_TTL_MS = 7 * 86_400_000;
const roleId = (r: RoleName) => ROLE_IDS[r];
/** Roles of a platform user, who belongs to no company. */
const platformRoles = (names: readonly string[]) => capabilitiesOf(names).has('all_companies');
/** Roles of someone who manages the company's users: a company keeps one (spec 1 section 6). */
const managerRoles = (names: readonly string[]) => capabilitiesOf(names).has('user_management');

type NewUser = {
  email: string;
  name: string;
  last_name: string;
  phone_number: string | null;
  roles: RoleName[];
  company_id?: number;
  send_invite: boolean;
};
type EmailHolder = Awaited<ReturnType<typeof emailHolder>>;
/** Who a linked account is for, from their record. */
type LinkedPerson = { email: string; name: string; last_name: string; phone_number: string | null };
type UserChanges = { name?: string; last_name?: string; phone_number?: string | null; roles?: RoleName[] };

/** Creating, editing, deactivating and inviting users; managers within their company, superadmins anywhere. */
export function createUsersAdminService(deps: {
  db: AppDb;
  users: UsersService;
  mail: MailService;
  appUrl: string;
  onChange: () => void;
}) {
  const { db, users: reader, mail, appUrl, onChange } = deps;

  /** A role that comes with a record may stay on a user who holds it, never be added by hand. */
  function assertGrantable(ctx: Ctx, wanted: RoleName[], held: readonly RoleName[] = []) {
    const added = wanted.filter((r) => !(isLinkedRole(r) && held.includes(r)));
    if (added.some(isLinkedRole)) throw invalidField('roles', DRIVER_ROLE_MESSAGE);
    const allowed = grantableRoles(ctx.roles);
    if (added.some((r) => !allowed.includes(r))) throw forbidden(ROLE_ESCALATION_MESSAGE);
  }

  /**
   * The invitation to an address. When the address is already another company's account, its
   * owner learns that it cannot join a second company, and no link is sent (the invitation can
   * never be accepted); the link is still written, so both cases do the same work (decision 0054).
   */
  async function sendInvite(
    tx: AppDb,
    user: { id: number; name: string; email: string; company_id: number | null },
    addressTaken: boolean,
  ) {
    const token = await issuePasswordLink(tx, user, 'invite', INVITE_TTL_MS);
    const link = `${appUrl}/reset-password?token=${token}&invite=1`;
    await mail.send(tx, {
      to: user.email,
      companyId: user.company_id,
      content: addressTaken
        ? { kind: 'invite_address_taken', name: user.name }
        : { kind: 'invite', name: user.name, link },
    });
  }

  /** Whether a pending invitation's address is meanwhile another company's account. */
  async function addressTakenElsewhere(email: string, companyId: number | null, userId: number) {
    return (await withSystem(db, (tx) => emailHolder(tx, { email, companyId, exceptUserId: userId }))) === 'elsewhere';
  }

  /** Refuses a change that would leave the company without an active manager. */
  async function assertKeepsAManager(tx: AppDb, companyId: number | null, userId: number, stillManager: boolean) {
    if (companyId === null || stillManager) return;
    if ((await repo.countOtherActiveManagers(tx, companyId, userId)) === 0) throw conflict(LAST_MANAGER_MESSAGE);
  }

  return {
    async create(ctx: Ctx, input: NewUser) {
      const roles = normalizeRoles(input.roles);
      assertGrantable(ctx, roles);
      let companyId = ownerOf(ctx.scope);
      if (isPlatform(ctx)) {
        if (platformRoles(roles)) {
          if (roles.length > 1 || input.company_id)
            throw invalidField('roles', 'A platform superadmin belongs to no company and holds no other role');
          companyId = null;
        } else {
          if (!input.company_id) throw invalidField('company_id', 'Choose the company of the new user');
          companyId = input.company_id;
        }
      } else if (input.company_id && input.company_id !== companyId) {
        throw forbidden('You can only add users to your own company');
      }
      // The company's own users (invited or not) clash. An account of another company clashes only
      // for a superadmin, who reads every company anyway; a manager gets the same answer as for a
      // new address, and the invitation stays pending (decision 0054).
      const holder = await withSystem(db, (tx) => emailHolder(tx, { email: input.email, companyId }));
      if (holder === 'company' || (holder === 'elsewhere' && isPlatform(ctx))) throw conflict(EMAIL_IN_USE);
      // A superadmin works platform-wide even when adding a user to a company.
      const created = await withCaller(db, ctx, async (tx) => {
        if (companyId !== null && isPlatform(ctx) && (await companyName(tx, companyId)) === undefined)
          throw notFound('Company not found');
        const user = await repo.insertUser(tx, {
          company_id: companyId,
          email: input.email,
          name: input.name,
          last_name: input.last_name,
          phone_number: input.phone_number,
          password_hash: null,
          accepted_at: null,
        });
        await repo.replaceRoles(tx, user.id, companyId, roles.map(roleId));
        if (input.send_invite) await sendInvite(tx, user, holder === 'elsewhere');
        await audit(
          tx,
          { ...ctx, scope: scopeOf(companyId) },
          { action: 'create', entity: 'user', entityId: user.id, detail: { email: user.email, roles } },
        );
        return user;
      });
      return reader.get(ctx, created.id);
    },

    async update(ctx: Ctx, id: number, changes: UserChanges) {
      const current = await reader.get(ctx, id);
      const roles = changes.roles ? normalizeRoles(changes.roles) : undefined;
      if (roles) {
        const held = normalizeRoles(current.roles.map((r) => r.name));
        assertGrantable(ctx, roles, held);
        if (platformRoles(held) !== platformRoles(roles))
          throw invalidField('roles', 'The superadmin role cannot be added to or removed from a user');
      }
      await withCaller(db, ctx, async (tx) => {
        if (roles) await assertKeepsAManager(tx, current.company_id, id, managerRoles(roles) || !current.is_active);
        const { roles: _r, ...fields } = changes;
        if (Object.keys(fields).length) await repo.updateUser(tx, { id, scope: ctx.scope }, fields);
        if (roles) await repo.replaceRoles(tx, id, current.company_id, roles.map(roleId));
        await audit(
          tx,
          { ...ctx, scope: scopeOf(current.company_id) },
          { action: 'update', entity: 'user', entityId: id, detail: changes },
        );
      });
      onChange();
      return reader.get(ctx, id);
    },

    async setActive(ctx: Ctx, id: number, active: boolean) {
      if (id === ctx.userId && !active) throw conflict('You cannot deactivate your own account');
      const current = await reader.get(ctx, id);
      await withCaller(db, ctx, async (tx) => {
        const isManager = managerRoles(current.roles.map((r) => r.name));
        if (!active && isManager) await assertKeepsAManager(tx, current.company_id, id, false);
        await repo.updateUser(tx, { id, scope: ctx.scope }, { is_active: active });
        if (!active) await endSessionsOfUser(tx, id);
        await audit(
          tx,
          { ...ctx, scope: scopeOf(current.company_id) },
          { action: active ? 'activate' : 'deactivate', entity: 'user', entityId: id },
        );
      });
      onChange();
      return reader.get(ctx, id);
    },

    async resendInvite(ctx: Ctx, id: number) {
      const current = await reader.get(ctx, id);
      if (!current.is_active) throw conflict('Activate the user before sending an invitation');
      const taken = current.invitation_pending && (await addressTakenElsewhere(current.email, current.company_id, id));
      await withCaller(db, ctx, async (tx) => {
        await sendInvite(tx, { id, name: current.name, email: current.email, company_id: current.company_id }, taken);
        await audit(
          tx,
          { ...ctx, scope: scopeOf(current.company_id) },
          { action: 'invite', entity: 'user', entityId: id },
        );
      });
      return { message: 'Invitation sent.' };
    },

    /**
     * Who holds an address already, read before the caller's transaction opens: the embedded
     * database runs one transaction at a time, so it cannot be read from inside one.
     */
    emailHolderOf: (ctx: Ctx, email: string) =>
      withSystem(db, (sys) => emailHolder(sys, { email, companyId: ownerOf(ctx.scope) })),

    /**
     * A pending account holding a role that comes with a record (a driver's), invited at once,
     * inside the caller's transaction so the record's link and the account are written together.
     * `holder` is `emailHolderOf` the address.
     */
    async inviteLinked(tx: AppDb, ctx: Ctx, person: LinkedPerson, role: RoleName, holder: EmailHolder) {
      const companyId = ownerOf(ctx.scope);
      if (!isLinkedRole(role) || companyId === null) throw forbidden();
      if (holder === 'company') throw conflict(EMAIL_IN_USE);
      const user = await repo.insertUser(tx, {
        ...person,
        company_id: companyId,
        password_hash: null,
        accepted_at: null,
      });
      await repo.replaceRoles(tx, user.id, companyId, [roleId(role)]);
      await sendInvite(tx, user, holder === 'elsewhere');
      await audit(tx, ctx, {
        action: 'create',
        entity: 'user',
        entityId: user.id,
        detail: { email: user.email, roles: [role] },
      });
      onChange();
      return user;
    },

    grantable: (ctx: Ctx) => ({ roles: grantableRoles(ctx.roles).map((name) => ({ id: roleId(name), name })) }),
  };
}

export type UsersAdminService = ReturnType<typeof createUsersAdminService>;
