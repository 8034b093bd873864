import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import TodayOutlined from '@mui/icons-material/TodayOutlined';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { Link, useLocation } from 'react-router';
import { accentText } from '../../../app/theme/create-app-theme';
import { useDriverLoads } from '../api/driver-loads';

export const BOTTOM_NAV_HEIGHT = 64;

const TABS = [
  { to: '/driver', label: 'Today', icon: <TodayOutlined /> },
  { to: '/driver/loads', label: 'Loads', icon: <LocalShippingOutlined /> },
  { to: '/driver/pay', label: 'Pay', icon: <PaymentsOutlined /> },
  { to: '/driver/hours', label: 'Hours', icon: <AccessTimeOutlined /> },
] as const;

/** The tab a path belongs to; the current load's screens (its stops, documents) belong to Today. */
export function tabOf(pathname: string, currentLoadId: number | undefined): string {
  if (currentLoadId !== undefined && pathname.startsWith(`/driver/loads/${currentLoadId}`)) return '/driver';
  const match = [...TABS].reverse().find((t) => pathname === t.to || pathname.startsWith(`${t.to}/`));
  return match?.to ?? '/driver';
}

/** The four tabs at the thumb's reach, above the phone's home indicator. */
export function DriverBottomNav() {
  const { pathname } = useLocation();
  const current = useDriverLoads().data?.loads.find((l) => l.stage === 'current');
  return (
    <Paper
      component="nav"
      aria-label="Driver app"
      elevation={0}
      sx={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: (t) => t.zIndex.appBar,
        borderTop: 1,
        borderColor: 'divider',
        pb: 'env(safe-area-inset-bottom)',
      }}
    >
      <BottomNavigation
        value={tabOf(pathname, current?.id)}
        showLabels
        sx={{ height: BOTTOM_NAV_HEIGHT, maxWidth: 640, mx: 'auto' }}
      >
        {TABS.map((t) => (
          <BottomNavigationAction
            key={t.to}
            value={t.to}
            label={t.label}
            icon={t.icon}
            component={Link}
            to={t.to}
            sx={{
              minWidth: 0,
              '& .MuiBottomNavigationAction-label': { fontWeight: 600, mt: 0.25 },
              // The brand's text shade: the palette's teal is too light for small text (WCAG AA).
              '&.Mui-selected': { color: accentText },
            }}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
