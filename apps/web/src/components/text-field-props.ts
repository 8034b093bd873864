import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

/**
 * Connects a registered field to an MUI TextField: the ref must reach the <input> (inputRef),
 * not the wrapper, or resetting the form would not update what is on screen.
 */
export function textFieldProps(registration: UseFormRegisterReturn, error?: FieldError, hint?: string) {
  const { ref, ...rest } = registration;
  return { ...rest, inputRef: ref, error: Boolean(error), helperText: error?.message ?? hint };
}
