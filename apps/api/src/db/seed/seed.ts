import { dayIn, type Feature, PLATFORM_TIME_ZONE, ROLE_IDS, timeZoneForAddress } from '@tms/domain';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import type { CardCipher } from '../../modules/fuel-cards/fuel-cards.service';
import { seedDefaultLoadStatuses } from '../../modules/load-statuses/load-statuses.service';
import type { Storage } from '../../modules/storage/storage.service';
import type { AppDb } from '../client';
import { analyticsReportSubscriptions, companies, companyFeatures, userRoles, users } from '../schema';
import { withSystem } from '../tenancy';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from './demo-logins';
import { seedAcme } from './seed-acme';
import { seedDocuments, seedInvoicePaperwork } from './seed-documents';
import { seedDriverAppAccount } from './seed-driver-app';
import { seedEld } from './seed-eld';
import { recordExpiries, seedExtraDispatchers, seedFleet } from './seed-fleet';
import { seedFuel } from './seed-fuel';
import { seedInvoices } from './seed-invoices';
import { seedLoadInbox } from './seed-load-inbox';
import { seedLoads } from './seed-loads';
import { seedStatements } from './seed-statements';
import { fuelledTrucks, seedTrailHistory } from './seed-trail-history';

/** Seeds the demo carrier once; a database that already has the demo superadmin is left as it is. */
export async function seedDemo(
  db: AppDb,
  deps: { cardCipher?: CardCipher; storage?: Storage } = {},
): Promise<{ seeded: boolean }> {
  // Platform-wide work: tenant policies let the app's own (non-superuser) role through only so.
  const [existing] = await withSystem(db, (tx) =>
    tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, 'superadmin@tms.test'))
      .limit(1),
  );
  if (existing) return { seeded: false };

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = Date.now();
  await withSystem(db, async (tx) => {
    const companyIds = new Map<string, number>();
    const userIds = new Map<string, number>();
    for (const c of DEMO_COMPANIES) {
      const { key, expired, addOns, ...values } = { addOns: [] as readonly Feature[], ...c };
      const [row] = await tx
        .insert(companies)
        .values({
          ...values,
          time_zone: timeZoneForAddress(values),
          active: true,
          subscription_expires_at: dayIn(PLATFORM_TIME_ZONE, new Date(now + (expired ? -10 : 365) * 86_400_000)),
          // Customers since before the demo's two years of loads.
          created_at: new Date(now - 800 * 86_400_000),
        })
        .returning({ id: companies.id });
      companyIds.set(key, row!.id);
      await seedDefaultLoadStatuses(tx, row!.id);
      if (addOns.length)
        await tx
          .insert(companyFeatures)
          .values(addOns.map((feature) => ({ company_id: row!.id, feature, enabled: true })));
    }
    for (const u of DEMO_USERS) {
      const companyId = u.company ? companyIds.get(u.company)! : null;
      const [row] = await tx
        .insert(users)
        .values({
          email: u.email,
          name: u.name,
          last_name: u.last_name,
          company_id: companyId,
          password_hash: passwordHash,
          country: 'US',
        })
        .returning({ id: users.id });
      userIds.set(u.email, row!.id);
      await tx
        .insert(userRoles)
        .values(u.roles.map((r) => ({ user_id: row!.id, role_id: ROLE_IDS[r], company_id: companyId })));
    }
    await seedAcme(tx, companyIds.get('acme')!, 'manager@acme.test');
    // The demo manager reads the weekly report (decision 0119); Acme's plan includes it.
    await tx.insert(analyticsReportSubscriptions).values({
      company_id: companyIds.get('acme')!,
      user_id: userIds.get('manager@acme.test')!,
      frequency: 'weekly',
    });
    await seedExtraDispatchers(tx, companyIds.get('acme')!);
    await seedFleet(tx, companyIds.get('acme')!, { drivers: 40, trucks: 35, trailers: 50, assigned: 30, seed: 7 });
    await seedFleet(tx, companyIds.get('cobalt')!, { drivers: 6, trucks: 4, trailers: 6, assigned: 3, seed: 3 });
    await recordExpiries(tx);
    // The files go to the configured storage, so they are seeded only where it is given.
    if (deps.storage)
      await seedDocuments(tx, companyIds.get('acme')!, deps.storage, userIds.get('manager@acme.test') ?? null);
    // Loads last: they use the fleet, customers and statuses seeded above.
    // Two years of loads and three weeks booked ahead, about two a truck a week (decision 0200).
    await seedLoads(tx, companyIds.get('acme')!, {
      prefix: 'ACM',
      days: 730,
      ahead: 21,
      perWeek: 2,
      teams: 3,
      drafts: 6,
      seed: 14,
    });
    // The driver app's demo login drives one of the trucks just given loads.
    await seedDriverAppAccount(tx, companyIds.get('acme')!, 'driver@acme.test', new Date(now));
    await seedInvoices(tx, companyIds.get('acme')!, dayIn('America/New_York', new Date(now)));
    if (deps.storage)
      await seedInvoicePaperwork(tx, companyIds.get('acme')!, deps.storage, userIds.get('manager@acme.test') ?? null);
    // Rate confirmations received by e-mail, waiting in the inbox; they name the customers seeded above.
    await seedLoadInbox(tx, companyIds.get('acme')!, deps.storage, now);
    // The demo ELD follows the loads just seeded: duty status and positions, which bring the Hours of Service dashboard.
    await seedEld(tx, companyIds.get('acme')!, new Date(now));
    await seedLoads(tx, companyIds.get('cobalt')!, {
      prefix: 'CBL',
      days: 28,
      ahead: 10,
      perWeek: 1.5,
      teams: 0,
      drafts: 1,
      seed: 7,
    });
    await seedLoads(tx, companyIds.get('bluebird')!, {
      prefix: 'BLB',
      days: 20,
      ahead: 10,
      perWeek: 0.5,
      teams: 0,
      drafts: 0,
      seed: 3,
    });
    // Card numbers are sealed, so the fuel demo needs the configured key.
    if (deps.cardCipher) await seedFuel(tx, companyIds.get('acme')!, deps.cardCipher);
    // The trail and fuel before the demo ELD's days: the last quarter's IFTA return.
    const carded = await fuelledTrucks(tx, companyIds.get('acme')!);
    await seedTrailHistory(tx, companyIds.get('acme')!, { carded, cipher: deps.cardCipher }, new Date(now));
    // Statements last: they pay the seeded loads and deduct the seeded fuel.
    await seedStatements(tx, companyIds.get('acme')!, 'manager@acme.test');
  });
  return { seeded: true };
}
