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

/** The width of a search in a list's filter bar: it takes the room left, up to a readable length. */
export const FILTER_BAR_SEARCH_SX = { flex: '1 1 300px', maxWidth: { md: 440 } };

/** Searches as the user types, once typing pauses, so results follow without pressing Enter. */
export function SearchAsYouTypeField({ value, onSearch, debounceMs, ...box }: SearchAsYouTypeFieldProps) {
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
    <SearchBox {...box} value={draft} onChange={setDraft} onClear={() => setDraft('')} sx={FILTER_BAR_SEARCH_SX} />
  );
}
