import Button from '@mui/material/Button';
import { type Customer, customerForm } from '@tms/domain';
import { useEffect, useState } from 'react';
import { ApiError, serverDetail } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { FormDialog } from '../../../components/form/form-dialog';
import { useDialogForm } from '../../../components/form/use-dialog-form';
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
}

export function CustomerDialog({ open, customer, onClose, onSaved }: CustomerDialogProps) {
  const notify = useNotify();
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  // The version the edit started from; a newer one on the server means someone else saved.
  const [version, setVersion] = useState(customer?.version ?? 0);
  useEffect(() => {
    if (open) setVersion(customer?.version ?? 0);
  }, [open, customer]);

  const dialog = useDialogForm<CustomerFormInput, CustomerFormOutput>({
    schema: customerForm,
    open,
    record: customer,
    values: () => customerFormValues(customer),
    failureText: customer ? BROKER_UPDATE_FAILED : BROKER_CREATE_FAILED,
    mode: 'onChange',
    onSubmit: async (values) => {
      const saved = customer
        ? await update.mutateAsync({ id: customer.id, ...values, version })
        : await create.mutateAsync(values);
      notify(customer ? 'Broker updated successfully' : 'Broker created successfully', 'success');
      onSaved?.(saved);
      onClose();
    },
  });
  const stale = dialog.failure?.error instanceof ApiError && dialog.failure.error.status === 409 && customer !== null;

  // Loads what the other person saved; the user's unsaved changes give way to it.
  const reloadLatest = async () => {
    if (!customer) return;
    try {
      const latest = await getCustomer(customer.id);
      dialog.form.reset(customerFormValues(latest));
      setVersion(latest.version);
      dialog.setFailure(null);
    } catch (error) {
      dialog.setFailure({ message: serverDetail(error) ?? BROKER_UPDATE_FAILED, error });
    }
  };

  return (
    <FormDialog
      open={open}
      title={customer ? 'Edit Broker' : 'Add Broker'}
      submitLabel={customer ? 'Save Changes' : 'Add Broker'}
      dialog={dialog}
      onClose={onClose}
      maxWidth="md"
      failureAction={
        stale ? (
          <Button color="inherit" size="small" onClick={reloadLatest}>
            Reload latest
          </Button>
        ) : undefined
      }
    >
      <CustomerFormFields form={dialog.form} customerId={customer?.id ?? null} />
    </FormDialog>
  );
}
