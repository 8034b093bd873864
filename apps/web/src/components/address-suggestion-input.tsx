import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { AddressSuggestion } from './use-address-suggestions';

interface AddressSuggestionInputProps {
  input: string;
  onInputChange: (text: string) => void;
  chosen: AddressSuggestion | null;
  onChoose: (suggestion: AddressSuggestion | null) => void;
  options: AddressSuggestion[];
  searching: boolean;
  hasText: boolean;
  /** A failed call: the input is disabled and says so until the user tries again. */
  failure: string | null;
}

/** Splits "1200 Industrial Pkwy, Columbus, OH 43215" into a bold first line and the rest. */
function lines(description: string): [string, string] {
  const comma = description.indexOf(',');
  return comma < 0 ? [description, ''] : [description.slice(0, comma), description.slice(comma + 1).trim()];
}

export function AddressSuggestionInput({
  input,
  onInputChange,
  chosen,
  onChoose,
  options,
  searching,
  hasText,
  failure,
}: AddressSuggestionInputProps) {
  const [open, setOpen] = useState(false);
  // New matches are shown as they arrive, also for text the dialog opened with (the form's address).
  useEffect(() => {
    if (options.length > 0 && chosen === null) setOpen(true);
  }, [options, chosen]);
  return (
    <Autocomplete<AddressSuggestion>
      options={options}
      value={chosen}
      onChange={(_, next) => onChoose(next)}
      inputValue={input}
      onInputChange={(_, text, reason) => {
        // MUI resets the text when the value changes; the dialog already put the description there.
        if (reason !== 'reset') onInputChange(text);
      }}
      getOptionLabel={(s) => s.description}
      getOptionKey={(s) => s.place_id}
      isOptionEqualToValue={(a, b) => a.place_id === b.place_id}
      // The server has already matched the text; filtering again would hide good matches.
      filterOptions={(x) => x}
      loading={searching && hasText}
      loadingText="Searching addresses..."
      noOptionsText={hasText ? 'No matching addresses' : 'Start typing an address'}
      disabled={failure !== null}
      autoHighlight
      // The typed text is the search; losing focus (the dialog takes it on opening) must not wipe it.
      clearOnBlur={false}
      open={open && failure === null}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      renderOption={({ key, ...props }, s) => {
        const [first, rest] = lines(s.description);
        return (
          <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <LocationOnOutlined fontSize="small" sx={{ color: 'text.secondary', mt: 0.25 }} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {first}
              </Typography>
              {rest && (
                <Typography variant="caption" color="text.secondary">
                  {rest}
                </Typography>
              )}
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus
          label="Address"
          placeholder="Street, city, state or ZIP"
          error={failure !== null}
          helperText={failure ?? 'Start typing, then pick the matching address.'}
          slotProps={{
            input: {
              ...params.InputProps,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined fontSize="small" sx={{ color: 'text.secondary' }} />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
