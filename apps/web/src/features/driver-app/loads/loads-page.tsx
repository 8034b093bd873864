import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DRIVER_APP_LIMITS, type DriverAppLoad } from '@tms/domain';
import { EmptyState } from '../../../components/empty-state';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useDriverLoads } from '../api/driver-loads';
import { ScreenState, ScreenTitle } from '../components/screen-state';
import { LoadCard } from './load-card';

function Section({ title, loads }: { title: string; loads: DriverAppLoad[] }) {
  if (!loads.length) return null;
  return (
    <Stack component="section" spacing={1.25}>
      <Typography variant="overline" color="text.secondary" component="h2">
        {title}
      </Typography>
      {loads.map((l) => (
        <LoadCard key={l.id} load={l} />
      ))}
    </Stack>
  );
}

/** /driver/loads: the load on the road, what is booked next, and the last few days' (to send their PODs). */
export function LoadsPage() {
  useDocumentTitle('Loads');
  const loads = useDriverLoads();
  const list = loads.data?.loads ?? [];
  const of = (stage: DriverAppLoad['stage']) => list.filter((l) => l.stage === stage);
  return (
    <>
      <ScreenTitle title="Loads" summary={`Now, next, and the last ${DRIVER_APP_LIMITS.recentDays} days`} />
      <ScreenState
        loading={loads.isPending}
        failed={!loads.data && loads.isError}
        what="your loads"
        onRetry={() => void loads.refetch()}
      >
        {() =>
          list.length ? (
            <Stack spacing={3}>
              <Section title="On the road" loads={of('current')} />
              <Section title="Upcoming" loads={of('upcoming')} />
              <Section title="Recent" loads={of('recent')} />
            </Stack>
          ) : (
            <EmptyState
              icon={LocalShippingOutlined}
              title="No loads"
              description="Loads your dispatcher gives you show here."
            />
          )
        }
      </ScreenState>
    </>
  );
}
