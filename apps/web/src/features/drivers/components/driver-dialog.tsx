import { type Driver, driverForm } from '@tms/domain';
import { useNotify } from '../../../app/notifications/use-notify';
import { FormDialog } from '../../../components/form/form-dialog';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { reloadRecord, useEditVersion } from '../../../components/form/use-edit-version';
import { getDriver } from '../api/get-driver';
import { useSaveDriver } from '../api/save-driver';
import { DriverFormFields } from './driver-form-fields';
import { type DriverFormInput, type DriverFormOutput, driverFormValues } from './driver-form-values';

export const DRIVER_CREATE_FAILED = 'Failed to create driver. Please try again.';
export const DRIVER_UPDATE_FAILED = 'Failed to update driver. Please try again.';

interface DriverDialogProps {
  open: boolean;
  /** The driver being edited; null adds a new one. */
  driver: Driver | null;
  onClose: () => void;
  onSaved?: (driver: Driver) => void;
}

export function DriverDialog({ open, driver, onClose, onSaved }: DriverDialogProps) {
  const notify = useNotify();
  const save = useSaveDriver();
  const edit = useEditVersion(open, driver);

  const dialog = useDialogForm<DriverFormInput, DriverFormOutput>({
    schema: driverForm,
    open,
    record: driver,
    values: () => driverFormValues(driver),
    failureText: driver ? DRIVER_UPDATE_FAILED : DRIVER_CREATE_FAILED,
    onSubmit: async (values) => {
      // Activation has its own actions; an edit without a new SSN keeps the one on file.
      const { is_active: _active, ssn, ...changes } = values;
      const saved = driver
        ? await save.mutateAsync({
            id: driver.id,
            body: { ...changes, ...(ssn ? { ssn } : {}), version: edit.version },
          })
        : await save.mutateAsync({ id: null, body: values });
      notify(driver ? 'Driver updated successfully' : 'Driver created successfully', 'success');
      onSaved?.(saved);
      onClose();
    },
  });
  return (
    <FormDialog
      open={open}
      title={driver ? 'Edit Driver' : 'Add Driver'}
      submitLabel={driver ? 'Save Changes' : 'Add Driver'}
      dialog={dialog}
      onClose={onClose}
      maxWidth="md"
      onReloadLatest={reloadRecord({ dialog, record: driver, edit, fetchLatest: getDriver, values: driverFormValues })}
    >
      <DriverFormFields form={dialog.form} ssnLast4={driver?.ssn_last4 ?? null} />
    </FormDialog>
  );
}
