import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

export type BillingPeriod = 'monthly' | 'yearly';

interface BillingPeriodToggleProps {
  value: BillingPeriod;
  onChange: (value: BillingPeriod) => void;
}

export function BillingPeriodToggle({ value, onChange }: BillingPeriodToggleProps) {
  return (
    <ToggleButtonGroup
      exclusive
      value={value}
      onChange={(_, next: BillingPeriod | null) => next && onChange(next)}
      aria-label="Billing period"
      sx={{
        p: 0.5,
        gap: 0.5,
        borderRadius: 99,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        '& .MuiToggleButton-root': {
          border: 0,
          borderRadius: '99px !important',
          px: 3,
          py: 0.9,
          fontWeight: 600,
          textTransform: 'none',
          color: 'text.secondary',
        },
        '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': {
          bgcolor: 'primary.dark',
          color: 'primary.contrastText',
        },
      }}
    >
      <ToggleButton value="monthly">Monthly</ToggleButton>
      <ToggleButton value="yearly">Yearly</ToggleButton>
    </ToggleButtonGroup>
  );
}
