import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';

export type SelectOption = { value: string; label: string };

/** Options from a list of values and their labels: `labelled(OWNERSHIPS, OWNERSHIP_LABELS)`. */
export const labelled = <V extends string>(values: readonly V[], labels: Readonly<Record<V, string>>): SelectOption[] =>
  values.map((value) => ({ value, label: labels[value] }));

export interface SelectFieldProps {
  label: string;
  /** The option's value as text ('' for "none"). */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
  options: readonly SelectOption[];
  disabled?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A select for a field whose value is not plain text (an id, or null for "none"): the caller maps
 * between the option's text and the value, inside a react-hook-form `Controller`.
 */
export function SelectField({
  label,
  value,
  onChange,
  error,
  hint,
  inputRef,
  options,
  disabled,
  sx,
}: SelectFieldProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      inputRef={inputRef}
      error={Boolean(error)}
      helperText={error ?? hint}
      sx={sx}
    >
      {options.map((o) => (
        <MenuItem key={o.value || 'none'} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
