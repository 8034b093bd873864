import type { AppDb, Database } from './client';
import { currentRequestPositions, lsnValue, trackWrites } from './write-positions';

/** How long reads stay on the primary after the replica could not be reached, before it is tried again. */
const REPLICA_RETRY_MS = 5000;

/** Where a company's replica-eligible reads run (decision 0232). */
export type ReadReplica = {
  /** The replica when it is reachable and has replayed the company's last write, else the primary. */
  choose(companyId: number): Promise<AppDb>;
  /** Whether an error means the replica could not serve the read, which then runs on the primary. */
  failed(error: unknown): boolean;
  /** How many bytes of the primary's WAL the replica has yet to replay; throws when it cannot be asked. */
  lagBytes(): Promise<number>;
};

const replicas = new WeakMap<AppDb, ReadReplica>();

/** The read replica of a primary database, if it has one. */
export const readReplicaOf = (db: AppDb) => replicas.get(db);

/**
 * Gives the primary a read replica: the primary's write transactions note where its WAL stood
 * after each commit, and a company's read goes to the replica only once the replica's replay
 * has passed the company's (and platform-wide work's) last such position, and the last write
 * the request's client was answered by any process (decision 0234). The answer closes both.
 */
export function withReadReplica(primary: Database, replica: Database): Database {
  const positions = trackWrites(primary.db);
  let downUntil = 0;
  const failed = (error: unknown) => {
    const why = unavailability(error);
    if (why === 'unreachable') downUntil = Date.now() + REPLICA_RETRY_MS;
    return why !== undefined;
  };
  // The furthest the replica was seen to have replayed: a position it covers needs no question.
  let replayed = 0n;
  /** Where the replica's replay stands now; undefined when it is not a standby replaying this primary. */
  const replayPosition = async () => {
    const { rows } = await replica.executeSql('select pg_last_wal_replay_lsn()::text as lsn');
    const lsn = (rows[0] as { lsn: string | null } | undefined)?.lsn;
    if (!lsn) return undefined;
    if (lsnValue(lsn) > replayed) replayed = lsnValue(lsn);
    return lsnValue(lsn);
  };
  replicas.set(primary.db, {
    async choose(companyId) {
      if (Date.now() < downUntil) return primary.db;
      const pending = later(positions.pending(companyId), currentRequestPositions()?.after);
      if (pending === undefined || pending <= replayed) return replica.db;
      try {
        const at = await replayPosition();
        if (at === undefined || at < pending) return primary.db;
        positions.replayed(companyId, replayed);
        return replica.db;
      } catch (error) {
        if (failed(error)) return primary.db;
        throw error;
      }
    },
    failed,
    async lagBytes() {
      // The replica first: read the other way round, a write in between would count as lag.
      const at = await replayPosition();
      if (at === undefined) throw new Error('The read replica is not a standby replaying the primary');
      const { rows } = await primary.executeSql('select pg_current_wal_lsn()::text as lsn');
      const written = lsnValue((rows[0] as { lsn: string }).lsn);
      return written > at ? Number(written - at) : 0;
    },
  });
  return {
    ...primary,
    close: async () => {
      await Promise.all([primary.close(), replica.close()]);
    },
  };
}

const later = (a: bigint | undefined, b: bigint | undefined) => (a === undefined || (b !== undefined && b > a) ? b : a);

/** Node's socket errors (ECONNREFUSED, ETIMEDOUT...), and the driver's own words for a lost or slow connection. */
const LOST_CONNECTION = /^(Connection terminated|timeout exceeded when trying to connect)/;

/**
 * Why the replica could not serve a read, if that is what the error says: unreachable (refused,
 * lost, shutting down, starting up: SQLSTATE classes 08 and 57P), or a query cancelled because
 * the replica's replay needed its rows (40001 on a standby). Anything else is the read's own error.
 */
function unavailability(error: unknown): 'unreachable' | 'conflict' | undefined {
  // drizzle wraps the driver's error as its cause.
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (code === '40001') return 'conflict';
    if (typeof code === 'string' && /^(08|57P|E[A-Z]+$)/.test(code)) return 'unreachable';
    if (typeof message === 'string' && LOST_CONNECTION.test(message)) return 'unreachable';
    e = cause;
  }
  return undefined;
}
