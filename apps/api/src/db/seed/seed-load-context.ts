import { type PayRule, type PayType, ROLE_IDS } from '@tms/domain';
import { and, asc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { AppDb } from '../client';
import {
  customers,
  dispatcherAssignments,
  driverEquipmentAssignments,
  driverPayProfiles,
  drivers,
  loadAppointmentTypes,
  loadStatuses,
  trackAndTraceAssignments,
  userRoles,
  users,
} from '../schema';
import { type City, HOME_CITIES, type Rng } from './seed-lanes';

const FIRST = ['James', 'Maria', 'Robert', 'Linda', 'Michael', 'Carlos', 'David', 'Aisha', 'Kevin', 'Tanya'];
const LAST = ['Miller', 'Garcia', 'Johnson', 'Brown', 'Davis', 'Martinez', 'Wilson', 'Anderson', 'Thomas', 'Moore'];

/**
 * A truck's crew over the demo period: its driver (and co-driver on a team truck), from the day
 * the driver took a truck until they gave the last one back (null: still driving).
 */
export type Crew = {
  driverId: number;
  teammate: { driverId: number; split: string } | null;
  from: number;
  to: number | null;
  home: City;
  dispatcherId: number | null;
  /** False where the company has no assignments: its loads are never Dispatched (decision 0196). */
  hasTruck: boolean;
};

export type LoadContext = Awaited<ReturnType<typeof loadContext>>;

/** Brokers of the company; two are made where it has none. */
async function brokersOf(tx: AppDb, companyId: number) {
  const found = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.company_id, companyId), isNull(customers.deleted_at)));
  if (found.length) return found;
  return tx
    .insert(customers)
    .values([
      { company_id: companyId, name: 'Coastal Freight Partners', mc_number: '455120', city: 'Savannah', state: 'GA' },
      { company_id: companyId, name: 'Heartland Brokerage', mc_number: '377812', city: 'Omaha', state: 'NE' },
    ])
    .returning({ id: customers.id });
}

/** Active drivers; a company without a fleet gets a few, each with a pay profile. */
async function driversOf(tx: AppDb, companyId: number, seed: number) {
  const found = await tx
    .select({ id: drivers.id })
    .from(drivers)
    .where(and(eq(drivers.company_id, companyId), eq(drivers.is_active, true)))
    .orderBy(asc(drivers.id));
  if (found.length >= 4) return found;
  const made = await tx
    .insert(drivers)
    .values(
      Array.from({ length: 8 }, (_, i) => ({
        company_id: companyId,
        first_name: FIRST[(i + seed) % FIRST.length]!,
        last_name: LAST[(i * 3 + seed) % LAST.length]!,
        driver_type: i % 4 === 3 ? 'owner_operator' : 'company_driver',
      })),
    )
    .returning({ id: drivers.id, driver_type: drivers.driver_type });
  await tx.insert(driverPayProfiles).values(
    made.map((d) => ({
      company_id: companyId,
      driver_id: d.id,
      pay_type: d.driver_type === 'owner_operator' ? 'percentage' : 'per_mile_total',
      rate: d.driver_type === 'owner_operator' ? '70.0000' : '0.6000',
      effective_date: '2020-01-01',
    })),
  );
  return [...found, ...made.map((d) => ({ id: d.id }))];
}

/** Each driver's pay profile (the latest; the demo's profiles all start before its loads). */
async function payRulesOf(tx: AppDb, companyId: number) {
  const rows = await tx
    .select({ driver: driverPayProfiles.driver_id, pay_type: driverPayProfiles.pay_type, rate: driverPayProfiles.rate })
    .from(driverPayProfiles)
    .where(eq(driverPayProfiles.company_id, companyId))
    .orderBy(asc(driverPayProfiles.effective_date));
  return new Map<number, PayRule>(rows.map((p) => [p.driver, { pay_type: p.pay_type as PayType, rate: p.rate }]));
}

/** Staff by role: who dispatches, who writes loads, who follows them, who invoices them. */
export async function staffOf(tx: AppDb, companyId: number) {
  const staff = await tx
    .select({ id: users.id, role: userRoles.role_id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.user_id, users.id))
    .where(eq(users.company_id, companyId));
  return {
    dispatchers: staff.filter((s) => s.role === ROLE_IDS.DISPATCHER).map((s) => s.id),
    writers: staff.filter((s) => s.role === ROLE_IDS.DISPATCHER || s.role === ROLE_IDS.MANAGER).map((s) => s.id),
    tracker: staff.find((s) => s.role === ROLE_IDS.TRACK_AND_TRACE)?.id,
    accountants: staff.filter((s) => s.role === ROLE_IDS.ACCOUNTANT).map((s) => s.id),
  };
}

/** Where the fleet seed assigned nobody, the demo dispatcher handles most drivers and the tracker a few. */
async function ensureAssignments(
  tx: AppDb,
  companyId: number,
  driverRows: { id: number }[],
  staff: Awaited<ReturnType<typeof staffOf>>,
) {
  const assigned = await tx
    .select({ driver: dispatcherAssignments.driver_id, user: dispatcherAssignments.user_id })
    .from(dispatcherAssignments)
    .where(eq(dispatcherAssignments.company_id, companyId))
    .orderBy(asc(dispatcherAssignments.id));
  if (staff.dispatchers[0] && assigned.length === 0) {
    const values = driverRows
      .slice(0, Math.ceil(driverRows.length * 0.75))
      .map((d) => ({ company_id: companyId, user_id: staff.dispatchers[0]!, driver_id: d.id }));
    await tx.insert(dispatcherAssignments).values(values).onConflictDoNothing();
    assigned.push(...values.map((v) => ({ driver: v.driver_id, user: v.user_id })));
  }
  const followed = await tx
    .select({ id: trackAndTraceAssignments.id })
    .from(trackAndTraceAssignments)
    .where(eq(trackAndTraceAssignments.company_id, companyId))
    .limit(1);
  if (staff.tracker && followed.length === 0) {
    await tx
      .insert(trackAndTraceAssignments)
      .values(driverRows.slice(0, 4).map((d) => ({ company_id: companyId, user_id: staff.tracker!, driver_id: d.id })))
      .onConflictDoNothing();
  }
  const dispatcherOf = new Map<number, number>();
  for (const a of assigned) if (!dispatcherOf.has(a.driver)) dispatcherOf.set(a.driver, a.user);
  return dispatcherOf;
}

/**
 * The crews: every driver holding a truck, over the time they held one (the fleet seed's
 * assignments); a company without assignments runs each driver as their own truck. `teams` of
 * them take a driver without a truck as co-driver.
 */
async function crewsOf(
  tx: AppDb,
  companyId: number,
  driverRows: { id: number }[],
  r: Rng,
  opts: { teams: number; dispatcherOf: Map<number, number> },
): Promise<Crew[]> {
  const held = await tx
    .select({
      driver: driverEquipmentAssignments.driver_id,
      from: driverEquipmentAssignments.assigned_at,
      to: driverEquipmentAssignments.unassigned_at,
    })
    .from(driverEquipmentAssignments)
    .where(and(eq(driverEquipmentAssignments.company_id, companyId), isNotNull(driverEquipmentAssignments.truck_id)))
    .orderBy(asc(driverEquipmentAssignments.driver_id));
  const active = new Set(driverRows.map((d) => d.id));
  const spans = new Map<number, { from: number; to: number | null }>();
  for (const a of held) {
    if (!active.has(a.driver)) continue;
    const span = spans.get(a.driver) ?? { from: a.from.getTime(), to: a.to?.getTime() ?? null };
    span.from = Math.min(span.from, a.from.getTime());
    span.to = span.to === null || a.to === null ? null : Math.max(span.to, a.to.getTime());
    spans.set(a.driver, span);
  }
  const hasTruck = spans.size > 0;
  if (!hasTruck) for (const d of driverRows) spans.set(d.id, { from: 0, to: null });
  const crews: Crew[] = [...spans.entries()].map(([driverId, span]) => ({
    driverId,
    teammate: null,
    ...span,
    home: r.pick(HOME_CITIES),
    dispatcherId: opts.dispatcherOf.get(driverId) ?? null,
    hasTruck,
  }));
  const spare = driverRows.filter((d) => !spans.has(d.id));
  const teams = Math.min(opts.teams, spare.length, Math.floor(crews.length / 4));
  for (let k = 0; k < teams; k++) {
    const crew = crews[Math.floor(((k + 0.5) * crews.length) / teams)]!;
    crew.teammate = { driverId: spare[k]!.id, split: ['50.00', '55.00', '60.00'][k % 3]! };
  }
  return crews;
}

/** What the loads are made of: statuses, brokers, crews, pay rules, staff and the window appointment type. */
export async function loadContext(tx: AppDb, companyId: number, r: Rng, opts: { seed: number; teams: number }) {
  const statuses = new Map(
    (await tx.select().from(loadStatuses).where(eq(loadStatuses.company_id, companyId))).map((s) => [s.name, s.id]),
  );
  const status = (name: string) => statuses.get(name) ?? [...statuses.values()][0]!;
  const brokers = await brokersOf(tx, companyId);
  const driverRows = await driversOf(tx, companyId, opts.seed);
  const staff = await staffOf(tx, companyId);
  const dispatcherOf = await ensureAssignments(tx, companyId, driverRows, staff);
  const crews = await crewsOf(tx, companyId, driverRows, r, { teams: opts.teams, dispatcherOf });
  const payRules = await payRulesOf(tx, companyId);
  const types = await tx
    .select({ id: loadAppointmentTypes.id, range: loadAppointmentTypes.has_time_range })
    .from(loadAppointmentTypes)
    .where(
      and(
        or(isNull(loadAppointmentTypes.company_id), eq(loadAppointmentTypes.company_id, companyId)),
        eq(loadAppointmentTypes.is_active, true),
      ),
    );
  const windowType = types.find((t) => t.range)?.id ?? null;
  return { status, brokers, driverRows, crews, payRules, ...staff, windowType };
}
