import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { type AppointmentType, appointmentTypeCreate } from '@tms/domain';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { serverDetail } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { textFieldProps } from '../../../components/text-field-props';
import { useCreateAppointmentType } from '../api/create-appointment-type';
import { useUpdateAppointmentType } from '../api/update-appointment-type';
import { SettingsFormDialog } from './settings-form-dialog';

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
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(appointmentTypeCreate),
    defaultValues: valuesOf(appointmentType),
    mode: 'onChange',
  });
  const { errors, isSubmitting } = form.formState;
  const hasTime = useWatch({ control: form.control, name: 'has_time' });

  useEffect(() => {
    if (open) {
      form.reset(valuesOf(appointmentType));
      setFailure(null);
    }
  }, [open, appointmentType, form]);

  const save = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (appointmentType) {
        await update.mutateAsync({ id: appointmentType.id, ...values });
        notify('Appointment type updated successfully', 'success');
      } else {
        await create.mutateAsync(values);
        notify('Appointment type created successfully', 'success');
      }
      onClose();
    } catch (error) {
      setFailure(
        serverDetail(error) ??
          (appointmentType ? 'Failed to update appointment type' : 'Failed to create appointment type'),
      );
    }
  });

  const toggle = (name: 'has_time' | 'has_time_range' | 'is_active', label: string, hint: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={field.value ?? true}
                disabled={name === 'has_time_range' && hasTime === false}
                onChange={(e) => {
                  field.onChange(e.target.checked);
                  // A window needs a time to begin with.
                  if (name === 'has_time' && !e.target.checked) form.setValue('has_time_range', false);
                }}
              />
            }
            label={label}
          />
          <FormHelperText sx={{ mt: -0.5, ml: 6 }}>{hint}</FormHelperText>
        </Box>
      )}
    />
  );

  return (
    <SettingsFormDialog
      open={open}
      title={appointmentType ? 'Edit Appointment Type' : 'Add Appointment Type'}
      submitLabel={appointmentType ? 'Update' : 'Create'}
      busy={isSubmitting}
      failure={failure}
      onSubmit={save}
      onClose={onClose}
    >
      <TextField
        size="small"
        label="Name"
        required
        autoFocus
        {...textFieldProps(form.register('name'), errors.name, 'E.g. Drop Trailer, Live Unload, Call Ahead')}
      />
      <TextField
        size="small"
        label="Description"
        multiline
        minRows={2}
        {...textFieldProps(form.register('description'), errors.description)}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {toggle('has_time', 'Requires time', 'Stops of this type are scheduled at a time, not just a date.')}
        {toggle('has_time_range', 'Time range', 'The facility gives a window (from – to) rather than one time.')}
        {toggle('is_active', 'Active', 'Inactive types are kept but cannot be picked for new stops.')}
      </Box>
    </SettingsFormDialog>
  );
}
