import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DRIVERS_PERFORMANCE_CACHE_MS } from '@tms/domain';
import { z } from 'zod';

/** Every variable the API reads; README's configuration table lists each one (test/config-docs.test.ts). */
export const envSchema = z.object({
  /** 0 takes any free port (tests). */
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Processes serving requests behind the supervisor; more than one needs DATABASE_URL. */
  SERVER_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  /** How long a stopping process (SIGTERM) may take to finish its open requests and running jobs. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(15_000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  /** A streaming read replica of DATABASE_URL for analytics, exports and IFTA (decision 0232); ignored without DATABASE_URL. */
  DATABASE_READ_URL: z.string().trim().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Off where another role (the schema owner) applies the migrations before the API starts. */
  MIGRATE_ON_START: z.stringbool().default(true),
  /** Seeds the demo carrier and its logins at start; false in production. */
  SEED_DEMO: z.stringbool().default(true),
  JWT_SECRET: z.string().min(32).optional(),
  /** Key of the drivers' SSN hashes; the embedded default is generated into the data folder. */
  SSN_HASH_KEY: z.string().min(32).optional(),
  /** Fuel card numbers: the key that seals them (AES-256-GCM) and the keys they may still be sealed with. */
  FUEL_CARD_KEY: z.string().min(32).optional(),
  FUEL_CARD_PREVIOUS_KEYS: z.string().optional(),
  /** Key of the fuel card numbers' lookup hashes (not rotated: the uniqueness check depends on it). */
  FUEL_CARD_HASH_KEY: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(5).default(1800),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  /** How long a just-rotated refresh token may come once more, its answer lost (decision 0003). */
  REFRESH_RETRY_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  APP_URL: z.string().optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().default(587),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_FROM: z.string().default('TMS <no-reply@tms.test>'),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(60),
  RUN_JOBS: z.stringbool().default(true),
  /** When the nightly expiry scan and digest run (UTC cron); "off" for never. */
  EXPIRY_SCAN_CRON: z.string().default('15 7 * * *'),
  /** When the scheduled analytics reports are looked for (UTC cron, hourly: each company's 06:00 comes in its own hour); "off" for never. */
  ANALYTICS_REPORTS_CRON: z.string().default('0 * * * *'),
  /** Days a truck's trail is kept point by point; after them, one point per 10 minutes and each state crossing. */
  POSITIONS_FULL_DAYS: z.coerce.number().int().min(1).default(90),
  /** When old trails are thinned (UTC cron); "off" for never. */
  POSITIONS_THIN_CRON: z.string().default('27 4 * * *'),
  /** How often due ELD provider syncs are looked for (UTC cron); each provider is read every 5 minutes, less when failing; "off" for never. */
  ELD_SYNC_CRON: z.string().default('* * * * *'),
  /** Samsara's API address (a proxy, or a test server). */
  SAMSARA_API_URL: z.url().default('https://api.samsara.com'),
  /** Motive's API address (a proxy, or a test server). */
  MOTIVE_API_URL: z.url().default('https://api.gomotive.com'),
  /** When the demo ELD reports again for the companies that have it on (UTC cron); "off" for never. */
  DEMO_ELD_CRON: z.string().default('*/5 * * * *'),
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  PASSWORD_RESETS_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(1).default(3),
  PASSWORD_RESETS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  TRUST_PROXY: z.stringbool().default(false),
  LOG_LEVEL: z.string().default('info'),
  /** The bearer token GET /metrics asks for; unset, the metrics are open (keep them behind the network). */
  METRICS_TOKEN: z.string().trim().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  SALES_EMAIL: z.string().default('sales@tms.test'),
  SUPPORT_EMAIL: z.string().default('support@tms.test'),
  /** A MapLibre style (vector or raster tiles) used instead of the offline base map; unset: offline. */
  MAP_STYLE_URL: z.url({ protocol: /^https?$/ }).optional(),
  DEMO_REQUESTS_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /** E-mails one user may have sent on demand per hour: "Send now" reports, and driver statements. */
  REPORT_SEND_NOW_PER_HOUR: z.coerce.number().int().min(1).default(10),
  STATEMENT_EMAILS_PER_HOUR: z.coerce.number().int().min(1).default(100),
  PRINCIPAL_CACHE_MS: z.coerce.number().int().min(0).default(5000),
  ANALYTICS_CACHE_MS: z.coerce.number().int().min(0).default(DRIVERS_PERFORMANCE_CACHE_MS),
  WEB_DIST: z.string().optional(),
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  /** An OSRM-compatible routing server for miles between stops; without it they are estimated (decision 0193). */
  ROUTING_URL: z.url().optional(),
  EXTRACTION_WORKERS: z.coerce.number().int().min(1).max(16).default(1),
  EXTRACTION_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  EXTRACTION_MAX_HEAP_MB: z.coerce.number().int().min(64).default(512),
  EXTRACTION_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  EXTRACTION_PROVIDER: z.enum(['openai', 'anthropic']).optional(),
  EXTRACTION_PROVIDER_URL: z.url().optional(),
  EXTRACTION_PROVIDER_API_KEY: z.string().optional(),
  EXTRACTION_PROVIDER_MODEL: z.string().optional(),
  EXTRACTION_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(1000).default(20_000),
  /** Where rate confirmations are received by e-mail (issue 38): a port, 0 for any free one, or "off". */
  INBOUND_SMTP_PORT: z.union([z.literal('off'), z.coerce.number().int().min(0).max(65535)]).default(2525),
  /** An MX is reached from outside: every interface by default. */
  INBOUND_SMTP_HOST: z.string().default('0.0.0.0'),
  /** The domain of the companies' addresses (`loads+<token>@<domain>`); its MX record points here. */
  INBOUND_DOMAIN: z.string().trim().toLowerCase().min(1).default('tms.test'),
  /** PEM files of the receiver's certificate and key; with both, STARTTLS is offered. */
  INBOUND_TLS_CERT: z.string().optional(),
  INBOUND_TLS_KEY: z.string().optional(),
});

const PROVIDER_URLS = { openai: 'https://api.openai.com/v1', anthropic: 'https://api.anthropic.com' } as const;

export type Config = {
  port: number;
  serverProcesses: number;
  shutdownGraceMs: number;
  host: string;
  databaseUrl: string | undefined;
  /** The read replica analytics, exports and IFTA read from when it has replayed the company's writes (decision 0232). */
  databaseReadUrl: string | undefined;
  dataDir: string;
  /** Whether the server and worker apply the migrations when they start (decision 0140). */
  migrateOnStart: boolean;
  /** Whether the server seeds (and its banner prints) the demo carrier's logins. */
  seedDemo: boolean;
  jwtSecret: string;
  ssnHashKey: string;
  /** Fuel card numbers: the current sealing key, older keys still readable, and the lookup-hash key. */
  fuelCardKeys: { current: string; previous: string[]; hashKey: string };
  expiryScanCron: string | null;
  analyticsReportsCron: string | null;
  /** Trucks' trails: days kept in full, and when older points are thinned (null: never). */
  positions: { fullDays: number; thinCron: string | null };
  /** ELD providers: when due syncs are looked for (null: never), and where each provider's API answers. */
  eldSync: { cron: string | null; urls: { samsara_eld: string; motive_eld: string } };
  /** When the demo ELD writes its drivers' duty status and trucks' positions up to now (null: never). */
  demoEldCron: string | null;
  /** The bearer token GET /metrics asks for; undefined: open. */
  metricsToken: string | undefined;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
  accessTokenTtl: number;
  refreshTokenTtlDays: number;
  refreshRetrySeconds: number;
  appUrl: string;
  smtp: { host: string; port: number; user?: string; password?: string } | undefined;
  mailFrom: string;
  /** Delivery attempts per e-mail before it is dead, and the first delay between them (then doubling). */
  mailDelivery: { maxAttempts: number; retryDelaySeconds: number };
  /** Whether this process runs the queued jobs (else it only queues them for worker processes). */
  jobs: { runWorkers: boolean; pollingIntervalSeconds: number; stopGraceMs?: number };
  loginLimits: { perAccount: number; perAddress: number; windowMinutes: number };
  /** Password reset requests per hour: beyond the address's limit 429, beyond the account's no more e-mail. */
  resetLimits: { perAccount: number; perAddress: number };
  bodyLimit: number;
  trustProxy: boolean;
  logLevel: string;
  /** Where demo requests are sent; shown on the public site with the support address. */
  salesEmail: string;
  /** The maps' style when an operator runs or buys a tile service; null: the offline base map. */
  mapStyleUrl: string | null;
  supportEmail: string;
  /** S3-compatible document storage; without it files go to DATA_DIR/files. */
  s3?: {
    bucket: string;
    region: string;
    endpoint?: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    forcePathStyle: boolean;
  };
  demoRequestLimit: { max: number; windowMs: number };
  /** E-mails one user may send on demand per hour (429 with Retry-After beyond). */
  sendLimits: { reportSendNowPerHour: number; statementEmailsPerHour: number };
  /** How long a signed-in user's record is reused between requests. */
  principalCacheMs: number;
  /** How long the drivers performance answer is reused (spec 1 section 9: 5 minutes). */
  analyticsCacheMs: number;
  webDist: string | undefined;
  /** Server-side key for Google Places; without it address search uses the offline ZIP database. */
  googleMapsApiKey: string | undefined;
  /** OSRM-compatible routing server for miles between stops; without it miles are estimated from ZIP centroids. */
  routingUrl: string | undefined;
  /** Rate confirmation reading: worker pool limits, and the optional language-model provider. */
  extraction: {
    workers: number;
    timeoutMs: number;
    maxHeapMb: number;
    perMinute: number;
    provider?: { kind: 'openai' | 'anthropic'; url: string; apiKey: string; model: string; timeoutMs: number };
  };
  /** The SMTP receiver of rate confirmations (port null: off), and the certificate files for STARTTLS. */
  inbound: { port: number | null; host: string; domain: string; tls?: { certFile: string; keyFile: string } };
};

/** Reads an embedded default key under the data folder, creating it on first start. */
function embeddedSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const e = envSchema.parse(env);
  const dataDir = resolve(e.DATA_DIR);
  const port = overrides.port ?? e.PORT;
  return {
    port,
    serverProcesses: e.SERVER_PROCESSES,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_URL ? e.DATABASE_READ_URL || undefined : undefined,
    dataDir,
    migrateOnStart: e.MIGRATE_ON_START,
    seedDemo: e.SEED_DEMO,
    jwtSecret: overrides.jwtSecret ?? e.JWT_SECRET ?? embeddedSecret(dataDir, 'jwt-secret'),
    ssnHashKey: overrides.ssnHashKey ?? e.SSN_HASH_KEY ?? embeddedSecret(dataDir, 'ssn-hash-key'),
    fuelCardKeys: overrides.fuelCardKeys ?? {
      current: e.FUEL_CARD_KEY ?? embeddedSecret(dataDir, 'fuel-card-key'),
      previous: (e.FUEL_CARD_PREVIOUS_KEYS ?? '')
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
      hashKey: e.FUEL_CARD_HASH_KEY ?? embeddedSecret(dataDir, 'fuel-card-hash-key'),
    },
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    refreshRetrySeconds: e.REFRESH_RETRY_SECONDS,
    appUrl: e.APP_URL ?? `http://localhost:${port}`,
    smtp: e.SMTP_HOST
      ? { host: e.SMTP_HOST, port: e.SMTP_PORT, user: e.SMTP_USER, password: e.SMTP_PASSWORD }
      : undefined,
    mailFrom: e.SMTP_FROM,
    mailDelivery: { maxAttempts: e.MAIL_MAX_ATTEMPTS, retryDelaySeconds: e.MAIL_RETRY_DELAY_SECONDS },
    jobs: { runWorkers: e.RUN_JOBS, pollingIntervalSeconds: e.JOBS_POLL_SECONDS, stopGraceMs: e.SHUTDOWN_GRACE_MS },
    resetLimits: {
      perAccount: e.PASSWORD_RESETS_PER_ACCOUNT_PER_HOUR,
      perAddress: e.PASSWORD_RESETS_PER_ADDRESS_PER_HOUR,
    },
    expiryScanCron: e.EXPIRY_SCAN_CRON === 'off' ? null : e.EXPIRY_SCAN_CRON,
    analyticsReportsCron: e.ANALYTICS_REPORTS_CRON === 'off' ? null : e.ANALYTICS_REPORTS_CRON,
    positions: {
      fullDays: e.POSITIONS_FULL_DAYS,
      thinCron: e.POSITIONS_THIN_CRON === 'off' ? null : e.POSITIONS_THIN_CRON,
    },
    eldSync: {
      cron: e.ELD_SYNC_CRON === 'off' ? null : e.ELD_SYNC_CRON,
      urls: { samsara_eld: e.SAMSARA_API_URL, motive_eld: e.MOTIVE_API_URL },
    },
    demoEldCron: e.DEMO_ELD_CRON === 'off' ? null : e.DEMO_ELD_CRON,
    loginLimits: {
      perAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      perAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowMinutes: e.LOGIN_FAILURE_WINDOW_MINUTES,
    },
    bodyLimit: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN || undefined,
    principalCacheMs: e.PRINCIPAL_CACHE_MS,
    analyticsCacheMs: e.ANALYTICS_CACHE_MS,
    salesEmail: e.SALES_EMAIL,
    mapStyleUrl: e.MAP_STYLE_URL ?? null,
    supportEmail: e.SUPPORT_EMAIL,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    demoRequestLimit: { max: e.DEMO_REQUESTS_PER_HOUR, windowMs: 3_600_000 },
    sendLimits: {
      reportSendNowPerHour: e.REPORT_SEND_NOW_PER_HOUR,
      statementEmailsPerHour: e.STATEMENT_EMAILS_PER_HOUR,
    },
    webDist: e.WEB_DIST,
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY?.trim() || undefined,
    routingUrl: e.ROUTING_URL,
    extraction: {
      workers: e.EXTRACTION_WORKERS,
      timeoutMs: e.EXTRACTION_TIMEOUT_MS,
      maxHeapMb: e.EXTRACTION_MAX_HEAP_MB,
      perMinute: e.EXTRACTION_PER_MINUTE,
      // Only a complete configuration turns the provider on; otherwise nothing leaves the machine.
      provider:
        e.EXTRACTION_PROVIDER && e.EXTRACTION_PROVIDER_API_KEY?.trim() && e.EXTRACTION_PROVIDER_MODEL?.trim()
          ? {
              kind: e.EXTRACTION_PROVIDER,
              url: e.EXTRACTION_PROVIDER_URL ?? PROVIDER_URLS[e.EXTRACTION_PROVIDER],
              apiKey: e.EXTRACTION_PROVIDER_API_KEY.trim(),
              model: e.EXTRACTION_PROVIDER_MODEL.trim(),
              timeoutMs: e.EXTRACTION_PROVIDER_TIMEOUT_MS,
            }
          : undefined,
    },
    inbound: {
      port: e.INBOUND_SMTP_PORT === 'off' ? null : e.INBOUND_SMTP_PORT,
      host: e.INBOUND_SMTP_HOST,
      domain: e.INBOUND_DOMAIN,
      tls:
        e.INBOUND_TLS_CERT && e.INBOUND_TLS_KEY
          ? { certFile: e.INBOUND_TLS_CERT, keyFile: e.INBOUND_TLS_KEY }
          : undefined,
    },
    ...overrides,
  };
}
