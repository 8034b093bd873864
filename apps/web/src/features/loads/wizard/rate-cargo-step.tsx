import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMiles, formatUsd } from '@tms/domain';
import { DECIMAL_INPUT, liveTotals, type RateCargoValues, rateCargoProblems } from './rate-cargo-rules';
import { useReadMarks } from './read-confidence';

interface RateCargoStepProps {
  values: RateCargoValues;
  onChange: (values: RateCargoValues) => void;
}

/** Step 3 (spec 3 section 2): rate, cargo and the live figures. */
export function RateCargoStep({ values, onChange }: RateCargoStepProps) {
  const totals = liveTotals(values);
  const problems = rateCargoProblems(values);
  const markOf = useReadMarks();
  const field = (key: keyof RateCargoValues, label: string, unit?: 'money' | 'miles' | 'lbs') => {
    const mark = markOf(`rate_cargo.${key}`);
    return (
      <TextField
        label={label}
        fullWidth
        size="small"
        color={mark.color}
        focused={mark.focused}
        value={String(values[key])}
        onChange={(e) => {
          const v = e.target.value;
          if (unit && !DECIMAL_INPUT.test(v)) return;
          onChange({ ...values, [key]: v });
        }}
        error={!!problems[key]}
        helperText={problems[key] ?? mark.hint}
        slotProps={{
          htmlInput: { inputMode: unit ? 'decimal' : undefined },
          input: {
            startAdornment: unit === 'money' ? <InputAdornment position="start">$</InputAdornment> : undefined,
            endAdornment:
              unit === 'miles' ? (
                <InputAdornment position="end">mi</InputAdornment>
              ) : unit === 'lbs' ? (
                <InputAdornment position="end">lbs</InputAdornment>
              ) : undefined,
          },
        }}
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
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>{field('rate_dispatched', 'Driver Pay', 'money')}</Grid>
        <Grid size={{ xs: 6, md: 3 }}>{field('loaded_miles', 'Loaded Miles', 'miles')}</Grid>
        <Grid size={{ xs: 6, md: 3 }}>{field('empty_miles', 'Empty Miles', 'miles')}</Grid>
      </Grid>
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
        <Grid size={{ xs: 6, md: 3 }}>
          <TextField
            label="Pieces"
            fullWidth
            size="small"
            value={values.pieces}
            onChange={(e) => /^\d*$/.test(e.target.value) && onChange({ ...values, pieces: e.target.value })}
            error={!!problems.pieces}
            helperText={problems.pieces}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
      </Grid>
      <FormControlLabel
        control={<Switch checked={values.hazmat} onChange={(e) => onChange({ ...values, hazmat: e.target.checked })} />}
        label="Hazmat"
      />
    </Box>
  );
}
