import { z } from 'zod';

const INVALID_ID = 'Invalid id';

/**
 * A record id in the path: a positive 32-bit integer, else 422 "Invalid id", said once (the first
 * failed check ends it, so 99999999999999999999 is not both too big and not an integer).
 */
export const recordId = z.coerce
  .number({ error: INVALID_ID })
  .int({ error: INVALID_ID, abort: true })
  .positive({ error: INVALID_ID, abort: true })
  .max(2_147_483_647, { error: INVALID_ID });

/** A record id in the path: a positive 32-bit integer, else 422. */
export const idParams = z.object({ id: recordId });
