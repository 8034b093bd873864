import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppDb } from './db/client';
import { addressRoutes } from './modules/address/address.routes';
import { createAddressService } from './modules/address/address.service';
import { appointmentTypeRoutes } from './modules/appointment-types/appointment-types.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { createAccessTokens } from './modules/auth/access-token';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createPrincipalCache } from './modules/auth/principal-cache';
import { companyRoutes } from './modules/companies/companies.routes';
import { createCompaniesService } from './modules/companies/companies.service';
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
import { featureRoutes } from './modules/features/features.routes';
import { healthRoutes } from './modules/health/health.routes';
import { integrationRoutes } from './modules/integrations/integrations.routes';
import { loadStatusRoutes } from './modules/load-statuses/load-statuses.routes';
import { createLoadStatusesService } from './modules/load-statuses/load-statuses.service';
import { createMailer, type Mailer } from './modules/mail/mailer';
import { outboxRoutes } from './modules/mail/outbox.routes';
import { createStorage } from './modules/storage/create-storage';
import { fileRoutes } from './modules/storage/files.routes';
import { userRoutes } from './modules/users/users.routes';
import { createUsersAdminService } from './modules/users/users-admin.service';
import { createGuards } from './plugins/auth';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/errors';
import { registerWeb } from './plugins/web';

export type AppDeps = { db: AppDb; mailer?: Mailer };

/** Registers plugins and modules, nothing else. */
export async function buildApp(config: Config, deps: AppDeps) {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('ctx', null);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app);

  const { storage, local } = createStorage(config);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Logos and document previews load from presigned links, which may live on the file store's host.
        imgSrc: ["'self'", 'data:', 'blob:', ...storage.linkOrigins],
        frameSrc: ["'self'", ...storage.linkOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(formbody);
  await registerDocs(app);

  const db = deps.db;
  const mailer = deps.mailer ?? createMailer(config);
  const tokens = createAccessTokens(config.jwtSecret, config.accessTokenTtl);
  const cache = createPrincipalCache(config.principalCacheMs);
  const auth = createAuthService({ db, config, tokens, mailer, cache });
  const guards = createGuards(tokens, auth);

  await app.register(healthRoutes);
  await app.register(authRoutes(auth, guards));
  const usersAdmin = createUsersAdminService({ db, mailer, appUrl: config.appUrl, onChange: cache.clear });
  await app.register(userRoutes(db, guards, usersAdmin));
  await app.register(auditRoutes(db, guards));
  await app.register(outboxRoutes(db, guards));
  const demoRequests = createDemoRequestsService({ db, mailer, salesEmail: config.salesEmail });
  await app.register(demoRequestRoutes(demoRequests, guards, config.demoRequestLimit));
  if (local) await app.register(fileRoutes(local));
  const customers = createCustomersService(db);
  // Each area whose records carry documents registers their owner here (fleet and loads add theirs).
  const documentOwners = createDocumentOwners();
  documentOwners.register(customerDocumentOwner(customers));
  const documents = createDocumentsService({ db, storage, owners: documentOwners });
  await app.register(documentRoutes(documents, guards));
  await app.register(documentMergeRoutes(createDocumentMergeService({ db, storage, owners: documentOwners }), guards));
  const companies = createCompaniesService({ db, storage, documents, onChange: cache.clear });
  await app.register(companyRoutes(companies, documents, guards));
  await app.register(featureRoutes(db, guards, cache.clear));
  await app.register(appointmentTypeRoutes(db, guards));
  await app.register(integrationRoutes(db, guards));
  await app.register(customerRoutes(customers, guards));
  await app.register(divisionRoutes(createDivisionsService(db), guards));
  await app.register(loadStatusRoutes(createLoadStatusesService(db), guards));
  await app.register(addressRoutes(createAddressService({ googleMapsApiKey: config.googleMapsApiKey }), guards));
  await registerWeb(app, config.webDist);
  return app;
}
