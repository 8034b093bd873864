import MenuOutlined from '@mui/icons-material/MenuOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { Link } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { ThemeToggleButton } from '../../components/theme-toggle-button';
import { useSession } from '../session/use-session';
import { UserAvatar } from './user-avatar';

interface MobileAppBarProps {
  navigationOpen: boolean;
  onOpenNavigation: () => void;
  onOpenProfile: () => void;
}

/** Below md the sidebar becomes a drawer opened from this bar. */
export function MobileAppBar({ navigationOpen, onOpenNavigation, onOpenProfile }: MobileAppBarProps) {
  const { user } = useSession();
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ gap: 1, px: { xs: 1.5, sm: 2 } }}>
        <IconButton
          edge="start"
          aria-label="Open navigation"
          aria-expanded={navigationOpen}
          aria-controls="app-navigation"
          onClick={onOpenNavigation}
        >
          <MenuOutlined />
        </IconButton>
        <Box component={Link} to="/app/dashboard" aria-label="Home" sx={{ textDecoration: 'none', display: 'flex' }}>
          <BrandLogo size={30} />
        </Box>
        <Box sx={{ flex: 1 }} />
        <ThemeToggleButton />
        {user && (
          <IconButton aria-label="Open profile" onClick={onOpenProfile} sx={{ p: 0.5 }}>
            <UserAvatar user={user} size={32} />
          </IconButton>
        )}
      </Toolbar>
    </AppBar>
  );
}
