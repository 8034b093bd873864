import AddLocationAltOutlined from '@mui/icons-material/AddLocationAltOutlined';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import { getContrastRatio } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { addDaysToDay, formatDate, isCancelledStatus, isDeliveredStatus, LOAD_CAPABILITIES } from '@tms/domain';
import { useMemo, useState } from 'react';
import { errorText } from '../../app/api/api-error';
import { useNotify } from '../../app/notifications/use-notify';
import { useSession } from '../../app/session/use-session';
import { MENU_ICONS } from '../../app/shell/menu-icons';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { SelectField } from '../../components/form/select-field';
import { LoadNumberLink } from '../../components/load-number-link';
import { NoAccessPage } from '../../components/no-access-page';
import { PageHeader } from '../../components/page-header';
import { useToday } from '../../components/today';
import { useDocumentTitle } from '../../components/use-document-title';
import { LastCheckCallLine } from '../dispatch/last-check-call-line';
import { stopWindow } from '../dispatch/load-format';
import { LoadCommentsDialog, type LoadRef } from '../dispatch/load-side-dialogs';
import { useSetLoadStatus } from '../loads/api/board-calls';
import { useActiveStatuses, usePickableDrivers } from '../loads/api/reference-data';
import { useCompleteEvent, useDriverEvents } from '../loads/api/trace-calls';
import { CheckCallDialog } from '../loads/load-page/check-call-dialog';
import { useTruckTrail } from '../tracking/api/use-truck-trail';
import { routeStops } from '../tracking/route-stops';
import { useFleetTrucks } from '../tracking/use-fleet-trucks';
import { TraceFleetPanel } from './trace-fleet-panel';
import { driverOfTruck, followedTrucks, truckOfDriver } from './trace-selection';

/** /app/track-and-trace: the stops of the loads on the road, per driver. */
export function TrackAndTracePage() {
  useDocumentTitle('Track & Trace');
  const { capabilities } = useSession();
  if (!LOAD_CAPABILITIES.trace.some((c) => capabilities.has(c)))
    return (
      <NoAccessPage
        title="Track & Trace"
        icon={MENU_ICONS['track-and-trace']}
        area="track and trace"
        includes="track and trace"
      />
    );
  return <TrackAndTrace />;
}

/** White text on dark status colours, near-black on light ones (amber, lime): readable on either. */
function readableOn(color: string): string {
  try {
    return getContrastRatio(color, '#fff') >= 4.5 ? '#fff' : 'rgba(0, 0, 0, 0.87)';
  } catch {
    return '#fff';
  }
}

type TraceStop = NonNullable<ReturnType<typeof useDriverEvents>['data']>['events'][number];

const stopKind = (s: Pick<TraceStop, 'event_type'>) => (s.event_type === 'pickup' ? 'Pickup' : 'Delivery');
/** "Pickup #1": what the card and the confirmation call a stop. */
const stopName = (s: Pick<TraceStop, 'event_type' | 'event_order'>) => `${stopKind(s)} #${s.event_order}`;
/** "Pickup #1 at Tulsa, OK" (the place only where the stop has one). */
const stopLabel = (s: TraceStop) => {
  const place = [s.location_city, s.location_state].filter(Boolean).join(', ');
  return place ? `${stopName(s)} at ${place}` : stopName(s);
};

function TrackAndTrace() {
  const notify = useNotify();
  const { capabilities } = useSession();
  // Whoever assigns drivers to trackers follows everyone; the others the drivers assigned to them.
  const everyone = capabilities.has('track_and_trace_assignments');
  const drivers = usePickableDrivers(everyone ? false : 'followed');
  const statuses = useActiveStatuses();
  const [driverId, setDriverId] = useState<number | null>(null);
  const [statusId, setStatusId] = useState<number | null>(null);
  const [comments, setComments] = useState<LoadRef | null>(null);
  const [calling, setCalling] = useState<LoadRef | null>(null);
  const [offerDelivered, setOfferDelivered] = useState<LoadRef | null>(null);
  const [confirming, setConfirming] = useState<{ stop: TraceStop; load: LoadRef; last: boolean } | null>(null);
  const today = useToday();
  const chosen = driverId ?? drivers.data?.[0]?.id ?? null;
  const fleet = useFleetTrucks();
  const trucks = useMemo(
    () => followedTrucks(fleet.trucks, drivers.data ?? [], everyone),
    [fleet.trucks, drivers.data, everyone],
  );
  // The list's driver and the map's truck select together.
  const selectedTruck = truckOfDriver(
    trucks,
    drivers.data?.find((d) => d.id === chosen),
  );
  const trail = useTruckTrail(selectedTruck?.truckId ?? null);
  const selectTruck = (truckId: number) => {
    const driver = driverOfTruck(
      trucks.find((t) => t.truckId === truckId),
      drivers.data ?? [],
    );
    if (driver !== null) setDriverId(driver);
  };
  const events = useDriverEvents(chosen, {
    event_date_from: addDaysToDay(today, -14),
    event_date_to: addDaysToDay(today, 30),
    status_ids: statusId ? [statusId] : undefined,
    limit: 200,
  });
  const complete = useCompleteEvent();
  const setStatus = useSetLoadStatus();
  // The first status, in board order, that means delivered, whatever the carrier calls it.
  const delivered = statuses.data?.find(isDeliveredStatus);

  // Loads in progress: each with its next pending stop. A cancelled load is not on the road: it
  // shows only when its status is the one asked for.
  const loads = useMemo(() => {
    const byLoad = new Map<number, NonNullable<typeof events.data>['events']>();
    for (const e of events.data?.events ?? []) {
      if (!statusId && isCancelledStatus(e.status)) continue;
      byLoad.set(e.load_id, [...(byLoad.get(e.load_id) ?? []), e]);
    }
    return [...byLoad.values()]
      .map((stops) => {
        const sorted = [...stops].sort((a, b) => a.event_order - b.event_order);
        return { stops: sorted, next: sorted.find((s) => !s.is_completed) ?? null, first: sorted[0]! };
      })
      .filter((l) => l.next !== null);
  }, [events.data, statusId]);
  const mapStops = useMemo(() => {
    const loadId = selectedTruck?.eta?.load_id;
    const load = loads.find((l) => l.first.load_id === loadId) ?? loads[0];
    return load ? routeStops(load.stops) : [];
  }, [loads, selectedTruck]);

  return (
    <>
      <PageHeader title="Track & Trace" description="Loads on the road, their next stop and check calls." />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
        }}
      >
        {fleet.available && (
          // Above the list on a phone; beside it, and kept in view, on a wide screen.
          <Box sx={{ order: { xs: 0, lg: 1 }, position: { lg: 'sticky' }, top: { lg: 80 } }}>
            <TraceFleetPanel
              trucks={trucks}
              selectedTruckId={selectedTruck?.truckId ?? null}
              onSelect={selectTruck}
              trail={trail.data ?? []}
              stops={mapStops}
            />
          </Box>
        )}
        <Box sx={{ minWidth: 0, gridColumn: fleet.available ? undefined : '1 / -1' }}>
          <Paper
            variant="outlined"
            sx={{
              p: 1.5,
              mb: 2,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 320px))', lg: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <SelectField
              label="Driver"
              value={chosen ? String(chosen) : ''}
              onChange={(v) => setDriverId(Number(v) || null)}
              options={(drivers.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
            />
            <SelectField
              label="Status"
              value={statusId ? String(statusId) : ''}
              onChange={(v) => setStatusId(Number(v) || null)}
              options={[
                { value: '', label: 'All statuses' },
                ...(statuses.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
              ]}
            />
          </Paper>
          {events.isError && <Alert severity="error">{errorText(events.error)}</Alert>}
          {drivers.data?.length === 0 && (
            <EmptyState
              icon={MENU_ICONS['track-and-trace']}
              title="No drivers to follow"
              description="Ask a manager to assign drivers to you for track and trace."
            />
          )}
          {chosen !== null && !events.isLoading && loads.length === 0 && (
            <Typography color="text.secondary">No loads in progress for this driver.</Typography>
          )}
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr' }}>
            {loads.map(({ stops, next, first }) => {
              if (!next) return null;
              const ref = { id: first.load_id, load_number: first.load_number };
              const lastDelivery = [...stops].reverse().find((s) => s.event_type === 'delivery');
              // The server refuses a stop before its day (decision 117): say when it can be done instead.
              const nextDay = next.event_date.slice(0, 10);
              const early = nextDay > today;
              return (
                <Paper
                  key={first.load_id}
                  variant="outlined"
                  sx={{ p: 2, display: 'grid', gap: 1 }}
                  data-testid="trace-load"
                >
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <Typography sx={{ fontWeight: 700 }}>
                      Load <LoadNumberLink id={first.load_id} loadNumber={first.load_number} />
                    </Typography>
                    <Chip
                      size="small"
                      label={first.status.name}
                      sx={{ bgcolor: first.status.color, color: readableOn(first.status.color), fontWeight: 600 }}
                    />
                    {next.is_late && <Chip size="small" color="error" label="Late" />}
                    <Box sx={{ flex: 1 }} />
                    <Typography variant="caption" color="text.secondary">
                      {stops.filter((s) => s.is_completed).length} of {stops.length} stops done
                    </Typography>
                  </Box>
                  <Typography variant="body2">
                    Next: {stopName(next)} ·{' '}
                    {[next.location_city, next.location_state].filter(Boolean).join(', ') || 'No address'}
                  </Typography>
                  <Typography variant="body2" color={next.is_late ? 'error' : 'text.secondary'}>
                    {formatDate(next.event_date.slice(0, 10))}
                    {next.appointment_time_lower ? ` · window ${stopWindow(next)}` : ''}
                  </Typography>
                  <LastCheckCallLine call={first.last_check_call} />
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    <Button
                      size="small"
                      variant="contained"
                      startIcon={<TaskAltOutlined />}
                      disabled={complete.isPending || early}
                      onClick={() => setConfirming({ stop: next, load: ref, last: lastDelivery?.id === next.id })}
                    >
                      Complete {stopKind(next)}
                    </Button>
                    <Button size="small" startIcon={<AddLocationAltOutlined />} onClick={() => setCalling(ref)}>
                      Add check call
                    </Button>
                    <Button size="small" startIcon={<ChatBubbleOutlineOutlined />} onClick={() => setComments(ref)}>
                      Comments
                    </Button>
                    {early && (
                      <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'center' }}>
                        Can be completed from {formatDate(nextDay)}
                      </Typography>
                    )}
                  </Box>
                </Paper>
              );
            })}
          </Box>
        </Box>
      </Box>
      <LoadCommentsDialog load={comments} onClose={() => setComments(null)} title="Comments" />
      <CheckCallDialog loadId={calling?.id ?? 0} open={calling !== null} last={null} onClose={() => setCalling(null)} />
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? `Complete ${stopName(confirming.stop)}?` : ''}
        message={
          confirming
            ? `Mark ${stopLabel(confirming.stop)} on ${formatDate(confirming.stop.event_date.slice(0, 10))} of load ${confirming.load.load_number} as completed?`
            : ''
        }
        confirmLabel={confirming ? `Complete ${stopKind(confirming.stop)}` : 'Complete'}
        busyLabel="Completing..."
        busy={complete.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          if (!confirming) return;
          const { stop, load, last } = confirming;
          complete.mutate(
            { loadId: stop.load_id, eventId: stop.id },
            {
              onSuccess: () => {
                notify(`${stopLabel(stop)} completed`, 'success');
                setConfirming(null);
                if (last && delivered) setOfferDelivered(load);
              },
              onError: (e) => {
                notify(errorText(e), 'error');
                setConfirming(null);
              },
            },
          );
        }}
      />
      <ConfirmDialog
        open={offerDelivered !== null}
        title="Mark load as delivered?"
        message={`The last delivery of load ${offerDelivered?.load_number ?? ''} is complete. Move the load to ${delivered?.name ?? 'Delivered'}?`}
        confirmLabel={`Move to ${delivered?.name ?? 'Delivered'}`}
        cancelLabel="Not now"
        busy={setStatus.isPending}
        onClose={() => setOfferDelivered(null)}
        onConfirm={() =>
          offerDelivered &&
          delivered &&
          setStatus.mutate(
            { id: offerDelivered.id, status_id: delivered.id },
            {
              onSuccess: () => {
                notify(`Load ${offerDelivered.load_number} delivered`, 'success');
                setOfferDelivered(null);
              },
              onError: (e) => notify(errorText(e), 'error'),
            },
          )
        }
      />
    </>
  );
}
