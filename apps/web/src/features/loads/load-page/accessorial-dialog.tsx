import {
  ACCESSORIAL_KIND_LABELS,
  ACCESSORIAL_KINDS,
  ACCESSORIAL_MESSAGES,
  type Accessorial,
  accessorialCreate,
} from '@tms/domain';
import type { z } from 'zod';
import { useNotify } from '../../../app/notifications/use-notify';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { labelled } from '../../../components/form/select-field';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { useSaveAccessorial } from '../api/accessorial-calls';

type AccessorialInput = z.input<typeof accessorialCreate>;
type AccessorialOutput = z.output<typeof accessorialCreate>;

interface AccessorialDialogProps {
  loadId: number;
  open: boolean;
  /** The accessorial being edited; null when adding one. */
  accessorial: Accessorial | null;
  onClose: () => void;
}

const KIND_OPTIONS = labelled(ACCESSORIAL_KINDS, ACCESSORIAL_KIND_LABELS);

const valuesOf = (a: Accessorial | null): AccessorialInput => ({
  kind: a?.kind ?? 'detention',
  description: a?.description ?? '',
  amount: a?.amount ?? '',
  billed_to_customer: a?.billed_to_customer ?? true,
  paid_to_driver: a?.paid_to_driver ?? false,
});

/** Adds or edits one accessorial of a load (decision 0198), with the schema the API checks it with. */
export function AccessorialDialog({ loadId, open, accessorial, onClose }: AccessorialDialogProps) {
  const notify = useNotify();
  const save = useSaveAccessorial(loadId);
  const dialog = useDialogForm<AccessorialInput, AccessorialOutput>({
    schema: accessorialCreate,
    open,
    record: accessorial,
    values: () => valuesOf(accessorial),
    failureText: accessorial ? 'Failed to update the accessorial' : 'Failed to add the accessorial',
    mode: 'onChange',
    onSubmit: async (values) => {
      if (accessorial) {
        await save.update.mutateAsync({ id: accessorial.id, ...values });
        notify(ACCESSORIAL_MESSAGES.updated, 'success');
      } else {
        await save.create.mutateAsync(values);
        notify(ACCESSORIAL_MESSAGES.added, 'success');
      }
      onClose();
    },
  });
  const { control } = dialog.form;

  return (
    <FormDialog
      open={open}
      title={accessorial ? 'Edit Accessorial' : 'Add Accessorial'}
      submitLabel={accessorial ? 'Update' : 'Add'}
      dialog={dialog}
      onClose={onClose}
    >
      <FormTextField control={control} name="kind" label="Kind" options={KIND_OPTIONS} required />
      <FormTextField
        control={control}
        name="amount"
        label="Amount"
        required
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        hint="In dollars, up to 2 decimals"
      />
      <FormTextField control={control} name="description" label="Description" hint="E.g. 3 h at the receiver" />
      <FormSwitch control={control} name="billed_to_customer" label="Billed to the customer (on the invoice)" />
      <FormSwitch control={control} name="paid_to_driver" label="Paid to the driver (on the statement)" />
    </FormDialog>
  );
}
