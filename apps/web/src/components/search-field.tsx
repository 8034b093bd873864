import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useState } from 'react';

export interface SearchFieldProps {
  /** The search that is currently applied (e.g. from the URL); the box shows it and follows it. */
  value: string;
  /** Called with the trimmed term on Enter, on the button, and with '' when cleared. */
  onSearch: (term: string) => void;
  label?: string;
  placeholder?: string;
  /** Text of the submit button; pass `null` to hide the button and rely on Enter. */
  buttonLabel?: string | null;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/**
 * A search box that only searches when asked (Enter or the button), so each keystroke does not
 * hit the server, with a clear button that resets the search at once.
 */
export function SearchField({ value, onSearch, buttonLabel = 'Search', sx, ...box }: SearchFieldProps) {
  const [draft, setDraft] = useState(value);

  useEffect(() => {
    setDraft(value);
  }, [value]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };

  const clear = () => {
    setDraft('');
    if (value !== '') onSearch('');
  };

  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1, minWidth: 0, ...sx }}>
      <SearchBox {...box} value={draft} onChange={setDraft} onClear={clear} sx={{ flex: 1, minWidth: 0 }} />
      {buttonLabel !== null && (
        <Button type="submit" variant="outlined" sx={{ flexShrink: 0 }}>
          {buttonLabel}
        </Button>
      )}
    </Box>
  );
}

export interface SearchBoxProps {
  value: string;
  onChange: (text: string) => void;
  /** The clear button and Escape. */
  onClear: () => void;
  label?: string;
  placeholder?: string;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/**
 * The text box of a search: a magnifier before the text, a clear button while there is text, and
 * Escape clears it too.
 */
export function SearchBox({
  value,
  onChange,
  onClear,
  label = 'Search',
  placeholder,
  size = 'small',
  sx,
}: SearchBoxProps) {
  return (
    <TextField
      size={size}
      type="search"
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && value) {
          e.preventDefault();
          onClear();
        }
      }}
      // The browser's own clear cross would duplicate ours.
      sx={[{ '& input::-webkit-search-cancel-button': { display: 'none' } }, ...(Array.isArray(sx) ? sx : [sx])]}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" sx={{ color: 'text.secondary' }} />
            </InputAdornment>
          ),
          endAdornment: value ? (
            <InputAdornment position="end">
              <IconButton size="small" edge="end" aria-label="Clear search" onClick={onClear}>
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
