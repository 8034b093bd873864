import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { ReactNode } from 'react';
import { SearchField } from '../search-field';
import { type ListSelect, ListSelectFilter } from './list-select-filter';
import { FILTER_BAR_SEARCH_SX, SearchAsYouTypeField } from './search-as-you-type-field';
import type { ListParams } from './use-list-params';

/** A yes/no filter shown as a switch: `key` is its URL parameter; `active` is the shared active-only one. */
export interface ListSwitchFilter {
  key: string;
  label: string;
}

export interface ListFiltersProps {
  list: ListParams;
  /**
   * The search box; omit for lists without search. It searches on Enter, or as the user types
   * once typing pauses for `debounceMs` (when the spec asks for it).
   */
  search?: { label: string; placeholder?: string; debounceMs?: number };
  /** Switches bound to URL flags; the key `active` drives `list.activeOnly`. */
  switches?: readonly ListSwitchFilter[];
  /** Selects bound to URL parameters, after the search. */
  selects?: readonly ListSelect[];
  /** How wide the selects are at the least. */
  selectMinWidth?: number;
  /** Other filters (a company picker, a date range) placed after the search and the selects. */
  children?: ReactNode;
  /** A Refresh button, with its spinner while the list is fetched again. */
  refresh?: { onRefresh: () => void; refreshing: boolean };
}

/** The one filter bar of a list: search, extra filters, switches and Refresh, wrapping on phones. */
export function ListFilters({
  list,
  search,
  selects = [],
  selectMinWidth = 150,
  switches = [],
  children,
  refresh,
}: ListFiltersProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 1.5, sm: 2 }, mb: 2 }}>
      {search?.debounceMs !== undefined && (
        <SearchAsYouTypeField
          value={list.search}
          onSearch={list.setSearch}
          label={search.label}
          placeholder={search.placeholder}
          debounceMs={search.debounceMs}
        />
      )}
      {search && search.debounceMs === undefined && (
        <SearchField
          value={list.search}
          onSearch={list.setSearch}
          label={search.label}
          placeholder={search.placeholder}
          sx={FILTER_BAR_SEARCH_SX}
        />
      )}
      {selects.map((select) => (
        <ListSelectFilter key={select.param} list={list} minWidth={selectMinWidth} {...select} />
      ))}
      {children}
      {(switches.length > 0 || refresh) && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            flexWrap: 'wrap',
            columnGap: 2,
            ml: { md: 'auto' },
            '& .MuiFormControlLabel-root': { mr: 0 },
          }}
        >
          {switches.map((s) => {
            const checked = s.key === 'active' ? list.activeOnly : list.flag(s.key);
            return (
              <FormControlLabel
                key={s.key}
                control={
                  <Switch
                    checked={checked}
                    onChange={(e) =>
                      s.key === 'active' ? list.setActiveOnly(e.target.checked) : list.setFlag(s.key, e.target.checked)
                    }
                  />
                }
                label={s.label}
                slotProps={{ typography: { variant: 'body2' } }}
              />
            );
          })}
          {refresh && (
            <Button
              variant="outlined"
              color="inherit"
              startIcon={<Refresh />}
              onClick={refresh.onRefresh}
              loading={refresh.refreshing}
            >
              Refresh
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
