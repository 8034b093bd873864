import type {
  loadAccountingStep1,
  loadBasicInfoUpdate,
  loadDriverCountsQuery,
  loadEventInput,
  loadListQuery,
  loadRateCargoPatch,
  loadRateCargoPut,
  loadStatsQuery,
  loadStep1,
  loadWithEvents,
} from '@tms/domain';
import type { z } from 'zod';

/** The loads module's request bodies and queries, as the domain's schemas parse them. */
export type Step1 = z.output<typeof loadStep1>;
export type AccountingStep1 = z.output<typeof loadAccountingStep1>;
export type BasicInfoUpdate = z.output<typeof loadBasicInfoUpdate>;
export type EventInput = z.output<typeof loadEventInput>;
export type RateCargoPut = z.output<typeof loadRateCargoPut>;
export type RateCargoPatch = z.output<typeof loadRateCargoPatch>;
export type WithEvents = z.output<typeof loadWithEvents>;
export type ListQuery = z.output<typeof loadListQuery>;
export type StatsQuery = z.output<typeof loadStatsQuery>;
export type DateQuery = z.output<typeof loadDriverCountsQuery>;
