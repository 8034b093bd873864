import {
  addDaysToDay,
  capabilitiesOf,
  DISPATCHER_ASSIGNMENT_MESSAGES,
  type Dispatcher,
  DRIVER_MESSAGES,
  type Driver,
  type DriverCreate,
  type DriverListItem,
  type DriverListQuery,
  type DriverUpdate,
  driverDatesProblem,
  EXPIRY_WARNING_DAYS,
  type PayType,
  ROLE_IDS,
} from '@tms/domain';
import type { AppDb } from '../../db/client';
import { withCompany, withTenant } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { conflict, databaseError, notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { requireCompany } from '../../lib/scope';
import { invalidField } from '../../lib/validation';
import { audit } from '../audit/audit.service';
import { companyToday } from '../companies/companies.service';
import { divisionExists } from '../divisions/divisions.service';
import { hasDocuments } from '../documents/documents.service';
import * as repo from './drivers.repo';
import type { SsnHasher } from './ssn-hash';

const fullName = (first: string, last: string | null) => `${first} ${last ?? ''}`.trim();

function toListItem(r: repo.DriverWithContext): DriverListItem {
  const d = r.driver;
  return {
    id: d.id,
    first_name: d.first_name,
    last_name: d.last_name,
    name: fullName(d.first_name, d.last_name),
    email: d.email,
    phone_number: d.phone_number,
    driver_type: d.driver_type as DriverListItem['driver_type'],
    division_id: d.division_id,
    division: r.division,
    hire_date: d.hire_date,
    cdl_expiry: d.cdl_expiry,
    medical_card_expiry: d.medical_card_expiry,
    is_active: d.is_active,
    current_truck: r.truck_id !== null && r.truck_unit !== null ? { id: r.truck_id, unit_number: r.truck_unit } : null,
    current_trailer:
      r.trailer_id !== null && r.trailer_unit !== null ? { id: r.trailer_id, unit_number: r.trailer_unit } : null,
    dispatchers: r.dispatchers,
  };
}

function toDriver(r: repo.DriverWithContext, pay: Awaited<ReturnType<typeof repo.currentPayProfile>>): Driver {
  const d = r.driver;
  return {
    ...toListItem(r),
    street_address: d.street_address,
    city: d.city,
    state: d.state,
    zip_code: d.zip_code,
    country: d.country,
    termination_date: d.termination_date,
    date_of_birth: d.date_of_birth,
    cdl_number: d.cdl_number,
    cdl_state: d.cdl_state,
    cdl_class: d.cdl_class as Driver['cdl_class'],
    cdl_endorsements: d.cdl_endorsements as Driver['cdl_endorsements'],
    emergency_contact_name: d.emergency_contact_name,
    emergency_contact_phone: d.emergency_contact_phone,
    emergency_contact_relationship: d.emergency_contact_relationship,
    pay_profile: pay
      ? {
          pay_type: pay.pay_type as PayType,
          rate: pay.rate,
          effective_date: pay.effective_date,
          deduct_def: pay.deduct_def,
        }
      : null,
    ssn_last4: d.ssn_last4,
    version: d.version,
    created_at: d.created_at.toISOString(),
    updated_at: d.updated_at.toISOString(),
  };
}

const toDispatcher = (u: { id: number; name: string; last_name: string; email: string }): Dispatcher => ({
  id: u.id,
  name: u.name,
  last_name: u.last_name,
  username: u.email,
  email: u.email,
  full_name: fullName(u.name, u.last_name),
});

/**
 * Today and the last day that counts as "expiring", in the company's calendar, as the compliance
 * page and the nightly expiry scan count them; equipment counts by it too.
 */
export async function expiryWindow(tx: AppDb, companyId: number): Promise<repo.ExpiryWindow> {
  const today = await companyToday(tx, companyId);
  return { today, until: addDaysToDay(today, EXPIRY_WARNING_DAYS) };
}

/** A driver of the company, locked for the transaction: other areas (assignments) check it through this. */
export async function driverForUpdate(tx: AppDb, companyId: number, id: number) {
  const row = await repo.lockDriver(tx, { companyId, id });
  return row ? { id: row.id, is_active: row.is_active, name: fullName(row.first_name, row.last_name) } : undefined;
}

/**
 * The driver's pay profile for a load on `day` (decision 0197): the one in force, else the earliest
 * one to come; undefined when the driver has none. Loads compute driver pay from it.
 */
export async function payProfileOn(tx: AppDb, companyId: number, driverId: number, day: string) {
  const row = await repo.currentPayProfile(tx, { companyId, driverId, day });
  return row ? { pay_type: row.pay_type as PayType, rate: row.rate } : undefined;
}

/** Whether `id` is a driver of the company, inside the caller's transaction. */
export async function driverExists(tx: AppDb, companyId: number, id: number): Promise<boolean> {
  return Boolean(await repo.findDriver(tx, { companyId, id }));
}

/** The company's active users with a role, for other areas' checks (dispatchers, track-and-trace users). */
/** The driver a driver-app user is linked to (issue 36), in the caller's transaction; undefined when none. */
export const driverOfUser = (tx: AppDb, companyId: number, userId: number) =>
  repo.findDriverOfUser(tx, { companyId, userId });

export function companyUsersWithRole(
  tx: AppDb,
  companyId: number,
  role: 'DISPATCHER' | 'TRACK_AND_TRACE',
  id?: number,
) {
  return repo.usersWithRole(tx, { companyId, roleId: ROLE_IDS[role], id });
}

type Stored = Pick<repo.DriverRow, 'hire_date' | 'termination_date' | 'date_of_birth'>;

/**
 * `onChange` runs once a driver is activated or deactivated: a driver-only account linked to
 * the driver may sign in only while the driver is active, so the cached signed-in users are dropped.
 */
export function createDriversService(deps: { db: AppDb; ssn: SsnHasher; onChange: () => void }) {
  const { db, ssn, onChange } = deps;

  async function assertLinks(tx: AppDb, companyId: number, input: { division_id?: number | null }) {
    if (input.division_id && !(await divisionExists(tx, companyId, input.division_id)))
      throw invalidField('division_id', DRIVER_MESSAGES.divisionUnknown);
  }

  /** The SSN's hash and last 4 digits, after checking no other driver of the company has it. */
  async function ssnColumns(tx: AppDb, companyId: number, digits: string | null | undefined, exceptId?: number) {
    if (digits === undefined) return {};
    if (digits === null) return { ssn_hash: null, ssn_last4: null };
    const ssnHash = ssn.hash(digits);
    await repo.lockSsn(tx, { companyId, ssnHash });
    if (await repo.findDriverWithSsn(tx, { companyId, ssnHash, exceptId })) throw conflict(DRIVER_MESSAGES.ssnTaken);
    return { ssn_hash: ssnHash, ssn_last4: ssn.last4(digits) };
  }

  /** An inactive driver cannot be assigned equipment, so one running a unit is neither deactivated nor deleted. */
  async function assertNoEquipment(tx: AppDb, companyId: number, id: number, message: string) {
    if (await repo.hasCurrentEquipment(tx, { companyId, id })) throw conflict(message);
  }

  async function read(tx: AppDb, companyId: number, id: number): Promise<Driver> {
    const row = await repo.findDriverWithContext(tx, { companyId, id });
    if (!row) throw notFound(DRIVER_MESSAGES.notFound);
    const pay = await repo.currentPayProfile(tx, { companyId, driverId: id, day: await companyToday(tx, companyId) });
    return toDriver(row, pay);
  }

  async function savePay(tx: AppDb, ctx: Ctx, companyId: number, driverId: number, pay: DriverUpdate['pay_profile']) {
    if (!pay) return;
    await repo.upsertPayProfile(tx, { ...pay, company_id: companyId, driver_id: driverId, created_by: ctx.userId });
  }

  async function setActive(ctx: Ctx, id: number, active: boolean) {
    const answer = await withCompany(db, ctx, async (tx, companyId) => {
      const current = await repo.findDriver(tx, { companyId, id });
      if (!current) throw notFound(DRIVER_MESSAGES.notFound);
      if (!active) await assertNoEquipment(tx, companyId, id, DRIVER_MESSAGES.assignedCannotDeactivate);
      if (current.is_active !== active) {
        await repo.updateDriver(tx, { companyId, id, version: current.version }, { is_active: active });
        await audit(tx, ctx, { action: active ? 'activate' : 'deactivate', entity: 'driver', entityId: id });
      }
      return {
        message: active ? DRIVER_MESSAGES.activated : DRIVER_MESSAGES.deactivated,
        driver: await read(tx, companyId, id),
      };
    });
    onChange();
    return answer;
  }

  return {
    list(ctx: Ctx, q: DriverListQuery) {
      const companyId = requireCompany(ctx);
      // Read only: the page is answered without waiting for the commit (decision 0103).
      return withTenant(
        db,
        companyId,
        async (tx) => {
          const filter: repo.DriverFilter = {
            companyId,
            search: q.search || undefined,
            divisionId: q.division_id,
            driverType: q.driver_type,
            activeOnly: q.active_only,
            dispatcherId: q.assigned_only ? ctx.userId : undefined,
            followerId: q.followed_only ? ctx.userId : undefined,
            expiry: q.expiry ? { which: q.expiry, ...(await expiryWindow(tx, companyId)) } : undefined,
          };
          return paged(
            'drivers',
            {
              rows: () => repo.listDrivers(tx, filter, { sort: q.sort, order: q.order }, q),
              total: () => repo.countDrivers(tx, filter),
            },
            toListItem,
          );
        },
        'read only',
      );
    },

    async assignedTo(ctx: Ctx, dispatcherId: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const [dispatcher] = await companyUsersWithRole(tx, companyId, 'DISPATCHER', dispatcherId);
        if (!dispatcher) throw notFound(DISPATCHER_ASSIGNMENT_MESSAGES.dispatcherUnknown);
        const rows = await repo.listDrivers(
          tx,
          { companyId, activeOnly: false, dispatcherId },
          { sort: 'name', order: 'asc' },
          { skip: 0, limit: 5000 },
        );
        return { drivers: rows.map(toListItem) };
      });
    },

    get(ctx: Ctx, id: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const driver = await read(tx, companyId, id);
        // Readers who dispatch or follow drivers (decision 40) see how to reach them, not their pay or identity numbers.
        if (capabilitiesOf(ctx.roles).has('drivers')) return driver;
        return { ...driver, pay_profile: null, ssn_last4: null, date_of_birth: null };
      });
    },

    /** Whether `id` is a driver of the caller's company (documents link to it). */
    exists(ctx: Ctx, id: number) {
      return withCompany(db, ctx, (tx, companyId) => driverExists(tx, companyId, id));
    },

    stats(ctx: Ctx) {
      return withCompany(db, ctx, async (tx, companyId) =>
        repo.driverStats(tx, { companyId, ...(await expiryWindow(tx, companyId)) }),
      );
    },

    /** Whether a driver of the caller's company has this SSN; the number itself is only hashed. */
    checkSsn(ctx: Ctx, digits: string) {
      return withCompany(db, ctx, async (tx, companyId) => ({
        exists: Boolean(await repo.findDriverWithSsn(tx, { companyId, ssnHash: ssn.hash(digits) })),
      }));
    },

    create(ctx: Ctx, input: DriverCreate) {
      const companyId = requireCompany(ctx);
      const { pay_profile, ssn: digits, ...values } = input;
      return withTenant(db, companyId, async (tx) => {
        await assertLinks(tx, companyId, values);
        const ssnValues = await ssnColumns(tx, companyId, digits);
        const row = await repo.insertDriver(tx, {
          ...values,
          ...ssnValues,
          company_id: companyId,
          created_by: ctx.userId,
        });
        await savePay(tx, ctx, companyId, row.id, pay_profile);
        // Names of fields only: the SSN (and its hash) never reach the audit log.
        await audit(tx, ctx, {
          action: 'create',
          entity: 'driver',
          entityId: row.id,
          detail: { name: fullName(row.first_name, row.last_name), ssn_set: digits ? true : undefined },
        });
        return read(tx, companyId, row.id);
      });
    },

    async update(ctx: Ctx, id: number, input: DriverUpdate) {
      const companyId = requireCompany(ctx);
      const { version, pay_profile, ssn: digits, ...changes } = input;
      const saved = await withTenant(db, companyId, async (tx) => {
        const current = await repo.findDriver(tx, { companyId, id });
        if (!current) throw notFound(DRIVER_MESSAGES.notFound);
        if (version !== undefined && version !== current.version) throw conflict(DRIVER_MESSAGES.stale);
        if (changes.is_active === false && current.is_active)
          await assertNoEquipment(tx, companyId, id, DRIVER_MESSAGES.assignedCannotDeactivate);
        const merged = { ...pick(current), ...pick(changes) };
        const problem = driverDatesProblem(merged);
        if (problem) throw invalidField(problem.field, problem.message);
        await assertLinks(tx, companyId, changes);
        const ssnValues = await ssnColumns(tx, companyId, digits, id);
        const row = await repo.updateDriver(
          tx,
          { companyId, id, version: current.version },
          { ...changes, ...ssnValues },
        );
        if (!row) throw conflict(DRIVER_MESSAGES.stale);
        await savePay(tx, ctx, companyId, id, pay_profile);
        const fields = Object.keys(changes);
        if (digits !== undefined) fields.push('ssn');
        if (pay_profile) fields.push('pay_profile');
        await audit(tx, ctx, {
          action: 'update',
          entity: 'driver',
          entityId: id,
          detail: { fields, version: row.version },
        });
        return read(tx, companyId, id);
      });
      if (changes.is_active !== undefined) onChange();
      return saved;
    },

    remove(ctx: Ctx, id: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        if (!(await repo.findDriver(tx, { companyId, id }))) throw notFound(DRIVER_MESSAGES.notFound);
        await assertNoEquipment(tx, companyId, id, DRIVER_MESSAGES.assignedCannotDelete);
        if (await hasDocuments(tx, companyId, 'driver_id', id)) throw conflict(DRIVER_MESSAGES.hasDocuments);
        // Loads, statements and equipment assignment history keep their driver (restrict): such a
        // driver is deactivated, not deleted.
        const row = await repo.deleteDriver(tx, { companyId, id }).catch((error: unknown) => {
          const failure = databaseError(error);
          if (failure?.code !== '23503') throw error;
          throw conflict(
            failure.constraint?.startsWith('driver_equipment_')
              ? DRIVER_MESSAGES.hasEquipmentHistory
              : DRIVER_MESSAGES.hasLoads,
          );
        });
        if (!row) throw notFound(DRIVER_MESSAGES.notFound);
        await audit(tx, ctx, {
          action: 'delete',
          entity: 'driver',
          entityId: id,
          detail: { name: fullName(row.first_name, row.last_name) },
        });
      });
    },

    activate: (ctx: Ctx, id: number) => setActive(ctx, id, true),
    deactivate: (ctx: Ctx, id: number) => setActive(ctx, id, false),

    dispatchers(ctx: Ctx) {
      return withCompany(db, ctx, async (tx, companyId) => ({
        dispatchers: (await companyUsersWithRole(tx, companyId, 'DISPATCHER')).map(toDispatcher),
      }));
    },

    dispatchersForDriver(ctx: Ctx, driverId: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        if (!(await driverExists(tx, companyId, driverId))) throw notFound(DRIVER_MESSAGES.notFound);
        return { dispatchers: (await repo.dispatchersOfDriver(tx, { companyId, driverId })).map(toDispatcher) };
      });
    },
  };
}

function pick(v: Partial<Stored>): Partial<Stored> {
  const out: Partial<Stored> = {};
  if (v.hire_date !== undefined) out.hire_date = v.hire_date;
  if (v.termination_date !== undefined) out.termination_date = v.termination_date;
  if (v.date_of_birth !== undefined) out.date_of_birth = v.date_of_birth;
  return out;
}

export type DriversService = ReturnType<typeof createDriversService>;
