import { zodResolver } from '@hookform/resolvers/zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { type Division, divisionCreate } from '@tms/domain';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { serverDetail } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { textFieldProps } from '../../../components/text-field-props';
import { useCreateDivision } from '../api/create-division';
import { useUpdateDivision } from '../api/update-division';
import { SettingsFormDialog } from './settings-form-dialog';

type DivisionFormInput = z.input<typeof divisionCreate>;
type DivisionFormOutput = z.output<typeof divisionCreate>;

interface DivisionDialogProps {
  open: boolean;
  /** The division being edited; absent when adding one. */
  division: Division | null;
  onClose: () => void;
}

const valuesOf = (d: Division | null): DivisionFormInput => ({
  name: d?.name ?? '',
  code: d?.code ?? '',
  description: d?.description ?? '',
  is_active: d?.is_active ?? true,
});

export function DivisionDialog({ open, division, onClose }: DivisionDialogProps) {
  const notify = useNotify();
  const create = useCreateDivision();
  const update = useUpdateDivision();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<DivisionFormInput, unknown, DivisionFormOutput>({
    resolver: zodResolver(divisionCreate),
    defaultValues: valuesOf(division),
    mode: 'onChange',
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (open) {
      form.reset(valuesOf(division));
      setFailure(null);
    }
  }, [open, division, form]);

  const save = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (division) {
        // Activation has its own row action; the form keeps the status as it is.
        const { is_active: _, ...changes } = values;
        await update.mutateAsync({ id: division.id, ...changes });
        notify('Division updated successfully', 'success');
      } else {
        await create.mutateAsync(values);
        notify('Division created successfully', 'success');
      }
      onClose();
    } catch (error) {
      setFailure(serverDetail(error) ?? (division ? 'Failed to update division' : 'Failed to create division'));
    }
  });

  return (
    <SettingsFormDialog
      open={open}
      title={division ? 'Edit Division' : 'Add Division'}
      submitLabel={division ? 'Update' : 'Create'}
      busy={isSubmitting}
      failure={failure}
      onSubmit={save}
      onClose={onClose}
    >
      <TextField
        size="small"
        label="Division name"
        required
        autoFocus
        {...textFieldProps(form.register('name'), errors.name, 'E.g. Reefer, Midwest, Dedicated')}
      />
      <TextField
        size="small"
        label="Code"
        {...textFieldProps(form.register('code'), errors.code, 'A short code for reports, up to 20 characters')}
      />
      <TextField
        size="small"
        label="Description"
        multiline
        minRows={2}
        {...textFieldProps(form.register('description'), errors.description)}
      />
      {!division && (
        <Controller
          control={form.control}
          name="is_active"
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={field.value ?? true} onChange={(e) => field.onChange(e.target.checked)} />}
              label="Active"
            />
          )}
        />
      )}
    </SettingsFormDialog>
  );
}
