import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { DriverAppLoad } from '@tms/domain';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useDriverLoads } from '../api/driver-loads';
import { ScreenState, ScreenTitle } from '../components/screen-state';
import { stopPlace, stopWhen } from '../format/stop-format';
import { LoadScreen } from '../loads/load-screen';
import { useDriverQueue } from '../queue/driver-queue';
import { loadWithPending } from '../queue/pending-view';

/** A load finished in the last hours stays on Today: its POD is often sent from the dock. */
const STAYS_MS = 12 * 3600_000;

function justDelivered(loads: DriverAppLoad[]): DriverAppLoad | undefined {
  const left = (l: DriverAppLoad) => Date.parse(l.stops[l.stops.length - 1]?.departed_at ?? '') || 0;
  return loads
    .filter((l) => l.stage === 'recent' && Date.now() - left(l) < STAYS_MS)
    .sort((a, b) => left(b) - left(a))[0];
}

/** /driver: the load on the road now, its next stop first; else what comes next. */
export function TodayPage() {
  useDocumentTitle('Today');
  const loads = useDriverLoads();
  const { actions } = useDriverQueue();
  const list = loads.data?.loads ?? [];
  const current = list.find((l) => l.stage === 'current') ?? justDelivered(list);
  const upcoming = list.find((l) => l.stage === 'upcoming');
  return (
    <ScreenState
      loading={loads.isPending}
      failed={!loads.data && loads.isError}
      what="your loads"
      onRetry={() => void loads.refetch()}
    >
      {() =>
        current ? (
          <LoadScreen
            load={loadWithPending(current, actions)}
            eyebrow={current.stage === 'current' ? 'Today' : 'Delivered'}
          />
        ) : (
          <Stack spacing={2}>
            <ScreenTitle title="Today" />
            <EmptyState
              icon={EventAvailableOutlined}
              title="No load on the road"
              description={
                upcoming?.stops[0]
                  ? `Next: load ${upcoming.load_number}, ${stopPlace(upcoming.stops[0])}, ${stopWhen(upcoming.stops[0])}.`
                  : 'Your dispatcher will put your next load here.'
              }
              action={
                upcoming && (
                  <Button component={Link} to={`/driver/loads/${upcoming.id}`} variant="contained" size="large">
                    Open load {upcoming.load_number}
                  </Button>
                )
              }
            />
          </Stack>
        )
      }
    </ScreenState>
  );
}
