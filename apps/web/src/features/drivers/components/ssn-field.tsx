import TextField from '@mui/material/TextField';
import { DRIVER_MESSAGES, ssnField } from '@tms/domain';
import { type UseFormReturn, useController } from 'react-hook-form';
import { checkSsn } from '../api/check-ssn';
import type { DriverFormInput, DriverFormOutput } from './driver-form-values';

interface SsnFieldProps {
  form: UseFormReturn<DriverFormInput, unknown, DriverFormOutput>;
  ssnLast4: string | null;
}

/**
 * The SSN: typed, never shown back. On leaving the field a complete number is checked against the
 * company's drivers (by keyed hash on the server), so a duplicate is told before saving.
 */
export function SsnField({ form, ssnLast4 }: SsnFieldProps) {
  const { field, fieldState } = useController({ control: form.control, name: 'ssn' });
  const onBlur = async () => {
    field.onBlur();
    const parsed = ssnField.safeParse(field.value ?? '');
    if (!parsed.success) return;
    try {
      if (await checkSsn(parsed.data)) form.setError('ssn', { message: DRIVER_MESSAGES.ssnTaken });
    } catch {
      // The server checks again on save; a failed lookup only loses the early warning.
    }
  };
  return (
    <TextField
      size="small"
      label="SSN"
      name={field.name}
      value={field.value ?? ''}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={() => void onBlur()}
      inputRef={field.ref}
      autoComplete="off"
      error={Boolean(fieldState.error)}
      helperText={
        fieldState.error?.message ??
        (ssnLast4
          ? `On file ending ${ssnLast4}; type a new one to replace it`
          : 'Only the last 4 digits are kept visible')
      }
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }}
    />
  );
}
