import {
  type CheckCall,
  type DriverAppDocumentType,
  type DriverAppLoad,
  type DriverAppStop,
  type DriverStopActionInput,
  dayIn,
  type HosClocksAnswer,
  DRIVER_APP_API_MESSAGES as M,
  PLATFORM_TIME_ZONE,
} from '@tms/domain';
import type { AppDb } from '../../db/client';
import { withCompany, withSystem } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { requireCompany } from '../../lib/scope';
import { companyTimeZone } from '../companies/companies.service';
import {
  type DriverFile,
  driverDocument,
  driverDocumentFilename,
  driverLoadDocuments,
  photosToPdf,
  saveGeneratedPdf,
} from '../documents/driver-documents.service';
import { isIssuedStatementOf, issuedStatementsOf } from '../driver-statements/own-statements.service';
import { driverOfUser } from '../drivers/drivers.service';
import type { JobsService } from '../jobs/jobs.service';
import type { CheckCallBody } from '../load-check-calls/load-check-calls.service';
import { checkCallById, newestCheckCall, recordCheckCall } from '../load-check-calls/load-check-calls.service';
import {
  arriveAtStop,
  type DriverRunLoad,
  departStop,
  driverRunLoad,
  driverRunLoads,
} from '../loads/driver-loads.service';
import type { Storage } from '../storage/storage.service';
import { storePositions } from '../truck-positions/truck-positions.service';
import * as actions from './driver-app-actions.repo';
import { actedStop, toDriverLoad } from './driver-app-shapes';

/** The signed-in driver: their company and the driver record their account is linked to. */
type Me = { companyId: number; driverId: number };

/** Keys are kept this long: a phone replays its queue within hours, not weeks. */
const KEY_DAYS = 30;
export const PRUNE_DRIVER_APP_KEYS_JOB = 'prune-driver-app-keys';

export type DriverAppDeps = {
  db: AppDb;
  storage: Storage;
  jobs: JobsService;
  statementPdf: (ctx: Ctx, id: number) => Promise<{ filename: string; bytes: Uint8Array }>;
  hosClocks: (ctx: Ctx, driverId: number) => Promise<HosClocksAnswer>;
};

/**
 * The driver app (issue 36): everything acts as the signed-in driver on the loads they run.
 * Actions sent with an idempotency key are done once; the same key again answers the first result.
 */
export function createDriverAppService(deps: DriverAppDeps) {
  const { db, storage } = deps;
  const keysBefore = () => new Date(Date.now() - KEY_DAYS * 86_400_000);

  /**
   * Forgets every driver's keys past their days, each night: an action prunes only its own user's
   * keys, so a driver who stopped using the app would otherwise keep theirs (and the answers) for ever.
   */
  const pruneKeys = () => withSystem(db, (tx) => actions.pruneAllActions(tx, keysBefore()));
  deps.jobs.register(PRUNE_DRIVER_APP_KEYS_JOB, { retryLimit: 2, retryDelaySeconds: 300, backoff: false }, async () => {
    await pruneKeys();
  });
  deps.jobs.schedule(PRUNE_DRIVER_APP_KEYS_JOB, '43 3 * * *');

  async function me(tx: AppDb, ctx: Ctx): Promise<Me> {
    const companyId = requireCompany(ctx);
    const driver = await driverOfUser(tx, companyId, ctx.userId);
    if (!driver?.is_active) throw forbidden(M.notLinked);
    return { companyId, driverId: driver.id };
  }

  const asDriver = <T>(ctx: Ctx, work: (tx: AppDb, me: Me) => Promise<T>) =>
    withCompany(db, ctx, async (tx) => work(tx, await me(tx, ctx)));

  /** Runs `work` once per key: a key already used answers what its first run answered. */
  async function once<T>(tx: AppDb, ctx: Ctx, key: string | undefined, action: string, work: () => Promise<T>) {
    if (!key) return work();
    const companyId = requireCompany(ctx);
    const where = { companyId, userId: ctx.userId, key };
    const id = await actions.claimKey(tx, { ...where, action });
    if (id === undefined) {
      const prior = await actions.findAction(tx, where);
      if (prior?.action !== action) throw conflict(M.keyReused);
      return prior.answer as T;
    }
    const answer = await work();
    await actions.saveAnswer(tx, { companyId, id }, 200, answer);
    await actions.pruneActions(tx, {
      companyId,
      userId: ctx.userId,
      before: keysBefore(),
    });
    return answer;
  }

  async function view(tx: AppDb, ctx: Ctx, m: Me, run: DriverRunLoad, today: string): Promise<DriverAppLoad> {
    const where = { companyId: m.companyId, loadId: run.load.load.id };
    return toDriverLoad(run, {
      documents: await driverLoadDocuments(tx, where),
      lastCheckCall: await newestCheckCall(tx, ctx, where),
      today,
    });
  }

  const todayOf = async (tx: AppDb, m: Me) => dayIn((await companyTimeZone(tx, m.companyId)) ?? PLATFORM_TIME_ZONE);

  /** Where the phone was when the driver acted: a point of the truck's trail and a check call for dispatch. */
  async function recordAction(
    tx: AppDb,
    ctx: Ctx,
    m: Me,
    acted: { run: DriverRunLoad; stop: { location_city: string | null; location_state: string | null } },
    reason: 'arrived' | 'departed',
    input: DriverStopActionInput,
    now: Date,
  ) {
    const hasPoint = input.lat !== undefined && input.lng !== undefined;
    const truckId = acted.run.load.truck_id;
    if (hasPoint && truckId !== null) {
      const point = { lat: input.lat!, lng: input.lng!, at: now.toISOString(), speed_mph: null, heading: null };
      await storePositions(tx, { companyId: m.companyId, truckId }, [point]);
    }
    await recordCheckCall(
      tx,
      ctx,
      { companyId: m.companyId, loadId: acted.run.load.load.id },
      {
        reason,
        city: acted.stop.location_city,
        state: acted.stop.location_state,
        latitude: input.lat ?? null,
        longitude: input.lng ?? null,
        eta: null,
        delay_cause: null,
        note: null,
      },
    );
  }

  function stopAction(kind: 'arrive' | 'depart') {
    const act = kind === 'arrive' ? arriveAtStop : departStop;
    return (ctx: Ctx, eventId: number, input: DriverStopActionInput, key?: string): Promise<DriverAppStop> =>
      asDriver(ctx, (tx, m) =>
        once(tx, ctx, key, `${kind} ${eventId}`, async () => {
          const now = new Date();
          const acted = await act(tx, ctx, { ...m, eventId }, now);
          await recordAction(tx, ctx, m, acted, kind === 'arrive' ? 'arrived' : 'departed', input, now);
          return actedStop(acted.stop);
        }),
      );
  }

  return {
    loads: (ctx: Ctx) =>
      asDriver(ctx, async (tx, m) => {
        const today = await todayOf(tx, m);
        const loads: DriverAppLoad[] = [];
        for (const run of await driverRunLoads(tx, m, new Date())) loads.push(await view(tx, ctx, m, run, today));
        return { loads };
      }),

    load: (ctx: Ctx, loadId: number) =>
      asDriver(ctx, async (tx, m) => view(tx, ctx, m, await driverRunLoad(tx, { ...m, loadId }), await todayOf(tx, m))),

    arrive: stopAction('arrive'),
    depart: stopAction('depart'),

    checkCall: (ctx: Ctx, loadId: number, body: CheckCallBody, key?: string): Promise<CheckCall> =>
      asDriver(ctx, (tx, m) =>
        once(tx, ctx, key, `check-call ${loadId}`, async () => {
          await driverRunLoad(tx, { ...m, loadId }, true);
          const id = await recordCheckCall(tx, ctx, { companyId: m.companyId, loadId }, body);
          return checkCallById(tx, ctx, { companyId: m.companyId, loadId, id });
        }),
      ),

    /**
     * Photos (and PDFs) of a paper as one PDF on the load. The load is checked first, the pages
     * are made outside any transaction, and the file is kept with its row in one.
     */
    async addDocument(
      ctx: Ctx,
      loadId: number,
      input: { document_type: DriverAppDocumentType; note?: string; files: DriverFile[] },
      key?: string,
      signal?: AbortSignal,
    ) {
      const action = `document ${loadId}`;
      const seen = await asDriver(ctx, async (tx, m) => {
        const run = await driverRunLoad(tx, { ...m, loadId });
        const prior = key
          ? await actions.findAction(tx, { companyId: m.companyId, userId: ctx.userId, key })
          : undefined;
        if (prior && prior.action !== action) throw conflict(M.keyReused);
        return { loadNumber: run.load.load.load_number, prior: prior?.answer };
      });
      if (seen.prior) return seen.prior as { document: DriverAppLoad['documents'][number]; pages: number };
      const filename = driverDocumentFilename(input.document_type, seen.loadNumber);
      const pdf = await photosToPdf(input.files, filename, signal);
      let discard: (() => Promise<unknown>) | undefined;
      try {
        return await asDriver(ctx, (tx, m) =>
          once(tx, ctx, key, action, async () => {
            await driverRunLoad(tx, { ...m, loadId }, true);
            const saved = await saveGeneratedPdf(tx, storage, ctx, m.companyId, {
              filename,
              data: pdf.data,
              document_type: input.document_type,
              load_id: loadId,
              description: input.note || 'Sent from the driver app',
              action: 'upload',
            });
            discard = saved.discard;
            const docs = await driverLoadDocuments(tx, { companyId: m.companyId, loadId });
            return { document: docs.find((d) => d.id === saved.id)!, pages: pdf.pages };
          }),
        );
      } catch (e) {
        await discard?.();
        throw e;
      }
    },

    documentUrl: (ctx: Ctx, id: number) =>
      asDriver(ctx, async (tx, m) => {
        const doc = await driverDocument(tx, storage, { companyId: m.companyId, id });
        // Only a document of a load the driver runs: any other is not found, as another driver's load is.
        const own =
          doc &&
          (await driverRunLoad(tx, { ...m, loadId: doc.loadId }).then(
            () => true,
            () => false,
          ));
        if (!doc || !own) throw notFound(M.documentNotFound);
        return doc.link();
      }),

    statements: (ctx: Ctx) => asDriver(ctx, async (tx, m) => ({ statements: await issuedStatementsOf(tx, m) })),

    async statementPdf(ctx: Ctx, id: number) {
      const own = await asDriver(ctx, (tx, m) => isIssuedStatementOf(tx, { ...m, id }));
      if (!own) throw notFound(M.statementNotFound);
      return deps.statementPdf(ctx, id);
    },

    /** The nightly prune, run by the job queue; answers how many keys were forgotten. */
    pruneKeys,

    async hos(ctx: Ctx) {
      const m = await asDriver(ctx, async (_tx, found) => found);
      if (!ctx.features.includes('telematics_integration')) return { clocks: null };
      return { clocks: await deps.hosClocks(ctx, m.driverId) };
    },
  };
}

export type DriverAppService = ReturnType<typeof createDriverAppService>;
