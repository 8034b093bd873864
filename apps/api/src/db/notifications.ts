import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a listener is told: each message of its channel, and whether it is listening now. */
export type NotificationHandlers = {
  onMessage(payload: string): void;
  /** False when the connection is lost (messages sent meanwhile are lost too), true once it listens again. */
  onState(listening: boolean): void;
};

export type Subscription = {
  listening(): boolean;
  /** The server process of the listening connection (PostgreSQL), for a test that takes it away. */
  backendPid(): number | undefined;
  close(): Promise<void>;
};

/** LISTEN on a database: a dedicated connection on PostgreSQL, the one in-process connection on the embedded one. */
export type Notifications = { listen(channel: string, handlers: NotificationHandlers): Subscription };

const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 5000;

/**
 * Listens on a connection of its own, outside the pool (a pooled connection would be handed to
 * other work), and opens a new one whenever it is lost, waiting longer after each failure.
 */
export function postgresNotifications(url: string): Notifications {
  return {
    listen(channel, handlers) {
      let client: pg.Client | undefined;
      let listening = false;
      let closed = false;
      let delay = RETRY_MIN_MS;
      let timer: NodeJS.Timeout | undefined;

      const setListening = (on: boolean) => {
        if (listening === on) return;
        listening = on;
        handlers.onState(on);
      };

      const connect = async () => {
        timer = undefined;
        const c = new pg.Client({ connectionString: url, keepAlive: true, application_name: 'tms-sign-in-listener' });
        client = c;
        let lost = false;
        const onLost = () => {
          if (lost) return;
          lost = true;
          if (client === c) client = undefined;
          setListening(false);
          c.end().catch(() => {});
          if (closed) return;
          timer = setTimeout(connect, delay);
          delay = Math.min(delay * 2, RETRY_MAX_MS);
        };
        c.on('error', onLost);
        c.on('end', onLost);
        c.on('notification', (m) => {
          if (m.channel === channel) handlers.onMessage(m.payload ?? '');
        });
        try {
          await c.connect();
          await c.query(`listen ${pg.escapeIdentifier(channel)}`);
        } catch {
          onLost();
          return;
        }
        if (closed || lost) return;
        delay = RETRY_MIN_MS;
        setListening(true);
      };
      void connect();

      return {
        listening: () => listening,
        backendPid: () => (client as { processID?: number } | undefined)?.processID,
        async close() {
          closed = true;
          if (timer) clearTimeout(timer);
          const c = client;
          client = undefined;
          setListening(false);
          await c?.end().catch(() => {});
        },
      };
    },
  };
}

/** The embedded database has one in-process connection: it hears its own NOTIFY and is never lost. */
export function pgliteNotifications(client: PGlite): Notifications {
  return {
    listen(channel, handlers) {
      let listening = false;
      let closed = false;
      const unsubscribe = client
        .listen(channel, (payload) => handlers.onMessage(payload))
        .then((stop) => {
          if (closed) return stop().then(() => undefined);
          listening = true;
          handlers.onState(true);
          return stop;
        });
      return {
        listening: () => listening,
        backendPid: () => undefined,
        async close() {
          closed = true;
          listening = false;
          const stop = await unsubscribe;
          if (stop && !client.closed) await stop();
        },
      };
    },
  };
}
