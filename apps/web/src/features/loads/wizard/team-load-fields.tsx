import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useFormState, useWatch } from 'react-hook-form';
import { type BasicInfoForm, editBasicInfo, secondarySplitFor } from './basic-info-rules';
import { FormIdSelect } from './id-select';

interface TeamLoadFieldsProps {
  form: BasicInfoForm;
  /** The drivers the user may pick; the primary driver is left out. */
  drivers: readonly { id: number; name: string }[];
  disabled?: boolean;
}

/** A team load's second driver and the pay split between the two (spec 3 section 5). */
export function TeamLoadFields({ form, drivers, disabled }: TeamLoadFieldsProps) {
  const { control } = form;
  const [driverId, primary] = useWatch({ control, name: ['driver_id', 'team_pay_split_primary'] });
  const { errors } = useFormState({ control, name: ['team_pay_split_primary', 'team_pay_split_secondary'] });
  const primaryError = errors.team_pay_split_primary?.message;
  const secondaryError = errors.team_pay_split_secondary?.message;

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <FormIdSelect
          control={control}
          name="secondary_driver_id"
          label="Secondary Driver"
          required
          disabled={disabled}
        >
          {drivers
            .filter((d) => d.id !== driverId)
            .map((d) => (
              <MenuItem key={d.id} value={d.id}>
                {d.name}
              </MenuItem>
            ))}
        </FormIdSelect>
      </Grid>
      <Grid size={{ xs: 6, md: 4 }}>
        <TextField
          label="Primary Split (%)"
          required
          fullWidth
          size="small"
          value={primary}
          onChange={(e) => {
            const v = e.target.value;
            if (/^\d{0,3}(\.\d{0,2})?$/.test(v))
              editBasicInfo(form, {
                ...form.getValues(),
                team_pay_split_primary: v,
                team_pay_split_secondary: secondarySplitFor(v),
              });
          }}
          error={!!primaryError}
          helperText={primaryError ?? '0.01 to 99.99'}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 4 }}>
        <TextField
          label="Secondary Split (%)"
          fullWidth
          size="small"
          value={secondarySplitFor(primary)}
          helperText={secondaryError ?? '100 minus the primary split'}
          error={!!secondaryError}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      </Grid>
    </Grid>
  );
}
