import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { PAY_TYPE_LABELS, PAY_TYPES } from '@tms/domain';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { labelled } from '../../../components/form/select-field';
import { useToday } from '../../../components/today';
import { FormSection } from '../../customers/components/form-section';
import type { DriverFormInput, DriverFormOutput } from './driver-form-values';

const RATE_HINT = {
  per_mile_loaded: 'Dollars per loaded mile, e.g. 0.65',
  per_mile_total: 'Dollars per mile driven, e.g. 0.55',
  percentage: 'Percent of the load rate, e.g. 25',
  flat_per_load: 'Dollars per load, e.g. 350',
} as const;

/** How the driver is paid; statements read the profile in force on the load's date. */
export function PayProfileFields({ form }: { form: UseFormReturn<DriverFormInput, unknown, DriverFormOutput> }) {
  const profile = useWatch({ control: form.control, name: 'pay_profile' });
  const on = profile !== null && profile !== undefined;
  const today = useToday();
  const toggle = (checked: boolean) =>
    form.setValue(
      'pay_profile',
      checked ? { pay_type: 'per_mile_loaded', rate: '', effective_date: today, deduct_def: false } : null,
      { shouldDirty: true },
    );
  return (
    <FormSection title="Pay profile">
      <FormControlLabel
        sx={{ gridColumn: { sm: '1 / -1' } }}
        control={<Switch checked={on} onChange={(_, checked) => toggle(checked)} />}
        label="Set how this driver is paid"
      />
      <Collapse in={on} unmountOnExit sx={{ gridColumn: { sm: '1 / -1' } }}>
        {on && (
          <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' }}>
            <FormTextField
              control={form.control}
              name="pay_profile.pay_type"
              label="Pay type"
              options={labelled(PAY_TYPES, PAY_TYPE_LABELS)}
            />
            <FormTextField
              control={form.control}
              name="pay_profile.rate"
              label="Rate"
              hint={RATE_HINT[profile.pay_type ?? 'per_mile_loaded']}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <FormTextField
              control={form.control}
              name="pay_profile.effective_date"
              label="Effective date"
              type="date"
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <FormSwitch
              control={form.control}
              name="pay_profile.deduct_def"
              label="Deduct DEF with fuel"
              hint="Owner operators: DEF bought on their cards is deducted on statements"
            />
          </div>
        )}
      </Collapse>
    </FormSection>
  );
}
