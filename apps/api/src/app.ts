import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { EXTRACTION_MAX_PAGES } from '@tms/domain';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type AppDb, poolUseOf, type SqlExecutor } from './db/client';
import type { Notifications, Subscription } from './db/notifications';
import { readReplicaOf } from './db/read-replica';
import { accountingExportRoutes } from './modules/accounting-loads/accounting-exports.routes';
import { createAccountingExportsService } from './modules/accounting-loads/accounting-exports.service';
import { accountingLoadRoutes } from './modules/accounting-loads/accounting-loads.routes';
import { createAccountingLoadsService } from './modules/accounting-loads/accounting-loads.service';
import { customerStatementRoutes } from './modules/accounting-loads/customer-statements.routes';
import { createCustomerStatementsService } from './modules/accounting-loads/customer-statements.service';
import { receivablesRoutes } from './modules/accounting-loads/receivables.routes';
import { createReceivablesAgingService } from './modules/accounting-loads/receivables-aging.service';
import { addressRoutes } from './modules/address/address.routes';
import { createAddressService } from './modules/address/address.service';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { createAnalyticsService } from './modules/analytics/analytics.service';
import { analyticsReportRoutes } from './modules/analytics-reports/analytics-reports.routes';
import { createAnalyticsReportsService } from './modules/analytics-reports/analytics-reports.service';
import { appointmentTypeRoutes } from './modules/appointment-types/appointment-types.routes';
import { createAppointmentTypesService } from './modules/appointment-types/appointment-types.service';
import { auditRoutes } from './modules/audit/audit.routes';
import { createAuditService } from './modules/audit/audit.service';
import { createAccessTokens } from './modules/auth/access-token';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createPrincipalCache } from './modules/auth/principal-cache';
import { sharedRateLimitStore } from './modules/auth/rate-limit-store';
import { followSignInChanges } from './modules/auth/sign-in-changes';
import { companyRoutes } from './modules/companies/companies.routes';
import { companyName, createCompaniesService } from './modules/companies/companies.service';
import { customerDocumentOwner } from './modules/customers/customer-document-owner';
import { customerRoutes } from './modules/customers/customers.routes';
import { createCustomersService } from './modules/customers/customers.service';
import { demoRequestRoutes } from './modules/demo-requests/demo-requests.routes';
import { createDemoRequestsService } from './modules/demo-requests/demo-requests.service';
import { divisionRoutes } from './modules/divisions/divisions.routes';
import { createDivisionsService } from './modules/divisions/divisions.service';
import { documentMergeRoutes } from './modules/documents/document-merge.routes';
import { createDocumentMergeService } from './modules/documents/document-merge.service';
import { createDocumentOwners } from './modules/documents/document-owners';
import { documentRoutes } from './modules/documents/documents.routes';
import { createDocumentsService } from './modules/documents/documents.service';
import { driverAppRoutes } from './modules/driver-app/driver-app.routes';
import { createDriverAppService } from './modules/driver-app/driver-app.service';
import { driverAssignmentRoutes } from './modules/driver-assignments/driver-assignments.routes';
import { createDriverAssignmentsService } from './modules/driver-assignments/driver-assignments.service';
import { driverEquipmentRoutes } from './modules/driver-equipment/driver-equipment.routes';
import { createDriverEquipmentService } from './modules/driver-equipment/driver-equipment.service';
import { driverNoteRoutes } from './modules/driver-notes/driver-notes.routes';
import { createDriverNotesService } from './modules/driver-notes/driver-notes.service';
import { driverStatementRoutes } from './modules/driver-statements/driver-statements.routes';
import { createDriverStatementsService } from './modules/driver-statements/driver-statements.service';
import { recurringChargeRoutes } from './modules/driver-statements/recurring-charges.routes';
import { createRecurringChargesService } from './modules/driver-statements/recurring-charges.service';
import { createStatementDocuments } from './modules/driver-statements/statement-documents';
import { driverAppAccountRoutes } from './modules/drivers/driver-app-account.routes';
import { createDriverAppAccountService } from './modules/drivers/driver-app-account.service';
import { driverDocumentOwner } from './modules/drivers/driver-document-owner';
import { driverRoutes } from './modules/drivers/drivers.routes';
import { createDriversService } from './modules/drivers/drivers.service';
import { createSsnHasher } from './modules/drivers/ssn-hash';
import { equipmentRoutes } from './modules/equipment/equipment.routes';
import { createEquipmentService } from './modules/equipment/equipment.service';
import { equipmentDocumentOwner } from './modules/equipment/equipment-document-owner';
import { expiryRoutes } from './modules/expiries/expiries.routes';
import { createExpiriesService } from './modules/expiries/expiries.service';
import { extractionRoutes } from './modules/extraction/extraction.routes';
import { createExtractionService } from './modules/extraction/extraction.service';
import { createExtractionPool } from './modules/extraction/extraction-pool';
import { createProvider } from './modules/extraction/provider';
import { factoringRoutes } from './modules/factoring/factoring.routes';
import { createFactoringSettingsService } from './modules/factoring/factoring-settings.service';
import { createFactoringSubmissionsService } from './modules/factoring/factoring-submissions.service';
import { featureRoutes } from './modules/features/features.routes';
import { createFeaturesService } from './modules/features/features.service';
import { createCardCipher } from './modules/fuel-cards/card-cipher';
import { fuelCardRoutes } from './modules/fuel-cards/fuel-cards.routes';
import { createFuelCardsService } from './modules/fuel-cards/fuel-cards.service';
import { fuelTransactionRoutes } from './modules/fuel-transactions/fuel-transactions.routes';
import { createFuelTransactionsService } from './modules/fuel-transactions/fuel-transactions.service';
import { healthRoutes } from './modules/health/health.routes';
import { registerMetrics } from './modules/health/metrics.routes';
import { createMetrics } from './modules/health/metrics.service';
import { appProbes, createReadiness } from './modules/health/readiness';
import { createDemoEld } from './modules/hos/demo-eld.service';
import { hosRoutes } from './modules/hos/hos.routes';
import { createHosService } from './modules/hos/hos.service';
import { iftaRoutes } from './modules/ifta/ifta.routes';
import { createIftaService } from './modules/ifta/ifta.service';
import { integrationRoutes } from './modules/integrations/integrations.routes';
import {
  createCredentialSealer,
  createIntegrationsService,
  scheduleEldSync,
} from './modules/integrations/integrations.service';
import { providerFor } from './modules/integrations/providers/provider-for';
import { invoiceRoutes } from './modules/invoices/invoices.routes';
import { createInvoicesService } from './modules/invoices/invoices.service';
import { createJobsService, type JobsService } from './modules/jobs/jobs.service';
import { loadAccessorialRoutes } from './modules/load-accessorials/load-accessorials.routes';
import { createLoadAccessorialsService } from './modules/load-accessorials/load-accessorials.service';
import { loadCheckCallRoutes } from './modules/load-check-calls/load-check-calls.routes';
import { createLoadCheckCallsService } from './modules/load-check-calls/load-check-calls.service';
import { createInboundMailService } from './modules/load-inbox/inbound-mail.service';
import { registerInboxReading } from './modules/load-inbox/inbox-reading';
import { inboundEmailRoutes, loadInboxRoutes } from './modules/load-inbox/load-inbox.routes';
import { createLoadInboxService } from './modules/load-inbox/load-inbox.service';
import { createSmtpReceiver, type SmtpReceiver } from './modules/load-inbox/smtp-receiver';
import { loadStatusRoutes } from './modules/load-statuses/load-statuses.routes';
import { createLoadStatusesService } from './modules/load-statuses/load-statuses.service';
import { loadActivityRoutes } from './modules/loads/load-activity.routes';
import { createLoadCommentsService } from './modules/loads/load-comments.service';
import { loadDocumentOwner } from './modules/loads/load-document-owner';
import { loadEmptyMilesRoutes } from './modules/loads/load-empty-miles.routes';
import { createLoadEmptyMilesService } from './modules/loads/load-empty-miles.service';
import { loadPageRoutes } from './modules/loads/load-page.routes';
import { createLoadViewsService } from './modules/loads/load-views.service';
import { loadRoutes } from './modules/loads/loads.routes';
import { createLoadsService } from './modules/loads/loads.service';
import { createMailService, type MailService } from './modules/mail/mail.service';
import { outboxRoutes } from './modules/mail/outbox.routes';
import { mileageRoutes } from './modules/mileage/mileage.routes';
import { createMileageService } from './modules/mileage/mileage.service';
import { siteRoutes } from './modules/site/site.routes';
import { fileRoutes } from './modules/storage/files.routes';
import {
  createStorage,
  type Storage,
  scheduleIncomingSweep,
  scheduleOrphanSweep,
} from './modules/storage/storage.service';
import { trackingRoutes } from './modules/tracking/tracking.routes';
import { createTrackingService } from './modules/tracking/tracking.service';
import { publicTrackingRoutes, trackingLinkRoutes } from './modules/tracking-links/tracking-links.routes';
import { createTrackingLinksService } from './modules/tracking-links/tracking-links.service';
import { createTrailRetention } from './modules/truck-positions/trail-retention.service';
import { truckPositionRoutes } from './modules/truck-positions/truck-positions.routes';
import { createTruckPositionsService } from './modules/truck-positions/truck-positions.service';
import { userRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { createUsersAdminService } from './modules/users/users-admin.service';
import { createGuards, type Guards } from './plugins/auth';
import { refuseControlCharacters } from './plugins/control-characters';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/errors';
import { answerRequestIds, loggerOptions, requestIdOf } from './plugins/logging';
import { trackRequests } from './plugins/request-lifecycle';
import { recordRouteAccess } from './plugins/route-access';
import { registerWeb } from './plugins/web';
import { carryWritePositions } from './plugins/write-position-cookie';

export type AppDeps = { db: AppDb; executeSql: SqlExecutor; notifications: Notifications };

declare module 'fastify' {
  interface FastifyInstance {
    /** Receives rate confirmations by e-mail; the serving process makes it listen (serving.ts). */
    inboundSmtp: SmtpReceiver;
    /** Where every rate limit counts its uses: the database, shared by all processes (decision 0233). */
    rateLimitStore: FastifyRateLimitStoreCtor;
    /** The listener that keeps the session cache honest across processes, when there is a cache. */
    signInChanges?: Subscription;
  }
}

/** Miles between stops (decision 0193), and a load's empty miles from its truck's previous delivery (decision 0200). */
function mileagePlugin(db: AppDb, routingUrl: string | undefined, guards: Guards) {
  const mileage = createMileageService({ routingUrl });
  return async (app: FastifyInstance) => {
    await app.register(mileageRoutes(mileage, guards));
    await app.register(loadEmptyMilesRoutes(createLoadEmptyMilesService(db, mileage), guards));
  };
}

/** Telematics (issues 33, 34): ELD providers and their sync, trucks' positions, drivers' duty status and hours of service, loads' ETAs. */
function telematicsPlugin(deps: {
  db: AppDb;
  guards: Guards;
  jobs: JobsService;
  config: Config;
  log: FastifyBaseLogger;
}) {
  const { db, guards, jobs, config } = deps;
  const integrations = createIntegrationsService({
    db,
    sealer: createCredentialSealer(config.fuelCardKeys),
    providerFor: (code, token) => providerFor(code, token, config.eldSync.urls),
    log: deps.log,
  });
  scheduleEldSync(jobs, integrations, config.eldSync.cron);
  createTrailRetention({ db, jobs, fullDays: config.positions.fullDays, cron: config.positions.thinCron });
  createDemoEld({ db, jobs, cron: config.demoEldCron });
  return async (app: FastifyInstance) => {
    await app.register(integrationRoutes(integrations, guards));
    await app.register(truckPositionRoutes(createTruckPositionsService(db), guards));
    await app.register(hosRoutes(createHosService(db), guards));
    await app.register(trackingRoutes(createTrackingService(db), guards));
  };
}

/**
 * Drivers' pay and the driver app (issue 36): statements with their PDF and e-mail, recurring
 * charges, and a driver's own loads, stops, documents, pay and hours.
 */
function driverPayPlugin(deps: {
  db: AppDb;
  storage: Storage;
  mail: MailService;
  jobs: JobsService;
  guards: Guards;
  config: Config;
}) {
  const { db, storage, mail, jobs, guards } = deps;
  const statements = createDriverStatementsService(db);
  const statementDocuments = createStatementDocuments({ db, statements, mail });
  const hos = createHosService(db);
  const driverApp = createDriverAppService({
    db,
    storage,
    jobs,
    statementPdf: statementDocuments.pdf,
    hosClocks: (ctx, driverId) => hos.clocks(ctx, driverId),
  });
  const emailsPerHour = deps.config.sendLimits.statementEmailsPerHour;
  return async (app: FastifyInstance) => {
    await app.register(driverStatementRoutes(statements, statementDocuments, guards, emailsPerHour));
    await app.register(recurringChargeRoutes(createRecurringChargesService(db), guards));
    await app.register(driverAppRoutes(driverApp, guards));
  };
}

/** Receivables (issue 37): the aging, customers' statements of account, and exports to the books. */
function receivablesPlugin(deps: { db: AppDb; mail: MailService; guards: Guards; config: Config }) {
  const { db, mail, guards } = deps;
  const statements = createCustomerStatementsService({ db, mail });
  const emailsPerHour = deps.config.sendLimits.statementEmailsPerHour;
  return async (app: FastifyInstance) => {
    await app.register(receivablesRoutes(createReceivablesAgingService(db), guards));
    await app.register(customerStatementRoutes(statements, guards, emailsPerHour));
    await app.register(accountingExportRoutes(createAccountingExportsService(db), guards));
  };
}

/** A load's own routes, its page's actions, its check calls and its accessorials. */
function loadAreaPlugin(db: AppDb, loads: ReturnType<typeof createLoadsService>, guards: Guards) {
  return async (app: FastifyInstance) => {
    await app.register(loadRoutes(loads, guards));
    await app.register(loadPageRoutes(loads, guards));
    await app.register(loadCheckCallRoutes(createLoadCheckCallsService(db), guards));
    await app.register(loadAccessorialRoutes(createLoadAccessorialsService(db), guards));
  };
}

/** Fuel cards and their transactions (the card numbers sealed with one cipher, decision 0080), and the IFTA return. */
function fuelPlugin(db: AppDb, cipher: ReturnType<typeof createCardCipher>, guards: Guards) {
  return async (app: FastifyInstance) => {
    await app.register(fuelCardRoutes(createFuelCardsService({ db, cipher }), guards));
    await app.register(fuelTransactionRoutes(createFuelTransactionsService({ db, cipher }), guards));
    await app.register(iftaRoutes(createIftaService(db), guards));
  };
}

/** Tracking links for the customer (issue 34): made on a load, opened on the public tracking page. */
function trackingLinksPlugin(deps: Parameters<typeof createTrackingLinksService>[0], guards: Guards) {
  const links = createTrackingLinksService(deps);
  return async (app: FastifyInstance) => {
    await app.register(trackingLinkRoutes(links, guards));
    await app.register(publicTrackingRoutes(links));
  };
}

/** Load Accounting (issue 37): invoices and payments, the receivables aging, exports to the books, factoring. */
function accountingPlugin(deps: { db: AppDb; storage: Storage; mail: MailService; config: Config }, guards: Guards) {
  const { db, storage, mail, config } = deps;
  const factoringSettings = createFactoringSettingsService(db);
  const factoringSubmissions = createFactoringSubmissionsService({ db, storage, mail });
  return async (app: FastifyInstance) => {
    await app.register(accountingLoadRoutes(createAccountingLoadsService(db), guards));
    await app.register(receivablesPlugin({ db, mail, guards, config }));
    await app.register(factoringRoutes(factoringSettings, factoringSubmissions, guards));
  };
}

/**
 * Rate confirmations (issue 38): read for the load wizard on the AI page, and received by e-mail
 * into the review inbox, each read on the job queue by the same reader.
 */
function rateConfirmationArea(deps: {
  db: AppDb;
  storage: Storage;
  jobs: JobsService;
  guards: Guards;
  config: Config;
  log: FastifyBaseLogger;
}) {
  const { db, storage, jobs, guards, config, log } = deps;
  const pool = createExtractionPool({
    size: config.extraction.workers,
    timeoutMs: config.extraction.timeoutMs,
    maxHeapMb: config.extraction.maxHeapMb,
    maxPages: EXTRACTION_MAX_PAGES,
    maxQueue: 20,
  });
  const extraction = createExtractionService({ db, pool, provider: createProvider(config.extraction.provider) });
  const { domain, tls } = config.inbound;
  const inbound = createInboundMailService({ db, storage, jobs, domain });
  registerInboxReading({ db, storage, jobs, extraction, log });
  const receiver = createSmtpReceiver({ inbound, domain, tls, log });
  const inbox = createLoadInboxService({ db, storage, domain });
  return {
    receiver,
    plugin: async (app: FastifyInstance) => {
      app.addHook('onClose', async () => {
        await receiver.close();
        await pool.close();
      });
      await app.register(extractionRoutes(extraction, guards, config.extraction.perMinute));
      await app.register(loadInboxRoutes(inbox, guards));
      await app.register(inboundEmailRoutes(inbox, guards));
    },
  };
}

/**
 * What an operator watches (docs/operations.md): liveness and readiness probes, and the metrics,
 * whose hook is on the root app so it sees every route.
 */
async function registerOperations(
  app: FastifyInstance,
  deps: AppDeps & { jobs: JobsService; storage: Storage; mail: MailService; metricsToken: string | undefined },
) {
  await app.register(healthRoutes(createReadiness(appProbes(deps))));
  const metrics = createMetrics({
    queues: deps.jobs.depths,
    emails: deps.mail.countsByStatus,
    pool: poolUseOf(deps.db),
    replicaLag: readReplicaOf(deps.db)?.lagBytes,
    log: app.log,
  });
  registerMetrics(app, metrics, deps.metricsToken);
}

/** Registers plugins and modules, nothing else. */
export async function buildApp(config: Config, deps: AppDeps) {
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    genReqId: requestIdOf,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('ctx', null);
  answerRequestIds(app);
  trackRequests(app);
  carryWritePositions(app, deps.db);
  registerErrorHandler(app);
  refuseControlCharacters(app);

  const { storage, local } = createStorage(config);
  const mapOrigins = config.mapStyleUrl ? [new URL(config.mapStyleUrl).origin] : [];
  const tokens = createAccessTokens(config.jwtSecret, config.accessTokenTtl);
  const cache = createPrincipalCache(config.principalCacheMs);
  // Without a cache there is nothing to drop, and no connection is spent listening.
  if (config.principalCacheMs > 0) {
    const signInChanges = followSignInChanges(deps.notifications, cache, app.log);
    app.decorate('signInChanges', signInChanges);
    app.addHook('onClose', () => signInChanges.close());
  }
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Logos and document previews load from presigned links, which may live on the file store's host.
        imgSrc: ["'self'", 'data:', 'blob:', ...storage.linkOrigins, ...mapOrigins],
        frameSrc: ["'self'", ...storage.linkOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        // A configured map style's host serves its tiles, sprites and fonts; maps' workers are our own files.
        connectSrc: ["'self'", ...mapOrigins],
        workerSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(formbody);
  app.decorate('rateLimitStore', sharedRateLimitStore(deps.db));
  await registerDocs(app);
  recordRouteAccess(app);

  // Every service is built here; routes get services, never the database.
  const db = deps.db;
  const onSignInChange = cache.clear;
  const jobs = createJobsService({ executeSql: deps.executeSql, log: app.log, ...config.jobs });
  if (local) scheduleIncomingSweep(jobs, local);
  scheduleOrphanSweep(jobs, db, storage);
  const customers = createCustomersService(db);
  // Each area whose records carry documents registers their owner here (fleet and loads add theirs).
  const documentOwners = createDocumentOwners();
  documentOwners.register(customerDocumentOwner(customers));
  const drivers = createDriversService({ db, ssn: createSsnHasher(config.ssnHashKey), onChange: onSignInChange });
  documentOwners.register(driverDocumentOwner(drivers));
  const trucks = createEquipmentService(db, 'truck');
  const trailers = createEquipmentService(db, 'trailer');
  documentOwners.register(equipmentDocumentOwner('truck', trucks));
  documentOwners.register(equipmentDocumentOwner('trailer', trailers));
  const analytics = createAnalyticsService(db, {
    driversCacheMs: config.analyticsCacheMs,
    // Called per request, once every service below exists.
    expiries: (ctx) => expiries.list(ctx, {}),
  });
  const loads = createLoadsService(db, { onChange: analytics.invalidate });
  documentOwners.register(loadDocumentOwner(loads));
  const documents = createDocumentsService({
    db,
    storage,
    owners: documentOwners,
    logoLinks: { appUrl: config.appUrl, secret: config.jwtSecret },
  });
  const documentMerge = createDocumentMergeService({ db, storage, owners: documentOwners });
  const brandOf = async (tx: AppDb, companyId: number) => ({
    name: (await companyName(tx, companyId)) ?? 'TMS',
    logoUrl: await documents.emailLogoUrl(tx, companyId),
  });
  const mail = createMailService({ db, jobs, config, brandOf });
  const auth = createAuthService({ db, config, tokens, mail, cache, jobs });
  const users = createUsersService(db);
  const usersAdmin = createUsersAdminService({ db, users, mail, appUrl: config.appUrl, onChange: onSignInChange });
  const companies = createCompaniesService({ db, storage, documents, users, onChange: onSignInChange });
  const guards = createGuards(tokens, auth);

  await registerOperations(app, { ...deps, jobs, storage, mail, metricsToken: config.metricsToken });
  await app.register(siteRoutes(config));
  await app.register(authRoutes(auth, guards));
  await app.register(userRoutes(users, usersAdmin, guards));
  await app.register(auditRoutes(createAuditService(db), guards));
  await app.register(outboxRoutes(mail, guards));
  const demoRequests = createDemoRequestsService({ db, mail, salesEmail: config.salesEmail });
  await app.register(demoRequestRoutes(demoRequests, guards, config.demoRequestLimit));
  if (local) await app.register(fileRoutes(local));
  await app.register(documentRoutes(documents, guards));
  await app.register(documentMergeRoutes(documentMerge, guards));
  await app.register(companyRoutes(companies, documents, guards));
  const features = createFeaturesService({ db, onChange: onSignInChange });
  await app.register(featureRoutes(features, guards));
  await app.register(appointmentTypeRoutes(createAppointmentTypesService(db), guards));
  await app.register(customerRoutes(customers, guards));
  await app.register(driverRoutes(drivers, guards));
  await app.register(driverAppAccountRoutes(createDriverAppAccountService({ db, usersAdmin }), guards));
  await app.register(equipmentRoutes('truck', trucks, guards));
  await app.register(equipmentRoutes('trailer', trailers, guards));
  await app.register(driverEquipmentRoutes(createDriverEquipmentService(db), guards));
  await app.register(driverNoteRoutes(createDriverNotesService(db), guards));
  await app.register(telematicsPlugin({ db, guards, jobs, config, log: app.log }));
  const expiries = createExpiriesService({ db, jobs, mail, appUrl: config.appUrl, cron: config.expiryScanCron });
  await app.register(expiryRoutes(expiries, guards));
  for (const kind of ['dispatcher', 'track_and_trace'] as const)
    await app.register(driverAssignmentRoutes(kind, createDriverAssignmentsService(db, kind), guards));
  await app.register(fuelPlugin(db, createCardCipher(config.fuelCardKeys), guards));
  await app.register(driverPayPlugin({ db, storage, mail, jobs, guards, config }));
  await app.register(divisionRoutes(createDivisionsService(db), guards));
  await app.register(loadStatusRoutes(createLoadStatusesService(db), guards));
  await app.register(loadAreaPlugin(db, loads, guards));
  await app.register(trackingLinksPlugin({ db, mail, appUrl: config.appUrl, logoUrl: documents.emailLogoUrl }, guards));
  await app.register(invoiceRoutes(createInvoicesService({ db, documents, merge: documentMerge }), guards));
  await app.register(accountingPlugin({ db, storage, mail, config }, guards));
  await app.register(analyticsRoutes(analytics, guards));
  const analyticsReports = createAnalyticsReportsService({
    db,
    analytics,
    mail,
    jobs,
    featuresOf: async (companyId) =>
      (await features.get(companyId)).features.filter((f) => f.enabled).map((f) => f.feature),
    appUrl: config.appUrl,
    cron: config.analyticsReportsCron,
    log: app.log,
  });
  await app.register(analyticsReportRoutes(analyticsReports, guards, config.sendLimits.reportSendNowPerHour));
  await app.register(loadActivityRoutes(createLoadCommentsService(db), createLoadViewsService(db), guards));
  await app.register(addressRoutes(createAddressService({ googleMapsApiKey: config.googleMapsApiKey }), guards));
  await app.register(mileagePlugin(db, config.routingUrl, guards));
  const rateConfirmations = rateConfirmationArea({ db, storage, jobs, guards, config, log: app.log });
  app.decorate('inboundSmtp', rateConfirmations.receiver);
  await app.register(rateConfirmations.plugin);
  await registerWeb(app, config.webDist);
  // Handlers are registered while the services are built above; the queue starts with the server.
  app.addHook('onReady', jobs.start);
  app.addHook('onClose', jobs.stop);
  app.lifecycle.onDrain(jobs.stop);
  return app;
}
