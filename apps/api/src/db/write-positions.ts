import type { AppDb } from './client';

/** Whose writes a position marks: one company's, or platform-wide work that any company may read. */
export type WriteScope = number | 'platform';

/** A WAL position (`16/B374D848`) as a number, so two can be compared. */
export function lsnValue(lsn: string): bigint {
  const [high = '0', low = '0'] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
}

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
