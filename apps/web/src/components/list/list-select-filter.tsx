import { SelectField, type SelectOption } from '../form/select-field';
import type { ListParams } from './use-list-params';

/** A select of a list's filter bar: its URL parameter, its label and choices, and the choice that clears it. */
export interface ListSelect {
  param: string;
  label: string;
  /** The first choice, e.g. "All statuses": no filter. */
  all: string;
  options: SelectOption[];
  /** The chosen value; by default the parameter's, when it is among the options. */
  value?: string | null;
}

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
}: ListSelect & { list: ListParams; minWidth: number }) {
  const current = value === undefined ? options.find((o) => o.value === list.get(param))?.value : value;
  return (
    <div style={{ minWidth }}>
      <SelectField
        label={label}
        value={current ?? ''}
        onChange={(v) => list.patch({ [param]: v || null }, { resetPage: true })}
        options={[{ value: '', label: all }, ...options]}
      />
    </div>
  );
}
