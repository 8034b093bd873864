import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { FLEET_SIZES } from '@tms/domain';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

interface FleetSizeSelectProps {
  id: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
}

const LABEL = 'Fleet size';

/** The fleet size options (spec 1 section 3) in the device's own picker, which suits phones best. */
export function FleetSizeSelect({ id, registration, error }: FleetSizeSelectProps) {
  const { ref, ...field } = registration;
  const helperId = error ? `${id}-helper` : undefined;
  return (
    <FormControl fullWidth error={Boolean(error)}>
      <InputLabel htmlFor={id} shrink>
        {LABEL}
      </InputLabel>
      <NativeSelect
        {...field}
        inputRef={ref}
        input={<OutlinedInput label={LABEL} notched />}
        inputProps={{ id, 'aria-describedby': helperId }}
      >
        <option value="">Select fleet size</option>
        {FLEET_SIZES.map((size) => (
          <option key={size} value={size}>
            {size} trucks
          </option>
        ))}
      </NativeSelect>
      {error && <FormHelperText id={helperId}>{error.message}</FormHelperText>}
    </FormControl>
  );
}
