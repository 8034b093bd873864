import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TRACKING_LINK_MESSAGES } from '@tms/domain';
import { useEffect, useMemo } from 'react';
import { ThemeModeProvider } from '../../app/theme/theme-mode-provider';
import { PRODUCT_NAME } from '../../components/brand-logo';
import { PageLoader } from '../../components/page-loader';
import { ThemeToggleButton } from '../../components/theme-toggle-button';
import { TrackingMap } from './tracking-map';
import { viewerZone } from './tracking-times';
import { TrackingView } from './tracking-view';
import { usePublicTracking } from './use-public-tracking';

/** The token of a /track/{token} path, '' when there is none. */
export const trackingTokenOf = (pathname: string) =>
  decodeURIComponent(pathname.replace(/^\/track\/?/, '').split('/')[0] ?? '');

function TrackingContent({ token }: { token: string }) {
  const state = usePublicTracking(token);
  const zone = useMemo(viewerZone, []);
  const loadNumber = 'tracking' in state ? state.tracking?.load_number : undefined;
  useEffect(() => {
    document.title = loadNumber ? `Load ${loadNumber} · Tracking` : 'Tracking';
  }, [loadNumber]);

  if (state.kind === 'loading') return <PageLoader message="Loading tracking…" />;
  if (state.kind === 'gone')
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        {TRACKING_LINK_MESSAGES.trackingNotFound}. Ask the carrier for a new link.
      </Alert>
    );
  return (
    <Stack spacing={2}>
      {state.kind === 'failed' && (
        <Alert severity="warning">Could not refresh the tracking. It will try again in a minute.</Alert>
      )}
      {state.tracking && (
        <TrackingView
          token={token}
          tracking={state.tracking}
          zone={zone}
          map={state.tracking.position ? <TrackingMap position={state.tracking.position} /> : undefined}
        />
      )}
    </Stack>
  );
}

/** /track/{token}: a customer follows one load without signing in (issue 34). */
export function TrackingPage({ pathname }: { pathname: string }) {
  const token = trackingTokenOf(pathname);
  return (
    <ThemeModeProvider>
      <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
        <Container maxWidth="lg" component="main" sx={{ py: { xs: 2, sm: 4 } }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
            <Typography variant="overline" color="text.secondary">
              Shipment tracking
            </Typography>
            <ThemeToggleButton size="small" />
          </Stack>
          {token ? (
            <TrackingContent token={token} />
          ) : (
            <Alert severity="info">{TRACKING_LINK_MESSAGES.trackingNotFound}.</Alert>
          )}
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 4 }}>
            Tracking by {PRODUCT_NAME}
          </Typography>
        </Container>
      </Box>
    </ThemeModeProvider>
  );
}
