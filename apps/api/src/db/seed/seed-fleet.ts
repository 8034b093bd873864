import { addDaysToDay, DEFAULT_TIME_ZONE, dayIn, ROLE_IDS, withVinCheckDigit } from '@tms/domain';
import { and, eq } from 'drizzle-orm';
import { recordExpiries } from '../../modules/expiries/expiries.service';
import type { AppDb } from '../client';
import {
  companies,
  dispatcherAssignments,
  divisions,
  driverEquipmentAssignments,
  driverEquipmentChanges,
  driverNotes,
  driverPayProfiles,
  drivers,
  trackAndTraceAssignments,
  trailers,
  trucks,
  userRoles,
  users,
} from '../schema';

/** A small deterministic generator, so every seeded database holds the same fleet. */
function generator(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  return {
    next,
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
    int: (a: number, b: number) => a + Math.floor(next() * (b - a + 1)),
  };
}

const FIRST = [
  'James',
  'Robert',
  'Linda',
  'Michael',
  'Patricia',
  'David',
  'Carlos',
  'Jennifer',
  'William',
  'Elena',
  'Marcus',
  'Tanya',
  'Kevin',
  'Rosa',
  'Brian',
  'Aisha',
  'Tyrone',
  'Heather',
  'Victor',
  'Darnell',
  'Megan',
  'Raj',
  'Luis',
  'Shannon',
  'Andre',
  'Nicole',
  'Hector',
  'Crystal',
  'Dale',
  'Monique',
  'Gary',
  'Yolanda',
  'Travis',
  'Keisha',
  'Wayne',
  'Olga',
  'Jerome',
  'Tammy',
  'Ivan',
  'Latoya',
];
const LAST = [
  'Walker',
  'Johnson',
  'Martinez',
  'Thompson',
  'Garcia',
  'Robinson',
  'Clark',
  'Rodriguez',
  'Lewis',
  'Lee',
  'Hall',
  'Allen',
  'Young',
  'Hernandez',
  'King',
  'Wright',
  'Lopez',
  'Hill',
  'Scott',
  'Green',
  'Adams',
  'Baker',
  'Gonzalez',
  'Nelson',
  'Carter',
  'Mitchell',
  'Perez',
  'Roberts',
  'Turner',
  'Phillips',
  'Campbell',
  'Parker',
  'Evans',
  'Edwards',
  'Collins',
  'Stewart',
  'Sanchez',
  'Morris',
  'Rogers',
  'Reed',
];
const STATES = ['OH', 'IN', 'KY', 'PA', 'TX', 'OK', 'MI', 'WV'];
const TRUCK_MODELS = [
  { make: 'Freightliner', model: 'Cascadia', wmi: '3AKJHHDR' },
  { make: 'Kenworth', model: 'T680', wmi: '1XKYD49X' },
  { make: 'Peterbilt', model: '579', wmi: '1XPBD49X' },
  { make: 'Volvo', model: 'VNL 860', wmi: '4V4NC9EH' },
  { make: 'International', model: 'LT625', wmi: '3HSDZAPR' },
] as const;
const TRAILER_MODELS = [
  { make: 'Utility', model: '4000D-X', wmi: '1UYVS253', type: 'dry_van' },
  { make: 'Great Dane', model: 'Everest', wmi: '1GRAA062', type: 'reefer' },
  { make: 'Wabash', model: 'DuraPlate', wmi: '1JJV532D', type: 'dry_van' },
  { make: 'Fontaine', model: 'Infinity', wmi: '13N14830', type: 'flatbed' },
  { make: 'Transcraft', model: 'Eagle', wmi: '1TTF4820', type: 'step_deck' },
] as const;
/** Model-year characters of the VIN's 10th position. */
const YEAR_CODES: Record<number, string> = {
  2017: 'H',
  2018: 'J',
  2019: 'K',
  2020: 'L',
  2021: 'M',
  2022: 'N',
  2023: 'P',
  2024: 'R',
};
const EXTRA_DISPATCHERS = [
  ['Priya', 'Shah'],
  ['Colin', 'Murphy'],
  ['Jasmine', 'Ortiz'],
  ['Frank', 'Kowalski'],
] as const;

const vinFor = (wmi: string, year: number, serial: number) =>
  withVinCheckDigit(`${wmi}0${YEAR_CODES[year] ?? 'N'}S${String(serial).padStart(6, '0')}`);

type FleetSize = { drivers: number; trucks: number; trailers: number; assigned: number; seed: number };

async function usersOf(tx: AppDb, companyId: number, role: keyof typeof ROLE_IDS) {
  return tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.user_id, users.id), eq(userRoles.role_id, ROLE_IDS[role])))
    .where(eq(users.company_id, companyId))
    .orderBy(users.id);
}

/**
 * A realistic fleet for a demo carrier: drivers (company drivers and owner operators over the
 * divisions, a few CDL or medical cards expiring within 30 days and one expired), trucks and
 * trailers with VINs that pass the check digit, current assignments with history and change log,
 * dispatcher and track-and-trace assignments and notes. Bulk inserts keep it fast.
 */
export async function seedFleet(tx: AppDb, companyId: number, size: FleetSize) {
  const g = generator(size.seed);
  // Expiry dates count from the company's own day, as its expiry checks do.
  const [company] = await tx.select({ tz: companies.time_zone }).from(companies).where(eq(companies.id, companyId));
  const today = dayIn(company?.tz ?? DEFAULT_TIME_ZONE);
  const day = (n: number) => addDaysToDay(today, n);
  const now = Date.now();
  const at = (daysAgo: number) => new Date(now - daysAgo * 86_400_000);
  const divisionIds = (
    await tx.select({ id: divisions.id }).from(divisions).where(eq(divisions.company_id, companyId))
  ).map((d) => d.id);
  const [manager] = await usersOf(tx, companyId, 'MANAGER');
  const by = manager?.id ?? null;

  const driverRows = await tx
    .insert(drivers)
    .values(
      Array.from({ length: size.drivers }, (_, i) => {
        const ownerOperator = i % 6 === 5;
        const state = g.pick(STATES);
        // Fixed cases for the expiry screens: two CDLs and one medical card soon, one CDL past.
        const cdl = i === 2 ? day(12) : i === 9 ? day(25) : i === 11 ? day(-5) : day(g.int(90, 1400));
        const medical = i === 6 ? day(20) : day(g.int(60, 700));
        return {
          company_id: companyId,
          first_name: FIRST[(i + size.seed) % FIRST.length]!,
          last_name: LAST[(i * 7 + size.seed) % LAST.length]!,
          email: `${FIRST[(i + size.seed) % FIRST.length]!.toLowerCase()}.${LAST[(i * 7 + size.seed) % LAST.length]!.toLowerCase()}${i}@drivers.example`,
          phone_number: `+1 (614) 555-${String(1000 + i * 37).slice(-4)}`,
          city: g.pick(['Columbus', 'Dayton', 'Dallas', 'Fort Worth', 'Cincinnati', 'Louisville']),
          state,
          zip_code: String(g.int(43001, 45999)),
          driver_type: ownerOperator ? 'owner_operator' : 'company_driver',
          division_id: divisionIds.length
            ? ownerOperator
              ? divisionIds.at(-1)!
              : divisionIds[i % Math.max(1, divisionIds.length - 1)]!
            : null,
          // The fleet is steady: everyone was hired before the demo's two years of loads.
          hire_date: day(-g.int(760, 3000)),
          date_of_birth: day(-g.int(25, 60) * 365 - g.int(0, 300)),
          cdl_number: `${state}${String(g.int(1000000, 9999999))}`,
          cdl_state: state,
          cdl_class: 'A',
          cdl_endorsements: i % 4 === 0 ? ['N', 'T'] : i % 7 === 0 ? ['H'] : [],
          cdl_expiry: cdl,
          medical_card_expiry: medical,
          emergency_contact_name: `${g.pick(FIRST)} ${LAST[(i * 7 + size.seed) % LAST.length]}`,
          emergency_contact_phone: `+1 (614) 555-${String(2000 + i * 41).slice(-4)}`,
          emergency_contact_relationship: g.pick(['Spouse', 'Parent', 'Sibling', 'Partner']),
          // One driver left the company last year.
          is_active: i !== size.drivers - 1,
          termination_date: i === size.drivers - 1 ? day(-200) : null,
          created_by: by,
          created_at: at(g.int(745, 1100)),
        };
      }),
    )
    .returning({ id: drivers.id, driver_type: drivers.driver_type, is_active: drivers.is_active });

  await tx.insert(driverPayProfiles).values(
    driverRows.map((d) =>
      d.driver_type === 'owner_operator'
        ? {
            company_id: companyId,
            driver_id: d.id,
            pay_type: 'percentage',
            rate: '72.0000',
            effective_date: day(-760),
            created_by: by,
          }
        : {
            company_id: companyId,
            driver_id: d.id,
            pay_type: g.next() < 0.7 ? 'per_mile_total' : 'per_mile_loaded',
            rate: `0.${g.int(55, 72)}00`,
            effective_date: day(-g.int(745, 900)),
            created_by: by,
          },
    ),
  );

  const truckRows = await tx
    .insert(trucks)
    .values(
      Array.from({ length: size.trucks }, (_, i) => {
        const m = TRUCK_MODELS[i % TRUCK_MODELS.length]!;
        const year = 2018 + (i % 7);
        return {
          company_id: companyId,
          unit_number: String(101 + i),
          vin: vinFor(m.wmi, year, size.seed * 1000 + 500 + i),
          make: m.make,
          model: m.model,
          year,
          plate_number: `P${String(g.int(100000, 999999))}`,
          plate_state: 'OH',
          ownership: i % 8 === 7 ? 'owner_operator' : i % 5 === 4 ? 'leased' : 'company',
          status: i === size.trucks - 1 ? 'in_shop' : i === size.trucks - 2 ? 'out_of_service' : 'active',
          division_id: divisionIds[i % Math.max(1, divisionIds.length)] ?? null,
          registration_expiry: i === 3 ? day(9) : day(g.int(40, 360)),
          inspection_expiry: i === 5 ? day(-3) : day(g.int(40, 360)),
          created_by: by,
          created_at: at(g.int(760, 1400)),
        };
      }),
    )
    .returning({ id: trucks.id, unit_number: trucks.unit_number });

  const trailerRows = await tx
    .insert(trailers)
    .values(
      Array.from({ length: size.trailers }, (_, i) => {
        const m = TRAILER_MODELS[i % 3 === 2 ? 1 : i % 10 === 9 ? 3 : i % 17 === 16 ? 4 : i % 2 === 0 ? 0 : 2]!;
        const year = 2017 + (i % 8);
        return {
          company_id: companyId,
          unit_number: `53${String(200 + i)}`,
          vin: vinFor(m.wmi, year, size.seed * 1000 + i),
          make: m.make,
          model: m.model,
          year,
          plate_number: `T${String(g.int(100000, 999999))}`,
          plate_state: 'OH',
          ownership: i % 9 === 8 ? 'leased' : 'company',
          status: i === size.trailers - 1 ? 'sold' : 'active',
          is_active: i !== size.trailers - 1,
          trailer_type: m.type,
          division_id: divisionIds[i % Math.max(1, divisionIds.length)] ?? null,
          registration_expiry: i === 4 ? day(15) : day(g.int(40, 360)),
          inspection_expiry: i === 8 ? day(-10) : day(g.int(40, 360)),
          created_by: by,
          created_at: at(g.int(760, 1400)),
        };
      }),
    )
    .returning({ id: trailers.id, unit_number: trailers.unit_number });

  // History first: a few drivers ran another truck before, so the history and change log show a
  // move. The moves and every current assignment are older than the demo's two years of loads, so
  // the fleet is the same size all along (the dashboard's trucks and utilisation compare periods).
  const active = driverRows.filter((d) => d.is_active).slice(0, size.assigned);
  const spareTrucks = truckRows.slice(size.assigned);
  const ended = active.slice(0, Math.min(6, spareTrucks.length)).map((d, i) => ({
    company_id: companyId,
    driver_id: d.id,
    truck_id: spareTrucks[i]!.id,
    trailer_id: trailerRows[size.assigned + i]?.id ?? null,
    is_active: false,
    assigned_at: at(1100 + i * 5),
    unassigned_at: at(750 + i * 3),
    assigned_by: by,
  }));
  const current = active.map((d, i) => ({
    company_id: companyId,
    driver_id: d.id,
    truck_id: truckRows[i]!.id,
    trailer_id: trailerRows[i]!.id,
    is_active: true,
    assigned_at: ended[i]?.unassigned_at ?? at(g.int(745, 1100)),
    assigned_by: by,
  }));
  const endedRows = ended.length
    ? await tx.insert(driverEquipmentAssignments).values(ended).returning({ id: driverEquipmentAssignments.id })
    : [];
  const currentRows = await tx
    .insert(driverEquipmentAssignments)
    .values(current)
    .returning({ id: driverEquipmentAssignments.id });
  const unit = (rows: { id: number; unit_number: string }[], id: number | null) =>
    rows.find((r) => r.id === id)?.unit_number ?? null;
  const changes = [
    ...ended.flatMap((a, i) => [
      {
        company_id: companyId,
        assignment_id: endedRows[i]!.id,
        driver_id: a.driver_id,
        action: 'assigned',
        changes: {
          truck: { from: null, to: unit(truckRows, a.truck_id) },
          trailer: { from: null, to: unit(trailerRows, a.trailer_id) },
        },
        changed_by: by,
        changed_at: a.assigned_at,
      },
    ]),
    ...current.map((a, i) => {
      const before = ended[i];
      return {
        company_id: companyId,
        assignment_id: currentRows[i]!.id,
        driver_id: a.driver_id,
        action: before ? 'changed' : 'assigned',
        changes: before
          ? {
              truck: { from: unit(truckRows, before.truck_id), to: unit(truckRows, a.truck_id) },
              trailer: { from: unit(trailerRows, before.trailer_id), to: unit(trailerRows, a.trailer_id) },
            }
          : {
              truck: { from: null, to: unit(truckRows, a.truck_id) },
              trailer: { from: null, to: unit(trailerRows, a.trailer_id) },
            },
        changed_by: by,
        changed_at: a.assigned_at,
      };
    }),
  ];
  await tx.insert(driverEquipmentChanges).values(changes);

  // Dispatchers: each active driver has one, some two (team coverage).
  const dispatcherIds = (await usersOf(tx, companyId, 'DISPATCHER')).map((u) => u.id);
  if (dispatcherIds.length) {
    const pairs = driverRows
      .filter((d) => d.is_active)
      .flatMap((d, i) => {
        const first = dispatcherIds[i % dispatcherIds.length]!;
        const second = dispatcherIds[(i + 1) % dispatcherIds.length]!;
        return i % 5 === 0 && second !== first ? [first, second].map((u) => ({ u, d: d.id })) : [{ u: first, d: d.id }];
      });
    await tx
      .insert(dispatcherAssignments)
      .values(pairs.map((p) => ({ company_id: companyId, user_id: p.u, driver_id: p.d, created_by: by })));
  }
  const trackerIds = (await usersOf(tx, companyId, 'TRACK_AND_TRACE')).map((u) => u.id);
  if (trackerIds.length) {
    await tx.insert(trackAndTraceAssignments).values(
      driverRows
        .filter((d, i) => d.is_active && i % 2 === 0)
        .map((d, i) => ({
          company_id: companyId,
          user_id: trackerIds[i % trackerIds.length]!,
          driver_id: d.id,
          created_by: by,
        })),
    );
  }

  // Notes: a recent critical one (pinned, with the badge), older ones of each category, a personal one.
  const writer = dispatcherIds[0] ?? by;
  const [d0, d1, d2, d3] = driverRows;
  const hoursAgo = (h: number) => new Date(now - h * 3_600_000);
  const notes = [
    {
      driver: d0,
      title: 'Reefer unit alarm on I-70',
      content:
        "Driver reports the reefer unit throwing a high-temp alarm near Indianapolis. Load is pharma at 36F; call the driver every hour until the unit is checked at the Love's in Greenfield.",
      importance: 'critical',
      category: 'Track and Trace',
      created_at: hoursAgo(3),
    },
    {
      driver: d0,
      title: 'Prefers Columbus-Chicago lanes',
      content: 'Home time every weekend; avoid NYC deliveries.',
      importance: 'low',
      category: 'Dispatch',
      created_at: hoursAgo(24 * 20),
    },
    {
      driver: d1,
      title: 'Hard braking event',
      content: 'ELD reported a hard braking event on 3/14. Reviewed dash cam: a car cut in. No action needed.',
      importance: 'medium',
      category: 'Safety',
      created_at: hoursAgo(24 * 9),
    },
    {
      driver: d1,
      title: 'Late to pickup twice',
      content: 'Missed two appointments at Midwest Produce this month. Spoke with the driver about trip planning.',
      importance: 'high',
      category: 'Dispatch',
      created_at: hoursAgo(24 * 4),
    },
    {
      driver: d2,
      title: 'PM service due',
      content: 'Truck is due for its 25k PM; schedule at the Columbus shop on the next home time.',
      importance: 'medium',
      category: 'Maintenance',
      created_at: hoursAgo(24 * 2),
    },
    {
      driver: d2,
      title: 'Breakdown after hours',
      content: 'Blown steer tire at 2:15 AM on I-71 mile 94. Road service dispatched, back on the road by 5 AM.',
      importance: 'critical',
      category: 'Afterhours',
      created_at: hoursAgo(24 * 6),
    },
    {
      driver: d3,
      title: 'W-4 update',
      content: 'Driver submitted an updated W-4; filed in HR.',
      importance: 'low',
      category: 'HR',
      created_at: hoursAgo(24 * 30),
    },
  ].filter((n) => n.driver);
  if (notes.length) {
    await tx.insert(driverNotes).values([
      ...notes.map((n) => ({
        company_id: companyId,
        driver_id: n.driver!.id,
        title: n.title,
        content: n.content,
        note_type: 'general',
        importance: n.importance,
        category: n.category,
        created_by: writer,
        created_at: n.created_at,
        updated_at: n.created_at,
      })),
      {
        company_id: companyId,
        driver_id: d1!.id,
        title: "Ask about his daughter's graduation",
        content: 'Personal reminder: she graduates in June; he may ask for that week off.',
        note_type: 'personal',
        importance: 'low',
        category: 'General',
        created_by: writer,
        created_at: hoursAgo(24 * 3),
        updated_at: hoursAgo(24 * 3),
      },
    ]);
  }
}

/** More dispatchers at the demo carrier, so the assignment screens have people to spread drivers over (invited, no password yet). */
export async function seedExtraDispatchers(tx: AppDb, companyId: number) {
  const rows = await tx
    .insert(users)
    .values(
      EXTRA_DISPATCHERS.map(([name, last]) => ({
        email: `${name.toLowerCase()}.${last.toLowerCase()}@acme.test`,
        name,
        last_name: last,
        company_id: companyId,
        password_hash: null,
        accepted_at: null,
        country: 'US',
      })),
    )
    .returning({ id: users.id });
  await tx
    .insert(userRoles)
    .values(rows.map((r) => ({ user_id: r.id, role_id: ROLE_IDS.DISPATCHER, company_id: companyId })));
}

export { recordExpiries };
