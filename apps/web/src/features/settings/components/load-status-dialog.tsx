import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  FREE_STATUS_HINT,
  LOAD_STATUS_MEANING_HINTS,
  LOAD_STATUS_MEANING_LABELS,
  LOAD_STATUS_MEANINGS,
  LOAD_STATUS_STAGE_HINTS,
  LOAD_STATUS_STAGE_LABELS,
  LOAD_STATUS_STAGES,
  type LoadStatus,
  loadStatusCreate,
} from '@tms/domain';
import { Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useNotify } from '../../../app/notifications/use-notify';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { labelled } from '../../../components/form/select-field';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { useCreateLoadStatus } from '../api/create-load-status';
import { useUpdateLoadStatus } from '../api/update-load-status';
import { ColorField } from './color-field';
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
  meaning: s?.meaning ?? 'open',
  stage: s?.stage ?? null,
});

/** "None (free)" first: a status without a step takes any load. */
const STAGE_OPTIONS = [{ value: '', label: 'None (free)' }, ...labelled(LOAD_STATUS_STAGES, LOAD_STATUS_STAGE_LABELS)];

export function LoadStatusDialog({ open, status, onClose }: LoadStatusDialogProps) {
  const notify = useNotify();
  const create = useCreateLoadStatus();
  const update = useUpdateLoadStatus();
  const dialog = useDialogForm<LoadStatusFormInput, LoadStatusFormOutput>({
    schema: loadStatusCreate,
    open,
    record: status,
    values: () => valuesOf(status),
    failureText: status ? 'Failed to update load status' : 'Failed to create load status',
    mode: 'onChange',
    onSubmit: async (values) => {
      if (status) {
        await update.mutateAsync({ id: status.id, ...values });
        notify('Load status updated successfully', 'success');
      } else {
        await create.mutateAsync(values);
        notify('Load status created successfully', 'success');
      }
      onClose();
    },
  });
  const { control } = dialog.form;
  const [name, color, meaning, stage] = useWatch({ control, name: ['name', 'color', 'meaning', 'stage'] });

  return (
    <FormDialog
      open={open}
      title={status ? 'Edit Load Status' : 'Add Load Status'}
      submitLabel={status ? 'Update' : 'Create'}
      dialog={dialog}
      onClose={onClose}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Typography variant="caption" color="text.secondary">
          Preview
        </Typography>
        <StatusColorChip name={name ?? ''} color={color ?? ''} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, gap: 2 }}>
        <FormTextField control={control} name="name" label="Status name" required autoFocus />
        <FormTextField
          control={control}
          name="sort_order"
          label="Order"
          type="number"
          hint={status ? 'Lower comes first' : 'Lower comes first; empty adds it last'}
        />
      </Box>
      <Controller
        control={control}
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
      <FormTextField
        control={control}
        name="description"
        label="Description"
        multiline
        minRows={2}
        hint="When a load is in this status"
      />
      {/* What the status means, whatever its name: invoicing, dashboards and driver pay follow it. */}
      <FormSelectField
        control={control}
        name="meaning"
        label="Counts as"
        options={labelled(LOAD_STATUS_MEANINGS, LOAD_STATUS_MEANING_LABELS)}
        hint={LOAD_STATUS_MEANING_HINTS[meaning ?? 'open']}
      />
      {/* The workflow step guards moves into the status (decision 0196). */}
      <FormSelectField
        control={control}
        name="stage"
        label="Workflow step"
        options={STAGE_OPTIONS}
        hint={stage ? LOAD_STATUS_STAGE_HINTS[stage] : FREE_STATUS_HINT}
      />
      <FormSwitch control={control} name="is_active" label="Active — available when updating a load" />
    </FormDialog>
  );
}
