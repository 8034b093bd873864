import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import type { FleetOption } from '../api/fleet-options';

interface FleetPickerProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  /** A field holding an id or null. */
  name: FieldPath<T>;
  label: string;
  /** The query of the options: `useFleetOptions(open).drivers`. */
  choices: { data?: FleetOption[]; isLoading: boolean };
  hint?: string;
  /** Shown when the chosen id is not among the options (an inactive driver, say). */
  currentLabel?: string | null;
  /** Told of a choice the user makes (not of values set by the form). */
  onPick?: (id: number | null) => void;
}

/** Picks a driver or a truck by name for a form field of ids; empty means none. */
export function FleetPicker<T extends FieldValues, O>({
  control,
  name,
  label,
  choices,
  hint,
  currentLabel,
  onPick,
}: FleetPickerProps<T, O>) {
  const { field, fieldState } = useController({ control, name });
  const options = choices.data ?? [];
  const id = field.value as number | null | undefined;
  const chosen =
    id === null || id === undefined
      ? null
      : (options.find((o) => o.id === id) ?? { id, label: currentLabel ?? `#${id}` });
  return (
    <Autocomplete
      size="small"
      options={options}
      loading={choices.isLoading}
      value={chosen}
      onChange={(_, option) => {
        field.onChange(option?.id ?? null);
        onPick?.(option?.id ?? null);
      }}
      onBlur={field.onBlur}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.label}
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
