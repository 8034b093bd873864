import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMiles, formatUsd } from '@tms/domain';
import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FormSwitch } from '../../../components/form/form-switch';
import { DriverPayHint, useProfilePay } from './driver-pay-hint';
import type { WizardEvent } from './event-rules';
import { HosTripWarning } from './hos-trip-warning';
import {
  cargoFromPickup,
  DECIMAL_INPUT,
  EMPTY_RATE_CARGO,
  liveTotals,
  type RateCargoForm,
  type RateCargoValues,
} from './rate-cargo-rules';
import { useReadMarks } from './read-confidence';
import { useEstimatedMiles } from './use-estimated-miles';

interface RateCargoStepProps {
  /** `useRateCargoForm`, held by the wizard. */
  form: RateCargoForm;
  /** The load's stops: the first pickup's cargo fills the empty cargo boxes. */
  stops: readonly WizardEvent[];
  /** The saved load, once there is one: its driver pay as the pay profile gives it. */
  loadId?: number | null;
}

type Unit = 'money' | 'miles' | 'lbs' | 'pieces';
/** What a box takes as it is typed: digits with up to 2 decimals, pieces whole. */
const typeable = (unit: Unit | undefined, text: string) =>
  unit === 'pieces' ? /^\d*$/.test(text) : !unit || DECIMAL_INPUT.test(text);

/** Step 3 (spec 3 section 2): rate, cargo and the live figures. */
export function RateCargoStep({ form, stops, loadId = null }: RateCargoStepProps) {
  // A box the user has worked in keeps what they left there, even empty.
  useEffect(() => {
    const fill = cargoFromPickup(form.getValues(), stops);
    for (const name of ['commodity', 'weight_lbs'] as const) {
      const value = fill[name];
      if (value !== undefined && !form.getFieldState(name).isTouched)
        form.setValue(name, value, { shouldDirty: true, shouldValidate: true });
    }
  }, [form, stops]);
  const values: RateCargoValues = { ...EMPTY_RATE_CARGO, ...useWatch({ control: form.control }) };
  const profilePay = useProfilePay(loadId);
  // An empty Driver Pay follows the pay profile: the margin counts the pay it gives.
  const totals = liveTotals({ ...values, rate_dispatched: values.rate_dispatched || (profilePay?.pay ?? '') });
  const markOf = useReadMarks();
  const estimated = useEstimatedMiles({ form, stops, loadId });
  const field = (key: Exclude<keyof RateCargoValues, 'hazmat'>, label: string, unit?: Unit) => {
    const mark = unit === 'pieces' ? {} : markOf(`rate_cargo.${key}`);
    // Miles the wizard estimated are marked until the user changes them (decision 0200).
    const estimate = key === 'loaded_miles' || key === 'empty_miles' ? estimated[key] : undefined;
    return (
      <Controller
        control={form.control}
        name={key}
        render={({ field, fieldState }) => (
          <TextField
            label={label}
            fullWidth
            size="small"
            color={estimate ? 'info' : mark.color}
            focused={mark.focused}
            name={field.name}
            inputRef={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(e) => typeable(unit, e.target.value) && field.onChange(e.target.value)}
            error={!!fieldState.error}
            helperText={fieldState.error?.message ?? estimate?.hint ?? mark.hint}
            slotProps={{
              htmlInput: { inputMode: unit === 'pieces' ? 'numeric' : unit ? 'decimal' : undefined },
              input: {
                startAdornment: unit === 'money' ? <InputAdornment position="start">$</InputAdornment> : undefined,
                endAdornment:
                  unit === 'miles' ? (
                    <InputAdornment position="end">mi</InputAdornment>
                  ) : unit === 'lbs' ? (
                    <InputAdornment position="end">lbs</InputAdornment>
                  ) : undefined,
              },
              formHelperText: fieldState.error ? { role: 'alert' } : undefined,
            }}
          />
        )}
      />
    );
  };
  const figure = (label: string, value: string) => (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" sx={{ fontWeight: 700 }} data-testid={`figure-${label}`}>
        {value}
      </Typography>
    </Box>
  );

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>{field('rate_booked', 'Rate Booked', 'money')}</Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          {field('rate_dispatched', 'Driver Pay', 'money')}
          <DriverPayHint form={form} typed={values.rate_dispatched} profile={profilePay} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>{field('loaded_miles', 'Loaded Miles', 'miles')}</Grid>
        <Grid size={{ xs: 6, md: 3 }}>{field('empty_miles', 'Empty Miles', 'miles')}</Grid>
      </Grid>
      {loadId !== null && <HosTripWarning loadId={loadId} stops={stops} loadedMiles={values.loaded_miles} />}
      <Paper
        variant="outlined"
        sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
        aria-label="Live totals"
      >
        {figure('Total Miles', formatMiles(totals.total_miles))}
        {figure('RPM (loaded)', formatUsd(totals.rpm_loaded))}
        {figure('RPM (total)', formatUsd(totals.rpm_total))}
        {figure('Profit Margin', formatUsd(totals.profit_margin))}
      </Paper>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>{field('commodity', 'Commodity')}</Grid>
        <Grid size={{ xs: 6, md: 3 }}>{field('weight_lbs', 'Weight', 'lbs')}</Grid>
        <Grid size={{ xs: 6, md: 3 }}>{field('pieces', 'Pieces', 'pieces')}</Grid>
      </Grid>
      <FormSwitch control={form.control} name="hazmat" label="Hazmat" />
    </Box>
  );
}
