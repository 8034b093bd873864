import { formatDate, paymentDateBounds, paymentDateProblem } from '@tms/domain';
import { FieldsDialog } from './fields-dialog';

interface Props {
  open: boolean;
  /** The statement's pay period start: the earliest payment date. */
  periodStart: string;
  /** The company's today (`useToday`): the latest payment date is 31 days after it. */
  today: string;
  onPay: (payment: { payment_date: string; payment_reference: string }) => Promise<void>;
  onClose: () => void;
  onReload?: () => Promise<void>;
}

/**
 * Mark paid: the payment date and reference. The date picker offers the days the API takes
 * (decision 0121), and a date typed outside them gets the API's sentence before anything is sent.
 */
export function PayDialog({ open, periodStart, today, onPay, onClose, onReload }: Props) {
  const { min, max } = paymentDateBounds(periodStart, today);
  return (
    <FieldsDialog
      open={open}
      title="Mark paid"
      fields={[
        {
          name: 'payment_date',
          label: 'Payment date',
          type: 'date',
          min,
          max,
          hint: `From the pay period's start, ${formatDate(min)}, to ${formatDate(max)}`,
        },
        { name: 'payment_reference', label: 'Payment reference', hint: 'ACH trace, check number...' },
      ]}
      initial={{ payment_date: today < min ? min : today, payment_reference: '' }}
      submitLabel="Mark paid"
      busyLabel="Saving..."
      check={(v) => (v.payment_date ? paymentDateProblem(v.payment_date, periodStart, today) : null)}
      onSubmit={(v) => onPay({ payment_date: v.payment_date ?? '', payment_reference: v.payment_reference ?? '' })}
      onClose={onClose}
      onReload={onReload}
    />
  );
}
