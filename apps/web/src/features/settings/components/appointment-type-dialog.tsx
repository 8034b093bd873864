import Box from '@mui/material/Box';
import { type AppointmentType, appointmentTypeCreate } from '@tms/domain';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useNotify } from '../../../app/notifications/use-notify';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { useCreateAppointmentType } from '../api/create-appointment-type';
import { useUpdateAppointmentType } from '../api/update-appointment-type';

type FormInput = z.input<typeof appointmentTypeCreate>;
type FormOutput = z.output<typeof appointmentTypeCreate>;

interface AppointmentTypeDialogProps {
  open: boolean;
  appointmentType: AppointmentType | null;
  onClose: () => void;
}

// New types start with time, a time range and active, as the API does (spec 2 section 5).
const valuesOf = (t: AppointmentType | null): FormInput => ({
  name: t?.name ?? '',
  description: t?.description ?? '',
  has_time: t?.has_time ?? true,
  has_time_range: t?.has_time_range ?? true,
  is_active: t?.is_active ?? true,
});

export function AppointmentTypeDialog({ open, appointmentType, onClose }: AppointmentTypeDialogProps) {
  const notify = useNotify();
  const create = useCreateAppointmentType();
  const update = useUpdateAppointmentType();
  const dialog = useDialogForm<FormInput, FormOutput>({
    schema: appointmentTypeCreate,
    open,
    record: appointmentType,
    values: () => valuesOf(appointmentType),
    failureText: appointmentType ? 'Failed to update appointment type' : 'Failed to create appointment type',
    mode: 'onChange',
    onSubmit: async (values) => {
      if (appointmentType) {
        await update.mutateAsync({ id: appointmentType.id, ...values });
        notify('Appointment type updated successfully', 'success');
      } else {
        await create.mutateAsync(values);
        notify('Appointment type created successfully', 'success');
      }
      onClose();
    },
  });
  const { control, setValue } = dialog.form;
  const hasTime = useWatch({ control, name: 'has_time' });

  return (
    <FormDialog
      open={open}
      title={appointmentType ? 'Edit Appointment Type' : 'Add Appointment Type'}
      submitLabel={appointmentType ? 'Update' : 'Create'}
      dialog={dialog}
      onClose={onClose}
    >
      <FormTextField
        control={control}
        name="name"
        label="Name"
        required
        autoFocus
        hint="E.g. Drop Trailer, Live Unload, Call Ahead"
      />
      <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <FormSwitch
          control={control}
          name="has_time"
          label="Requires time"
          hint="Stops of this type are scheduled at a time, not just a date."
          // A window needs a time to begin with.
          onChecked={(on) => !on && setValue('has_time_range', false)}
        />
        <FormSwitch
          control={control}
          name="has_time_range"
          label="Time range"
          hint="The facility gives a window (from – to) rather than one time."
          disabled={hasTime === false}
        />
        <FormSwitch
          control={control}
          name="is_active"
          label="Active"
          hint="Inactive types are kept but cannot be picked for new stops."
        />
      </Box>
    </FormDialog>
  );
}
