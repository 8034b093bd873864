import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

/**
 * A small full-width select of records by id for the wizard; the empty choice stands for none. An
 * error, when there is one, is shown in place of the hint.
 */
export function IdSelect({
  label,
  value,
  onChange,
  error,
  helperText,
  required,
  disabled,
  children,
}: {
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <TextField
      select
      label={label}
      required={required}
      fullWidth
      size="small"
      value={value ?? ''}
      onChange={(e) => onChange(Number(e.target.value) || null)}
      error={!!error}
      helperText={error ?? helperText}
      disabled={disabled}
    >
      {children}
    </TextField>
  );
}
