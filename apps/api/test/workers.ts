import { availableParallelism } from 'node:os';

/**
 * How many test files of a project run side by side: at least two, so collecting one file overlaps
 * another's database waits even on a 2-core machine. Each API worker has a database of its own.
 */
export const TEST_WORKERS = Math.max(2, Math.min(4, availableParallelism() - 1));
