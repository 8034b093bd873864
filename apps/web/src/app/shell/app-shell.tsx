import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { lazyDialog } from '../../components/lazy-dialog';
import { PageLoader } from '../../components/page-loader';
import { SkipLink } from '../../components/skip-link';
import { useProfileDialogParam } from '../../features/profile/use-profile-dialog-param';
import { MobileAppBar } from './mobile-app-bar';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from './sidebar-constants';
import { SidebarContent } from './sidebar-content';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

const UserProfileDialog = lazyDialog(
  () => import('../../features/profile/user-profile-dialog').then((m) => m.UserProfileDialog),
  (p) => p.open,
);

/** The authenticated layout: sidebar (permanent from md up, a drawer below) and the page. */
export function AppShell() {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const [mobileOpen, setMobileOpen] = useState(false);
  const profile = useProfileDialogParam();
  const width = collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;

  const openProfile = () => {
    setMobileOpen(false);
    profile.openProfile();
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
      <SkipLink zIndex={(t) => t.zIndex.tooltip} />

      {desktop ? (
        <Drawer
          variant="permanent"
          component="aside"
          aria-label="Sidebar"
          sx={{
            width,
            flexShrink: 0,
            transition: (t) => t.transitions.create('width', { duration: t.transitions.duration.shorter }),
            '& .MuiDrawer-paper': {
              width,
              overflowX: 'hidden',
              boxSizing: 'border-box',
              borderRight: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
              transition: (t) => t.transitions.create('width', { duration: t.transitions.duration.shorter }),
            },
          }}
        >
          <SidebarContent collapsed={collapsed} onToggleCollapsed={toggleCollapsed} onOpenProfile={openProfile} />
        </Drawer>
      ) : (
        <>
          <MobileAppBar
            navigationOpen={mobileOpen}
            onOpenNavigation={() => setMobileOpen(true)}
            onOpenProfile={openProfile}
          />
          <Drawer
            id="app-navigation"
            variant="temporary"
            open={mobileOpen}
            onClose={() => setMobileOpen(false)}
            ModalProps={{ keepMounted: false }}
            sx={{ '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH + 40, maxWidth: '85vw', boxSizing: 'border-box' } }}
          >
            <SidebarContent collapsed={false} onNavigate={() => setMobileOpen(false)} onOpenProfile={openProfile} />
          </Drawer>
        </>
      )}

      <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, minWidth: 0, outline: 'none' }}>
        {!desktop && <Toolbar />}
        <Box sx={{ maxWidth: 1440, mx: 'auto', px: { xs: 2, sm: 3, md: 4 }, py: { xs: 3, md: 4 } }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>

      <UserProfileDialog
        open={profile.open}
        tab={profile.tab}
        onTabChange={profile.setTab}
        onClose={profile.closeProfile}
      />
    </Box>
  );
}
