import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Logout from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { useSession } from '../session/use-session';
import { THEME_MODE_ICONS } from '../theme/theme-mode-icon';
import { useThemeMode } from '../theme/use-theme-mode';
import { SidebarAction } from './sidebar-action';
import { SidebarNav } from './sidebar-nav';
import { SidebarUserBlock } from './sidebar-user-block';

interface SidebarContentProps {
  collapsed: boolean;
  /** Present on desktop only, where the sidebar can be narrowed. */
  onToggleCollapsed?: () => void;
  onNavigate?: () => void;
  onOpenProfile: () => void;
}

const THEME_STEP_LABELS = { light: 'Light mode', dark: 'Dark mode', system: 'System theme' } as const;

export function SidebarContent({ collapsed, onToggleCollapsed, onNavigate, onOpenProfile }: SidebarContentProps) {
  const { logout } = useSession();
  const { nextStep, toggleMode } = useThemeMode();
  const [signingOut, setSigningOut] = useState(false);

  const collapseLabel = collapsed ? 'Expand sidebar' : 'Collapse sidebar';

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: collapsed ? 'center' : 'space-between',
          flexDirection: collapsed ? 'column' : 'row',
          gap: 1,
          px: collapsed ? 1 : 2,
          pt: 2,
          pb: 1.5,
        }}
      >
        <Box
          component={Link}
          to="/app/dashboard"
          aria-label="Home"
          onClick={onNavigate}
          sx={{ textDecoration: 'none', display: 'flex' }}
        >
          <BrandLogo markOnly={collapsed} size={34} />
        </Box>
        {onToggleCollapsed && (
          <Tooltip title={collapseLabel} placement="right">
            <IconButton
              size="small"
              aria-label={collapseLabel}
              onClick={onToggleCollapsed}
              sx={{ color: 'text.secondary' }}
            >
              {collapsed ? <ChevronRight fontSize="small" /> : <ChevronLeft fontSize="small" />}
            </IconButton>
          </Tooltip>
        )}
      </Box>

      <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        <SidebarNav collapsed={collapsed} onNavigate={onNavigate} />
      </Box>

      <Divider />
      <Box sx={{ px: 1.5, py: 1.25, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <SidebarAction
          label={THEME_STEP_LABELS[nextStep.next]}
          ariaLabel={nextStep.label}
          icon={THEME_MODE_ICONS[nextStep.next]}
          collapsed={collapsed}
          onClick={toggleMode}
        />
        <SidebarUserBlock collapsed={collapsed} onOpenProfile={onOpenProfile} />
        <SidebarAction
          label="Logout"
          icon={Logout}
          collapsed={collapsed}
          disabled={signingOut}
          onClick={() => {
            setSigningOut(true);
            void logout().finally(() => setSigningOut(false));
          }}
        />
      </Box>
    </Box>
  );
}
