import { useDivisions } from '../../settings/api/list-divisions';

/** The company's active divisions for pickers and filters (one page holds them all). */
export function useDivisionOptions() {
  return useDivisions({ activeOnly: true, skip: 0, limit: 200 }).data?.divisions ?? [];
}
