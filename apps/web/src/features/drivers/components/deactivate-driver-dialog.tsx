import Alert from '@mui/material/Alert';
import { useEffect, useState } from 'react';
import { errorText } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSetDriverActive } from '../api/set-driver-active';

interface DeactivateDriverDialogProps {
  /** The driver to deactivate; null keeps the dialog closed. */
  driver: { id: number; name: string } | null;
  onClose: () => void;
}

/**
 * Asks before deactivating a driver. A refusal (a driver still running equipment) stays in the
 * dialog with the server's words, so the user reads what to do first.
 */
export function DeactivateDriverDialog({ driver, onClose }: DeactivateDriverDialogProps) {
  const notify = useNotify();
  const mutation = useSetDriverActive();
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    if (driver) setRefusal(null);
  }, [driver]);

  const confirm = async () => {
    if (!driver) return;
    try {
      const answer = await mutation.mutateAsync({ id: driver.id, active: false });
      notify(answer.message, 'success');
      onClose();
    } catch (error) {
      setRefusal(errorText(error));
    }
  };

  return (
    <ConfirmDialog
      open={driver !== null}
      title="Deactivate driver?"
      message={`${driver?.name ?? ''} can no longer be assigned equipment. You can activate the driver again at any time.`}
      confirmLabel="Deactivate"
      busyLabel="Deactivating..."
      destructive
      busy={mutation.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {refusal && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {refusal}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
