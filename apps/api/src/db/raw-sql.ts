import { type SQL, sql } from 'drizzle-orm';
import type { AppDb, SqlExecutor } from './client';

/** Turns "... $1 ... $2" and its values into one parameterised drizzle query. */
function toQuery(text: string, values: unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const query = sql.empty();
  parts.forEach((part, i) => {
    if (i % 2 === 0) query.append(sql.raw(part));
    else query.append(sql`${values[Number(part) - 1]}`);
  });
  return query;
}

/**
 * Runs a library's SQL inside one of our transactions, so what it writes (a queued job) commits
 * or rolls back with the rest of the transaction.
 */
export function executorOf(tx: AppDb): SqlExecutor {
  return async (text, values) => {
    const result = (await tx.execute(toQuery(text, values))) as { rows: unknown[] };
    return { rows: result.rows };
  };
}
