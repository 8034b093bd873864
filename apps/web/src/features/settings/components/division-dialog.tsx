import { type Division, divisionCreate } from '@tms/domain';
import type { z } from 'zod';
import { useNotify } from '../../../app/notifications/use-notify';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { useCreateDivision } from '../api/create-division';
import { useUpdateDivision } from '../api/update-division';

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
  const dialog = useDialogForm<DivisionFormInput, DivisionFormOutput>({
    schema: divisionCreate,
    open,
    record: division,
    values: () => valuesOf(division),
    failureText: division ? 'Failed to update division' : 'Failed to create division',
    mode: 'onChange',
    onSubmit: async (values) => {
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
    },
  });
  const { control } = dialog.form;

  return (
    <FormDialog
      open={open}
      title={division ? 'Edit Division' : 'Add Division'}
      submitLabel={division ? 'Update' : 'Create'}
      dialog={dialog}
      onClose={onClose}
    >
      <FormTextField
        control={control}
        name="name"
        label="Division name"
        required
        autoFocus
        hint="E.g. Reefer, Midwest, Dedicated"
      />
      <FormTextField control={control} name="code" label="Code" hint="A short code for reports, up to 20 characters" />
      <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
      {!division && <FormSwitch control={control} name="is_active" label="Active" />}
    </FormDialog>
  );
}
