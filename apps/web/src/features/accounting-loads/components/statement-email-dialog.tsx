import Typography from '@mui/material/Typography';
import { customerStatementSend, emailField, formatDate } from '@tms/domain';
import { z } from 'zod';
import { useNotify } from '../../../app/notifications/use-notify';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { useCustomer } from '../../customers/api/get-customer';
import { useSendCustomerStatement } from '../api/customer-statements';

/** Whose statement: the aging row's customer. */
export type StatementCustomer = { customerId: number; name: string };

/** The API's send schema; here an address is always asked for, the billing e-mail filled in. */
const emailForm = z.object({
  to: emailField('Enter the address to send the statement to'),
  message: customerStatementSend.shape.message,
});

/**
 * E-mails a customer's statement of account for the aging's day, to its billing e-mail unless
 * another address is typed, with an optional note above it.
 */
export function StatementEmailDialog({
  open,
  customer,
  asOf,
  today,
  onClose,
}: {
  open: boolean;
  customer: StatementCustomer | null;
  /** The aging's day; undefined is the company's today. */
  asOf: string | undefined;
  today: string;
  onClose: () => void;
}) {
  const notify = useNotify();
  const details = useCustomer(open && customer ? customer.customerId : null).data;
  const billing = details?.billing_email ?? '';
  const send = useSendCustomerStatement();
  const dialog = useDialogForm<z.input<typeof emailForm>, z.output<typeof emailForm>>({
    schema: emailForm,
    open,
    // The billing e-mail arrives after the dialog opens: the form starts again with it.
    record: `${customer?.customerId}:${billing}`,
    values: () => ({ to: billing, message: '' }),
    failureText: 'Failed to send the statement',
    onSubmit: async ({ to, message }) => {
      if (!customer) return;
      const sent = await send.mutateAsync({ customerId: customer.customerId, to, message, as_of: asOf });
      notify(`Statement sent to ${sent.to}`, 'success');
      onClose();
    },
  });
  const day = formatDate(asOf ?? today);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="E-mail statement"
      intro={
        <Typography variant="body2" color="text.secondary">
          {`The statement of ${customer?.name ?? 'the customer'}'s open invoices as of ${day} is sent as a PDF attachment.`}
        </Typography>
      }
      submitLabel="Send"
      busyLabel="Sending..."
      maxWidth="sm"
      dialog={dialog}
    >
      <FormTextField
        control={dialog.form.control}
        name="to"
        label="To"
        type="email"
        autoFocus
        hint={details && !details.billing_email ? 'This customer has no billing e-mail on file.' : undefined}
      />
      <FormTextField control={dialog.form.control} name="message" label="Message (optional)" multiline minRows={3} />
    </FormDialog>
  );
}
