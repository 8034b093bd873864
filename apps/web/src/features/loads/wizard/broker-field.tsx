import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { lazyDialog } from '../../../components/lazy-dialog';
import type { CustomerPick } from '../../customers/api/search-customers';
import { CustomerPicker } from '../../customers/components/customer-picker';
import { type BasicInfoForm, editBasicInfo } from './basic-info-rules';

const CustomerDialog = lazyDialog(
  () => import('../../customers/components/customer-dialog').then((m) => m.CustomerDialog),
  (p) => p.open,
);

type ChosenBroker = Pick<CustomerPick, 'id' | 'name' | 'has_warning' | 'warning_note'>;

/** The load's customer: picked from the list, or added here and then chosen. */
export function BrokerField({ form, disabled }: { form: BasicInfoForm; disabled?: boolean }) {
  const [adding, setAdding] = useState(false);
  const { control } = form;
  const [id, name, warning] = useWatch({ control, name: ['broker_id', 'broker_name', 'broker_warning'] });
  const error = useFormState({ control, name: 'broker_id' }).errors.broker_id?.message;
  const choose = (c: ChosenBroker | null) =>
    editBasicInfo(form, {
      ...form.getValues(),
      broker_id: c?.id ?? null,
      broker_name: c?.name ?? '',
      broker_warning: c?.has_warning ? (c.warning_note ?? '') : null,
    });
  const value: CustomerPick | null = id
    ? {
        id,
        name,
        mc_number: null,
        city: null,
        state: null,
        has_warning: warning != null,
        warning_note: warning || null,
      }
    : null;

  return (
    <>
      {/* On phones the button goes under the field, which keeps the whole width for the name. */}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) auto' },
          gap: 1,
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <CustomerPicker
            label="Customer / Broker"
            required
            value={value}
            onChange={choose}
            error={!!error}
            helperText={error}
            disabled={disabled}
          />
        </Box>
        <Button
          variant="outlined"
          startIcon={<PersonAddAltOutlined />}
          onClick={() => setAdding(true)}
          disabled={disabled}
          sx={{ whiteSpace: 'nowrap', height: 40, justifySelf: 'start' }}
        >
          Add New Broker
        </Button>
      </Box>
      <CustomerDialog open={adding} customer={null} onClose={() => setAdding(false)} onSaved={choose} />
    </>
  );
}
