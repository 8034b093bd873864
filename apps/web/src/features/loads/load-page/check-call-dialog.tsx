import { CHECK_CALL_REASON_LABELS, CHECK_CALL_REASONS } from '@tms/domain';
import { useWatch } from 'react-hook-form';
import { useNotify } from '../../../app/notifications/use-notify';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { labelled } from '../../../components/form/select-field';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { signedInZone } from '../../../components/today';
import { useAddCheckCall } from '../api/check-call-calls';
import { type CheckCallFormInput, checkCallForm, emptyCheckCall } from './check-call-form';

const REASONS = labelled(CHECK_CALL_REASONS, CHECK_CALL_REASON_LABELS);

/** "Add check call": where the truck is, its ETA to the next stop, why, and a note. */
export function CheckCallDialog({
  loadId,
  open,
  last,
  onClose,
}: {
  loadId: number;
  open: boolean;
  /** The newest call, whose place the form starts from. */
  last: { city: string | null; state: string | null } | null;
  onClose: () => void;
}) {
  const notify = useNotify();
  const add = useAddCheckCall();
  const zone = signedInZone();
  const dialog = useDialogForm<CheckCallFormInput, ReturnType<ReturnType<typeof checkCallForm>['parse']>>({
    schema: checkCallForm(zone),
    open,
    values: () => emptyCheckCall(last),
    failureText: 'Failed to add the check call',
    crossField: true,
    onSubmit: async (body) => {
      await add.mutateAsync({ loadId, body });
      notify('Check call added', 'success');
      onClose();
    },
  });
  const { control } = dialog.form;
  const byCoordinates = useWatch({ control, name: 'use_coordinates' });
  const reason = useWatch({ control, name: 'reason' });
  return (
    <FormDialog open={open} title="Add check call" submitLabel="Add" dialog={dialog} onClose={onClose}>
      <FormSwitch control={control} name="use_coordinates" label="Use coordinates" />
      {byCoordinates ? (
        <>
          <FormTextField control={control} name="latitude" label="Latitude" inputMode="decimal" required />
          <FormTextField control={control} name="longitude" label="Longitude" inputMode="decimal" required />
        </>
      ) : (
        <>
          <FormTextField control={control} name="city" label="City" required />
          <FormTextField control={control} name="state" label="State" hint="Two letters, such as TX" required />
        </>
      )}
      <FormTextField control={control} name="reason" label="Reason" options={REASONS} required />
      {reason === 'delayed' && (
        <FormTextField
          control={control}
          name="delay_cause"
          label="Delay cause"
          hint="Traffic, weather, shipper…"
          required
        />
      )}
      <FormTextField
        control={control}
        name="eta_day"
        label="ETA day (next stop)"
        type="date"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormTextField
        control={control}
        name="eta_time"
        label="ETA time"
        type="time"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormTextField control={control} name="note" label="Note" multiline minRows={2} />
    </FormDialog>
  );
}
