import { type AccountingLoad, formatDate, formatUsd, loadPayment } from '@tms/domain';
import type { z } from 'zod';
import { useNotify } from '../../../app/notifications/use-notify';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { useToday } from '../../../components/today';
import { usePayment } from '../api/record-payment';

type PaymentInput = z.input<typeof loadPayment>;
type PaymentOutput = z.output<typeof loadPayment>;

/** Records the day the customer paid a load's invoice and the check or transfer reference. */
export function PaymentDialog({
  open,
  load,
  onClose,
}: {
  open: boolean;
  load: AccountingLoad | null;
  onClose: () => void;
}) {
  const notify = useNotify();
  const payment = usePayment();
  const today = useToday();
  const dialog = useDialogForm<PaymentInput, PaymentOutput>({
    schema: loadPayment,
    open,
    record: load,
    values: () => ({ paid_date: today, payment_reference: '' }),
    failureText: 'Failed to record the payment',
    onSubmit: async (values) => {
      if (!load) return;
      const answer = await payment.mutateAsync({ id: load.id, payment: values });
      notify(`${answer.message}: load ${load.load_number}`, 'success');
      onClose();
    },
  });
  const { control } = dialog.form;
  return (
    <FormDialog
      open={open}
      title="Record Payment"
      submitLabel="Record Payment"
      dialog={dialog}
      onClose={onClose}
      intro={
        load
          ? `Invoice ${load.invoice_number} for load ${load.load_number}, ${load.customer.name}: ${formatUsd(load.invoice_amount ?? load.billed_total)}, issued ${formatDate(load.invoice_date)}.`
          : undefined
      }
    >
      <FormTextField
        control={control}
        name="paid_date"
        label="Payment date"
        type="date"
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormTextField
        control={control}
        name="payment_reference"
        label="Reference"
        hint="Check number, ACH or wire reference"
      />
    </FormDialog>
  );
}
