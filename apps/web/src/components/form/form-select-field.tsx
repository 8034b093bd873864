import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { SelectField, type SelectFieldProps } from './select-field';

export type FormSelectFieldProps<T extends FieldValues, O> = Omit<
  SelectFieldProps,
  'value' | 'onChange' | 'error' | 'inputRef'
> & {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  /** Turns a chosen option's text back into the field's value, e.g. `Number` for an id. */
  parse?: (text: string) => unknown;
};

/**
 * A `SelectField` bound to a react-hook-form field whose value is not plain text: the empty
 * option stands for null, the others go through `parse`. The schema's message replaces the hint.
 */
export function FormSelectField<T extends FieldValues, O>({
  control,
  name,
  parse = (text) => text,
  ...select
}: FormSelectFieldProps<T, O>) {
  const { field, fieldState } = useController({ control, name });
  const value: unknown = field.value;
  return (
    <SelectField
      {...select}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(text) => field.onChange(text === '' ? null : parse(text))}
      inputRef={field.ref}
      error={fieldState.error?.message}
    />
  );
}
