import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDate, type Load, type LoadEvent } from '@tms/domain';
import { useState } from 'react';
import { errorText } from '../../../app/api/api-error';
import { useNotify } from '../../../app/notifications/use-notify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToday } from '../../../components/today';
import { useCompleteEvent } from '../api/trace-calls';
import { LoadSection } from './load-section';
import { inOrder, nextOpenStop, stopName } from './stop-facts';
import { StopRow } from './stop-row';

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

/** The load's stops in order on a timeline; whoever traces loads completes the next open one. */
export function LoadStops({ load, canComplete }: { load: Load; canComplete: boolean }) {
  const notify = useNotify();
  const complete = useCompleteEvent();
  const [confirming, setConfirming] = useState<LoadEvent | null>(null);
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
    </LoadSection>
  );
}
