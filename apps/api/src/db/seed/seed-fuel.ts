import { and, eq, inArray } from 'drizzle-orm';
import type { CardCipher } from '../../modules/fuel-cards/fuel-cards.service';
import type { AppDb } from '../client';
import { driverEquipmentAssignments, fuelCardAssignments, fuelCards, fuelTransactions, trucks } from '../schema';
import { previousQuarterStart } from './seed-trail-history';

const CARDS = [
  { number: '7083051234567812345', provider: 'EFS', short: 12345 },
  { number: '7083051234567823456', provider: 'EFS', short: 23456 },
  { number: '7071234567890134567', provider: 'Comdata', short: 34567 },
  { number: '7077000011112222', provider: 'WEX', short: 22222 },
  { number: '7083059876543245678', provider: 'EFS', short: 45678, inactive: true },
];
const STOPS = [
  ['Love’s Travel Stop #412', 'Amarillo', 'TX'],
  ['Pilot Travel Center #611', 'Joplin', 'MO'],
  ['Flying J #724', 'Oklahoma City', 'OK'],
  ['TA Travel Center #88', 'Tulsa', 'OK'],
  ['Petro Stopping Center #45', 'Gary', 'IN'],
  ['Love’s Travel Stop #289', 'Effingham', 'IL'],
] as const;

/** Exact cents of quantity (3 decimals) x price (4 decimals), half up, as text. */
const totalOf = (qtyMilli: number, priceTenThousandths: number) => {
  const cents = (BigInt(qtyMilli) * BigInt(priceTenThousandths) + 50_000n) / 100_000n;
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
};

/**
 * Acme’s fuel cards and purchases since the start of the previous quarter (diesel, with DEF and scales on some
 * invoices), inserted in a few multi-row statements. Values come from a fixed sequence so every
 * demo database looks the same.
 */
export async function seedFuel(tx: AppDb, companyId: number, cipher: CardCipher) {
  const cards = await tx
    .insert(fuelCards)
    .values(
      CARDS.map((c) => {
        const sealed = cipher.seal(companyId, c.number);
        return {
          company_id: companyId,
          card_number_encrypted: sealed.encrypted,
          card_key_id: sealed.keyId,
          card_number_hash: cipher.hash(companyId, c.number),
          card_number_last4: c.number.slice(-4),
          card_number_short: c.short,
          card_provider: c.provider,
          is_active: !c.inactive,
        };
      }),
    )
    .returning({ id: fuelCards.id, short: fuelCards.card_number_short });
  const today = new Date();
  // The first three cards are held by the drivers of trucks 101-103 and kept for those trucks; the
  // fourth is in nobody's hands, so its purchases find their truck but show as to be matched.
  const units = await tx
    .select({ id: trucks.id, unit: trucks.unit_number, driver: driverEquipmentAssignments.driver_id })
    .from(trucks)
    .leftJoin(
      driverEquipmentAssignments,
      and(eq(driverEquipmentAssignments.truck_id, trucks.id), eq(driverEquipmentAssignments.is_active, true)),
    )
    .where(and(eq(trucks.company_id, companyId), inArray(trucks.unit_number, ['101', '102', '103', '104'])));
  const unitOf = (c: number) => units.find((u) => u.unit === String(101 + c));
  const held = [0, 1, 2].filter((c) => unitOf(c) && cards[c]);
  if (held.length)
    await tx.insert(fuelCardAssignments).values(
      held.map((c) => ({
        company_id: companyId,
        fuel_card_id: cards[c]!.id,
        driver_id: unitOf(c)!.driver,
        truck_id: unitOf(c)!.id,
        assigned_at: new Date(today.getTime() - 120 * 86_400_000),
      })),
    );
  const rows: (typeof fuelTransactions.$inferInsert)[] = [];
  let n = 7;
  const next = (mod: number) => {
    n = (n * 48271) % 2147483647;
    return n % mod;
  };
  // From the start of the previous quarter, so its IFTA return has all its fuel.
  const days = Math.ceil((today.getTime() - previousQuarterStart(today).getTime()) / 86_400_000);
  for (let day = days; day >= 1; day--) {
    const date = new Date(today.getTime() - day * 86_400_000).toISOString().slice(0, 10);
    for (let c = 0; c < 4; c++) {
      // A fill-up about every fifth day: what a truck driving its loads burns (the IFTA return's MPG).
      if (next(5) !== 0) continue;
      const card = cards[c]!;
      const [location, city, state] = STOPS[next(STOPS.length)]!;
      const invoice = `${date.replaceAll('-', '').slice(2)}${c}${next(900) + 100}`;
      const qty = 80_000 + next(90_000);
      const price = 35_990 + next(6_000);
      const base = {
        company_id: companyId,
        card_number_short: card.short,
        fuel_card_id: card.id,
        truck_id: unitOf(c)?.id ?? null,
        driver_id: held.includes(c) ? (unitOf(c)?.driver ?? null) : null,
        transaction_date: date,
        transaction_reference: invoice,
        truck_unit_number: String(101 + c),
        odometer: 120_000 + (days - day) * 450 + c * 10_000,
        location,
        location_city: city,
        location_state: state,
        location_country: 'US',
        source_type: 'manual' as const,
      };
      rows.push({
        ...base,
        purchased_item: 'ULSD',
        item_category: 'fuel',
        unit_quantity: (qty / 1000).toFixed(3),
        price_per_unit: (price / 10000).toFixed(4),
        total_amount: totalOf(qty, price),
      });
      if (next(4) === 0)
        rows.push({
          ...base,
          purchased_item: 'DEFD',
          item_category: 'def',
          unit_quantity: '10.000',
          price_per_unit: '3.2990',
          total_amount: '32.99',
        });
      if (next(10) === 0)
        rows.push({
          ...base,
          purchased_item: 'SCLE',
          item_category: 'fee',
          unit_quantity: '1.000',
          price_per_unit: '13.0000',
          total_amount: '13.00',
        });
    }
  }
  for (let i = 0; i < rows.length; i += 500) await tx.insert(fuelTransactions).values(rows.slice(i, i + 500));
}
