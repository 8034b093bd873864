import { type AvailableUnit, type DriverEquipment, driverEquipmentUpdate } from '@tms/domain';
import type { z } from 'zod';
import { useNotify } from '../../../app/notifications/use-notify';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormSelectField } from '../../../components/form/form-select-field';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { useAssignEquipment } from '../api/driver-equipment-mutations';
import { useAvailableUnits } from '../api/driver-equipment-queries';

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

const unitLabel = (u: AvailableUnit) =>
  [u.unit_number, [u.year, u.make, u.model].filter(Boolean).join(' ')].filter(Boolean).join(' · ');

/** Picks the driver's truck and trailer among the free units; "None" unassigns that unit. */
export function AssignEquipmentDialog({ open, driverId, driverName, current, onClose }: AssignEquipmentDialogProps) {
  const notify = useNotify();
  const assign = useAssignEquipment();
  const trucks = useAvailableUnits('trucks', open).data ?? [];
  const trailers = useAvailableUnits('trailers', open).data ?? [];
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

  // The driver's own units stay choosable beside the free ones.
  const options = (free: AvailableUnit[], ownId: number | null, ownNumber: string | null) => [
    { value: '', label: 'None' },
    ...(ownId && !free.some((u) => u.id === ownId) ? [{ value: String(ownId), label: `${ownNumber} (current)` }] : []),
    ...free.map((u) => ({ value: String(u.id), label: unitLabel(u) })),
  ];

  return (
    <FormDialog
      open={open}
      title={current ? 'Change Equipment' : 'Assign Equipment'}
      submitLabel="Save Assignment"
      dialog={dialog}
      onClose={onClose}
      intro={`Choose the truck and trailer ${driverName} runs. Only active units that no other driver has are listed.`}
    >
      {(['truck_id', 'trailer_id'] as const).map((name) => (
        <FormSelectField
          key={name}
          control={dialog.form.control}
          name={name}
          label={name === 'truck_id' ? 'Truck' : 'Trailer'}
          parse={Number}
          options={
            name === 'truck_id'
              ? options(trucks, current?.truck_id ?? null, current?.truck_unit_number ?? null)
              : options(trailers, current?.trailer_id ?? null, current?.trailer_unit_number ?? null)
          }
        />
      ))}
    </FormDialog>
  );
}
