import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { AvailableUnit } from '@tms/domain';
import { useMemo } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

/** A choosable unit: `id` null is "None" (no unit of this kind). */
export type UnitOption = { id: number | null; label: string };
const NONE: UnitOption = { id: null, label: 'None' };

/** Unit number, then year, make and model: what a user types to find a unit. */
const unitLabel = (u: AvailableUnit) =>
  [u.unit_number, [u.year, u.make, u.model].filter(Boolean).join(' ')].filter(Boolean).join(' · ');

/** "None", the driver's own unit when it is not among the free ones, then the free units. */
export function unitOptions(free: AvailableUnit[], ownId: number | null, ownNumber: string | null): UnitOption[] {
  const own = ownId && !free.some((u) => u.id === ownId) ? [{ id: ownId, label: `${ownNumber} (current)` }] : [];
  return [NONE, ...own, ...free.map((u) => ({ id: u.id, label: unitLabel(u) }))];
}

interface UnitPickerProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  /** A field holding a unit id or null. */
  name: FieldPath<T>;
  label: string;
  /** From `unitOptions`, kept (memoised) while its inputs stay the same. */
  options: UnitOption[];
  loading: boolean;
}

/** Picks a truck or trailer for a form field by typing part of its unit number, make or model. */
export function UnitPicker<T extends FieldValues, O>({
  control,
  name,
  label,
  options,
  loading,
}: UnitPickerProps<T, O>) {
  const { field, fieldState } = useController({ control, name });
  const id = (field.value as number | null | undefined) ?? null;
  // The same object while the choice stands: a new one would make the field retype its label.
  const chosen = useMemo(
    () => options.find((o) => o.id === id) ?? (id === null ? NONE : { id, label: `#${id}` }),
    [options, id],
  );
  return (
    <Autocomplete
      size="small"
      options={options}
      loading={loading}
      value={chosen}
      // Clearing the text means no unit, as choosing "None" does.
      onChange={(_, option) => field.onChange(option?.id ?? null)}
      onBlur={field.onBlur}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.label}
      getOptionKey={(o) => o.id ?? 'none'}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}
