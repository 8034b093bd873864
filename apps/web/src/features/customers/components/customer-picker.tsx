import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CUSTOMER_SEARCH_MESSAGE, CUSTOMER_SEARCH_MIN } from '@tms/domain';
import { type ReactNode, useState } from 'react';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { type CustomerPick, useCustomerSearch } from '../api/search-customers';
import { CUSTOMER_SEARCH_DEBOUNCE_MS } from '../customer-search-debounce';
import { CustomerWarningMarker } from './customer-warning-marker';

export interface CustomerPickerProps {
  value: CustomerPick | null;
  onChange: (customer: CustomerPick | null) => void;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
}

const place = (c: CustomerPick) => [c.city, c.state].filter(Boolean).join(', ');

/**
 * Picks a broker by name or MC number, e.g. on a load. Brokers flagged with a warning carry the
 * marker and their note in the list, and the note stays under the field once one is chosen.
 */
export function CustomerPicker({
  value,
  onChange,
  label = 'Customer',
  required,
  disabled,
  error,
  helperText,
  size = 'small',
}: CustomerPickerProps) {
  const [input, setInput] = useState('');
  const text = useDebouncedValue(input.trim(), CUSTOMER_SEARCH_DEBOUNCE_MS);
  const search = useCustomerSearch(text);
  const tooShort = input.trim().length < CUSTOMER_SEARCH_MIN;
  const waiting = !tooShort && (text !== input.trim() || search.isFetching);
  const options = tooShort ? [] : (search.data ?? []);

  const warning = value?.has_warning ? (
    <Box component="span" sx={{ color: 'warning.main', fontWeight: 600 }}>
      Warning: {value.warning_note || 'this broker is flagged'}
    </Box>
  ) : null;

  return (
    <Autocomplete<CustomerPick>
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      getOptionLabel={(c) => c.name}
      getOptionKey={(c) => c.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      // The server matched name and MC number already.
      filterOptions={(x) => x}
      loading={waiting}
      loadingText="Searching customers..."
      noOptionsText={
        tooShort ? CUSTOMER_SEARCH_MESSAGE : search.isError ? 'Could not search customers.' : 'No customers found'
      }
      disabled={disabled}
      size={size}
      autoHighlight
      renderOption={({ key, ...props }, c) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} noWrap>
              {c.name}
            </Typography>
            {c.has_warning && <CustomerWarningMarker note={c.warning_note} />}
          </Box>
          <Typography variant="caption" color="text.secondary" component="div">
            {[c.mc_number ? `MC ${c.mc_number}` : null, place(c)].filter(Boolean).join(' · ') || 'No MC number'}
          </Typography>
          {c.has_warning && c.warning_note && (
            <Typography variant="caption" component="div" sx={{ color: 'warning.main', mt: 0.25 }}>
              {c.warning_note}
            </Typography>
          )}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          placeholder="Search by name or MC number"
          error={error}
          helperText={helperText ?? warning}
        />
      )}
    />
  );
}
