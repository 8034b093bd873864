import { AsyncLocalStorage } from 'node:async_hooks';
import type { AppDb } from './client';

/** Whose writes a position marks: one company's, or platform-wide work that any company may read. */
export type WriteScope = number | 'platform';

/** A WAL position (`16/B374D848`) as a number, so two can be compared. */
export function lsnValue(lsn: string): bigint {
  const [high = '0', low = '0'] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
}

/** A WAL position as PostgreSQL prints it, from its number. */
export const lsnText = (value: bigint) =>
  `${(value >> 32n).toString(16).toUpperCase()}/${(value & 0xffffffffn).toString(16).toUpperCase()}`;

/** A WAL position as a client may send it back, or undefined when it is not one. */
export function parseLsn(text: string | undefined): bigint | undefined {
  return text && /^[0-9A-F]{1,8}\/[0-9A-F]{1,8}$/i.test(text) ? lsnValue(text) : undefined;
}

/**
 * One request's positions (decision 0234): `after`, the last write its client saw answered, by
 * any process, which its replica reads must wait for; `wrote`, the last position this request's
 * own writes reached, which its answer hands back to the client.
 */
export type RequestPositions = { after?: bigint; wrote?: bigint };
const requestPositions = new AsyncLocalStorage<RequestPositions>();

/** Runs a request's work with its positions; the work's writes and replica reads use them. */
export const withRequestPositions = (positions: RequestPositions, work: () => void) =>
  requestPositions.run(positions, work);

/** The positions of the request whose work is running, if any. */
export const currentRequestPositions = () => requestPositions.getStore();

/**
 * The primary's WAL position after the last committed write of each company (and of platform-wide
 * work), kept until a read finds the replica has replayed past it (decision 0232). A mark only
 * grows; a company with none pending reads from the replica without asking it anything first.
 */
export function createWritePositions() {
  const marks = new Map<WriteScope, bigint>();
  return {
    note(scope: WriteScope, lsn: string) {
      const value = lsnValue(lsn);
      if (value > (marks.get(scope) ?? 0n)) marks.set(scope, value);
      const request = requestPositions.getStore();
      if (request && value > (request.wrote ?? 0n)) request.wrote = value;
    },
    /** The position the replica must have replayed to serve the company; undefined: nothing pending. */
    pending(companyId: number): bigint | undefined {
      const own = marks.get(companyId);
      const platform = marks.get('platform');
      if (own === undefined) return platform;
      return platform === undefined || own > platform ? own : platform;
    },
    /** Forgets the company's and the platform's marks the replica has replayed. */
    replayed(companyId: number, replayed: bigint) {
      for (const scope of [companyId, 'platform'] as const) {
        const mark = marks.get(scope);
        if (mark !== undefined && mark <= replayed) marks.delete(scope);
      }
    },
  };
}

export type WritePositions = ReturnType<typeof createWritePositions>;

const positions = new WeakMap<AppDb, WritePositions>();

/** The write positions a primary keeps because it has a replica; undefined without one. */
export const writePositionsOf = (db: AppDb) => positions.get(db);

/** Makes the primary's write transactions note where the WAL stood after each commit. */
export function trackWrites(db: AppDb): WritePositions {
  const made = createWritePositions();
  positions.set(db, made);
  return made;
}
