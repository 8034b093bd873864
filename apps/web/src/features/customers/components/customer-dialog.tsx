import { zodResolver } from '@hookform/resolvers/zod';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type Customer, customerForm } from '@tms/domain';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, serverDetail } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
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

type Failure = { message: string; stale: boolean } | null;

export function CustomerDialog({ open, customer, onClose, onSaved }: CustomerDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const notify = useNotify();
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const [failure, setFailure] = useState<Failure>(null);
  // The version the edit started from; a newer one on the server means someone else saved.
  const [version, setVersion] = useState(customer?.version ?? 0);
  const form = useForm<CustomerFormInput, unknown, CustomerFormOutput>({
    resolver: zodResolver(customerForm),
    defaultValues: customerFormValues(customer),
    mode: 'onChange',
  });
  const busy = form.formState.isSubmitting;

  useEffect(() => {
    if (!open) return;
    form.reset(customerFormValues(customer));
    setVersion(customer?.version ?? 0);
    setFailure(null);
  }, [open, customer, form]);

  const save = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = customer
        ? await update.mutateAsync({ id: customer.id, ...values, version })
        : await create.mutateAsync(values);
      notify(customer ? 'Broker updated successfully' : 'Broker created successfully', 'success');
      onSaved?.(saved);
      onClose();
    } catch (error) {
      const stale = error instanceof ApiError && error.status === 409 && customer !== null;
      setFailure({
        message: serverDetail(error) ?? (customer ? BROKER_UPDATE_FAILED : BROKER_CREATE_FAILED),
        stale,
      });
    }
  });

  // Loads what the other person saved; the user's unsaved changes give way to it.
  const reloadLatest = async () => {
    if (!customer) return;
    try {
      const latest = await getCustomer(customer.id);
      form.reset(customerFormValues(latest));
      setVersion(latest.version);
      setFailure(null);
    } catch (error) {
      setFailure({ message: serverDetail(error) ?? BROKER_UPDATE_FAILED, stale: false });
    }
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby={titleId}
    >
      <Box component="form" noValidate onSubmit={save} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId} sx={{ pr: 7 }}>
          {customer ? 'Edit Broker' : 'Add Broker'}
        </DialogTitle>
        <IconButton
          aria-label="Close"
          onClick={onClose}
          disabled={busy}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseOutlined />
        </IconButton>
        <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 3, py: 3 }}>
          {failure && (
            <Alert
              severity="error"
              action={
                failure.stale ? (
                  <Button color="inherit" size="small" onClick={reloadLatest}>
                    Reload latest
                  </Button>
                ) : undefined
              }
            >
              {failure.message}
            </Alert>
          )}
          <CustomerFormFields form={form} customerId={customer?.id ?? null} />
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={busy} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={busy} loadingPosition="start">
            {busy ? 'Saving...' : customer ? 'Save Changes' : 'Add Broker'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
