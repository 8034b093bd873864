import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch, { type SwitchProps } from '@mui/material/Switch';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

export interface FormSwitchProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  /** Shown under the switch, e.g. what turning it off does. */
  hint?: string;
  disabled?: boolean;
  color?: SwitchProps['color'];
  /** Runs after the change, e.g. to turn off a field that depends on this one. */
  onChecked?: (on: boolean) => void;
}

/** A yes/no field bound to react-hook-form; an absent value counts as off. */
export function FormSwitch<T extends FieldValues, O>({
  control,
  name,
  label,
  hint,
  disabled,
  color,
  onChecked,
}: FormSwitchProps<T, O>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            name={field.name}
            checked={field.value === true}
            onChange={(e) => {
              field.onChange(e.target.checked);
              onChecked?.(e.target.checked);
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            disabled={disabled}
            color={color}
          />
        }
        label={label}
      />
      {(fieldState.error || hint) && (
        <FormHelperText error={Boolean(fieldState.error)} sx={{ mt: -0.5, ml: 6 }}>
          {fieldState.error?.message ?? hint}
        </FormHelperText>
      )}
    </div>
  );
}
