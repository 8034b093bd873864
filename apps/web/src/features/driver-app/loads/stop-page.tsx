import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import NavigationOutlined from '@mui/icons-material/NavigationOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ScreenState } from '../components/screen-state';
import { STOP_TYPE_LABELS, stopAddress, stopPlace, stopWhen } from '../format/stop-format';
import { StopActionButton } from './stop-action-button';
import { StopDetails } from './stop-details';
import { StopStatus } from './stop-status';
import { useLoadView } from './use-load-view';

/** /driver/loads/:loadId/stops/:stopId: one stop in full, with its action when it is its turn. */
export function StopPage() {
  const params = useParams();
  const loadId = Number(params.loadId);
  const { view, loading, failed, retry } = useLoadView(loadId);
  const stop = view?.stops.find((s) => s.id === Number(params.stopId));
  useDocumentTitle(stop ? stopPlace(stop) : 'Stop');
  return (
    <ScreenState loading={loading} failed={failed || (!loading && !stop)} what="this stop" onRetry={retry}>
      {() =>
        view &&
        stop && (
          <Stack spacing={2}>
            <Button
              component={Link}
              to={`/driver/loads/${loadId}`}
              startIcon={<ArrowBackOutlined />}
              sx={{ alignSelf: 'flex-start', minHeight: 44 }}
            >
              Load {view.load_number}
            </Button>
            <Card sx={{ p: 2.5 }}>
              <Typography variant="overline" color="text.secondary">
                Stop {stop.event_order} of {view.stops.length} · {STOP_TYPE_LABELS[stop.event_type]}
              </Typography>
              <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
                {stopPlace(stop)}
              </Typography>
              <Typography color="text.secondary">{stopAddress(stop)}</Typography>
              <Typography sx={{ fontWeight: 600, mt: 1 }}>
                {stopWhen(stop)}
                {stop.appointment_type_name ? ` · ${stop.appointment_type_name}` : ''}
              </Typography>
              <Stack spacing={1.25} sx={{ mt: 1.5 }}>
                <StopStatus stop={stop} />
                <StopActionButton loadId={loadId} stop={stop} />
                {stop.maps_url && (
                  <Button
                    variant="outlined"
                    size="large"
                    href={stop.maps_url}
                    target="_blank"
                    rel="noopener"
                    startIcon={<NavigationOutlined />}
                    sx={{ minHeight: 52, borderRadius: 2 }}
                  >
                    Navigate
                  </Button>
                )}
              </Stack>
            </Card>
            <Card sx={{ p: 2.5 }}>
              <StopDetails stop={stop} />
            </Card>
          </Stack>
        )
      }
    </ScreenState>
  );
}
