import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../../components/use-debounced-value';

/** Spec 2 section 9: customer search waits 200 ms after the last key. */
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 200;

interface CustomerSearchFieldProps {
  /** The search applied (from the address). */
  value: string;
  onSearch: (text: string) => void;
}

/** Searches as the user types, once typing pauses, so results follow without pressing Enter. */
export function CustomerSearchField({ value, onSearch }: CustomerSearchFieldProps) {
  const [draft, setDraft] = useState(value);
  const settled = useDebouncedValue(draft.trim(), CUSTOMER_SEARCH_DEBOUNCE_MS);

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
      label="Search customers"
      placeholder="Name, MC number, e-mail or city"
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && draft) {
          e.preventDefault();
          setDraft('');
        }
      }}
      sx={{ flex: 1, minWidth: { sm: 280 }, '& input::-webkit-search-cancel-button': { display: 'none' } }}
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
