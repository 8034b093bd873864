import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { BrandMark, PRODUCT_NAME } from '../../../components/brand-logo';
import { AccountMenu } from './account-menu';
import { OfflineBanner } from './offline-banner';
import { QueueIndicator } from './queue-indicator';

/** The brand, what waits to be sent, the driver's menu, and the offline banner, kept in view. */
export function DriverTopBar() {
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', pt: 'env(safe-area-inset-top)' }}
    >
      <Toolbar sx={{ gap: 1, px: 2, maxWidth: 640, width: '100%', mx: 'auto' }}>
        <Box
          component={Link}
          to="/driver"
          aria-label="Today"
          sx={{ display: 'flex', alignItems: 'center', gap: 1.25, color: 'text.primary', textDecoration: 'none' }}
        >
          <BrandMark size={32} />
          <Typography sx={{ fontWeight: 700, fontSize: '1.125rem', letterSpacing: '-0.01em' }}>
            {PRODUCT_NAME}{' '}
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500 }}>
              Driver
            </Box>
          </Typography>
        </Box>
        <Box sx={{ flex: 1 }} />
        <QueueIndicator />
        <AccountMenu />
      </Toolbar>
      <OfflineBanner />
    </AppBar>
  );
}
