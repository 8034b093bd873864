import type { ListSelect } from '../../../components/list/list-select-filter';
import type { ListParams } from '../../../components/list/use-list-params';
import { useDivisions } from '../../settings/api/list-divisions';

/** The URL parameter of the division filter of the driver and unit lists. */
export const DIVISION_PARAM = 'division';

/** The company's active divisions as the options of a picker or filter (one page holds them all). */
export function useDivisionOptions(): { value: string; label: string }[] {
  const divisions = useDivisions({ activeOnly: true, skip: 0, limit: 200 }).data?.divisions ?? [];
  return divisions.map((d) => ({ value: String(d.id), label: d.name }));
}

/** The division select of a list's filter bar; the chosen division stays shown while the options load. */
export function useDivisionFilter(list: ListParams): ListSelect {
  const options = useDivisionOptions();
  const id = list.id(DIVISION_PARAM);
  return { param: DIVISION_PARAM, label: 'Division', all: 'All divisions', value: id ? String(id) : null, options };
}
