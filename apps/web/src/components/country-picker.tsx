import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, type Ref, useMemo } from 'react';
import { type Country, useCountries } from './use-countries';

export const COUNTRY_PLACEHOLDER = 'Select a country';
export const COUNTRIES_EMPTY = 'No countries found';
export const COUNTRIES_LOADING = 'Loading countries...';

export interface CountryPickerProps {
  /** What the form stores: a two-letter code ("US") or a country name ("United States"). */
  value: string | null | undefined;
  /** Reports the choice in `valueFormat`, or '' when cleared. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: boolean;
  helperText?: ReactNode;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Whether onChange reports the two-letter code (default) or the name. */
  valueFormat?: 'code' | 'name';
}

// Typing "us" or "united" should both find the United States.
const filter = createFilterOptions<Country>({ stringify: (c) => `${c.name} ${c.code}` });

/** Finds the stored value among the countries; a value the list does not know is kept as it is. */
function resolve(value: string | null | undefined, countries: readonly Country[]): Country | null {
  const text = value?.trim();
  if (!text) return null;
  const lower = text.toLowerCase();
  return (
    countries.find((c) => c.code.toLowerCase() === lower) ??
    countries.find((c) => c.name.toLowerCase() === lower) ?? { code: '', name: text }
  );
}

/** A typeahead over the countries the API knows. */
export function CountryPicker({
  value,
  onChange,
  onBlur,
  error,
  helperText,
  label = 'Country',
  required,
  disabled,
  size = 'small',
  name,
  inputRef,
  valueFormat = 'code',
}: CountryPickerProps) {
  const query = useCountries();
  const countries = query.data ?? [];
  const selected = useMemo(() => resolve(value, countries), [value, countries]);
  // A stored value that is not in the list still has to be a valid option for the Autocomplete.
  const options = selected && !selected.code ? [selected, ...countries] : countries;

  return (
    <Autocomplete<Country>
      options={options}
      value={selected}
      onChange={(_, next) => onChange(next ? (valueFormat === 'code' && next.code ? next.code : next.name) : '')}
      onBlur={onBlur}
      getOptionLabel={(c) => c.name}
      getOptionKey={(c) => c.code || c.name}
      isOptionEqualToValue={(a, b) => a.code === b.code && a.name === b.name}
      filterOptions={filter}
      loading={query.isLoading}
      loadingText={COUNTRIES_LOADING}
      noOptionsText={COUNTRIES_EMPTY}
      disabled={disabled}
      size={size}
      autoHighlight
      renderOption={({ key, ...props }, c) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <span>{c.name}</span>
          {c.code && (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
              {c.code}
            </Typography>
          )}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          inputRef={inputRef}
          label={label}
          placeholder={COUNTRY_PLACEHOLDER}
          required={required}
          error={error || query.isError}
          helperText={helperText ?? (query.isError ? 'Could not load the list of countries.' : undefined)}
        />
      )}
    />
  );
}
