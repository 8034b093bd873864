import { addDaysToDay, dayIn, previousWeek } from '@tms/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { activeDriversIn, generateIn, settleIn } from '../../modules/driver-statements/driver-statements.service';
import type { AppDb } from '../client';
import { companies, driverPayProfiles, drivers, fuelTransactions, recurringCharges, users } from '../schema';

const WEEKS = 8;

/**
 * Acme's driver statements: recurring charges and escrow on the owner operators (who also get
 * the fuel cards' purchases matched to them), then the last 8 weeks of statements generated with
 * the product's own rules, oldest first: paid, then approved for the week before last, and a
 * draft for last week. Values follow the seeded loads, so every demo database looks the same.
 */
export async function seedStatements(tx: AppDb, companyId: number, managerEmail: string) {
  const [company] = await tx.select({ tz: companies.time_zone }).from(companies).where(eq(companies.id, companyId));
  const [manager] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, managerEmail));
  const actor = { companyId, userId: manager?.id ?? null };
  const lastWeek = previousWeek(dayIn(company?.tz ?? 'UTC'));
  const firstStart = addDaysToDay(lastWeek.period_start, -7 * (WEEKS - 1));

  const owners = await tx
    .select({ id: drivers.id })
    .from(drivers)
    .where(
      and(eq(drivers.company_id, companyId), eq(drivers.driver_type, 'owner_operator'), eq(drivers.is_active, true)),
    )
    .orderBy(drivers.id);
  const ownerIds = owners.map((o) => o.id);
  if (ownerIds.length) {
    // Owner operators pay for DEF with their fuel.
    await tx
      .update(driverPayProfiles)
      .set({ deduct_def: true })
      .where(and(eq(driverPayProfiles.company_id, companyId), inArray(driverPayProfiles.driver_id, ownerIds)));
    // Purchases no driver was matched to yet (a card the drivers share) are partly the owner
    // operators': spread over them by day, leaving some unmatched for the fuel screens.
    for (const [k, owner] of ownerIds.entries()) {
      await tx
        .update(fuelTransactions)
        .set({ driver_id: owner })
        .where(
          and(
            eq(fuelTransactions.company_id, companyId),
            isNull(fuelTransactions.driver_id),
            sql`extract(day from ${fuelTransactions.transaction_date})::int % ${ownerIds.length + 2} = ${k}`,
          ),
        );
    }
    const start = addDaysToDay(firstStart, -28);
    await tx.insert(recurringCharges).values(
      ownerIds.flatMap((driverId, i) => [
        {
          company_id: companyId,
          driver_id: driverId,
          description: 'Truck lease',
          amount_cents: 30_000n + BigInt(i % 3) * 2_500n,
          schedule: 'every_statement',
          start_date: start,
          created_by: actor.userId,
        },
        {
          company_id: companyId,
          driver_id: driverId,
          description: 'Occupational accident insurance',
          amount_cents: 18_500n,
          schedule: 'monthly',
          day_of_month: 1,
          start_date: start,
          created_by: actor.userId,
        },
        {
          company_id: companyId,
          driver_id: driverId,
          description: 'ELD subscription',
          amount_cents: 3_500n,
          schedule: 'every_statement',
          start_date: start,
          created_by: actor.userId,
        },
        ...(i % 2 === 0
          ? [
              {
                company_id: companyId,
                driver_id: driverId,
                description: 'Truck down payment',
                amount_cents: 15_000n,
                schedule: 'every_statement',
                start_date: start,
                total_balance_cents: 120_000n + BigInt(i) * 10_000n,
                created_by: actor.userId,
              },
            ]
          : []),
        {
          company_id: companyId,
          driver_id: driverId,
          kind: 'escrow',
          description: 'Maintenance escrow',
          amount_cents: 10_000n,
          schedule: 'every_statement',
          start_date: start,
          target_balance_cents: 250_000n,
          opening_balance_cents: BigInt(i) * 20_000n,
          created_by: actor.userId,
        },
      ]),
    );
  }

  const active = await activeDriversIn(tx, companyId);
  for (let w = 0; w < WEEKS; w++) {
    const period_start = addDaysToDay(firstStart, 7 * w);
    const period = { period_start, period_end: addDaysToDay(period_start, 6) };
    const { created } = await generateIn(tx, actor, period, active);
    const weeksAgo = WEEKS - w;
    if (weeksAgo === 1) continue; // last week stays a draft
    for (const [i, s] of created.entries()) {
      await settleIn(
        tx,
        actor,
        s.id,
        weeksAgo === 2
          ? null
          : {
              payment_date: addDaysToDay(period.period_end, 5),
              payment_reference: `ACH ${period.period_end.replaceAll('-', '')}-${String(i + 1).padStart(3, '0')}`,
            },
      );
    }
  }
}
