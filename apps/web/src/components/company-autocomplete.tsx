import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Company } from '@tms/domain';
import { type ReactNode, useState } from 'react';
import { useCompanyOption, useCompanyOptions } from './use-company-options';
import { useDebouncedValue } from './use-debounced-value';

const SEARCH_DEBOUNCE_MS = 250;

export interface CompanyAutocompleteProps {
  /** The chosen company's id, or null. */
  value: number | null;
  onChange: (id: number | null, company: Company | null) => void;
  label?: string;
  placeholder?: string;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  /** Leaves out the clear button when a company must always be chosen. */
  disableClearable?: boolean;
}

/** Picks a company by typing part of its name, alias, MC or DOT number (platform administrators). */
export function CompanyAutocomplete({
  value,
  onChange,
  label = 'Company',
  placeholder = 'Search companies',
  helperText,
  error,
  required,
  disabled,
  size = 'small',
  disableClearable,
}: CompanyAutocompleteProps) {
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const selected = useCompanyOption(value);
  const search = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  // While the box shows the chosen name, list every company rather than only that one.
  const term = selected.data && input === selected.data.name ? '' : search;
  const options = useCompanyOptions(term, open);
  const current = value !== null ? (selected.data ?? null) : null;
  const list = options.data ?? [];
  const withCurrent = current && !list.some((c) => c.id === current.id) ? [current, ...list] : list;

  return (
    <Autocomplete<Company, false, boolean>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={current}
      onChange={(_, next) => onChange(next?.id ?? null, next ?? null)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      options={withCurrent}
      // The server already filtered by the typed text.
      filterOptions={(x) => x}
      getOptionLabel={(c) => c.name}
      getOptionKey={(c) => c.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={options.isFetching}
      loadingText="Loading companies..."
      noOptionsText="No companies found"
      disabled={disabled}
      disableClearable={disableClearable}
      size={size}
      autoHighlight
      renderOption={({ key, ...props }, c) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {c.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {c.alias}
              {c.active ? '' : ' · Inactive'}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={placeholder}
          required={required}
          error={error}
          helperText={helperText}
          InputProps={{
            ...params.InputProps,
            endAdornment: (
              <>
                {options.isFetching && open ? <CircularProgress color="inherit" size={16} /> : null}
                {params.InputProps.endAdornment}
              </>
            ),
          }}
        />
      )}
    />
  );
}
