import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { PasswordField } from '../password-field';
import type { SelectOption } from './select-field';

export type FormTextFieldProps<T extends FieldValues, O> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  /** Shown under the field while it has no error. */
  hint?: string;
  /** An empty box means "not set" (null), e.g. a number that is optional, rather than ''. */
  emptyAsNull?: boolean;
  /** A password box with its show/hide switch (`PasswordField`). */
  password?: boolean;
  /** A select of these choices (`labelled(...)`); the field's value is the option's text. */
  options?: readonly SelectOption[];
};

/**
 * A text field bound to a react-hook-form field: shows its value, reports changes and blur, and
 * shows the schema's message in place of the hint (as an alert). The ref reaches the <input>, so a failed submit
 * focuses the first wrong field. Empty and null values show as an empty box.
 */
export function FormTextField<T extends FieldValues, O>({
  control,
  name,
  hint,
  emptyAsNull = false,
  password = false,
  options,
  size = 'small',
  ...props
}: FormTextFieldProps<T, O>) {
  const { field, fieldState } = useController({ control, name });
  const value: unknown = field.value;
  const Field = password ? PasswordField : TextField;
  const helperSlot = props.slotProps?.formHelperText;
  return (
    <Field
      {...props}
      select={options ? true : props.select}
      size={size}
      name={field.name}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(event) => field.onChange(emptyAsNull && event.target.value === '' ? null : event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={props.disabled ?? field.disabled}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? hint ?? props.helperText}
      // The schema's message is announced as it appears.
      slotProps={{
        ...props.slotProps,
        formHelperText: fieldState.error
          ? { ...(typeof helperSlot === 'object' ? helperSlot : {}), role: 'alert' }
          : helperSlot,
      }}
    >
      {options
        ? options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))
        : props.children}
    </Field>
  );
}
