import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Control, useController, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import type { DriverCheckCallFields } from './driver-check-call-form';

interface PositionFieldProps {
  control: Control<DriverCheckCallFields, unknown, unknown>;
  locating: boolean;
}

/** Where the truck is: the phone's position when it gave one, else (or by choice) a city and state. */
export function PositionField({ control, locating }: PositionFieldProps) {
  const usePosition = useController({ control, name: 'use_position' });
  const [latitude, longitude] = useWatch({ control, name: ['latitude', 'longitude'] });
  const located = latitude !== null && longitude !== null;
  if (usePosition.field.value && (located || locating)) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
        {locating && !located ? <CircularProgress size={20} /> : <LocationOnOutlined color="primary" />}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{located ? 'Your position' : 'Finding your position…'}</Typography>
          {located && (
            <Typography variant="body2" color="text.secondary">
              {latitude.toFixed(4)}, {longitude.toFixed(4)}
            </Typography>
          )}
        </Box>
        <Button onClick={() => usePosition.field.onChange(false)}>Type city</Button>
      </Box>
    );
  }
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1.5}>
        <FormTextField control={control} name="city" label="City" size="medium" sx={{ flex: 2 }} />
        <FormTextField
          control={control}
          name="state"
          label="State"
          size="medium"
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { maxLength: 2, autoCapitalize: 'characters' } }}
        />
      </Stack>
      {located && (
        <Button onClick={() => usePosition.field.onChange(true)} sx={{ alignSelf: 'flex-start' }}>
          Use my position instead
        </Button>
      )}
    </Stack>
  );
}
