import { useEffect, useState } from 'react';
import { SearchBox } from '../search-field';
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
    <SearchBox
      label={label}
      placeholder={placeholder}
      value={draft}
      onChange={setDraft}
      onClear={() => setDraft('')}
      sx={{ flex: '1 1 300px', maxWidth: { md: 440 } }}
    />
  );
}
