import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { SelectField } from '../../../components/form/select-field';
import { ListFilters } from '../../../components/list/list-filters';
import type { ListParams } from '../../../components/list/use-list-params';
import { useDistinctFuelItems } from '../api/fuel-items';
import type { FuelTransactionFilters } from '../api/fuel-transaction-keys';

/** The URL parameters of the list's filters: the API's own names (spec 2 section 7). */
export const FILTER_KEYS = [
  'date_from',
  'date_to',
  'card_number_short',
  'truck_unit_number',
  'purchased_item',
  'source_type',
  'location_city',
  'location_state',
  'import_batch_id',
  'min_amount',
  'max_amount',
  'unmatched',
] as const satisfies readonly (keyof FuelTransactionFilters)[];

/** The filters as the URL holds them ("unmatched=1" is the switch). */
export function filtersOf(list: ListParams): FuelTransactionFilters {
  const filters: FuelTransactionFilters = {};
  for (const key of FILTER_KEYS) {
    if (key === 'unmatched') {
      if (list.flag(key)) filters.unmatched = 'true';
      continue;
    }
    const value = list.get(key);
    if (value) filters[key] = value;
  }
  return filters;
}

interface FuelTransactionFiltersBarProps {
  list: ListParams;
  filters: FuelTransactionFilters;
  refresh: { onRefresh: () => void; refreshing: boolean };
}

export function FuelTransactionFiltersBar({ list, filters, refresh }: FuelTransactionFiltersBarProps) {
  const items = useDistinctFuelItems().data ?? [];
  const set = (key: keyof FuelTransactionFilters) => (value: string) =>
    list.patch({ [key]: value.trim() || null }, { resetPage: true });
  const any = FILTER_KEYS.some((key) => filters[key]);
  return (
    <>
      <ListFilters list={list} switches={[{ key: 'unmatched', label: 'Unmatched only' }]} refresh={refresh}>
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            flex: '1 1 100%',
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(3, minmax(0, 1fr))',
              lg: 'repeat(6, minmax(0, 1fr))',
            },
          }}
        >
          <CommitField label="From" type="date" value={filters.date_from} onCommit={set('date_from')} />
          <CommitField label="To" type="date" value={filters.date_to} onCommit={set('date_to')} />
          <CommitField
            label="Card (5 digits)"
            value={filters.card_number_short}
            onCommit={set('card_number_short')}
            inputMode="numeric"
          />
          <CommitField label="Truck" value={filters.truck_unit_number} onCommit={set('truck_unit_number')} />
          <SelectField
            label="Item"
            value={filters.purchased_item ?? ''}
            onChange={set('purchased_item')}
            options={[
              { value: '', label: 'All items' },
              // An item given in the address but no longer among the company's stays selectable.
              ...[...new Set([...items, ...(filters.purchased_item ? [filters.purchased_item] : [])])].map((item) => ({
                value: item,
                label: item,
              })),
            ]}
          />
          <SelectField
            label="Source"
            value={filters.source_type ?? ''}
            onChange={set('source_type')}
            options={[
              { value: '', label: 'Any source' },
              { value: 'import', label: 'Imported' },
              { value: 'manual', label: 'Entered by hand' },
            ]}
          />
          <CommitField label="City" value={filters.location_city} onCommit={set('location_city')} />
          <CommitField label="State" value={filters.location_state} onCommit={set('location_state')} />
          <CommitField label="Min amount" value={filters.min_amount} onCommit={set('min_amount')} inputMode="decimal" />
          <CommitField label="Max amount" value={filters.max_amount} onCommit={set('max_amount')} inputMode="decimal" />
        </Box>
      </ListFilters>
      {(any || filters.import_batch_id) && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: -0.5, mb: 2 }}>
          {filters.import_batch_id && (
            <Chip
              label={`Import batch #${filters.import_batch_id}`}
              onDelete={() => set('import_batch_id')('')}
              color="primary"
              variant="outlined"
            />
          )}
          {any && (
            <Button size="small" onClick={() => list.clearFilters(FILTER_KEYS)}>
              Clear filters
            </Button>
          )}
        </Box>
      )}
    </>
  );
}

interface CommitFieldProps {
  label: string;
  value: string | undefined;
  onCommit: (value: string) => void;
  type?: 'text' | 'date';
  inputMode?: 'numeric' | 'decimal';
}

/** A filter box that applies its value on Enter or when it loses focus, not on every key. */
function CommitField({ label, value = '', onCommit, type = 'text', inputMode }: CommitFieldProps) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    if (draft.trim() !== value) onCommit(draft);
  };
  return (
    <TextField
      size="small"
      label={label}
      type={type}
      value={draft}
      onChange={(e) => {
        setDraft(e.target.value);
        // A date picker's choice is final; typed text waits for Enter or blur.
        if (type === 'date') onCommit(e.target.value);
      }}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
      slotProps={{ inputLabel: type === 'date' ? { shrink: true } : undefined, htmlInput: { inputMode } }}
    />
  );
}
