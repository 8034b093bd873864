import { createRequire } from 'node:module';
import type Zipcodes from 'zipcodes';

/**
 * The US and Canadian ZIP code table, read on first use: it is some 90 MB of objects once loaded,
 * and only address search and rate confirmation reading need it.
 */
let table: typeof Zipcodes | undefined;
export function zipCodes(): typeof Zipcodes {
  table ??= createRequire(import.meta.url)('zipcodes') as typeof Zipcodes;
  return table;
}
