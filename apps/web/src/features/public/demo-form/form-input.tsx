import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

interface FormInputProps extends Omit<OutlinedInputProps, 'error' | 'label' | 'name' | 'onChange' | 'onBlur'> {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: string;
}

/**
 * An outlined text input with its label and message, built from TextField's parts: TextField
 * itself also brings the menu-based select, which the public site does not need.
 */
export function FormInput({ id, label, registration, error, hint, required, ...input }: FormInputProps) {
  const { ref, ...field } = registration;
  const message = error?.message ?? hint;
  const helperId = message ? `${id}-helper` : undefined;
  return (
    <FormControl fullWidth error={Boolean(error)} required={required}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        {...field}
        id={id}
        inputRef={ref}
        label={required ? `${label} *` : label}
        aria-describedby={helperId}
      />
      {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
    </FormControl>
  );
}
