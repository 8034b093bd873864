import type { LoadStatusMeaning } from '@tms/domain';
import { eq, sql } from 'drizzle-orm';
import { loadStatuses } from './schema';

/**
 * The domain's status meanings (`isDeliveredStatus`, `isCancelledStatus`) as SQL: read from the
 * catalogue's meaning, never from a status's name (decision 0150).
 */
export const statusMeans = (meaning: LoadStatusMeaning) => eq(loadStatuses.meaning, meaning);

/** A load whose joined status means delivered: invoiced, counted as revenue, paid to its drivers. */
export const deliveredStatus = statusMeans('delivered');

/** The same rule in raw SQL, where the load's status is aliased `s`. */
export const statusAliasMeans = (meaning: LoadStatusMeaning) => sql`s.meaning = ${meaning}`;
