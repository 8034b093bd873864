import Stack from '@mui/material/Stack';
import { CheckCallCard } from '../check-calls/check-call-card';
import { DocumentList } from '../documents/document-list';
import { useDriverQueue } from '../queue/driver-queue';
import { type LoadView, pendingOf } from '../queue/pending-view';
import { DispatcherCard } from './dispatcher-card';
import { LoadHeader } from './load-header';
import { NextStopCard } from './next-stop-card';
import { StopList } from './stop-list';

/** A load as the driver works it: the next stop large, then every stop, documents, check calls, dispatcher. */
export function LoadScreen({ load, eyebrow }: { load: LoadView; eyebrow: string }) {
  const { actions } = useDriverQueue();
  const next = load.stops.find((s) => s.id === load.next_stop_id);
  return (
    <Stack spacing={2}>
      <LoadHeader load={load} eyebrow={eyebrow} />
      {next && <NextStopCard loadId={load.id} stop={next} count={load.stops.length} />}
      <StopList loadId={load.id} stops={load.stops} nextId={load.next_stop_id} />
      <DocumentList loadId={load.id} documents={load.documents} pending={pendingOf(actions, load.id, 'document')} />
      <CheckCallCard loadId={load.id} last={load.last_check_call} pending={pendingOf(actions, load.id, 'check-call')} />
      {load.dispatcher && <DispatcherCard dispatcher={load.dispatcher} />}
    </Stack>
  );
}
