import {
  capabilitiesOf,
  EXPIRY_KIND_LABELS,
  EXPIRY_WARNING_DAYS,
  type ExpiryCounts,
  type ExpiryKind,
  type ExpiryRecord,
} from '@tms/domain';
import type { AppDb } from '../../db/client';
import { readCompany, withCompany, withSystem, withTenant } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { forbidden } from '../../lib/errors';
import { requireCompany } from '../../lib/scope';
import type { JobsService } from '../jobs/jobs.service';
import type { MailService } from '../mail/mail.service';
import * as repo from './expiries.repo';

/** The queue's name for the nightly scan and digest. */
export const EXPIRY_SCAN_JOB = 'expiry-scan';
const DIGEST_NOT_ALLOWED = 'The expiry digest is for users who manage drivers or equipment';

type Row = Awaited<ReturnType<typeof repo.listRecords>>[number];
const toRecord = (r: repo.CurrentDate & { recorded_at: Date }): ExpiryRecord => ({
  id: r.id,
  subject_type: r.subject_type as ExpiryRecord['subject_type'],
  subject_id: r.subject_id,
  subject_name: r.subject_name,
  kind: r.kind as ExpiryRecord['kind'],
  expires_on: r.expires_on,
  state: r.days_left < 0 ? 'expired' : 'expiring',
  days_left: r.days_left,
  recorded_at: r.recorded_at.toISOString(),
});
/** A nightly record, as the digest lists it. */
const recordOf = ({ record, days_left }: Row) => toRecord({ ...record, days_left });

const managesFleet = (ctx: Ctx) => {
  const caps = capabilitiesOf(ctx.roles);
  return caps.has('drivers') || caps.has('equipment');
};

/**
 * Expiry tracking: the nightly job records the dates within 30 days or past for every company,
 * then mails each subscriber their company's list through the outbox. The list (and so the
 * compliance page) and the menu's badges read the same dates live, so an edit shows at once.
 */
export function createExpiriesService(deps: {
  db: AppDb;
  jobs: JobsService;
  mail: MailService;
  appUrl: string;
  /** Cron of the nightly run (platform time zone), or null for none (another process runs it). */
  cron: string | null;
}) {
  const { db, jobs, mail, appUrl, cron } = deps;

  /** Records every company's expiring and expired dates, then sends the digests. */
  async function run() {
    await withSystem(db, (tx) => repo.rescan(tx, EXPIRY_WARNING_DAYS));
    const people = await withSystem(db, (tx) => repo.subscribers(tx));
    for (const person of people) {
      await withTenant(db, person.company_id, async (tx) => {
        const rows = (await repo.listRecords(tx, { companyId: person.company_id })).map(recordOf);
        if (!rows.length) return;
        await mail.send(tx, {
          to: person.email,
          companyId: person.company_id,
          content: {
            kind: 'expiry_digest',
            name: person.name,
            link: `${appUrl}/app/drivers?expiry=expiring_or_expired`,
            items: rows.map((r) => ({
              subject: r.subject_name,
              what: EXPIRY_KIND_LABELS[r.kind as ExpiryKind],
              expires_on: r.expires_on,
              days_left: r.days_left,
            })),
          },
        });
      });
    }
  }

  if (cron) {
    jobs.register(EXPIRY_SCAN_JOB, { retryLimit: 2, retryDelaySeconds: 300, backoff: true }, run);
    jobs.schedule(EXPIRY_SCAN_JOB, cron, 'UTC');
  }

  return {
    run,

    /** The dates as they are now, read from the drivers and units (not the nightly record). */
    list(ctx: Ctx, q: { subject_type?: string; state?: 'expiring' | 'expired' }) {
      return readCompany(db, ctx, async (tx, companyId) => {
        const where = { companyId, days: EXPIRY_WARNING_DAYS, subjectType: q.subject_type, state: q.state };
        const now = new Date();
        return { expiries: (await repo.currentDates(tx, where)).map((r) => toRecord({ ...r, recorded_at: now })) };
      });
    },

    async counts(ctx: Ctx): Promise<ExpiryCounts> {
      const companyId = requireCompany(ctx);
      const c = await withTenant(db, companyId, (tx) =>
        repo.countCurrent(tx, { companyId, days: EXPIRY_WARNING_DAYS }),
      );
      return {
        drivers: { expiring: c.drivers_expiring, expired: c.drivers_expired },
        equipment: { expiring: c.equipment_expiring, expired: c.equipment_expired },
        recorded_at: new Date().toISOString(),
      };
    },

    digest(ctx: Ctx) {
      return withCompany(db, ctx, async (tx, companyId) => ({
        daily_digest: await repo.isSubscribed(tx, { companyId, userId: ctx.userId }),
      }));
    },

    setDigest(ctx: Ctx, on: boolean) {
      const companyId = requireCompany(ctx);
      if (!managesFleet(ctx)) throw forbidden(DIGEST_NOT_ALLOWED);
      return withTenant(db, companyId, async (tx) => {
        const who = { companyId, userId: ctx.userId };
        if (on) await repo.subscribe(tx, who);
        else await repo.unsubscribe(tx, who);
        return { daily_digest: on };
      });
    },
  };
}

export type ExpiriesService = ReturnType<typeof createExpiriesService>;

/** Records every company's expiring and expired dates inside the caller's (platform) transaction: the seed runs it once. */
export const recordExpiries = (tx: AppDb) => repo.rescan(tx, EXPIRY_WARNING_DAYS);
