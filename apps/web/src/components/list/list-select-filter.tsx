import { SelectField, type SelectOption } from '../form/select-field';
import type { ListParams } from './use-list-params';

/**
 * A select of a list's filter bar bound to the URL parameter `param`: the first choice (`all`,
 * "All statuses") clears it, and every change goes back to the first page.
 */
export function ListSelectFilter({
  list,
  param,
  label,
  all,
  value,
  options,
  minWidth,
}: {
  list: ListParams;
  param: string;
  label: string;
  all: string;
  value: string | null;
  options: SelectOption[];
  minWidth: number;
}) {
  return (
    <div style={{ minWidth }}>
      <SelectField
        label={label}
        value={value ?? ''}
        onChange={(v) => list.patch({ [param]: v || null }, { resetPage: true })}
        options={[{ value: '', label: all }, ...options]}
      />
    </div>
  );
}
