import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { CompanyAutocomplete } from '../../../components/company-autocomplete';
import { SearchField } from '../../../components/search-field';

interface UsersToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  activeOnly: boolean;
  onActiveOnlyChange: (activeOnly: boolean) => void;
  /** Shown to platform administrators only. */
  companyFilter?: { value: number | null; onChange: (id: number | null) => void };
  refreshing: boolean;
  onRefresh: () => void;
}

export function UsersToolbar({
  search,
  onSearch,
  activeOnly,
  onActiveOnlyChange,
  companyFilter,
  refreshing,
  onRefresh,
}: UsersToolbarProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 1.5, sm: 2 }, mb: 2 }}>
      <SearchField
        value={search}
        onSearch={onSearch}
        label="Search users"
        placeholder="Name or email"
        sx={{ flex: '1 1 300px', maxWidth: { md: 440 } }}
      />
      {companyFilter && (
        <Box sx={{ flex: '1 1 240px', maxWidth: { md: 300 } }}>
          <CompanyAutocomplete
            value={companyFilter.value}
            onChange={(id) => companyFilter.onChange(id)}
            label="Company"
            placeholder="All companies"
          />
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: { md: 'auto' } }}>
        <FormControlLabel
          control={<Switch checked={activeOnly} onChange={(e) => onActiveOnlyChange(e.target.checked)} />}
          label="Active only"
          sx={{ mr: 1 }}
        />
        <Button variant="outlined" color="inherit" startIcon={<Refresh />} onClick={onRefresh} loading={refreshing}>
          Refresh
        </Button>
      </Box>
    </Box>
  );
}
