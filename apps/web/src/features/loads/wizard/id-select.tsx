import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

interface IdSelectProps {
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * A small full-width select of records by id for the wizard; the empty choice stands for none. An
 * error, when there is one, is shown in place of the hint.
 */
export function IdSelect({ label, value, onChange, error, helperText, required, disabled, children }: IdSelectProps) {
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

type FormIdSelectProps<T extends FieldValues, O> = Omit<IdSelectProps, 'value' | 'onChange' | 'error'> & {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  /** The choices on the list: until a chosen id that is not among them is cleared, it shows as none. */
  offered?: readonly { id: number }[];
};

/** `IdSelect` bound to a react-hook-form id field, showing the schema's message in place of the hint. */
export function FormIdSelect<T extends FieldValues, O>({ control, name, offered, ...props }: FormIdSelectProps<T, O>) {
  const { field, fieldState } = useController({ control, name });
  const id = field.value as number | null;
  return (
    <IdSelect
      {...props}
      value={offered && !offered.some((o) => o.id === id) ? null : id}
      onChange={field.onChange}
      error={fieldState.error?.message}
    />
  );
}
