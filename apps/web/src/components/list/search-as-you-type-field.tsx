import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../use-debounced-value';

interface SearchAsYouTypeFieldProps {
  /** The search applied (from the address). */
  value: string;
  onSearch: (text: string) => void;
  label: string;
  placeholder?: string;
  /** How long typing must pause before searching. */
  debounceMs: number;
}

/** Searches as the user types, once typing pauses, so results follow without pressing Enter. */
export function SearchAsYouTypeField({ value, onSearch, label, placeholder, debounceMs }: SearchAsYouTypeFieldProps) {
  const [draft, setDraft] = useState(value);
  const settled = useDebouncedValue(draft.trim(), debounceMs);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new settled text is a new search
  useEffect(() => {
    if (settled !== value) onSearch(settled);
  }, [settled]);

  // The search changed elsewhere (back button, a cleared filter): the box follows it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to outside changes only
  useEffect(() => {
    if (value !== settled) setDraft(value);
  }, [value]);

  return (
    <TextField
      size="small"
      type="search"
      label={label}
      placeholder={placeholder}
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && draft) {
          e.preventDefault();
          setDraft('');
        }
      }}
      sx={{ flex: '1 1 300px', maxWidth: { md: 440 }, '& input::-webkit-search-cancel-button': { display: 'none' } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" sx={{ color: 'text.secondary' }} />
            </InputAdornment>
          ),
          endAdornment: draft ? (
            <InputAdornment position="end">
              <IconButton size="small" edge="end" aria-label="Clear search" onClick={() => setDraft('')}>
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
