import Box from '@mui/material/Box';
import {
  FACTORING_MESSAGES,
  type FactoringPayments,
  type FactoringPaymentsInput,
  type FactoringSubmission,
  factoringPayments,
  formatDate,
  formatUsd,
} from '@tms/domain';
import { useNotify } from '../../../app/notifications/use-notify';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { useToday } from '../../../components/today';
import { useRecordFactoringPayments } from '../api/factoring-submissions';

const dayField = { inputLabel: { shrink: true } } as const;
const amountField = { htmlInput: { inputMode: 'decimal' } } as const;

/**
 * The factoring company's advance and reserve on a schedule, each with the day it was paid; an
 * empty pair is not paid yet. The fee is what the total leaves after both.
 */
export function FactoringPaymentsDialog({
  open,
  submission: s,
  onClose,
}: {
  open: boolean;
  submission: FactoringSubmission | null;
  onClose: () => void;
}) {
  const notify = useNotify();
  const record = useRecordFactoringPayments();
  const today = useToday();
  const dialog = useDialogForm<FactoringPaymentsInput, FactoringPayments>({
    schema: factoringPayments,
    open,
    record: s,
    crossField: true,
    values: () => ({
      advance_amount: s?.advance_amount ?? '',
      advance_paid_on: s?.advance_paid_on ?? '',
      reserve_amount: s?.reserve_amount ?? '',
      reserve_paid_on: s?.reserve_paid_on ?? '',
    }),
    failureText: 'Failed to record the advance and reserve',
    onSubmit: async (payments) => {
      if (!s) return;
      await record.mutateAsync({ id: s.id, payments });
      notify(`${FACTORING_MESSAGES.paymentsSaved}: schedule ${s.number}`, 'success');
      onClose();
    },
  });
  const { control } = dialog.form;
  return (
    <FormDialog
      open={open}
      title="Record Advance and Reserve"
      submitLabel="Save"
      dialog={dialog}
      onClose={onClose}
      intro={
        s
          ? `Schedule ${s.number} to ${s.factor_name}, sent ${formatDate(s.submitted_at.slice(0, 10))}: ${s.loads.length} invoice${s.loads.length === 1 ? '' : 's'}, ${formatUsd(s.total)}. Leave a pair empty until it is paid.`
          : undefined
      }
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="advance_amount"
          label="Advance"
          hint="Paid when the schedule was bought"
          slotProps={amountField}
        />
        <FormTextField
          control={control}
          name="advance_paid_on"
          label="Advance paid on"
          type="date"
          slotProps={{ ...dayField, htmlInput: { max: today } }}
        />
        <FormTextField
          control={control}
          name="reserve_amount"
          label="Reserve"
          hint="Paid once the debtors paid"
          slotProps={amountField}
        />
        <FormTextField
          control={control}
          name="reserve_paid_on"
          label="Reserve paid on"
          type="date"
          slotProps={{ ...dayField, htmlInput: { max: today } }}
        />
      </Box>
    </FormDialog>
  );
}
