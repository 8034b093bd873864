import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from './db/seed/demo-logins';
import { demoInboundAddress } from './db/seed/seed-load-inbox';
import { catchEscapes } from './plugins/request-lifecycle';

/** After the grace period, how long cut requests and closing connections get before the process just exits. */
const EXIT_MARGIN_MS = 5_000;

/**
 * Serves the app: on its own port, or, under the supervisor (supervisor.ts), on the connections it
 * hands over. On SIGINT and SIGTERM, and after an error that escaped a request (the supervisor then
 * starts another), it drains: takes no new connection, fails readiness, finishes its open requests
 * and running jobs within SHUTDOWN_GRACE_MS, cuts what is left (rolled back, jobs back in the
 * queue) and exits.
 */
export async function serve(app: FastifyInstance, config: Config, database: Database) {
  // SERVER_SUPERVISED and SERVER_BANNER are set by the supervisor for its own children, not by
  // operators: they stay out of config.ts and the README's configuration table.
  const supervised = process.env.SERVER_SUPERVISED === 'true' && typeof process.send === 'function';
  let closing: Promise<void> | undefined;
  const close = (code: number) => {
    closing ??= (async () => {
      setTimeout(() => process.exit(code), config.shutdownGraceMs + EXIT_MARGIN_MS).unref();
      // Standalone, the port closes now; under the supervisor it closed its own port first.
      if (!supervised) app.server.close();
      app.server.closeIdleConnections();
      const jobsStopped = app.lifecycle.drain();
      if (!(await app.lifecycle.idle(config.shutdownGraceMs))) {
        app.log.warn({ open: app.lifecycle.openRequests }, 'shutdown grace passed: cutting the open requests');
        app.lifecycle.cutOpen();
        await app.lifecycle.idle(EXIT_MARGIN_MS);
      }
      await jobsStopped;
      await app.close().catch(() => undefined);
      await database.close().catch(() => undefined);
      process.exit(code);
    })();
    return closing;
  };
  catchEscapes(app.log, () => {
    if (closing) return;
    app.log.error('this process stops after its open requests; another takes over');
    if (supervised) process.send?.('retiring');
    void close(1);
  });
  // `on`, not `once`: the same signal may come twice (from the supervisor and from a terminal or
  // service manager signalling the whole group), and a second one must not kill the process mid-drain.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void close(0));

  if (supervised) {
    await app.ready();
    process.on('message', (message, socket) => {
      const { connection: id, kind } = (message as { connection?: number; kind?: string } | null) ?? {};
      if (id === undefined || !socket) return;
      // Taken even while closing: the supervisor lets go of its copy only once it hears this.
      process.send?.({ took: id });
      const taken = socket as import('node:net').Socket;
      if (kind === 'smtp') app.inboundSmtp.take(taken);
      else app.server.emit('connection', taken);
      taken.resume();
    });
    // Without its supervisor nobody hands this process connections any more.
    process.once('disconnect', () => close(0));
    process.send?.('ready');
  } else {
    await app.listen({ port: config.port, host: config.host });
    // PORT=0 asks the system for a free port: the banner names the one it gave.
    const bound = app.server.address();
    if (bound && typeof bound === 'object') config.port = bound.port;
    if (config.inbound.port !== null)
      config.inbound.port = await app.inboundSmtp.listen(config.inbound.port, config.inbound.host);
  }
  if (process.env.SERVER_BANNER !== 'off') await printBanner(config, database);
}

async function printBanner(config: Config, database: Database) {
  const url = `http://localhost:${config.port}`;
  console.log(`\nTMS is running at ${url}  (API docs: ${url}/api/docs)`);
  console.log(`Database: ${database.engine === 'pglite' ? `embedded, in ${config.dataDir}` : 'PostgreSQL'}`);
  const { port: smtpPort, domain } = config.inbound;
  console.log(`Rate confirmations by e-mail: ${smtpPort === null ? 'off' : `SMTP on port ${smtpPort} for @${domain}`}`);
  if (config.seedDemo) {
    console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
    for (const u of DEMO_USERS) console.log(`  ${u.email.padEnd(24)} ${u.roles.join(', ')}`);
    const inbound = await demoInboundAddress(database.db, DEMO_COMPANIES[0].name, domain);
    if (inbound) console.log(`${DEMO_COMPANIES[0].name}'s address for rate confirmations: ${inbound}`);
  }
}
