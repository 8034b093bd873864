import { type Customer, customerForm } from '@tms/domain';
import { useNotify } from '../../../app/notifications/use-notify';
import { FormDialog } from '../../../components/form/form-dialog';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { reloadRecord, useEditVersion } from '../../../components/form/use-edit-version';
import { useCreateCustomer } from '../api/create-customer';
import { getCustomer } from '../api/get-customer';
import { useUpdateCustomer } from '../api/update-customer';
import { CustomerFormFields } from './customer-form-fields';
import { type CustomerFormInput, type CustomerFormOutput, customerFormValues } from './customer-form-values';

export const BROKER_CREATE_FAILED = 'Failed to create broker. Please try again.';
export const BROKER_UPDATE_FAILED = 'Failed to update broker. Please try again.';

interface CustomerDialogProps {
  open: boolean;
  /** The broker being edited; null adds a new one. */
  customer: Customer | null;
  onClose: () => void;
  onSaved?: (customer: Customer) => void;
  /** Values a new broker starts with (e.g. read from a rate confirmation); ignored when editing. */
  prefill?: Partial<CustomerFormInput>;
}

export function CustomerDialog({ open, customer, onClose, onSaved, prefill }: CustomerDialogProps) {
  const notify = useNotify();
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const edit = useEditVersion(open, customer);

  const dialog = useDialogForm<CustomerFormInput, CustomerFormOutput>({
    schema: customerForm,
    open,
    record: customer,
    values: () => ({ ...customerFormValues(customer), ...(customer ? {} : prefill) }),
    failureText: customer ? BROKER_UPDATE_FAILED : BROKER_CREATE_FAILED,
    mode: 'onChange',
    onSubmit: async (values) => {
      const saved = customer
        ? await update.mutateAsync({ id: customer.id, ...values, version: edit.version })
        : await create.mutateAsync(values);
      notify(customer ? 'Broker updated successfully' : 'Broker created successfully', 'success');
      onSaved?.(saved);
      onClose();
    },
  });
  return (
    <FormDialog
      open={open}
      title={customer ? 'Edit Broker' : 'Add Broker'}
      submitLabel={customer ? 'Save Changes' : 'Add Broker'}
      dialog={dialog}
      onClose={onClose}
      maxWidth="md"
      onReloadLatest={reloadRecord({
        dialog,
        record: customer,
        edit,
        fetchLatest: getCustomer,
        values: customerFormValues,
      })}
    >
      <CustomerFormFields form={dialog.form} customerId={customer?.id ?? null} />
    </FormDialog>
  );
}
