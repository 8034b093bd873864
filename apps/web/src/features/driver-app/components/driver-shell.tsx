import Box from '@mui/material/Box';
import { useDeferredValue } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { useDriverPwa } from '../pwa/use-driver-pwa';
import { useQueueRuntime } from '../queue/use-queue-runtime';
import { BOTTOM_NAV_HEIGHT, DriverBottomNav } from './driver-bottom-nav';
import { DriverRoutes } from './driver-routes';
import { DriverTopBar } from './driver-top-bar';

/** The driver app's frame: a top bar with the account menu, the offline banner, the page, the tabs. */
export function DriverShell() {
  useQueueRuntime();
  useDriverPwa();
  // The frame paints first; the screen then renders in the background, in slices that leave the
  // phone free to answer a tap, rather than in one long task while the app starts.
  const showScreen = useDeferredValue(true, false);
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: (t) => (t.palette.mode === 'dark' ? 'background.default' : 'grey.100'),
      }}
    >
      <DriverTopBar />
      <Box
        component="main"
        sx={{
          flex: 1,
          width: '100%',
          maxWidth: 640,
          mx: 'auto',
          px: 2,
          pt: 2,
          // The page's end stays above the tab bar and the phone's home indicator.
          pb: `calc(${BOTTOM_NAV_HEIGHT + 24}px + env(safe-area-inset-bottom))`,
        }}
      >
        {showScreen ? <DriverRoutes /> : <PageLoader />}
      </Box>
      <DriverBottomNav />
    </Box>
  );
}
