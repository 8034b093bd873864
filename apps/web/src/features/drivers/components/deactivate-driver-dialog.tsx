import Alert from '@mui/material/Alert';
import { DRIVER_MESSAGES } from '@tms/domain';
import { useEffect, useState } from 'react';
import { errorText } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSetDriverActive } from '../api/set-driver-active';

type Unit = { unit_number: string } | null;

export interface DriverToDeactivate {
  id: number;
  name: string;
  current_truck?: Unit;
  current_trailer?: Unit;
}

interface DeactivateDriverDialogProps {
  /** The driver to deactivate; null keeps the dialog closed. */
  driver: DriverToDeactivate | null;
  onClose: () => void;
}

/** "truck 101 and trailer T-5": what a driver still runs, or null when nothing. */
function equipmentOf(d: DriverToDeactivate | null): string | null {
  const units = [
    d?.current_truck && `truck ${d.current_truck.unit_number}`,
    d?.current_trailer && `trailer ${d.current_trailer.unit_number}`,
  ].filter(Boolean);
  return units.length ? units.join(' and ') : null;
}

/**
 * Asks before deactivating a driver. A driver known to run equipment is told at once, with the
 * button disabled; a refusal the list did not foresee stays in the dialog with the server's words.
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

  const equipment = equipmentOf(driver);
  return (
    <ConfirmDialog
      open={driver !== null}
      title="Deactivate driver?"
      message={`${driver?.name ?? ''} can no longer be assigned equipment. You can activate the driver again at any time.`}
      confirmLabel="Deactivate"
      busyLabel="Deactivating..."
      destructive
      busy={mutation.isPending}
      confirmDisabled={equipment !== null}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {equipment && !refusal && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {`${driver?.name} still runs ${equipment}. ${DRIVER_MESSAGES.assignedCannotDeactivate}.`}
        </Alert>
      )}
      {refusal && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {refusal}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
