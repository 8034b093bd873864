import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SearchField } from '../../../components/search-field';

interface CompaniesToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  activeOnly: boolean;
  onActiveOnlyChange: (activeOnly: boolean) => void;
  refreshing: boolean;
  onRefresh: () => void;
}

export function CompaniesToolbar({
  search,
  onSearch,
  activeOnly,
  onActiveOnlyChange,
  refreshing,
  onRefresh,
}: CompaniesToolbarProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: { xs: 1.5, sm: 2 },
        mb: 2,
      }}
    >
      <SearchField
        value={search}
        onSearch={onSearch}
        label="Search companies"
        placeholder="Name, alias, MC or DOT number"
        sx={{ flex: '1 1 320px', maxWidth: { md: 520 } }}
      />
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
