import { formatDate, paymentDateBounds, paymentDateProblem, statementPay } from '@tms/domain';
import type { z } from 'zod';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useDialogForm } from '../../../components/form/use-dialog-form';

/** The API's payment schema with its date rule for this statement (decision 0121). */
const payForm = (periodStart: string, today: string) =>
  statementPay.pick({ payment_date: true, payment_reference: true }).superRefine((v, ctx) => {
    const problem = paymentDateProblem(v.payment_date, periodStart, today);
    if (problem) ctx.addIssue({ code: 'custom', path: ['payment_date'], message: problem });
  });
type PayInput = z.input<ReturnType<typeof payForm>>;
type PayOutput = z.output<ReturnType<typeof payForm>>;

interface Props {
  open: boolean;
  /** The statement's pay period start: the earliest payment date. */
  periodStart: string;
  /** The company's today (`useToday`): the latest payment date is 31 days after it. */
  today: string;
  onPay: (payment: PayOutput) => Promise<void>;
  onClose: () => void;
  onReloadLatest?: () => Promise<void>;
}

/**
 * Mark paid: the payment date and reference. The date picker offers the days the API takes
 * (decision 0121), and a date typed outside them gets the API's sentence before anything is sent.
 */
export function PayDialog({ open, periodStart, today, onPay, onClose, onReloadLatest }: Props) {
  const { min, max } = paymentDateBounds(periodStart, today);
  const dialog = useDialogForm<PayInput, PayOutput>({
    schema: payForm(periodStart, today),
    open,
    values: () => ({ payment_date: today < min ? min : today, payment_reference: '' }),
    failureText: 'Failed to mark the statement paid',
    onSubmit: async (payment) => {
      await onPay(payment);
      onClose();
    },
  });
  const { control } = dialog.form;
  return (
    <FormDialog
      open={open}
      title="Mark paid"
      submitLabel="Mark paid"
      maxWidth="xs"
      dialog={dialog}
      onClose={onClose}
      onReloadLatest={onReloadLatest}
    >
      <FormTextField
        control={control}
        name="payment_date"
        label="Payment date"
        type="date"
        autoFocus
        hint={`From the pay period's start, ${formatDate(min)}, to ${formatDate(max)}`}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max } }}
      />
      <FormTextField
        control={control}
        name="payment_reference"
        label="Payment reference"
        required
        hint="ACH trace, check number..."
      />
    </FormDialog>
  );
}
