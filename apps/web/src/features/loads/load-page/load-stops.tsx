import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDate, type Load, type LoadEvent } from '@tms/domain';
import { useState } from 'react';
import { errorText } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { lazyDialog } from '../../../components/lazy-dialog';
import { useToday } from '../../../components/today';
import { useActiveAppointmentTypes } from '../api/reference-data';
import { useCompleteEvent } from '../api/trace-calls';
import type { WizardEvent } from '../wizard/event-rules';
import { LoadSection } from './load-section';
import { inOrder, nextOpenStop, stopName } from './stop-facts';
import { StopRow } from './stop-row';
import { StopTools } from './stop-tools';
import { useStopEdits } from './use-stop-edits';

const EventEditDialog = lazyDialog(
  () => import('../wizard/event-edit-dialog').then((m) => m.EventEditDialog),
  (p) => p.event !== null,
);
const StopTimesDialog = lazyDialog(
  () => import('./stop-times-dialog').then((m) => m.StopTimesDialog),
  (p) => p.stop !== null,
);

/** The "Complete" button of the next open stop; before the stop's day it says from when instead. */
function CompleteAction({ stop, busy, onClick }: { stop: LoadEvent; busy: boolean; onClick: () => void }) {
  const today = useToday();
  const day = stop.event_date.slice(0, 10);
  // The server refuses a stop before its day (decision 117).
  const early = day > today;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Button
        size="small"
        variant="contained"
        startIcon={<TaskAltOutlined />}
        disabled={busy || early}
        onClick={onClick}
        aria-label={`Complete ${stopName(stop)}`}
      >
        Complete
      </Button>
      {early && (
        <Typography variant="caption" color="text.secondary">
          Can be completed from {formatDate(day)}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The load's stops in order on a timeline; whoever traces loads completes the next open one and
 * sets arrival and departure; whoever changes loads moves and edits stops in place.
 */
export function LoadStops({
  load,
  canComplete,
  canEdit = false,
}: {
  load: Load;
  canComplete: boolean;
  canEdit?: boolean;
}) {
  const notify = useNotify();
  const complete = useCompleteEvent();
  const edits = useStopEdits(load);
  const types = useActiveAppointmentTypes();
  const [confirming, setConfirming] = useState<LoadEvent | null>(null);
  const [timing, setTiming] = useState<LoadEvent | null>(null);
  const [editing, setEditing] = useState<WizardEvent | null>(null);
  const stops = inOrder(load.events);
  const next = canComplete ? nextOpenStop(stops) : null;
  const done = stops.filter((s) => s.is_completed).length;
  const finish = (stop: LoadEvent) =>
    complete.mutate(
      { loadId: load.id, eventId: stop.id },
      {
        onSuccess: () => notify(`${stopName(stop)} completed`, 'success'),
        onError: (e) => notify(errorText(e), 'error'),
        onSettled: () => setConfirming(null),
      },
    );
  return (
    <LoadSection title="Stops" actions={<Typography variant="body2">{`${done} of ${stops.length} done`}</Typography>}>
      {stops.length === 0 ? (
        <Typography color="text.secondary">No stops yet. Add them with Edit.</Typography>
      ) : (
        <Box component="ol" aria-label="Stops in order" sx={{ m: 0, p: 0 }}>
          {stops.map((s, i) => (
            <StopRow
              key={s.id}
              stop={s}
              last={i === stops.length - 1}
              freeMinutes={load.detention_free_minutes}
              tools={
                (canEdit || canComplete) && (
                  <StopTools
                    stop={s}
                    busy={edits.busy}
                    edit={
                      canEdit
                        ? {
                            canUp: edits.canUp(i),
                            canDown: edits.canDown(i),
                            onMove: (direction) => edits.move(i, direction),
                            onEdit: () => setEditing(edits.stops[i] ?? null),
                          }
                        : undefined
                    }
                    times={canComplete ? () => setTiming(s) : undefined}
                  />
                )
              }
              action={
                s.id === next?.id && (
                  <CompleteAction stop={s} busy={complete.isPending} onClick={() => setConfirming(s)} />
                )
              }
            />
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? `Complete ${stopName(confirming)}?` : ''}
        message={confirming ? `Mark ${stopName(confirming)} of load ${load.load_number} as completed?` : ''}
        confirmLabel="Complete"
        busyLabel="Completing..."
        busy={complete.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && finish(confirming)}
      />
      <StopTimesDialog loadId={load.id} stop={timing} onClose={() => setTiming(null)} />
      <EventEditDialog
        event={editing}
        appointmentTypes={types.data ?? []}
        onClose={() => setEditing(null)}
        onSave={async (saved) => {
          await edits.saveStop(saved);
          setEditing(null);
        }}
      />
    </LoadSection>
  );
}
