import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { homePathFor, isDriverOnly } from '@tms/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../app/session/use-session';
import { UserAvatar } from '../../../app/shell/user-avatar';
import { THEME_MODE_ICONS } from '../../../app/theme/theme-mode-icon';
import { useThemeMode } from '../../../app/theme/use-theme-mode';
import { SignOutDialog } from './sign-out-dialog';

/** The driver's name, the look (light, dark, the phone's), the office app for staff who also drive, and Sign out. */
export function AccountMenu() {
  const { user, roleNames } = useSession();
  const { nextStep, toggleMode } = useThemeMode();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  if (!user) return null;
  const ThemeIcon = THEME_MODE_ICONS[nextStep.next];
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <UserAvatar user={user} size={36} />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240 } } }}
      >
        <li aria-hidden>
          <Typography sx={{ px: 2, pt: 1, fontWeight: 600 }}>
            {user.name} {user.last_name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }} noWrap>
            {user.email}
          </Typography>
        </li>
        <Divider />
        <MenuItem onClick={toggleMode} sx={{ minHeight: 48 }}>
          <ListItemIcon>
            <ThemeIcon fontSize="small" />
          </ListItemIcon>
          {nextStep.label}
        </MenuItem>
        {!isDriverOnly(roleNames) && (
          <MenuItem component={Link} to={homePathFor(roleNames)} onClick={close} sx={{ minHeight: 48 }}>
            <ListItemIcon>
              <WorkOutlineOutlined fontSize="small" />
            </ListItemIcon>
            Office app
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close();
            setSigningOut(true);
          }}
          sx={{ minHeight: 48 }}
        >
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          Sign out
        </MenuItem>
      </Menu>
      <SignOutDialog open={signingOut} onClose={() => setSigningOut(false)} />
    </>
  );
}
