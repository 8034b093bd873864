import { useEffect, useState } from 'react';
import { useNotify } from '../../../app/notifications/use-notify';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { FormSection } from '../../customers/components/form-section';
import { DivisionField } from '../../drivers/components/division-field';
import type { UnitKind } from '../api/unit-keys';
import { type Unit, useSaveUnit } from '../api/units-api';
import { type UnitFormInput, type UnitFormOutput, unitFormSchema, unitFormValues } from './unit-form';
import { OWNERSHIP_OPTIONS, TRAILER_TYPE_OPTIONS, UNIT_STATUS_OPTIONS } from './unit-options';

interface UnitDialogProps {
  kind: UnitKind;
  open: boolean;
  unit: Unit | null;
  onClose: () => void;
}

const day = { type: 'date', slotProps: { inputLabel: { shrink: true } } } as const;

/** Adds or edits a truck or a trailer; the VIN is checked as typed (length, I/O/Q, check digit). */
export function UnitDialog({ kind, open, unit, onClose }: UnitDialogProps) {
  const notify = useNotify();
  const save = useSaveUnit(kind);
  const noun = kind === 'truck' ? 'Truck' : 'Trailer';
  const [version, setVersion] = useState(unit?.version ?? 0);
  useEffect(() => {
    if (open) setVersion(unit?.version ?? 0);
  }, [open, unit]);
  const dialog = useDialogForm<UnitFormInput, UnitFormOutput>({
    schema: unitFormSchema(kind),
    open,
    record: unit,
    values: () => unitFormValues(kind, unit),
    failureText: `Failed to save ${kind}. Please try again.`,
    mode: 'onChange',
    onSubmit: async (values) => {
      const { is_active: _active, ...changes } = values;
      await save.mutateAsync(unit ? { id: unit.id, body: { ...changes, version } } : { id: null, body: values });
      notify(`${noun} ${unit ? 'updated' : 'created'} successfully`, 'success');
      onClose();
    },
  });
  const { control } = dialog.form;
  return (
    <FormDialog
      open={open}
      title={unit ? `Edit ${noun}` : `Add ${noun}`}
      submitLabel={unit ? 'Save Changes' : `Add ${noun}`}
      dialog={dialog}
      onClose={onClose}
      maxWidth="md"
    >
      <FormSection title={noun}>
        <FormTextField control={control} name="unit_number" label="Unit number" required autoFocus />
        <FormTextField
          control={control}
          name="vin"
          label="VIN"
          hint="17 characters; letters I, O and Q are never used"
          slotProps={{ htmlInput: { maxLength: 17, style: { textTransform: 'uppercase' } } }}
        />
        <FormTextField control={control} name="make" label="Make" />
        <FormTextField control={control} name="model" label="Model" />
        <FormTextField control={control} name="year" label="Year" type="number" emptyAsNull />
        {kind === 'trailer' && (
          <FormTextField control={control} name="trailer_type" label="Trailer type" options={TRAILER_TYPE_OPTIONS} />
        )}
        <FormTextField control={control} name="plate_number" label="Plate number" />
        <FormTextField
          control={control}
          name="plate_state"
          label="Plate state"
          hint="US state or Canadian province, e.g. TX or ON"
        />
      </FormSection>
      <FormSection title="Ownership and status">
        <FormTextField control={control} name="ownership" label="Ownership" options={OWNERSHIP_OPTIONS} />
        <FormTextField control={control} name="status" label="Status" options={UNIT_STATUS_OPTIONS} />
        <DivisionField control={control} />
      </FormSection>
      <FormSection title="Papers">
        <FormTextField control={control} name="registration_expiry" label="Registration expiry" {...day} />
        <FormTextField control={control} name="inspection_expiry" label="Annual inspection expiry" {...day} />
        <FormTextField
          control={control}
          name="notes"
          label="Notes"
          multiline
          minRows={2}
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
      </FormSection>
    </FormDialog>
  );
}
