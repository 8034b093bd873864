import { useDivisions } from '../../settings/api/list-divisions';

/** The company's active divisions as the options of a picker or filter (one page holds them all). */
export function useDivisionOptions(): { value: string; label: string }[] {
  const divisions = useDivisions({ activeOnly: true, skip: 0, limit: 200 }).data?.divisions ?? [];
  return divisions.map((d) => ({ value: String(d.id), label: d.name }));
}
