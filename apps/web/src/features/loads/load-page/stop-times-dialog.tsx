import { instantAt, type LoadEvent, STOP_TIME_MESSAGES, stopTimesProblem, timeOfDayIn } from '@tms/domain';
import { z } from 'zod';
import { useNotify } from '../../../app/notifications/use-notify';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { useSetStopTimes } from '../api/load-page-calls';
import { stopName } from './stop-facts';
import { zoneOfStopEvent } from './stop-times-text';

type TimesForm = { arrived_day: string; arrived_time: string; departed_day: string; departed_time: string };

/** Day and time boxes in the stop's zone, turned into the call's instants; the departure checked against the arrival. */
function timesForm(zone: string) {
  const instant = (day: string, time: string) => (day && time ? instantAt(day, time, zone) : null);
  return z
    .object({ arrived_day: z.string(), arrived_time: z.string(), departed_day: z.string(), departed_time: z.string() })
    .transform((v, ctx) => {
      const out = {
        arrived_at: instant(v.arrived_day, v.arrived_time),
        departed_at: instant(v.departed_day, v.departed_time),
      };
      if ((v.arrived_day === '') !== (v.arrived_time === ''))
        ctx.addIssue({ code: 'custom', path: ['arrived_time'], message: STOP_TIME_MESSAGES.timeInvalid });
      if ((v.departed_day === '') !== (v.departed_time === ''))
        ctx.addIssue({ code: 'custom', path: ['departed_time'], message: STOP_TIME_MESSAGES.timeInvalid });
      const problem = stopTimesProblem(out.arrived_at, out.departed_at);
      if (problem) ctx.addIssue({ code: 'custom', path: ['departed_time'], message: problem });
      return out;
    });
}

const fieldsOf = (value: string | null, zone: string) =>
  value
    ? { day: new Date(value).toLocaleDateString('en-CA', { timeZone: zone }), time: timeOfDayIn(value, zone) }
    : { day: '', time: '' };

/** "Arrival and departure": when the truck got to the stop and left it, in the stop's local time. */
export function StopTimesDialog({
  loadId,
  stop,
  onClose,
}: {
  loadId: number;
  stop: LoadEvent | null;
  onClose: () => void;
}) {
  const notify = useNotify();
  const save = useSetStopTimes();
  const zone = stop ? zoneOfStopEvent(stop) : 'UTC';
  const dialog = useDialogForm<TimesForm, { arrived_at: string | null; departed_at: string | null }>({
    schema: timesForm(zone),
    open: stop !== null,
    record: stop,
    values: () => {
      const a = fieldsOf(stop?.arrived_at ?? null, zone);
      const d = fieldsOf(stop?.departed_at ?? null, zone);
      return { arrived_day: a.day, arrived_time: a.time, departed_day: d.day, departed_time: d.time };
    },
    failureText: 'Failed to save the times',
    crossField: true,
    onSubmit: async (body) => {
      if (!stop) return;
      await save.mutateAsync({ loadId, eventId: stop.id, body });
      notify(`${stopName(stop)}: times saved`, 'success');
      onClose();
    },
  });
  const { control } = dialog.form;
  const shrink = { inputLabel: { shrink: true } };
  return (
    <FormDialog
      open={stop !== null}
      title={stop ? `Arrival and departure: ${stopName(stop)}` : ''}
      submitLabel="Save"
      dialog={dialog}
      onClose={onClose}
      intro="Local time at the stop. Leave both boxes empty to clear a time."
    >
      <FormTextField control={control} name="arrived_day" label="Arrived on" type="date" slotProps={shrink} />
      <FormTextField control={control} name="arrived_time" label="Arrived at" type="time" slotProps={shrink} />
      <FormTextField control={control} name="departed_day" label="Departed on" type="date" slotProps={shrink} />
      <FormTextField control={control} name="departed_time" label="Departed at" type="time" slotProps={shrink} />
    </FormDialog>
  );
}
