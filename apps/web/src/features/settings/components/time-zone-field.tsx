import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { DEFAULT_TIME_ZONE, US_STATE_TIME_ZONES } from '@tms/domain';
import { useMemo } from 'react';

/** The zones US carriers use first, then every zone the browser knows. */
function zoneOptions(): string[] {
  const common = [...new Set([DEFAULT_TIME_ZONE, ...Object.values(US_STATE_TIME_ZONES)])];
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...common, ...all.filter((z) => !common.includes(z)).sort()];
}

const groupOf = (zone: string, common: Set<string>) => (common.has(zone) ? 'United States' : 'All time zones');

interface TimeZoneFieldProps {
  value: string;
  onChange: (zone: string) => void;
  onBlur: () => void;
  error?: string;
}

/** Picks the IANA zone the company's days are counted in (loads, statements, reports). */
export function TimeZoneField({ value, onChange, onBlur, error }: TimeZoneFieldProps) {
  const options = useMemo(zoneOptions, []);
  const common = useMemo(() => new Set([DEFAULT_TIME_ZONE, ...Object.values(US_STATE_TIME_ZONES)]), []);
  return (
    <Autocomplete
      size="small"
      options={options}
      groupBy={(zone) => groupOf(zone, common)}
      getOptionLabel={(zone) => zone.replaceAll('_', ' ')}
      value={value || null}
      onChange={(_, zone) => onChange(zone ?? '')}
      onBlur={onBlur}
      disableClearable={Boolean(value)}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Time zone"
          required
          error={Boolean(error)}
          helperText={error ?? 'Days of loads, statements and reports are counted in it'}
        />
      )}
    />
  );
}
