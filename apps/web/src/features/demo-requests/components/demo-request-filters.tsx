import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { SearchField } from '../../../components/search-field';

interface DemoRequestFiltersProps {
  search: string;
  dateFrom: string;
  dateTo: string;
  onSearch: (search: string) => void;
  onDatesChange: (from: string, to: string) => void;
  /** Shown when any filter is applied. */
  onClear?: () => void;
}

/** Text search over name, e-mail and company, and the range of days the requests arrived in. */
export function DemoRequestFilters({
  search,
  dateFrom,
  dateTo,
  onSearch,
  onDatesChange,
  onClear,
}: DemoRequestFiltersProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        mb: 2.5,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(260px, 1fr) 170px 170px auto' },
      }}
    >
      <SearchField
        value={search}
        onSearch={onSearch}
        label="Search requests"
        placeholder="Name, e-mail or company"
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      />
      <TextField
        size="small"
        type="date"
        label="Received from"
        value={dateFrom}
        onChange={(e) => onDatesChange(e.target.value, dateTo)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: dateTo || undefined } }}
      />
      <TextField
        size="small"
        type="date"
        label="Received to"
        value={dateTo}
        onChange={(e) => onDatesChange(dateFrom, e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: dateFrom || undefined } }}
      />
      {onClear ? (
        <Button
          color="inherit"
          startIcon={<FilterAltOffOutlined />}
          onClick={onClear}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, justifySelf: { md: 'start' }, color: 'text.secondary' }}
        >
          Clear filters
        </Button>
      ) : (
        <Box sx={{ display: { xs: 'none', md: 'block' } }} />
      )}
    </Box>
  );
}
