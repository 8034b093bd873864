import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useEffect, useState } from 'react';
import { daysProblem, MONTH_NAMES, PRESETS, type PresetId, type usePeriodParams } from '../period-params';

type Period = ReturnType<typeof usePeriodParams>;

/** Year, months, the presets and a custom day range; every choice goes into the address. */
export function PeriodFilters({ period: p }: { period: Period }) {
  const { period, today } = p;
  const thisYear = Number(today.slice(0, 4));
  const years = Array.from({ length: 6 }, (_, i) => thisYear - i);
  const [from, setFrom] = useState(period.kind === 'days' ? period.from : '');
  const [to, setTo] = useState(period.kind === 'days' ? period.to : '');
  useEffect(() => {
    setFrom(period.kind === 'days' ? period.from : '');
    setTo(period.kind === 'days' ? period.to : '');
  }, [period]);
  const problem = from && to ? daysProblem(from, to) : undefined;
  const customValid = Boolean(from && to && !problem);
  return (
    <Box
      component="form"
      aria-label="Period"
      onSubmit={(e) => {
        e.preventDefault();
        if (customValid) p.setDays(from, to);
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}
    >
      <FormControl size="small" sx={{ minWidth: 110 }}>
        <InputLabel id="period-year-label">Year</InputLabel>
        <Select
          labelId="period-year-label"
          label="Year"
          value={period.kind === 'months' ? period.year : ''}
          onChange={(e) => p.setYear(Number(e.target.value))}
        >
          {years.map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl size="small" sx={{ minWidth: 160, maxWidth: 260 }}>
        <InputLabel id="period-months-label" shrink>
          Months
        </InputLabel>
        <Select
          labelId="period-months-label"
          label="Months"
          notched
          multiple
          value={period.kind === 'months' ? period.months : []}
          onChange={(e) => {
            const v = e.target.value;
            p.setMonths((typeof v === 'string' ? v.split(',').map(Number) : v).sort((a, b) => a - b));
          }}
          renderValue={(selected) =>
            selected.length === 0 ? 'All months' : selected.map((m) => MONTH_NAMES[m - 1]).join(', ')
          }
          displayEmpty
        >
          {MONTH_NAMES.map((name, i) => (
            <MenuItem key={name} value={i + 1}>
              <Checkbox
                size="small"
                checked={period.kind === 'months' && period.months.includes(i + 1)}
                slotProps={{ input: { 'aria-label': name } }}
              />
              <ListItemText primary={name} />
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Presets"
        value={period.kind === 'days' ? period.preset : null}
        onChange={(_, id: PresetId | null) => id && p.setPreset(id)}
        sx={{ flexWrap: 'wrap' }}
      >
        {PRESETS.map((preset) => (
          <ToggleButton key={preset.id} value={preset.id} sx={{ textTransform: 'none', px: 1.5 }}>
            {preset.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <DateField label="From" value={from} onChange={setFrom} />
        <DateField label="To" value={to} onChange={setTo} error={problem} />
        <Button type="submit" variant="outlined" size="small" disabled={!customValid}>
          Apply
        </Button>
        <Button type="button" size="small" onClick={p.reset}>
          This year
        </Button>
      </Box>
    </Box>
  );
}

function DateField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <TextField
      size="small"
      type="date"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
      error={Boolean(error)}
      helperText={error}
      sx={{ width: 160 }}
    />
  );
}
