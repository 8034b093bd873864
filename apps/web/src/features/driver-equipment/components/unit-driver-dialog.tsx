import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import type { DriverListItem } from '@tms/domain';
import { useEffect, useState } from 'react';
import { errorText, serverDetail } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { activeDriversQuery } from '../../drivers/api/list-drivers';
import { useAssignEquipment } from '../api/driver-equipment-mutations';

interface UnitDriverDialogProps {
  open: boolean;
  kind: 'truck' | 'trailer';
  unit: { id: number; unit_number: string } | null;
  onClose: () => void;
}

/** Assigns a truck or a trailer to a driver from the unit's row; the driver's other unit stays. */
export function UnitDriverDialog({ open, kind, unit, onClose }: UnitDriverDialogProps) {
  const notify = useNotify();
  const assign = useAssignEquipment();
  const [driver, setDriver] = useState<DriverListItem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setDriver(null);
      setFailure(null);
    }
  }, [open]);
  const drivers = useQuery({
    ...activeDriversQuery,
    enabled: open,
  });

  const save = () => {
    if (!unit || !driver) {
      setFailure('Choose a driver');
      return;
    }
    assign.mutate(
      { driverId: driver.id, ...(kind === 'truck' ? { truckId: unit.id } : { trailerId: unit.id }) },
      {
        onSuccess: () => {
          notify(`${kind === 'truck' ? 'Truck' : 'Trailer'} ${unit.unit_number} assigned to ${driver.name}`, 'success');
          onClose();
        },
        onError: (error) => setFailure(serverDetail(error) ?? errorText(error)),
      },
    );
  };

  const current = (d: DriverListItem) => (kind === 'truck' ? d.current_truck : d.current_trailer);
  return (
    <ConfirmDialog
      open={open}
      title={`Assign ${kind === 'truck' ? 'Truck' : 'Trailer'} ${unit?.unit_number ?? ''}`}
      message={`Choose the driver who runs this ${kind}. A driver's current ${kind} is replaced and kept in the history.`}
      confirmLabel="Assign"
      busy={assign.isPending}
      onConfirm={save}
      onClose={onClose}
    >
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      <Autocomplete
        options={drivers.data?.drivers ?? []}
        loading={drivers.isLoading}
        value={driver}
        onChange={(_, d) => setDriver(d)}
        getOptionLabel={(d) => (current(d) ? `${d.name} (has ${current(d)?.unit_number})` : d.name)}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={(params) => (
          <TextField {...params} label="Driver" size="small" autoFocus error={Boolean(failure)} />
        )}
        sx={{ mt: 2 }}
      />
    </ConfirmDialog>
  );
}
