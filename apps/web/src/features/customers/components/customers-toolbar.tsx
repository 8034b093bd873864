import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { CustomerParams } from '../use-customer-params';
import { CustomerSearchField } from './customer-search-field';

interface CustomersToolbarProps {
  params: CustomerParams;
  onChange: (changes: Partial<CustomerParams>) => void;
}

export function CustomersToolbar({ params, onChange }: CustomersToolbarProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { sm: 'center' },
        gap: { xs: 1, sm: 2.5 },
        mb: 2,
      }}
    >
      <CustomerSearchField value={params.search} onSearch={(search) => onChange({ search })} />
      <Box sx={{ display: 'flex', columnGap: 2, flexWrap: 'wrap', '& .MuiFormControlLabel-root': { mr: 0 } }}>
        <FormControlLabel
          control={
            <Switch checked={params.warningOnly} onChange={(e) => onChange({ warningOnly: e.target.checked })} />
          }
          label="With warning only"
          slotProps={{ typography: { variant: 'body2' } }}
        />
        <FormControlLabel
          control={
            <Switch checked={params.showDeleted} onChange={(e) => onChange({ showDeleted: e.target.checked })} />
          }
          label="Show deleted"
          slotProps={{ typography: { variant: 'body2' } }}
        />
      </Box>
    </Box>
  );
}
