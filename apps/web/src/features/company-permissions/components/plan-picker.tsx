import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PLANS, type PlanCode } from '@tms/domain';

interface PlanPickerProps {
  value: PlanCode | null;
  onChange: (plan: PlanCode | null) => void;
  disabled?: boolean;
}

const NO_PLAN = 'none';

export function PlanPicker({ value, onChange, disabled }: PlanPickerProps) {
  return (
    <TextField
      select
      size="small"
      label="Plan"
      value={value ?? NO_PLAN}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value === NO_PLAN ? null : (e.target.value as PlanCode))}
      fullWidth={false}
      sx={{ width: { xs: '100%', sm: 340 }, flexShrink: 0 }}
    >
      <MenuItem value={NO_PLAN}>
        <em>No plan (all features)</em>
      </MenuItem>
      {PLANS.map((plan) => (
        <MenuItem key={plan.code} value={plan.code}>
          {plan.plan} · {plan.fleetSize} · ${plan.monthlyPrice}/mo
        </MenuItem>
      ))}
    </TextField>
  );
}
