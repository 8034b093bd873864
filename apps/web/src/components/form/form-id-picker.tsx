import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

/** A choosable record; `id` null is an explicit "None" choice. */
export type IdOption = { id: number | null; label: string };

interface FormIdPickerProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  /** A field holding a record id or null. */
  name: FieldPath<T>;
  label: string;
  /** Kept (memoised) while its inputs stay the same. */
  options: IdOption[];
  loading: boolean;
  hint?: string;
  /** Shown when the chosen id is not among the options (an inactive driver, say). */
  currentLabel?: string | null;
  /** Told of a choice the user makes (not of values set by the form). */
  onPick?: (id: number | null) => void;
}

/**
 * Picks a driver, truck, trailer or card for a form field of ids by typing part of its label.
 * Clearing the text means none, as choosing a "None" option does.
 */
export function FormIdPicker<T extends FieldValues, O>({
  control,
  name,
  label,
  options,
  loading,
  hint,
  currentLabel,
  onPick,
}: FormIdPickerProps<T, O>) {
  const { field, fieldState } = useController({ control, name });
  const id = (field.value as number | null | undefined) ?? null;
  // The same object while the choice stands: a new one would make the field retype its label.
  const chosen = useMemo(
    () => options.find((o) => o.id === id) ?? (id === null ? null : { id, label: currentLabel ?? `#${id}` }),
    [options, id, currentLabel],
  );
  return (
    <Autocomplete
      size="small"
      options={options}
      loading={loading}
      value={chosen}
      onChange={(_, option) => {
        field.onChange(option?.id ?? null);
        onPick?.(option?.id ?? null);
      }}
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
          helperText={fieldState.error?.message ?? hint}
        />
      )}
    />
  );
}
