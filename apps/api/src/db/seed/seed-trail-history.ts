import { greatCircleMiles, quarterDays, quarterOf } from '@tms/domain';
import { eq } from 'drizzle-orm';
import { jurisdictionOf } from '../../lib/jurisdictions';
import type { CardCipher } from '../../modules/fuel-cards/fuel-cards.service';
import { demoEldAnchor, simulateDemoEld } from '../../modules/hos/demo-eld';
import { driverStops } from '../../modules/hos/hos.repo';
import type { AppDb } from '../client';
import { fuelCardAssignments, fuelCards, fuelTransactions, truckPositions, trucks } from '../schema';
import { bulkInsert, bulkInsertKeyless } from './seed-bulk';

const MINUTE = 60_000;
/** Older trail is thinned (decision 0208): the seed keeps a moving truck's point each 15 minutes, a parked one's each hour. */
const MOVING_EVERY_MS = 15 * MINUTE;
const PARKED_EVERY_MS = 60 * MINUTE;
/** The history stops short of the demo ELD's start, so the seam reads as a silence, not a jump. */
const SEAM_MS = 31 * MINUTE;

/** The first instant of the quarter before the one `now` is in, at UTC midnight. */
export function previousQuarterStart(now: Date): Date {
  const { year, quarter } = quarterOf(now.toISOString().slice(0, 10));
  const [y, q] = quarter === 1 ? [year - 1, 4] : [year, quarter - 1];
  return new Date(`${quarterDays(y, q).first}T00:00:00Z`);
}

/**
 * The trucks' trail before the demo ELD's ten days: from the start of the previous quarter, driven
 * along each driver's own loads as the demo ELD drives them, one point in ten minutes; and the
 * diesel those miles burned, bought where the truck was every 900 to 1,300 miles, for the trucks
 * that have no fuel card of the demo's (their purchases come from the card seed). Together they
 * make the last quarter's IFTA return.
 */
export async function seedTrailHistory(
  tx: AppDb,
  companyId: number,
  /** Without the cards' key there are no cards to buy on: the trail alone. */
  opts: { carded: ReadonlySet<number>; cipher?: CardCipher },
  now = new Date(),
) {
  const { carded } = opts;
  const from = previousQuarterStart(now);
  const until = new Date(demoEldAnchor(now).getTime() - SEAM_MS);
  const points: (typeof truckPositions.$inferInsert)[] = [];
  const fuel: (typeof fuelTransactions.$inferInsert)[] = [];
  const drivers = await driverStops(tx, companyId, from, until);
  const uncarded = [...drivers].flatMap(([driverId, d]) =>
    carded.has(d.truckId) ? [] : [{ driverId, truckId: d.truckId }],
  );
  const cardOf = opts.cipher ? await fleetCards(tx, companyId, opts.cipher, uncarded, from) : new Map();
  for (const [driverId, { truckId, stops }] of drivers) {
    const log = simulateDemoEld(stops, { from, until, speedMph: 56 + (driverId % 7) });
    let last = 0;
    let sinceFill = 0;
    let previous: { lat: number; lng: number } | undefined;
    const mpg = 6.2 + (driverId % 8) / 10;
    const keep = (p: (typeof log.points)[number]) => {
      points.push({ company_id: companyId, truck_id: truckId, ...p });
      last = p.at.getTime();
    };
    for (const [i, p] of log.points.entries()) {
      const at = p.at.getTime();
      if (previous) sinceFill += greatCircleMiles(previous, p);
      previous = p;
      const before = log.points[i - 1];
      // Both points around a start or a stop are kept: thinning never hides a departure in a silence.
      const turning = before !== undefined && before.speed_mph > 0 !== p.speed_mph > 0;
      if (turning && before.at.getTime() > last) keep(before);
      if (turning || at - last >= (p.speed_mph > 0 ? MOVING_EVERY_MS : PARKED_EVERY_MS)) keep(p);
      if (cardOf.has(truckId) && sinceFill >= 900 + (at % 400)) {
        fuel.push({ ...purchase(companyId, truckId, p, sinceFill / mpg), ...cardOf.get(truckId), driver_id: driverId });
        sinceFill = 0;
      }
    }
  }
  const units = new Map(
    (
      await tx.select({ id: trucks.id, unit: trucks.unit_number }).from(trucks).where(eq(trucks.company_id, companyId))
    ).map((t) => [t.id, t.unit]),
  );
  for (const f of fuel) f.truck_unit_number = units.get(f.truck_id!) ?? null;
  // In slices: one statement of a few hundred thousand rows would hold all of them as one JSON text.
  for (let i = 0; i < points.length; i += 20_000)
    await bulkInsertKeyless(tx, truckPositions, points.slice(i, i + 20_000));
  await bulkInsert(tx, fuelTransactions, fuel);
  return { positions: points.length, purchases: fuel.length };
}

function purchase(companyId: number, truckId: number, p: { lat: number; lng: number; at: Date }, gallons: number) {
  const state = jurisdictionOf(p.lat, p.lng) ?? null;
  const milli = Math.round(gallons * 1000);
  // Diesel between $3.55 and $4.15 a gallon, varying with the place and day.
  const price = 35_500 + (Math.round(p.lat * 1000 + p.at.getTime() / 86_400_000) % 6_000);
  const cents = (BigInt(milli) * BigInt(price) + 50_000n) / 100_000n;
  return {
    company_id: companyId,
    truck_id: truckId,
    transaction_date: p.at.toISOString().slice(0, 10),
    location: 'Fuel stop',
    location_state: state,
    purchased_item: 'ULSD',
    item_category: 'fuel',
    unit_quantity: (milli / 1000).toFixed(3),
    price_per_unit: (price / 10_000).toFixed(4),
    total_amount: `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`,
    source_type: 'manual' as const,
  };
}

/** The trucks that already have purchases (the card seed's): the history buys no fuel for them. */
export async function fuelledTrucks(tx: AppDb, companyId: number): Promise<Set<number>> {
  const rows = await tx
    .selectDistinct({ id: fuelTransactions.truck_id })
    .from(fuelTransactions)
    .where(eq(fuelTransactions.company_id, companyId));
  return new Set(rows.flatMap((r) => (r.id === null ? [] : [r.id])));
}

/**
 * A fuel card for each truck that has none, held by its driver since before the history starts, so
 * the history's purchases are matched like any card's.
 */
async function fleetCards(
  tx: AppDb,
  companyId: number,
  cipher: CardCipher,
  held: readonly { driverId: number; truckId: number }[],
  since: Date,
) {
  const cardOf = new Map<number, { fuel_card_id: number; card_number_short: number }>();
  for (const { driverId, truckId } of held) {
    const short = 20_000 + truckId;
    const number = `708309${String(truckId).padStart(8, '0')}${short}`;
    const sealed = cipher.seal(companyId, number);
    const [card] = await tx
      .insert(fuelCards)
      .values({
        company_id: companyId,
        card_number_encrypted: sealed.encrypted,
        card_key_id: sealed.keyId,
        card_number_hash: cipher.hash(companyId, number),
        card_number_last4: number.slice(-4),
        card_number_short: short,
        card_provider: 'EFS',
        is_active: true,
      })
      .returning({ id: fuelCards.id });
    await tx.insert(fuelCardAssignments).values({
      company_id: companyId,
      fuel_card_id: card!.id,
      driver_id: driverId,
      truck_id: truckId,
      assigned_at: new Date(since.getTime() - 30 * 86_400_000),
    });
    cardOf.set(truckId, { fuel_card_id: card!.id, card_number_short: short });
  }
  return cardOf;
}
