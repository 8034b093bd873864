import { type DriverEquipment, driverEquipmentUpdate } from '@tms/domain';
import { useMemo } from 'react';
import type { z } from 'zod';
import { useNotify } from '../../../app/notifications/use-notify';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormIdPicker } from '../../../components/form/form-id-picker';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { useAssignEquipment } from '../api/driver-equipment-mutations';
import { useAvailableUnits } from '../api/driver-equipment-queries';
import { unitOptions } from './unit-options';

const assignForm = driverEquipmentUpdate.pick({ truck_id: true, trailer_id: true });
type AssignFormInput = z.input<typeof assignForm>;

interface AssignEquipmentDialogProps {
  open: boolean;
  driverId: number;
  driverName: string;
  /** The driver's current assignment, or null. */
  current: DriverEquipment | null;
  onClose: () => void;
}

/** Picks the driver's truck and trailer among the free units; "None" unassigns that unit. */
export function AssignEquipmentDialog({ open, driverId, driverName, current, onClose }: AssignEquipmentDialogProps) {
  const notify = useNotify();
  const assign = useAssignEquipment();
  const trucks = useAvailableUnits('trucks', open);
  const trailers = useAvailableUnits('trailers', open);
  // The driver's own units stay choosable beside the free ones.
  const [truckId, truckNumber] = [current?.truck_id ?? null, current?.truck_unit_number ?? null];
  const [trailerId, trailerNumber] = [current?.trailer_id ?? null, current?.trailer_unit_number ?? null];
  const truckOptions = useMemo(
    () => unitOptions(trucks.data ?? [], truckId, truckNumber),
    [trucks.data, truckId, truckNumber],
  );
  const trailerOptions = useMemo(
    () => unitOptions(trailers.data ?? [], trailerId, trailerNumber),
    [trailers.data, trailerId, trailerNumber],
  );
  const dialog = useDialogForm<AssignFormInput, z.output<typeof assignForm>>({
    schema: assignForm,
    open,
    record: current,
    values: () => ({ truck_id: current?.truck_id ?? null, trailer_id: current?.trailer_id ?? null }),
    failureText: 'Failed to assign equipment. Please try again.',
    onSubmit: async (values) => {
      await assign.mutateAsync({ driverId, truckId: values.truck_id ?? null, trailerId: values.trailer_id ?? null });
      notify('Equipment assignment saved', 'success');
      onClose();
    },
  });

  return (
    <FormDialog
      open={open}
      title={current ? 'Change Equipment' : 'Assign Equipment'}
      submitLabel="Save Assignment"
      dialog={dialog}
      onClose={onClose}
      intro={`Choose the truck and trailer ${driverName} runs. Only active units that no other driver has are listed.`}
    >
      <FormIdPicker
        control={dialog.form.control}
        name="truck_id"
        label="Truck"
        loading={trucks.isLoading}
        options={truckOptions}
      />
      <FormIdPicker
        control={dialog.form.control}
        name="trailer_id"
        label="Trailer"
        loading={trailers.isLoading}
        options={trailerOptions}
      />
    </FormDialog>
  );
}
