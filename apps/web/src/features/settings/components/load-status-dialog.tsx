import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type LoadStatus, loadStatusCreate } from '@tms/domain';
import { useEffect, useState } from 'react';
import { Controller, type FieldError, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { serverDetail } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { textFieldProps } from '../../../components/text-field-props';
import { useCreateLoadStatus } from '../api/create-load-status';
import { useUpdateLoadStatus } from '../api/update-load-status';
import { ColorField } from './color-field';
import { SettingsFormDialog } from './settings-form-dialog';
import { StatusColorChip } from './status-color-chip';

type LoadStatusFormInput = z.input<typeof loadStatusCreate>;
type LoadStatusFormOutput = z.output<typeof loadStatusCreate>;

interface LoadStatusDialogProps {
  open: boolean;
  status: LoadStatus | null;
  onClose: () => void;
}

// A new status's order is left empty: the API puts it after the company's last status.
const valuesOf = (s: LoadStatus | null): LoadStatusFormInput => ({
  name: s?.name ?? '',
  color: s?.color ?? '#0ea5e9',
  description: s?.description ?? '',
  sort_order: s ? String(s.sort_order) : '',
  is_active: s?.is_active ?? true,
});

export function LoadStatusDialog({ open, status, onClose }: LoadStatusDialogProps) {
  const notify = useNotify();
  const create = useCreateLoadStatus();
  const update = useUpdateLoadStatus();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoadStatusFormInput, unknown, LoadStatusFormOutput>({
    resolver: zodResolver(loadStatusCreate),
    defaultValues: valuesOf(status),
    mode: 'onChange',
  });
  const { errors, isSubmitting } = form.formState;
  const [name, color] = useWatch({ control: form.control, name: ['name', 'color'] });

  useEffect(() => {
    if (open) {
      form.reset(valuesOf(status));
      setFailure(null);
    }
  }, [open, status, form]);

  const save = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (status) {
        await update.mutateAsync({ id: status.id, ...values });
        notify('Load status updated successfully', 'success');
      } else {
        await create.mutateAsync(values);
        notify('Load status created successfully', 'success');
      }
      onClose();
    } catch (error) {
      setFailure(serverDetail(error) ?? (status ? 'Failed to update load status' : 'Failed to create load status'));
    }
  });

  return (
    <SettingsFormDialog
      open={open}
      title={status ? 'Edit Load Status' : 'Add Load Status'}
      submitLabel={status ? 'Update' : 'Create'}
      busy={isSubmitting}
      failure={failure}
      onSubmit={save}
      onClose={onClose}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Typography variant="caption" color="text.secondary">
          Preview
        </Typography>
        <StatusColorChip name={name ?? ''} color={color ?? ''} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, gap: 2 }}>
        <TextField
          size="small"
          label="Status name"
          required
          autoFocus
          {...textFieldProps(form.register('name'), errors.name)}
        />
        <TextField
          size="small"
          label="Order"
          type="number"
          // Coercion makes the field's input type unknown, so react-hook-form types its error loosely.
          {...textFieldProps(
            form.register('sort_order'),
            errors.sort_order as FieldError | undefined,
            status ? 'Lower comes first' : 'Lower comes first; empty adds it last',
          )}
        />
      </Box>
      <Controller
        control={form.control}
        name="color"
        render={({ field, fieldState }) => (
          <ColorField
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <TextField
        size="small"
        label="Description"
        multiline
        minRows={2}
        {...textFieldProps(form.register('description'), errors.description, 'When a load is in this status')}
      />
      <Controller
        control={form.control}
        name="is_active"
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={field.value ?? true} onChange={(e) => field.onChange(e.target.checked)} />}
            label="Active — available when updating a load"
          />
        )}
      />
    </SettingsFormDialog>
  );
}
